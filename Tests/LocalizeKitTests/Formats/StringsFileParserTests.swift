import Testing

@testable import LocalizeKit

/// The `.strings` parser's scan for the end of a quoted run (`firstStop`), eight bytes at a time.
@Suite("StringsFileParser")
struct StringsFileParserTests {
    /// A parser of `text` (from a file named `f`) that does not locate its entries.
    static func parser(_ text: String) throws -> StringsFileParser {
        StringsFileParser(text: try SourceText.utf8(Array(text.utf8), file: "f"), locatesEntries: false)
    }

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

    @Test("Raw entries hold what nextEntry() gives: values as bytes without escapes, as strings with them")
    func rawEntries() throws {
        let text = """
            /* First */
            "plain" = "A plain value, longer than eight bytes";
            "escaped" = "tab\\tquote\\"unicode\\U00E9";
            unquoted = value.with-dots;
            "alone";  // a comment on the same line is not the next entry's
            // Line one
            // line two
            'single' = 'ünïcödé';\r\n"crlf" = "after a CRLF";
            """
        let source = try SourceText.utf8(Array(text.utf8), file: "f")
        var located = StringsFileParser(text: source)
        var raw = StringsFileParser(text: source, locatesEntries: false)
        var count = 0
        while let entry = try located.nextEntry() {
            let rawEntry = try #require(try raw.nextRawEntry())
            #expect(rawEntry.key == entry.key)
            #expect(raw.string(rawEntry.value) == entry.value)
            #expect(raw.withBytes(of: rawEntry.value) { Array($0) } == Array(entry.value.utf8))
            #expect(rawEntry.comment == entry.comment)
            #expect(rawEntry.location == LocalizeKit.SourceLocation(line: 0, column: 0))
            #expect(entry.location.line > 0)
            switch (entry.key, rawEntry.value) {
            case ("escaped", .bytes), ("alone", .bytes): Issue.record("\(entry.key): a value made by the parser")
            case ("plain", .text), ("unquoted", .text), ("single", .text):
                Issue.record("\(entry.key): a value copied though it has no escape")
            default: break
            }
            count += 1
        }
        #expect(try raw.nextRawEntry() == nil)
        #expect(count == 6)
        var comments = StringsFileParser(text: source, locatesEntries: false)
        var found: [String?] = []
        while let entry = try comments.nextRawEntry() { found.append(entry.comment) }
        #expect(found == ["First", nil, nil, nil, "Line one\nline two", nil])
    }

    @Test("A key or comment with the bytes of the likely one given is that string; others read as without one")
    func likelyKeyAndComment() throws {
        // "café" composed (NFC) in the file, and a likely key decomposed (NFD): equal strings, other bytes.
        let text = """
            /* A comment shared by the tables */
            "shared key, longer than sixteen bytes" = "a";
            /* Another comment */
            "caf\u{E9}" = "b";
            "other" = "c";
            "escaped\\nkey" = "d";
            """
        var plain = try Self.parser(text)
        var hinted = try Self.parser(text)
        let likely = ["shared key, longer than sixteen bytes", "cafe\u{301}", "another", "escaped\nkey"]
        let sharedComment = "A comment shared by the tables"
        for candidate in likely {
            let expected = try #require(try plain.nextRawEntry())
            var entry = StringsFileParser.RawEntry()
            #expect(
                try hinted.readNextRawEntry(
                    into: &entry, likelyKey: candidate, likelyComment: sharedComment))
            #expect(Array(entry.key.utf8) == Array(expected.key.utf8))
            #expect(entry.comment == expected.comment)
            #expect(hinted.string(entry.value) == plain.string(expected.value))
            if candidate == likely[0] {
                // The likely key's own storage: no string was made for the key.
                let storage = entry.key.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                #expect(storage == candidate.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
                let commentStorage = entry.comment?.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                #expect(commentStorage == sharedComment.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
            }
        }
        #expect(try plain.nextRawEntry() == nil)
        var end = StringsFileParser.RawEntry()
        #expect(try !hinted.readNextRawEntry(into: &end, likelyKey: "x"))
    }

    @Test("Comments keep their text; the blank lines that empty // lines add at their ends are dropped")
    func commentEnds() throws {
        let text = """
            //
            // Padded
            //
            "a" = "1";
            /* Block */
            "b" = "2";
            // Line
            "c" = "3";
            """
        var parser = try Self.parser(text)
        var found: [String?] = []
        while let entry = try parser.nextRawEntry() { found.append(entry.comment) }
        #expect(found == ["Padded", "Block", "Line"])
    }
}
