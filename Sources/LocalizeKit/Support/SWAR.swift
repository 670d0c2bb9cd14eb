/// Byte tests on eight bytes at once ("SIMD within a register"), for the
/// scanners' hot loops.
///
/// A word holds eight bytes loaded little-endian, so its lowest byte comes
/// first in the text. The masks set the high bit of each byte that passes a
/// test; the lowest set bit is always exact, which is all the scanners use
/// (bytes above the first match may be flagged wrongly through a borrow).
enum SWAR {
    /// Each byte's high bit.
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// Eight spaces.
    static let spaces: UInt64 = 0x2020_2020_2020_2020
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The eight bytes at `pointer` (any alignment) as a word, the first byte lowest.
    @inline(__always)
    static func word(at pointer: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
    }

    /// Flags the bytes that are zero.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// Flags the bytes equal to `byte`.
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ (ones &* UInt64(byte)))
    }

    /// Flags the bytes below `limit` (at most 0x80).
    @inline(__always)
    static func bytes(_ word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// Flags the bytes that end a run of plain JSON string text: `"`, `\` and control bytes.
    @inline(__always)
    static func stringStops(_ word: UInt64) -> UInt64 {
        bytes(word, equalTo: 0x22) | bytes(word, equalTo: 0x5C) | bytes(word, below: 0x20)
    }

    /// The first `count` bytes of a word (all eight from 8 on), the others zero.
    @inline(__always)
    static func prefix(_ word: UInt64, bytes count: Int) -> UInt64 {
        count >= 8 ? word : word & ((1 << (UInt64(count) << 3)) &- 1)
    }

    /// The position of the first byte at or after `start` that `flags` flags (the rest of the
    /// buffer's length when none is): eight bytes at a time, then the last few one by one,
    /// each as a word of its own. For writers that copy runs of plain text whole and escape
    /// what stops them.
    @inline(__always)
    static func firstFlagged(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ flags: (UInt64) -> UInt64
    ) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var position = start
        while position &+ 8 <= count {
            let found = flags(word(at: base + position))
            if found != 0 { return position &+ found.trailingZeroBitCount >> 3 }
            position &+= 8
        }
        while position < count {
            if flags(UInt64(base[position])) & 0x80 != 0 { return position }
            position &+= 1
        }
        return count
    }

    /// How many of the eight bytes start a UTF-8 sequence (are not continuation bytes `10xxxxxx`).
    @inline(__always)
    static func leadingByteCount(_ word: UInt64) -> Int {
        // A byte is a continuation byte when its top two bits are 10: that byte becomes zero here.
        let marked = (word & 0xC0C0_C0C0_C0C0_C0C0) ^ highBits
        // The high bit of each byte that is not zero (exact for every byte: no carry crosses bytes).
        let nonZero = (((marked & ~highBits) &+ ~highBits) | marked) & highBits
        return nonZero.nonzeroBitCount
    }
}
