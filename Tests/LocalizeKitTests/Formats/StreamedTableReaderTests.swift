import Testing

@testable import LocalizeKit

/// The `.strings` and `.stringsdict` readers that give one entry at a time, against the whole-file readers.
@Suite("Streamed table readers")
struct StreamedTableReaderTests {
    static let strings = """
        /* First */
        "a" = "A";
        // Second
        // comment
        "b" = "B\\n";
        "c";
        """

    static let stringsDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>one</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d</string>
        \t\t</dict>
        \t</dict>
        \t<key>two</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>Two</string>
        \t</dict>
        </dict>
        </plist>

        """

    @Test("StringsFileParser.nextEntry gives the entries read gives, with comments and locations")
    func stringsEntries() throws {
        var parser = StringsFileParser(text: SourceText(Self.strings, file: "x.strings"))
        var entries: [StringsTable.Entry] = []
        while let entry = try parser.nextEntry() { entries.append(entry) }
        #expect(entries == (try StringsFileReader.read(Self.strings, file: "x.strings")).entries)
        #expect(entries.map(\.comment) == ["First", "Second\ncomment", nil])
        #expect(entries.map(\.location.line) == [2, 5, 6])
    }

    @Test("StringsDictReader.EntryStream gives the entries read gives, then reads the document to its end")
    func stringsDictEntries() throws {
        var stream = try StringsDictReader.EntryStream(SourceText(Self.stringsDict, file: "x.stringsdict"))
        var entries: [StringsDictTable.Entry] = []
        while let entry = try stream.next() { entries.append(entry) }
        #expect(entries == (try StringsDictReader.read(Self.stringsDict, file: "x.stringsdict")).entries)
        #expect(entries.map(\.key) == ["one", "two"])
        #expect(entries.map(\.location.line) == [4, 16])
    }

    @Test(
        "The streamed stringsdict reader fails where the whole reader fails",
        arguments: [
            "<plist version=\"1.0\"><array/></plist>",
            "<plist version=\"1.0\"><dict><key>a</key><string>x</string></dict></plist>",
            "<plist version=\"1.0\"><dict/></plist> trailing",
            "<plist version=\"1.0\"><dict><key>a</key><dict></dict>",
        ])
    func failures(document: String) throws {
        #expect(throws: ParseError.self) { try StringsDictReader.read(document) }
        #expect(throws: ParseError.self) {
            var stream = try StringsDictReader.EntryStream(SourceText(document, file: nil))
            while try stream.next() != nil {}
        }
    }

    @Test("An empty root dictionary gives no entries")
    func emptyRoot() throws {
        var stream = try StringsDictReader.EntryStream(
            SourceText("<plist version=\"1.0\"><dict/></plist>\n", file: nil))
        #expect(try stream.next() == nil)
        #expect(try stream.next() == nil)
    }
}
