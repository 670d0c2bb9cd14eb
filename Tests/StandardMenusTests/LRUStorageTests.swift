import Testing

@testable import StandardMenus

@Suite("LRU storage")
struct LRUStorageTests {
    @Test("Keys are listed from the most to the least recently used")
    func order() {
        var storage = LRUStorage<String, Int>()
        storage.insert(1, forKey: "a")
        storage.insert(2, forKey: "b")
        storage.insert(3, forKey: "c")
        #expect(storage.keys == ["c", "b", "a"])
        #expect(storage.value(forKey: "a") == 1)
        #expect(storage.keys == ["a", "c", "b"])
        #expect(storage.peek("b") == 2)
        #expect(storage.keys == ["a", "c", "b"])
        storage.insert(20, forKey: "b")
        #expect(storage.keys == ["b", "a", "c"])
        #expect(storage.peek("b") == 20)
        #expect(storage.count == 3)
    }

    @Test("Beyond the capacity the least recently used entries are evicted, oldest first")
    func eviction() {
        var storage = LRUStorage<String, Int>(capacity: 2)
        #expect(storage.insert(1, forKey: "a").isEmpty)
        #expect(storage.insert(2, forKey: "b").isEmpty)
        _ = storage.value(forKey: "a")
        let evicted = storage.insert(3, forKey: "c")
        #expect(evicted.map(\.key) == ["b"])
        #expect(evicted.map(\.value) == [2])
        #expect(storage.keys == ["c", "a"])
        let trimmed = storage.setCapacity(0)
        #expect(trimmed.map(\.key) == ["a", "c"])
        #expect(storage.isEmpty)
        #expect(storage.insert(4, forKey: "d").map(\.key) == ["d"])
    }

    @Test("Removal relinks the list and frees slots for reuse")
    func removal() {
        var storage = LRUStorage<Int, String>()
        for key in 0..<5 { storage.insert("v\(key)", forKey: key) }
        #expect(storage.removeValue(forKey: 2) == "v2")
        #expect(storage.removeValue(forKey: 4) == "v4")
        #expect(storage.removeValue(forKey: 0) == "v0")
        #expect(storage.removeValue(forKey: 9) == nil)
        #expect(storage.keys == [3, 1])
        storage.insert("v5", forKey: 5)
        storage.insert("v6", forKey: 6)
        #expect(storage.keys == [6, 5, 3, 1])
        #expect(storage.removeAll(where: { $0 % 2 == 1 }).sorted() == [1, 3, 5])
        #expect(storage.keys == [6])
        storage.removeAll()
        #expect(storage.isEmpty && storage.keys.isEmpty)
        storage.insert("again", forKey: 1)
        #expect(storage.keys == [1])
    }

    @Test("Updating in place keeps the order")
    func update() {
        var storage = LRUStorage<String, Int>()
        storage.insert(1, forKey: "a")
        storage.insert(2, forKey: "b")
        #expect(storage.update(forKey: "a") { $0 += 10 })
        #expect(!storage.update(forKey: "z") { $0 += 10 })
        #expect(storage.peek("a") == 11)
        #expect(storage.keys == ["b", "a"])
    }

    @Test("Random operations agree with a simple reference model")
    func randomAgainstReference() {
        var generator = SplitMix64(seed: 42)
        var storage = LRUStorage<Int, Int>(capacity: 8)
        var reference: [(key: Int, value: Int)] = []  // most recent first
        for step in 0..<5_000 {
            let key = Int(generator.next() % 16)
            switch generator.next() % 4 {
            case 0, 1:
                storage.insert(step, forKey: key)
                reference.removeAll { $0.key == key }
                reference.insert((key, step), at: 0)
                if reference.count > 8 { reference.removeLast() }
            case 2:
                let value = storage.value(forKey: key)
                if let index = reference.firstIndex(where: { $0.key == key }) {
                    let entry = reference.remove(at: index)
                    reference.insert(entry, at: 0)
                    #expect(value == entry.value)
                } else {
                    #expect(value == nil)
                }
            default:
                let removed = storage.removeValue(forKey: key)
                let index = reference.firstIndex { $0.key == key }
                #expect(removed == index.map { reference[$0].value })
                if let index { reference.remove(at: index) }
            }
            #expect(storage.keys == reference.map(\.key))
        }
    }
}

/// A small deterministic random number generator for the tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
