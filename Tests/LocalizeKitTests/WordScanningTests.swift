import Testing

@testable import LocalizeKit

/// The scanner reads strings, indentation and columns eight bytes at a time; whatever the
/// offset of a special byte within those eight, the result is the byte-by-byte one.
@Suite("JSONScanner word-at-a-time scanning")
struct WordScanningTests {
    private func parse(_ text: String) throws(ParseError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    private func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
        try JSONReader.parse(bytes)
    }

    @Test("escapes, quotes and non-ASCII text at every offset decode to their text", arguments: 0..<20)
    func specialBytesAtEveryOffset(offset: Int) throws {
        let prefix = String(repeating: "a", count: offset)
        #expect(try parse("\"\(prefix)\\\"z\"") == .string(prefix + "\"z"))
        #expect(try parse("\"\(prefix)\\\\\"") == .string(prefix + "\\"))
        #expect(try parse("\"\(prefix)é\(prefix)\"") == .string(prefix + "é" + prefix))
        #expect(try parse("\"\(prefix)\"") == .string(prefix))
        #expect(try parse("[\"\(prefix)\",\"\(prefix)ü\"]") == .array([.string(prefix), .string(prefix + "ü")]))
    }

    @Test("a control byte or invalid UTF-8 at any offset is an error at that column", arguments: 0..<20)
    func errorsAtEveryOffset(offset: Int) throws {
        let prefix = Array(repeating: UInt8(ascii: "b"), count: offset)
        let quote = UInt8(ascii: "\"")
        #expect(
            throws: ParseError("unescaped control character U+0009 in a string", at: .init(line: 1, column: offset + 2))
        ) {
            try parse([quote] + prefix + [0x09] + prefix + [quote])
        }
        #expect(throws: ParseError("invalid UTF-8 in a string", at: .init(line: 1, column: offset + 2))) {
            try parse([quote] + prefix + [0xFF] + prefix + [quote])
        }
        // Non-ASCII after the closing quote is no part of the string.
        #expect(
            try parse([UInt8(ascii: "[")] + [quote] + prefix + [quote] + Array(",\"é\"]".utf8))
                == .array([.string(String(decoding: prefix, as: UTF8.self)), .string("é")]))
    }

    @Test("indentation of any width, spaces and tabs mixed, keeps lines and columns", arguments: 0..<20)
    func indentation(width: Int) throws {
        let indent = String(repeating: " ", count: width)
        let text = "{\n\(indent)\"a\" : 1,\n\t\(indent) \"b\" :\n\(indent)\(indent)2\n}"
        let members = try #require(try parse(text).object?.members)
        #expect(members.map(\.line) == [2, 3])
        #expect(members.map(\.column) == [width + 1, width + 3])
        #expect(members.map(\.value) == [.number("1"), .number("2")])
    }

    @Test("columns count Unicode scalars, whatever the offset of multi-byte characters", arguments: 0..<12)
    func columnsAfterMultiByteText(count: Int) throws {
        let wide = String(repeating: "é😀", count: count)
        let text = "{\"\(wide)\" : \"x\", \"k\" : 1}"
        let members = try #require(try parse(text).object?.members)
        #expect(members.map(\.column) == [2, 2 * count + 12])
        #expect(
            throws: ParseError(
                "expected ',' or '}' after an object member, found ']'", at: .init(line: 1, column: 2 * count + 8))
        ) {
            try parse("{\"\(wide)\" : 1]")
        }
    }
}

/// Columns are counted as byte distances until a string on the line holds non-ASCII text.
@Suite("JSONScanner columns after non-ASCII strings")
struct NonASCIIColumnTests {
    private func error(_ text: String) -> LocalizeKit.SourceLocation? {
        do {
            _ = try JSONReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error.location
        }
    }

    @Test func errorsInsideAndAfterNonASCIIStringsCountScalars() {
        // Inside the string: "ü" is one column, the bad escape the fourth.
        #expect(error(#"["aü\q"]"#) == LocalizeKit.SourceLocation(line: 1, column: 5))
        #expect(error("[\"aü\u{01}\"]") == LocalizeKit.SourceLocation(line: 1, column: 5))
        // After it on the same line.
        #expect(error(#"["😀😀", x]"#) == LocalizeKit.SourceLocation(line: 1, column: 8))
        // On the next line, an ASCII line again.
        #expect(error("[\"😀😀\",\n  x]") == LocalizeKit.SourceLocation(line: 2, column: 3))
        // ASCII only: byte distance.
        #expect(error(#"["abcd", x]"#) == LocalizeKit.SourceLocation(line: 1, column: 10))
    }

    @Test func keysAfterNonASCIIValuesOnOneLine() throws {
        let value = try JSONReader.parse(Array(#"{"a" : "ééé", "b" : {"c" : 1}}"#.utf8))
        let members = try #require(value.object?.members)
        #expect(members.map(\.column) == [2, 15])
        #expect(members[1].value.object?.members.first?.column == 22)
    }
}
