import Testing

@testable import LocalizeKit

@Suite("JSONReader")
struct JSONReaderTests {
    private func parse(_ text: String) throws(ParseError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test("keeps member order and duplicate keys; lookup finds the first")
    func orderAndDuplicates() throws {
        let value = try parse(#"{"b" : 1, "a" : 2, "b" : 3}"#)
        let object = try #require(value.object)
        #expect(object.keys == ["b", "a", "b"])
        #expect(object["b"] == .number("1"))
        #expect(object.members[2].value == .number("3"))
    }

    @Test("numbers keep their literal text")
    func numberLiterals() throws {
        let value = try parse("[1.50, -0, 1e3, 2E-7, 0.0]")
        #expect(value == .array([.number("1.50"), .number("-0"), .number("1e3"), .number("2E-7"), .number("0.0")]))
    }

    @Test("members know the line and column of their key, in Unicode scalars")
    func positions() throws {
        let value = try parse("{\n  \"a\" : 1,\n  \"é\" : { \"b\" : true }\n}")
        let object = try #require(value.object)
        #expect(object.members[0].line == 2)
        #expect(object.members[0].column == 3)
        #expect(object.members[1].line == 3)
        let inner = try #require(object.members[1].value.object)
        #expect(inner.members[0].line == 3)
        #expect(inner.members[0].column == 11)
    }

    @Test("decodes escapes, including surrogate pairs")
    func escapes() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041\ud83d\ude00"]"#)
        #expect(value == .array([.string("a\"b\\c/d\u{8}\u{c}\n\r\t"), .string("éA😀")]))
    }

    @Test("literals, nesting and whitespace")
    func literals() throws {
        let value = try parse(" \r\n\t{\"t\":true,\"f\":false,\"n\":null,\"a\":[[],{}]} ")
        #expect(
            value
                == .object([
                    "t": .bool(true), "f": .bool(false), "n": .null, "a": .array([.array([]), .object([:])]),
                ]))
    }

    @Test("a UTF-8 byte order mark is skipped")
    func byteOrderMark() throws {
        let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(value == .array([.number("1")]))
    }

    @Test("non-ASCII text is kept as is")
    func nonASCII() throws {
        #expect(try parse(#""Größe 日本語 🎉""#) == .string("Größe 日本語 🎉"))
    }

    static let malformed: [(text: String, error: String)] = [
        ("", "1:1: error: unexpected end of input, expected a value"),
        ("{\n  \"a\" : 1", "2:10: error: unexpected end of input in an object"),
        ("{\"a\" : \"b", "1:8: error: unterminated string"),
        ("[1,\n 2,]", "2:4: error: trailing comma before ']'"),
        ("{\"a\" : 1,}", "1:10: error: trailing comma before '}'"),
        ("{\"a\" 1}", "1:6: error: expected ':' after an object key, found '1'"),
        ("{\"a\" : 1 \"b\" : 2}", "1:10: error: expected ',' or '}' after an object member, found '\"'"),
        ("{a : 1}", "1:2: error: expected '\"' to begin an object key, found 'a'"),
        ("[1 2]", "1:4: error: expected ',' or ']' after an array element, found '2'"),
        ("[\"ab\\x\"]", "1:5: error: invalid escape '\\x' in a string"),
        ("[\"\\u12G4\"]", "1:3: error: invalid \\u escape: expected four hexadecimal digits"),
        ("[\"é\\ud800\"]", "1:4: error: unpaired surrogate in \\u escape"),
        ("[\"\\udc00\"]", "1:3: error: unpaired surrogate in \\u escape"),
        ("[\"a\tb\"]", "1:4: error: unescaped control character U+0009 in a string"),
        ("[01]", "1:3: error: invalid number"),
        ("[1.]", "1:4: error: invalid number"),
        ("[-]", "1:3: error: invalid number"),
        ("[1e+]", "1:5: error: invalid number"),
        ("[tru]", "1:2: error: expected a value, found 't'"),
        ("[nul", "1:2: error: expected a value, found 'n'"),
        ("[1] [2]", "1:5: error: unexpected '[' after the end of the JSON value"),
        ("{\"a\" : }", "1:8: error: expected a value, found '}'"),
    ]

    @Test("malformed JSON throws ParseError with line and column", arguments: malformed)
    func malformedInput(text: String, error expected: String) {
        #expect(throws: ParseError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("invalid UTF-8 in a string is reported where it starts")
    func invalidUTF8() {
        // "ab" then an overlong encoding of '/', on line 2.
        let bytes: [UInt8] = Array("[\n\"ab".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)
        #expect(throws: ParseError("invalid UTF-8 in a string", at: SourceLocation(line: 2, column: 4))) {
            try JSONReader.parse(bytes)
        }
        let truncated: [UInt8] = Array("[\"é".utf8) + [0xE6, 0x97] + Array("\"]".utf8)
        #expect(throws: ParseError("invalid UTF-8 in a string", at: SourceLocation(line: 1, column: 4))) {
            try JSONReader.parse(truncated)
        }
        let surrogate: [UInt8] = Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)
        #expect(throws: ParseError("invalid UTF-8 in a string", at: SourceLocation(line: 1, column: 3))) {
            try JSONReader.parse(surrogate)
        }
    }

    @Test("nesting is limited to 512 levels, without overflowing the stack")
    func nestingLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try parse(deepest)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(
            throws: ParseError(
                "objects and arrays nested deeper than 512 levels", at: SourceLocation(line: 1, column: 513))
        ) {
            try parse(tooDeep)
        }
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(throws: ParseError.self) { try parse(hostile) }
    }

    @Test("errors name the file when given one")
    func fileInError() {
        #expect(throws: ParseError("unterminated string", at: SourceLocation(file: "x.json", line: 1, column: 1))) {
            try JSONReader.parse(Array("\"abc".utf8), file: "x.json")
        }
    }

    @Test("a file read through a small window gives the same values and positions", arguments: [16, 64, 1 << 20])
    func streaming(windowSize: Int) throws {
        let text = """
            {
              "long key that is longer than the window" : "a value that is also longer than sixteen bytes \\u00e9",
              "n" : [1.25, true, null, "ünïcödé"],
              "o" : {
                "p" : "q"
              }
            }
            """
        let expected = try parse(text)
        let path = try TemporaryFile.write(text, name: "streaming.json")
        defer { TemporaryFile.remove(path) }
        let input = try FileInput(path: path)
        var scanner = JSONScanner(input: input, windowSize: windowSize)
        let value = try scanner.readValue()
        try scanner.expectEnd()
        #expect(value == expected)
        let members = try #require(value.object?.members)
        #expect(members.map { "\($0.line):\($0.column)" } == ["2:3", "3:3", "4:3"])
        #expect(members[2].value.object?.members.first.map { "\($0.line):\($0.column)" } == "5:5")
    }

    @Test("parse(contentsOfFile:) reads a file, names it in errors, and reports a missing one as FileError")
    func parseFile() throws {
        let path = try TemporaryFile.write("{\n  \"a\" : [1, 2.0]\n}", name: "file.json")
        defer { TemporaryFile.remove(path) }
        #expect(try JSONReader.parse(contentsOfFile: path) == .object(["a": .array([.number("1"), .number("2.0")])]))
        try AtomicFile.write(Array("{\n  \"a\" : [1, 2.0}".utf8), to: path)
        #expect(
            throws: ParseError(
                "expected ',' or ']' after an array element, found '}'",
                at: SourceLocation(file: path, line: 2, column: 16))
        ) {
            try JSONReader.parse(contentsOfFile: path)
        }
        #expect(throws: FileError(.read, path: path + "x", code: 2)) {
            try JSONReader.parse(contentsOfFile: path + "x")
        }
    }

    @Test("errors in a file read through a small window have the right position")
    func streamingError() throws {
        let text = "{\n  \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" : \"bbbbbbbbbbbbbbbbbbbbbbbbb\\q\"\n}"
        let path = try TemporaryFile.write(text, name: "broken.json")
        defer { TemporaryFile.remove(path) }
        var scanner = JSONScanner(input: try FileInput(path: path), windowSize: 16)
        #expect(throws: ParseError("invalid escape '\\q' in a string", at: SourceLocation(line: 2, column: 64))) {
            try scanner.readValue()
        }
    }
}
