import Testing

@testable import LocalizeKit

/// Reading a catalog from a file slides a window over it; whatever the window's size, the
/// result must be what reading the same bytes from memory gives.
@Suite("Windowed catalog reading")
struct WindowedScannerTests {
    /// Reads bytes through a file and a window of `windowSize` bytes.
    static func readThroughWindow(_ bytes: [UInt8], windowSize: Int) throws -> Result<StringCatalog, ParseError> {
        let path = try TemporaryFile.write(String(decoding: bytes, as: UTF8.self), name: "window.xcstrings")
        defer { TemporaryFile.remove(path) }
        var scanner = JSONScanner(input: try FileInput(path: path), windowSize: windowSize)
        return Result { () throws(ParseError) in try XCStringsReader.read(&scanner) }
    }

    /// `xcstrings` fuzz target: with a 16-byte window, a backslash at the end of the window
    /// when the refill had room for one more byte only made the string "unterminated".
    @Test func escapeAtTheEndOfTheWindowIsNotTheEndOfTheString() throws {
        let found = Array(#"\#n {"s\|\\\\\\\\\\\\\|\\  "custo\#n}"#.utf8)
        let memory = try #require(throws: ParseError.self) { try XCStringsReader.read(found) }
        #expect(memory.message == "invalid escape '\\|' in a string")
        #expect(memory.location == SourceLocation(line: 2, column: 5))
        guard case .failure(let windowed) = try Self.readThroughWindow(found, windowSize: 16) else {
            Issue.record("the windowed read succeeded")
            return
        }
        #expect(windowed == memory)
    }

    /// Strings full of escapes, read through every small window size, give the same catalog.
    @Test(arguments: 16...48)
    func everySmallWindowReadsTheSameCatalog(windowSize: Int) throws {
        let value = String(repeating: #"\\\"\/\n\u00e9 "#, count: 7)
        let text = #"{"sourceLanguage":"en","strings":{"k\\\"":{"comment":""# + value + #""}},"version":"1.0"}"#
        let bytes = Array(text.utf8)
        let memory = try XCStringsReader.read(bytes)
        #expect(try Self.readThroughWindow(bytes, windowSize: windowSize).get() == memory)
    }

    /// The same through the public API and its 1 MiB window: a one-line catalog after an
    /// empty first line, with a backslash as the window's last byte.
    @Test func escapeAtTheEndOfTheDefaultWindow() throws {
        let head = "\n{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\",\"x\":\""
        let filler = String(repeating: "a", count: (1 << 20) - 1 - head.utf8.count)
        let text = head + filler + "\\n" + String(repeating: "b", count: 100) + "\"}"
        #expect(Array(text.utf8)[(1 << 20) - 1] == UInt8(ascii: "\\"))
        let path = try TemporaryFile.write(text, name: "long-line.xcstrings")
        defer { TemporaryFile.remove(path) }
        let catalog = try XCStringsReader.read(contentsOfFile: path)
        #expect(catalog.extraFields["x"] == .string(filler + "\n" + String(repeating: "b", count: 100)))
    }
}
