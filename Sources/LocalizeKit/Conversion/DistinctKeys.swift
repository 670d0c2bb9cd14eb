/// Whether a short list of keys (an entry's languages) holds one twice, found
/// without a `Set<String>`: on the hot path of a conversion, hashing every
/// language of every entry that way cost more than converting it.
enum DistinctKeys {
    /// Whether some key occurs twice.
    ///
    /// ```swift
    /// DistinctKeys.containDuplicates(["de", "en", "fr"])   // false
    /// DistinctKeys.containDuplicates(["de", "en", "de"])   // true
    /// ```
    static func containDuplicates(_ keys: [String]) -> Bool {
        guard keys.count > 1 else { return false }
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        let mask = capacity - 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { slots in
            // Each slot holds the index of a key plus one, or 0 when free.
            slots.initialize(repeating: 0)
            for (index, key) in keys.enumerated() {
                var slot = hash(key) & mask
                while slots[slot] != 0 {
                    if keys[slots[slot] - 1] == key { return true }
                    slot = (slot + 1) & mask
                }
                slots[slot] = index + 1
            }
            return false
        }
    }

    /// FNV-1a over the UTF-8 bytes: languages are short, so this beats the standard hash.
    private static func hash(_ key: String) -> Int {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: value ^ (value >> 29))
    }
}
