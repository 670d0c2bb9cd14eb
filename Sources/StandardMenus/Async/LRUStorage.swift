/// A key–value store that remembers the order of use and, when it holds more than its
/// capacity, evicts the least recently used entries.
///
/// A doubly linked list threaded through an array of nodes (links are indices, freed
/// slots are reused) plus a dictionary from key to slot: every operation is O(1)
/// except those that visit every entry.
///
/// ```swift
/// var storage = LRUStorage<String, Int>(capacity: 2)
/// storage.insert(1, forKey: "a")
/// storage.insert(2, forKey: "b")
/// _ = storage.value(forKey: "a")          // "a" is now the most recent
/// storage.insert(3, forKey: "c")          // evicts "b"
/// storage.keys                            // ["c", "a"]
/// ```
struct LRUStorage<Key: Hashable, Value> {
    struct Node {
        var key: Key
        var value: Value
        var previous: Int?
        var next: Int?
    }

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    /// The most recently used entry.
    private var head: Int?
    /// The least recently used entry.
    private var tail: Int?

    /// The most entries kept; `nil` for no bound.
    private(set) var capacity: Int?

    /// An empty store holding at most `capacity` entries (`nil`: unbounded).
    init(capacity: Int? = nil) {
        self.capacity = capacity.map { max(0, $0) }
    }

    /// The number of entries.
    var count: Int { slots.count }

    /// Whether the store is empty.
    var isEmpty: Bool { slots.isEmpty }

    /// The keys from the most to the least recently used.
    var keys: [Key] {
        var result: [Key] = []
        result.reserveCapacity(count)
        var cursor = head
        while let slot = cursor, let node = nodes[slot] {
            result.append(node.key)
            cursor = node.next
        }
        return result
    }

    /// Whether an entry exists for `key`; does not change the order.
    func contains(_ key: Key) -> Bool {
        slots[key] != nil
    }

    /// The value for `key` without changing the order.
    func peek(_ key: Key) -> Value? {
        slots[key].flatMap { nodes[$0]?.value }
    }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(forKey key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return nodes[slot]?.value
    }

    /// Stores `value` as the most recently used entry and returns the entries evicted
    /// to respect the capacity, least recent first.
    @discardableResult
    mutating func insert(_ value: Value, forKey key: Key) -> [(key: Key, value: Value)] {
        if let slot = slots[key] {
            nodes[slot]?.value = value
            moveToFront(slot)
        } else {
            let node = Node(key: key, value: value, previous: nil, next: head)
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            if let head { nodes[head]?.previous = slot }
            head = slot
            if tail == nil { tail = slot }
            slots[key] = slot
        }
        return trim()
    }

    /// Changes the value for `key` in place without changing the order; false if absent.
    mutating func update(forKey key: Key, _ transform: (inout Value) throws -> Void) rethrows -> Bool {
        guard let slot = slots[key], var node = nodes[slot] else { return false }
        try transform(&node.value)
        nodes[slot] = node
        return true
    }

    /// Removes the entry for `key` and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        return remove(slot: slot)
    }

    /// Removes every entry whose key satisfies `predicate`; returns the removed keys.
    @discardableResult
    mutating func removeAll(where predicate: (Key) throws -> Bool) rethrows -> [Key] {
        let doomed = try keys.filter(predicate)
        for key in doomed { removeValue(forKey: key) }
        return doomed
    }

    /// Removes every entry.
    mutating func removeAll() {
        nodes.removeAll()
        freeSlots.removeAll()
        slots.removeAll()
        head = nil
        tail = nil
    }

    /// Changes the capacity and returns the entries evicted to respect it, least recent first.
    @discardableResult
    mutating func setCapacity(_ capacity: Int?) -> [(key: Key, value: Value)] {
        self.capacity = capacity.map { max(0, $0) }
        return trim()
    }

    private mutating func trim() -> [(key: Key, value: Value)] {
        guard let capacity else { return [] }
        var evicted: [(key: Key, value: Value)] = []
        while count > capacity, let tail, let node = nodes[tail] {
            evicted.append((node.key, node.value))
            remove(slot: tail)
        }
        return evicted
    }

    private mutating func unlink(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        if let previous = node.previous { nodes[previous]?.next = node.next } else { head = node.next }
        if let next = node.next { nodes[next]?.previous = node.previous } else { tail = node.previous }
        nodes[slot]?.previous = nil
        nodes[slot]?.next = nil
    }

    private mutating func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        nodes[slot]?.next = head
        if let head { nodes[head]?.previous = slot }
        head = slot
        if tail == nil { tail = slot }
    }

    @discardableResult
    private mutating func remove(slot: Int) -> Value? {
        unlink(slot)
        guard let node = nodes[slot] else { return nil }
        nodes[slot] = nil
        slots[node.key] = nil
        freeSlots.append(slot)
        return node.value
    }
}

extension LRUStorage: Sendable where Key: Sendable, Value: Sendable {}
extension LRUStorage.Node: Sendable where Key: Sendable, Value: Sendable {}
