import Testing

@testable import LocalizeKit

/// `LineFeeds` counts every line feed, wherever it falls in the 32-byte steps,
/// the 8-byte words after them and the bytes at the end.
@Suite("LineFeeds")
struct LineFeedsTests {
    private func count(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { LineFeeds.count(in: $0) }
    }

    @Test func countsLineFeedsAtEveryPlaceAndSpacing() {
        for length in 0..<80 {
            for stride in 1...9 {
                var bytes = [UInt8](repeating: 0x41, count: length)
                for index in Swift.stride(from: 0, to: length, by: stride) { bytes[index] = 0x0A }
                #expect(count(bytes) == bytes.filter { $0 == 0x0A }.count, "length \(length), every \(stride)")
            }
        }
    }

    /// Bytes next to 0x0A (0x0B, 0x09, 0x8A: the same low bits) and bytes with the high bit set are not line feeds.
    @Test func countsOnlyLineFeeds() {
        let bytes: [UInt8] =
            [0x0B, 0x09, 0x8A, 0x0A, 0xFF, 0x00, 0x0A, 0x1A, 0x4A, 0x0A] + Array(repeating: 0x8A, count: 40)
        #expect(count(bytes) == 3)
    }

    /// A long run of nothing but line feeds: the byte-wide sums are folded before they overflow.
    @Test func countsLongRunsOfLineFeeds() {
        for length in [63 * 32, 63 * 32 + 1, 64 * 32, 127 * 32, 128 * 32 + 7, 100_000] {
            #expect(count([UInt8](repeating: 0x0A, count: length)) == length)
        }
    }

    @Test func countsBufferPointersLikeRawBuffers() {
        let bytes = Array("one\ntwo\n\nthree".utf8)
        #expect(bytes.withUnsafeBufferPointer { LineFeeds.count(in: $0) } == 3)
        #expect(LineFeeds.count(in: UnsafeRawBufferPointer(start: nil, count: 0)) == 0)
    }
}
