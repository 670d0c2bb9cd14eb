/// The lookup's seeded 64-bit hash of a key's UTF-8 bytes: every byte counts,
/// sixteen at a time, through a folded 64 × 64 → 128-bit multiply.
///
/// Each step XORs two eight-byte words into the state and the seed, multiplies
/// them as one 128-bit product and folds its halves together, so that a change
/// in any byte reaches every bit of the result. Keys of 16 bytes or more are
/// hashed in two lanes of such steps, whose multiplies overlap, 32 bytes at a
/// time (`hash(long:count:seed:)`). Keys of real tables share long
/// prefixes and suffixes (`settings.section.12.title`) and differ in one middle
/// character; all of that is hashed. The seed is random per process
/// (`processSeed`), so that keys cannot be chosen in advance to collide; the
/// tables bound their probes as well (`KeyedTexts`).
///
/// ```swift
/// let hash = KeyHash.hash("Button.Add", seed: KeyHash.processSeed)
/// ```
enum KeyHash {
    /// A random seed, drawn once per process.
    static let processSeed: UInt64 = UInt64.random(in: .min ... .max)

    private static let wordKey: UInt64 = 0xA076_1D64_78BD_642F
    private static let pairKey: UInt64 = 0xE703_7ED1_A0B4_28DB
    private static let lengthKey: UInt64 = 0x8EBC_6AF0_9C88_C6E3
    private static let finalKey: UInt64 = 0x5899_65CC_7537_4CC3

    /// The hash of a string's UTF-8 bytes.
    @inline(__always)
    static func hash(_ string: String, seed: UInt64) -> UInt64 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0), seed: seed) }) {
            return hash
        }
        return Array(string.utf8).withUnsafeBytes { hash($0, seed: seed) }
    }

    /// Folds the product of two words: the high and low halves XORed.
    @inline(__always)
    private static func fold(_ left: UInt64, _ right: UInt64) -> UInt64 {
        let product = left.multipliedFullWidth(by: right)
        return product.high ^ product.low
    }

    /// Mixes another hash into a running one (for keys made of several strings).
    @inline(__always)
    static func combine(_ running: UInt64, _ next: UInt64) -> UInt64 {
        fold(running ^ wordKey, next ^ pairKey)
    }

    /// Keys shorter than this are read as two words (`words(_:count:)`), which
    /// with the length determine them: the lookup compares such keys by their words.
    static let shortLength = 16

    /// The two words that, with its length, determine a key of fewer than
    /// `shortLength` bytes. Each load lies inside one aligned eight-byte half of
    /// the key, so that a key just copied there (a small string, spilled to the
    /// stack) is read back from the store buffer without a stall.
    @inline(__always)
    static func words(_ base: UnsafeRawPointer, count: Int) -> (first: UInt64, second: UInt64) {
        func byte(_ offset: Int) -> UInt64 { UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) }
        func quad(_ offset: Int) -> UInt64 { UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        if count >= 8 {
            let first = base.loadUnaligned(as: UInt64.self)
            let tail = count - 8
            if tail >= 4 { return (first, quad(8) | quad(count - 4) << 32) }
            if tail > 0 { return (first, byte(8) << 16 | byte(8 + tail >> 1) << 8 | byte(count - 1)) }
            return (first, 0)
        }
        if count >= 4 { return (quad(0), quad(count - 4)) }
        if count > 0 { return (byte(0) << 16 | byte(count >> 1) << 8 | byte(count - 1), 0) }
        return (0, 0)
    }

    /// The hash of a short key from its words and length.
    @inline(__always)
    static func hash(words: (first: UInt64, second: UInt64), count: Int, seed: UInt64) -> UInt64 {
        let state = seed ^ fold(UInt64(truncatingIfNeeded: count) ^ lengthKey, seed ^ wordKey)
        return fold(fold(words.first ^ wordKey ^ state, words.second ^ pairKey ^ seed) ^ seed, finalKey)
    }

    /// The hash of bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return hash(words: (0, 0), count: 0, seed: seed) }
        if count < shortLength { return hash(words: words(base, count: count), count: count, seed: seed) }
        return hash(long: base, count: count, seed: seed)
    }

    /// The keys of the two lanes of a long key, one for each word of a lane's blocks.
    private static let firstLaneKey: UInt64 = 0x57BC_A6A0_F504_FE69
    private static let firstLanePairKey: UInt64 = 0x8AE5_8B72_839E_53A1
    private static let secondLaneKey: UInt64 = 0x38D0_C8CE_C706_BE69
    private static let secondLanePairKey: UInt64 = 0x192D_A1DA_EE7D_1451

    /// The hash of a key of `shortLength` bytes or more: sixteen-byte blocks dealt to
    /// two lanes, each lane its own chain of folds, so that the multiplies of the two
    /// lanes overlap instead of waiting for each other (a 90-byte key takes five folds
    /// one after another, not eight). Each step takes 32 bytes; the last one takes the
    /// last 32 bytes (or the first and the last sixteen of a shorter key), overlapping
    /// the step before. The lanes, the length and the seed are folded together at the end.
    @inline(__always)
    private static func hash(long base: UnsafeRawPointer, count: Int, seed: UInt64) -> UInt64 {
        func word(_ offset: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        /// One block folded into a lane's state, under the lane's keys.
        func block(_ offset: Int, _ state: UInt64, _ key: UInt64, _ pairKey: UInt64) -> UInt64 {
            fold(word(offset) ^ state ^ key, word(offset &+ 8) ^ pairKey)
        }
        var first = seed
        var second = seed
        var offset = 0
        while count &- offset > 32 {
            first = block(offset, first, firstLaneKey, firstLanePairKey)
            second = block(offset &+ 16, second, secondLaneKey, secondLanePairKey)
            offset &+= 32
        }
        first = block(max(count &- 32, 0), first, firstLaneKey, firstLanePairKey)
        second = block(count &- 16, second, secondLaneKey, secondLanePairKey)
        let length = UInt64(truncatingIfNeeded: count) ^ lengthKey
        return fold(fold(first ^ length, second ^ seed ^ wordKey) ^ seed, finalKey)
    }
}
