import Testing

@testable import LocalizeKit

/// The `.strings` parser's scan for the end of a quoted run (`firstStop`), eight bytes at a time.
@Suite("StringsFileParser")
struct StringsFileParserTests {
    /// The first quote or backslash at or after `start`, one byte at a time.
    static func reference(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    @Test(
        "The first quote or backslash is found at every offset of runs of every length, or the end",
        arguments: [UInt8(ascii: "\""), UInt8(ascii: "'")])
    func firstStop(quote: UInt8) {
        for length in 0..<20 {
            for stop in [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), nil] {
                for place in 0...length {
                    // Near misses around the stop: bytes one above and below, and non-ASCII.
                    var bytes = (0..<length).map { [0x21, 0x23, 0x26, 0x28, 0x5B, 0x5D, 0xC3, 0xA9][$0 % 8] as UInt8 }
                    if let stop, place < length { bytes[place] = stop }
                    for start in 0...length {
                        #expect(
                            StringsFileParser.firstStop(in: bytes, from: start, quote: quote)
                                == Self.reference(bytes, from: start, quote: quote))
                    }
                }
            }
        }
    }

    @Test("Quoted strings long and short, with and without escapes, read as their text")
    func quoted() throws {
        let long = String(repeating: "abcdefgh", count: 9)
        let text = """
            "\(long)" = "\(long)\\"\(long)";
            'single "quoted" key' = "x\\\\y";
            "k" = "\(long)'\(long)";
            """
        let table = try StringsFileReader.read(text)
        #expect(table[long] == long + "\"" + long)
        #expect(table["single \"quoted\" key"] == "x\\y")
        #expect(table["k"] == long + "'" + long)
    }
}
