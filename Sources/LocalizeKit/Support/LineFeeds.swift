/// Counts line feeds in bytes, 32 bytes a step: the one counter that the
/// parallel catalog reader (the lines before a part) and the audit (line
/// breaks in a text) share.
///
/// Each step tests four words for bytes equal to 0x0A exactly (no borrow
/// crosses bytes) and adds the matches to one byte-wide sum per position,
/// which is folded into the total every 63 steps (at most 252 in a byte, before it
/// can overflow), through 16-bit lanes.
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

    /// How many line feeds `bytes` holds.
    static func count(in bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var total = 0
        var index = 0
        while count &- index >= 32 {
            var sums: UInt64 = 0
            let blockEnd = index &+ min((count &- index) & ~31, 63 &* 32)
            while index < blockEnd {
                let step = base + index
                sums &+=
                    matches(SWAR.word(at: step)) &+ matches(SWAR.word(at: step + 8))
                    &+ matches(SWAR.word(at: step + 16))
                    &+ matches(SWAR.word(at: step + 24))
                index &+= 32
            }
            // Bytes to 16-bit lanes (each at most 504), then the four lanes summed (at most 2016).
            let pairs = (sums & evenBytes) &+ ((sums >> 8) & evenBytes)
            total &+= Int(truncatingIfNeeded: (pairs &* lanes) >> 48)
        }
        while count &- index >= 8 {
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
