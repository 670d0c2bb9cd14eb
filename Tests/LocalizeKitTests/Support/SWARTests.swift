import Testing

@testable import LocalizeKit

/// The word-at-a-time byte tests agree with the same tests made one byte at a time.
@Suite("SWAR byte tests")
struct SWARTests {
    /// Eight bytes as the little-endian word the scanners load.
    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// The index of the first byte that passes `test`, or nil.
    private static func firstIndex(_ bytes: [UInt8], where test: (UInt8) -> Bool) -> Int? {
        bytes.firstIndex(where: test)
    }

    /// The index of the lowest flagged byte, or nil when none is.
    private static func firstFlagged(_ mask: UInt64) -> Int? {
        mask == 0 ? nil : mask.trailingZeroBitCount / 8
    }

    /// Words with every byte value at every position, among fillers that pass and fail the tests.
    private static var words: [[UInt8]] {
        var result: [[UInt8]] = []
        for filler: UInt8 in [0x41, 0x20, 0xC3, 0x80, 0x00, 0x22, 0x7F, 0xFF] {
            for position in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(value)
                    result.append(bytes)
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            result.append((0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        return result
    }

    @Test func stringStopsFindTheFirstQuoteBackslashOrControlByte() {
        for bytes in Self.words {
            let expected = Self.firstIndex(bytes) { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
            #expect(Self.firstFlagged(SWAR.stringStops(Self.word(bytes))) == expected, "\(bytes)")
        }
    }

    @Test func equalAndBelowFindTheFirstMatch() {
        for bytes in Self.words {
            let word = Self.word(bytes)
            #expect(Self.firstFlagged(SWAR.bytes(word, equalTo: 0x20)) == Self.firstIndex(bytes) { $0 == 0x20 })
            #expect(Self.firstFlagged(SWAR.zeroBytes(word)) == Self.firstIndex(bytes) { $0 == 0 })
            #expect(Self.firstFlagged(SWAR.bytes(word, below: 0x20)) == Self.firstIndex(bytes) { $0 < 0x20 })
            #expect(Self.firstFlagged(SWAR.bytes(word, below: 0x80)) == Self.firstIndex(bytes) { $0 < 0x80 })
        }
    }

    @Test func leadingByteCountSkipsContinuationBytesOnly() {
        for bytes in Self.words {
            let expected = bytes.filter { $0 & 0xC0 != 0x80 }.count
            #expect(SWAR.leadingByteCount(Self.word(bytes)) == expected, "\(bytes)")
        }
    }
}
