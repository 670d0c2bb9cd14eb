extension KeyedTexts {
    /// How one table's records are laid out: one fixed-size record per entry, in
    /// entry order, holding the entry's text, its key's length and the key itself,
    /// so that a hit reads one record (one or two cache lines, fetched together)
    /// after its slot, and no other memory, before it compares the key.
    ///
    /// A record is the text (a `String`, 16 bytes), the key's UTF-8 length and
    /// where a spilled key's bytes start (four bytes each), and `inlineBytes` of
    /// key: a key under `KeyHash.shortLength` bytes as its two words, a longer one
    /// as its bytes when they fit. A key longer than `inlineBytes` is spilled: its
    /// bytes go to the shared buffer instead. The table chooses `inlineBytes` from
    /// its keys' lengths, as the size that takes the least memory, counting a
    /// spilled key's bytes and a word for its second read: keys of one shape
    /// (`settings.section12.row3.title`, long sentences) all fit, and a few long
    /// keys among many short ones spill rather than widen every record.
    ///
    /// ```swift
    /// let layout = KeyedTexts.RecordLayout(keyLengths: [32, 33, 29, 30])
    /// layout.inlineBytes   // 40
    /// layout.stride        // 64: one cache line a record
    /// ```
    struct RecordLayout {
        /// Where the text starts in a record.
        static let textOffset = 0
        /// Where the key's length (a `UInt32`) is.
        static let lengthOffset = 16
        /// Where a spilled key's offset in the shared buffer (a `UInt32`) is.
        static let spillOffset = 20
        /// Where the key's words or bytes start.
        static let keyOffset = 24
        /// The widest key area a table chooses: longer keys always spill.
        static let largestInline = 232

        /// Bytes of key a record holds (at least `KeyHash.shortLength`, a multiple of 8).
        let inlineBytes: Int

        /// Bytes from one record to the next.
        var stride: Int { Self.keyOffset + inlineBytes }

        /// The layout that takes the least memory for keys of these UTF-8 lengths.
        init(keyLengths: [Int]) {
            // How many keys have each inline size need (keys under 16 bytes need 16).
            var counts = [Int](repeating: 0, count: Self.largestInline / 8 + 1)
            for length in keyLengths {
                let needed = max(KeyHash.shortLength, (length + 7) / 8 * 8)
                if needed <= Self.largestInline { counts[needed / 8] += 1 }
            }
            // A spilled key costs its bytes and a word for the second read it makes.
            let spillCost = 8
            var best = (inline: KeyHash.shortLength, bytes: Int.max)
            var spilledBytes = 0
            for size in Swift.stride(from: Self.largestInline, through: KeyHash.shortLength, by: -8) {
                let bytes = keyLengths.count * (Self.keyOffset + size) + spilledBytes
                if bytes <= best.bytes { best = (size, bytes) }
                // Below this size, the keys that needed exactly it spill.
                spilledBytes += counts[size / 8] * (size + spillCost)
            }
            inlineBytes = best.inline
        }

        /// Whether a key of `length` bytes is kept in its record.
        @inline(__always)
        func isInline(_ length: Int) -> Bool { length <= inlineBytes }
    }
}
