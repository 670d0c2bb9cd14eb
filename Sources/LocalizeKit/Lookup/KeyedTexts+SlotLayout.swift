extension KeyedTexts {
    /// How one table's four-byte slot words are laid out, from the top: the
    /// entry's distance from its home slot (5 bits, so `probeLimit` is 31), a tag
    /// of the key's hash, and the entry number + 1 in as few low bits as the
    /// table's size needs (0 is an empty slot). The smaller the table, the longer
    /// the tag: 19 bits for 135 keys, 10 for 100 000, none from 2^27 keys on.
    ///
    /// A probe compares the distance and tag bits of a slot with those its key
    /// would have there in one comparison, and reads an entry's record only when
    /// they agree: an entry sharing the key's home slot but not its tag costs no
    /// memory access beyond the slot.
    ///
    /// ```swift
    /// let layout = KeyedTexts.SlotLayout(entries: 100_000)
    /// layout.entryMask   // 0x1FFFF: 17 bits
    /// ```
    struct SlotLayout {
        /// One step of distance, in place.
        static let distanceStep: UInt32 = 1 << 27
        /// The distance bits; all set is the largest distance, `probeLimit`.
        static let distanceMask: UInt32 = 0b11111 << 27
        /// The entry number + 1 bits.
        let entryMask: UInt32
        /// The distance and tag bits.
        let placementMask: UInt32

        /// The layout for a table of `entries` entries.
        init(entries: Int) {
            let entryBits = min(max(Int.bitWidth - entries.leadingZeroBitCount, 1), 27)
            entryMask = 1 << UInt32(entryBits) - 1
            placementMask = ~entryMask
        }

        /// Entries numbered from this on have no room in a slot (they overflow).
        var entryLimit: Int { Int(entryMask) }

        /// The tag bits of a hash, in place.
        @inline(__always)
        func tag(of hash: UInt64) -> UInt32 {
            UInt32(truncatingIfNeeded: hash) & placementMask & ~Self.distanceMask
        }

        /// The slot word of an entry at its home slot.
        func word(entry: Int, hash: UInt64) -> UInt32 {
            tag(of: hash) | UInt32(truncatingIfNeeded: entry + 1)
        }
    }
}
