import LocalizeKit
import Testing

/// Malformed input and where the error should point.
struct StringsErrorVector: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(name, bytes: Array(text.utf8), line, column, message)
    }

    init(_ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

/// UTF-16 bytes of a string, little or big endian, with or without a byte order mark.
func utf16Bytes(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
}

@Suite struct StringsFileReaderTests {
    @Test func readsEntriesInOrderWithLocations() throws {
        let table = try StringsFileReader.read(
            """
            "b" = "Bee";
              "a" = "Ay";
            "c"="See";
            """, file: "x.strings")
        #expect(table.entries.map(\.key) == ["b", "a", "c"])
        #expect(table.entries.map(\.value) == ["Bee", "Ay", "See"])
        #expect(
            table.entries.map(\.location) == [
                SourceLocation(file: "x.strings", line: 1, column: 1),
                SourceLocation(file: "x.strings", line: 2, column: 3),
                SourceLocation(file: "x.strings", line: 3, column: 1),
            ])
        #expect(table["a"] == "Ay")
        #expect(table["missing"] == nil)
    }

    @Test func readsEveryEscape() throws {
        let table = try StringsFileReader.read(#""k" = "\"\\\n\t\r\0\a\b\f\v\/\'";"#)
        #expect(table["k"] == "\"\\\n\t\r\u{0}\u{7}\u{8}\u{C}\u{B}/'")
    }

    @Test(arguments: [
        (#"\U0041"#, "A"), (#"\u0041"#, "A"), (#"\u00e9"#, "é"), (#"\U00E9t\u00E9"#, "été"), (#"\U41"#, "A"),
        (#"\U00410"#, "A0"), (#"\UD83D\UDE00"#, "😀"), (#"\uD83D\uDE00!"#, "😀!"), (#"\101"#, "A"), (#"\351"#, "é"),
        (#"\0"#, "\u{0}"), (#"\12345"#, "S45"), (#"x\ny"#, "x\ny"),
    ])
    func readsUnicodeAndOctalEscapes(escaped: String, expected: String) throws {
        let table = try StringsFileReader.read("\"k\" = \"\(escaped)\";")
        #expect(table["k"] == expected)
    }

    @Test func keepsNonASCIIAndLiteralNewlines() throws {
        let table = try StringsFileReader.read("\"clé\" = \"ligne 1\nligne 2 — 東京\";")
        #expect(table["clé"] == "ligne 1\nligne 2 — 東京")
    }

    @Test func readsSingleQuotedStrings() throws {
        let table = try StringsFileReader.read(#"'it\'s' = 'say "hi"'; "x" = 'y';"#)
        #expect(table["it's"] == #"say "hi""#)
        #expect(table["x"] == "y")
    }

    @Test func readsUnquotedKeysAndValues() throws {
        let table = try StringsFileReader.read(
            """
            Button.Done = Fertig;
            key_1 = value-2;
            $path:a/b = 3.5;
            mixed = "quoted value";
            """)
        #expect(table.entries.map(\.key) == ["Button.Done", "key_1", "$path:a/b", "mixed"])
        #expect(table.entries.map(\.value) == ["Fertig", "value-2", "3.5", "quoted value"])
    }

    @Test func shorthandUsesTheKeyAsValue() throws {
        let table = try StringsFileReader.read("\"OK\";\nCancel ;\n")
        #expect(table["OK"] == "OK")
        #expect(table["Cancel"] == "Cancel")
    }

    @Test func attachesTheCommentJustAboveAnEntry() throws {
        let table = try StringsFileReader.read(
            """
            /*
              Localizable.strings
              Created by someone.
            */

            /* Confirms. */
            "ok" = "OK";
            // A line comment
            "cancel" = "Cancel"; // trailing remark
            "plain" = "Plain";
            // First line
            // second line
            "joined" = "Joined";
            /* Far away */

            "detached" = "Detached";
            /* block */ "same-line" = "Same line";
            "inside" /* ignored */ = /* ignored */ "Inside";
            """)
        let comments = Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.comment) })
        #expect(comments["ok"] == .some("Confirms."))
        #expect(comments["cancel"] == .some("A line comment"))
        #expect(comments["plain"] == .some(nil))
        #expect(comments["joined"] == .some("First line\nsecond line"))
        #expect(comments["detached"] == .some(nil))
        #expect(comments["same-line"] == .some("block"))
        #expect(comments["inside"] == .some(nil))
    }

    @Test func commentOnItsOwnLineAfterAnEntryBelongsToTheNext() throws {
        let table = try StringsFileReader.read("\"a\" = \"A\";\n/* For b. */\n\"b\" = \"B\";\n")
        #expect(table.entries.map(\.comment) == [nil, "For b."])
    }

    @Test func multiLineBlockCommentIsTrimmed() throws {
        let table = try StringsFileReader.read("/*\n   Two\n   lines\n*/\n\"a\" = \"A\";")
        #expect(table.entries.first?.comment == "Two\n   lines")
    }

    @Test func duplicatesStayListedAndTheLastWins() throws {
        let table = try StringsFileReader.read("\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n  \"a\" = \"3\";\n")
        #expect(table.entries.count == 4)
        #expect(table["a"] == "3")
        #expect(table.keys == ["a", "b"])
        #expect(
            table.duplicates == [
                DuplicateKey(
                    key: "a",
                    locations: [
                        SourceLocation(line: 1, column: 1), SourceLocation(line: 3, column: 1),
                        SourceLocation(line: 4, column: 3),
                    ])
            ])
    }

    @Test func emptyInputs() throws {
        #expect(try StringsFileReader.read("").entries.isEmpty)
        #expect(try StringsFileReader.read([UInt8]()).entries.isEmpty)
        #expect(try StringsFileReader.read([0xEF, 0xBB, 0xBF]).entries.isEmpty)
        #expect(try StringsFileReader.read([0xFF, 0xFE]).entries.isEmpty)
        #expect(try StringsFileReader.read([0xFE, 0xFF]).entries.isEmpty)
        #expect(try StringsFileReader.read("  /* only */\n// comments\n").entries.isEmpty)
    }

    static let sample = "/* Général */\n\"clé\" = \"Valeur — 東京 😀\";\n\"b\" = \"B\";\n"

    @Test func readsUTF8WithByteOrderMark() throws {
        let table = try StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8))
        #expect(table["clé"] == "Valeur — 東京 😀")
        #expect(table.entries.first?.comment == "Général")
    }

    @Test(arguments: [false, true])
    func readsUTF16WithByteOrderMark(bigEndian: Bool) throws {
        let table = try StringsFileReader.read(utf16Bytes(Self.sample, bigEndian: bigEndian))
        #expect(table["clé"] == "Valeur — 東京 😀")
        #expect(table["b"] == "B")
        #expect(table.entries.first?.comment == "Général")
        #expect(table.entries.last?.location == SourceLocation(line: 3, column: 1))
    }

    @Test(arguments: [false, true])
    func detectsUTF16WithoutByteOrderMark(bigEndian: Bool) throws {
        let table = try StringsFileReader.read(utf16Bytes(Self.sample, bigEndian: bigEndian, bom: false))
        #expect(table["clé"] == "Valeur — 東京 😀")
    }

    @Test func crlfLineEndingsCountOnce() throws {
        let table = try StringsFileReader.read("/* c */\r\n\"a\" = \"A\";\r\n\r\n\"b\" = \"B\";\r\n")
        #expect(table.entries.map(\.location.line) == [2, 4])
        #expect(table.entries.first?.comment == "c")
    }

    static let errors: [StringsErrorVector] = [
        .init("unterminated string", "\"a\" = \"b;\n", 1, 7, "unterminated string"),
        .init("unterminated key", "\n  \"abc", 2, 3, "unterminated string"),
        .init("unterminated comment", "\"a\" = \"b\";\n/* open", 2, 1, "unterminated comment"),
        .init("missing equals", "\"a\" \"b\";", 1, 5, "expected '=' or ';' after the key"),
        .init("missing semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';' after the value"),
        .init("missing semicolon at end", "\"a\" = \"b\"", 1, 10, "expected ';' after the value"),
        .init("missing value", "\"a\" =", 1, 6, "expected a value, found the end of the file"),
        .init("brace", "\"a\" = {};", 1, 7, "expected a value, found '{'"),
        .init("non-ASCII unquoted", "\"é\" = x;\nclé = y;", 2, 3, "expected '=' or ';' after the key"),
        .init("stray character", "\"a\" = \"A\";\n;", 2, 1, "expected a key, found ';'"),
        .init("empty unicode escape", "\"a\" = \"\\Ux\";", 1, 8, "'\\U' needs hexadecimal digits"),
        .init("lone high surrogate", "\"a\" = \"\\UD83Dx\";", 1, 8, "unpaired surrogate in escape"),
        .init("high surrogate then end", "\"a\" = \"\\UD83D\";", 1, 8, "unpaired surrogate in escape"),
        .init("lone low surrogate", "\"a\" = \"ok\\UDE00\";", 1, 10, "unpaired surrogate in escape"),
        .init("columns count scalars", "\"東京\" = \"é\" x;", 1, 12, "expected ';' after the value"),
        .init("invalid UTF-8", bytes: Array("\"a\" = \"é".utf8) + [0xFF] + Array("\";".utf8), 1, 9, "invalid UTF-8"),
        .init("overlong UTF-8", bytes: Array("\n\"".utf8) + [0xC0, 0xAF], 2, 2, "invalid UTF-8"),
        .init("truncated UTF-8", bytes: Array("\"".utf8) + [0xE6, 0x9D], 1, 2, "invalid UTF-8"),
        .init(
            "unpaired UTF-16 surrogate",
            bytes: utf16Bytes("\"a\"\n = \"", bigEndian: false) + [0x3D, 0xD8, 0x41, 0x00],
            2, 5, "invalid UTF-16: unpaired surrogate"),
        .init(
            "odd UTF-16 length", bytes: utf16Bytes("\"a\";", bigEndian: true) + [0x00], 1, 5,
            "invalid UTF-16: odd number of bytes"),
    ]

    @Test(arguments: errors)
    func reportsErrorsWithLineAndColumn(_ vector: StringsErrorVector) {
        #expect(
            throws: ParseError(
                vector.message, at: SourceLocation(file: "t.strings", line: vector.line, column: vector.column))
        ) {
            _ = try StringsFileReader.read(vector.bytes, file: "t.strings")
        }
    }

    @Test func errorDescriptionNamesTheFile() {
        do {
            _ = try StringsFileReader.read("\"a\" = \"b\"", file: "de.strings")
            Issue.record("no error")
        } catch {
            #expect(error.description == "de.strings:1:10: error: expected ';' after the value")
        }
    }
}
