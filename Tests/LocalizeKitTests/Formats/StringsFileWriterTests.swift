import LocalizeKit
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct StringsFileWriterTests {
    @Test func writesCommentsAboveEntriesWithBlankLinesBetween() {
        let table = StringsTable(entries: [
            .init(key: "Button.Ok", value: "OK", comment: "Confirms."),
            .init(key: "plain", value: "No comment"),
            .init(key: "Button.Cancel", value: "Annuler", comment: "Cancels."),
        ])
        #expect(
            StringsFileWriter.write(table) == """
                /* Confirms. */
                "Button.Ok" = "OK";

                "plain" = "No comment";

                /* Cancels. */
                "Button.Cancel" = "Annuler";

                """)
    }

    @Test func escapesWhatMustBeEscaped() {
        let table = StringsTable(entries: [.init(key: "a\"b", value: "q\" b\\ n\n t\t r\r esc\u{1B} del\u{7F} é 😀")])
        #expect(StringsFileWriter.write(table) == #""a\"b" = "q\" b\\ n\n t\t r\r esc\U001B del\U007F é 😀";"# + "\n")
    }

    @Test func commentCannotCloseEarly() {
        let table = StringsTable(entries: [.init(key: "k", value: "v", comment: "a */ b")])
        #expect(StringsFileWriter.write(table) == "/* a * / b */\n\"k\" = \"v\";\n")
    }

    @Test func emptyTableWritesNothing() {
        #expect(StringsFileWriter.write(StringsTable()).isEmpty)
        #expect(StringsFileWriter.data(StringsTable()).isEmpty)
    }

    @Test func dataIsUTF8WithoutByteOrderMark() {
        let table = StringsTable(entries: [.init(key: "é", value: "ü")])
        #expect(StringsFileWriter.data(table) == Array("\"é\" = \"ü\";\n".utf8))
    }

    @Test func writtenTableReadsBack() throws {
        let everything = String(String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init))) + "é東😀"
        let original = StringsTable(entries: [
            .init(key: everything, value: everything, comment: "Line 1\nLine 2"),
            .init(key: "", value: ""),
            .init(key: "dup", value: "1"),
            .init(key: "dup", value: "2"),
        ])
        let read = try StringsFileReader.read(StringsFileWriter.write(original))
        #expect(read.entries.map(\.key) == original.entries.map(\.key))
        #expect(read.entries.map(\.value) == original.entries.map(\.value))
        #expect(read.entries.map(\.comment) == original.entries.map(\.comment))
    }

    @Test func editingKeepsOrderAndComments() throws {
        var table = try StringsFileReader.read("/* A */\n\"a\" = \"1\";\n\n\"b\" = \"2\";\n")
        table.setValue("one", forKey: "a")
        table.setValue("3", forKey: "c")
        table.removeValue(forKey: "b")
        #expect(StringsFileWriter.write(table) == "/* A */\n\"a\" = \"one\";\n\n\"c\" = \"3\";\n")
    }

    /// The package's own tables are written in this layout: reading and writing one gives it back.
    @Test(arguments: ["en", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK"])
    func packageResourcesRoundTrip(language: String) throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Resources/\(language).lproj/StandardButtons.strings")
        let bytes = [UInt8](try Data(contentsOf: url))
        let table = try StringsFileReader.read(bytes, file: url.path)
        #expect(!table.entries.isEmpty)
        #expect(table.duplicates.isEmpty)
        #expect(StringsFileWriter.data(table) == bytes)
    }

    /// What the writer must make of a value, one byte at a time: the reference for the
    /// writer, which looks for the bytes to escape eight at a time.
    static func escapedByteByByte(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += #"\n"#
            case 0x09: result += #"\t"#
            case 0x0D: result += #"\r"#
            case 0x22: result += #"\""#
            case 0x5C: result += #"\\"#
            case 0..<0x20, 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\U00"# + (hex.count == 1 ? "0" : "") + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test(
        "Every character to escape is found wherever it stands in a value, among plain ASCII and UTF-8",
        arguments: ["\"", "\\", "\n", "\t", "\r", "\u{01}", "\u{1F}", "\u{7F}", "*/"])
    func escapesAtEveryPosition(special: String) {
        for length in 0...19 {
            for position in 0...length {
                for filler in ["a", "é", "😀"] {
                    let plain = Array(repeating: filler, count: length)
                    let value = (plain[..<position] + [special] + plain[position...]).joined()
                    let table = StringsTable(entries: [.init(key: value, value: value, comment: value)])
                    let escaped = Self.escapedByteByByte(value)
                    let comment = value.replacing("*/", with: "* /")
                    #expect(
                        StringsFileWriter.write(table) == "/* \(comment) */\n\"\(escaped)\" = \"\(escaped)\";\n",
                        "\(length) \(position) \(filler)")
                }
            }
        }
    }
}
