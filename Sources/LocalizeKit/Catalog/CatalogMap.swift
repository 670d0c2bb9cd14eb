/// The string-keyed maps of a String Catalog (entries, localizations,
/// plural and device variations, substitutions), in the order they were read.
///
/// Like a JSON object it keeps its order and any duplicate keys, which the
/// audit reports; looking a key up finds the first occurrence. Large maps
/// keep a hash index, so lookups stay fast in catalogs with many keys.
/// Writers put keys in `CatalogKeyOrder` whatever the order here.
///
/// ```swift
/// var plural: CatalogMap<CatalogLocalization> = ["one": .init("%lld file"), "other": .init("%lld files")]
/// plural["one"]?.stringUnit?.value   // "%lld file"
/// plural["few"] = .init("%lld soubory")
/// plural.keys                        // ["one", "other", "few"]
/// ```
public struct CatalogMap<Value>: RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// A key and its value.
    public typealias Element = (key: String, value: Value)

    /// Maps with more elements than this keep `index`.
    private static var indexThreshold: Int { 64 }

    // Keys and values are kept in two arrays rather than one of `Element`s: a tuple holding a
    // generic value is copied and destroyed through runtime metadata, several times slower
    // than the two arrays' own element types, and a large catalog holds millions of them.

    /// The keys in order, duplicates included.
    public private(set) var keys: [String]
    /// The values in order: `values[position]` belongs to `keys[position]`.
    public private(set) var values: [Value]
    /// The position of each key's first occurrence, for large maps.
    private var index: [String: Int]?

    /// Whether an empty map is written (as `{}` in Xcode's formatting) rather
    /// than left out. Readers set it for objects present in the file, so that
    /// an empty object survives a round trip; a map with elements is always written.
    public var isPresentWhenEmpty: Bool

    /// Creates an empty map.
    public init() {
        keys = []
        values = []
        isPresentWhenEmpty = false
    }

    /// Creates a map from key-value pairs in order, duplicates included.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, Value) {
        keys = []
        values = []
        for (key, value) in pairs {
            keys.append(key)
            values.append(value)
        }
        isPresentWhenEmpty = false
        rebuildIndex()
    }

    /// Creates a map from a literal, in order.
    public init(dictionaryLiteral pairs: (String, Value)...) {
        self.init(pairs)
    }

    /// Creates a map that takes over arrays of keys and values of the same length.
    init(keys: [String], values: [Value], isPresentWhenEmpty: Bool) {
        precondition(keys.count == values.count, "a key without a value")
        self.keys = keys
        self.values = values
        self.isPresentWhenEmpty = isPresentWhenEmpty
        rebuildIndex()
    }

    // MARK: Collection

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { keys.count }
    /// The key and value at a position.
    public subscript(position: Int) -> Element { (key: keys[position], value: values[position]) }

    /// The value at a position, which can be changed in place.
    ///
    /// ```swift
    /// for position in entry.localizations.indices {
    ///     entry.localizations[valueAt: position].stringUnit?.state = .needsReview
    /// }
    /// ```
    public subscript(valueAt position: Int) -> Value {
        get { values[position] }
        set { values[position] = newValue }
    }

    // MARK: Keys

    /// The position of the first occurrence of `key`.
    public func index(forKey key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// The value of the first occurrence of `key`. Setting a value replaces
    /// that occurrence's value or appends the key; setting `nil` removes every
    /// occurrence.
    public subscript(key: String) -> Value? {
        get { index(forKey: key).map { values[$0] } }
        set {
            if let newValue {
                if let position = index(forKey: key) {
                    values[position] = newValue
                } else {
                    append(key: key, value: newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Appends a key and value at the end, even when the key is already present.
    public mutating func append(key: String, value: Value) {
        keys.append(key)
        values.append(value)
        if index != nil {
            if index?[key] == nil { index?[key] = keys.count - 1 }
        } else if keys.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Makes room for `count` elements in all, so that appending up to there does not reallocate.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// Removes every occurrence of `key` and returns the first one's value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        guard let position = index(forKey: key) else { return nil }
        let value = values[position]
        reorder(keys.indices.filter { keys[$0] != key })
        return value
    }

    /// Removes and returns the element at a position.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let element = (key: keys.remove(at: position), value: values.remove(at: position))
        rebuildIndex()
        return element
    }

    /// Sorts the elements, keeping equal ones in their order.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var order = Array(keys.indices)
        try order.sort { left, right in
            if try areInIncreasingOrder(self[left], self[right]) { return true }
            if try areInIncreasingOrder(self[right], self[left]) { return false }
            return left < right
        }
        reorder(order)
    }

    /// Sorts the keys as Xcode writes them (`CatalogKeyOrder`).
    public mutating func sortByKey() {
        guard !CatalogKeyOrder.isSorted(keys) else { return }
        reorder(CatalogKeyOrder.sortedIndices(keys))
    }

    /// Keeps the elements at `positions`, in that order.
    private mutating func reorder(_ positions: [Int]) {
        keys = positions.map { keys[$0] }
        values = positions.map { values[$0] }
        rebuildIndex()
    }

    /// Keys that occur more than once, each listed once, in order of their second occurrence.
    public var duplicateKeys: [String] {
        var seen = Set<String>()
        var reported = Set<String>()
        var result: [String] = []
        for key in keys where !seen.insert(key).inserted {
            if reported.insert(key).inserted { result.append(key) }
        }
        return result
    }

    /// A map with the same keys and transformed values.
    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> CatalogMap<T> {
        try CatalogMap<T>(keys: keys, values: values.map(transform), isPresentWhenEmpty: isPresentWhenEmpty)
    }

    /// Whether a writer writes this map: it has elements, or is present when empty.
    var isWritten: Bool { !keys.isEmpty || isPresentWhenEmpty }

    private mutating func rebuildIndex() {
        guard keys.count > Self.indexThreshold else {
            index = nil
            return
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() where positions[key] == nil {
            positions[key] = position
        }
        index = positions
    }
}

extension CatalogMap: Sendable where Value: Sendable {}

extension CatalogMap: Equatable where Value: Equatable {
    /// Maps are equal when they hold the same keys and values in the same
    /// order, and, when empty, agree on `isPresentWhenEmpty`.
    public static func == (lhs: CatalogMap, rhs: CatalogMap) -> Bool {
        guard lhs.keys.count == rhs.keys.count else { return false }
        if lhs.keys.isEmpty { return lhs.isPresentWhenEmpty == rhs.isPresentWhenEmpty }
        return lhs.keys == rhs.keys && lhs.values == rhs.values
    }
}

extension CatalogMap: Hashable where Value: Hashable {
    /// Hashes the keys and values in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        for position in keys.indices {
            hasher.combine(keys[position])
            hasher.combine(values[position])
        }
        if keys.isEmpty { hasher.combine(isPresentWhenEmpty) }
    }
}

extension CatalogMap where Value == CatalogLocalization {
    /// The variation for a plural category (in a `plural` map).
    ///
    /// ```swift
    /// localization.variations.plural?[.few]?.stringUnit?.value
    /// ```
    public subscript(category: PluralCategory) -> CatalogLocalization? {
        get { self[category.rawValue] }
        set { self[category.rawValue] = newValue }
    }
}
