/// Counts line feeds in bytes, 16 bytes a step: the one counter that the
/// parallel catalog reader (the lines before a part) and the audit (line
/// breaks in a text) share.
///
/// Each step compares a 16-byte vector with line feeds (a lane that matches is
/// all ones, -1) and subtracts the matches from one byte-wide sum per lane,
/// which is folded into the total every 255 steps (before a lane can overflow)
/// and at the end, through 16-bit lanes; the bytes after the steps are counted in
/// one 8-byte word (no borrow crosses bytes) and one by one.
///
/// ```swift
/// let breaks = Array("one\ntwo\n".utf8).withUnsafeBytes { LineFeeds.count(in: $0) }   // 2
/// ```
enum LineFeeds {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lineFeeds: UInt64 = ones &* 0x0A
    private static let low7: UInt64 = ~SWAR.highBits
    private static let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    private static let lanes: UInt64 = 0x0001_0001_0001_0001
    private typealias Vector = SIMD16<UInt8>

    /// How many line feeds `bytes` holds.
    static func count(in bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let lineFeed = Vector(repeating: 0x0A)
        var total = 0
        var index = 0
        while count &- index >= 16 {
            var sums = Vector()
            let blockEnd = index &+ min((count &- index) & ~15, 255 &* 16)
            while index < blockEnd {
                sums &-= unsafeBitCast((base + index).loadUnaligned(as: Vector.self) .== lineFeed, to: Vector.self)
                index &+= 16
            }
            let halves = unsafeBitCast(sums, to: SIMD2<UInt64>.self)
            total &+= laneSum(halves[0]) &+ laneSum(halves[1])
        }
        if count &- index >= 8 {
            // At most 8 in all: the bytes summed by one multiplication.
            total &+= Int(truncatingIfNeeded: (matches(SWAR.word(at: base + index)) &* ones) >> 56)
            index &+= 8
        }
        while index < count {
            if bytes[index] == 0x0A { total &+= 1 }
            index &+= 1
        }
        return total
    }

    /// The sum of the eight bytes of `word` (each at most 255): bytes to 16-bit lanes (each at
    /// most 510), then the four lanes summed by one multiplication (at most 2040).
    @inline(__always)
    private static func laneSum(_ word: UInt64) -> Int {
        let pairs = (word & evenBytes) &+ ((word >> 8) & evenBytes)
        return Int(truncatingIfNeeded: (pairs &* lanes) >> 48)
    }

    /// How many line feeds `bytes` holds.
    static func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        count(in: UnsafeRawBufferPointer(bytes))
    }

    /// 1 in each byte of `word` that is a line feed, 0 in the others.
    @inline(__always)
    private static func matches(_ word: UInt64) -> UInt64 {
        let difference = word ^ lineFeeds
        // The high bit of each byte that is zero: exact, since no carry crosses bytes.
        let zero = ~(((difference & low7) &+ low7) | difference) & SWAR.highBits
        return zero >> 7
    }
}
