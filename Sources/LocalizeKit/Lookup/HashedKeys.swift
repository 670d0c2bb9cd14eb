/// Keys gathered in order, each once (its first occurrence), with their lookup
/// hashes: what a resolved table collects from the files of its chain, so that
/// the `KeyedTexts` built from it hashes no key a second time.
///
/// A small open-addressed index of entry numbers, probed by the hash's low bits
/// and grown by doubling, finds the keys already taken. The hash is seeded per
/// process (`KeyHash.processSeed`), so keys cannot be chosen in advance to
/// collide in it. Keys are compared by their UTF-8 bytes, as `KeyedTexts` finds
/// them: "é" precomposed and decomposed are two keys.
///
/// ```swift
/// var keys = HashedKeys(expected: 2)
/// keys.insert("Button.Add")   // true
/// keys.insert("Button.Add")   // false: taken
/// let texts = KeyedTexts(keys, texts: ["Hinzufügen"])
/// ```
struct HashedKeys {
    /// The keys, in the order first inserted.
    private(set) var keys: [String] = []
    /// Each key's `KeyHash` hash under `seed`, by position.
    private(set) var hashes: [UInt64] = []
    /// The seed of the hashes.
    let seed: UInt64
    /// Entry number + 1 per slot (0 is empty); a power of two, at most half full.
    private var slots: [UInt32]

    /// An empty set with room for about `expected` keys.
    init(expected: Int, seed: UInt64 = KeyHash.processSeed) {
        self.seed = seed
        var capacity = 16
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        keys.reserveCapacity(expected)
        hashes.reserveCapacity(expected)
    }

    /// Adds a key unless it is already in; returns whether it was added.
    mutating func insert(_ key: String) -> Bool {
        let hash = KeyHash.hash(key, seed: seed)
        if (keys.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, keys[index].utf8.elementsEqual(key.utf8) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = UInt32(truncatingIfNeeded: keys.count + 1)
        keys.append(key)
        hashes.append(hash)
        return true
    }

    /// Doubles the index, placing the keys again by their stored hashes.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(truncatingIfNeeded: index + 1)
        }
    }
}
