import Testing

@testable import LocalizeKit

/// `XCStringsFormatter` checks a file entry by entry, in parts, without holding the
/// catalog: its answer must be whether the file holds what `XCStringsWriter` writes for the
/// catalog in it, and a rewrite must leave exactly those bytes.
@Suite("Format check and rewrite")
struct XCStringsFormatterTests {
    typealias Parts = ParallelCatalogReaderTests

    /// Variants of a formatted catalog, each differing from Xcode's formatting in one place
    /// (or not at all), at several places in the file.
    static func variants() -> [(name: String, text: String)] {
        let text = Parts.catalogText(entries: 30)
        var result: [(String, String)] = [("formatted", text), ("final newline", text + "\n")]
        result.append(("byte order mark", "\u{FEFF}" + text))
        result.append(("empty strings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#))
        result.append(
            (
                "empty strings, formatted",
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
            ))
        result.append(
            ("head", Parts.replacing("\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\":\"en\"", in: text)))
        result.append(("tail", Parts.replacing("\"version\" : \"1.1\"", with: "\"version\" : \"1.1\" ", in: text)))
        for (name, original, replacement) in [
            ("escape", "Grüße 10", "Gr\\u00fc\\u00dfe 10"),
            ("separator", "},\n    \"key 1017", "}, \"key 1017"),
            (
                "indentation",
                "\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Grüße 20",
                "\n\t\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Grüße 20"
            ),
            ("order", "\"key 1019 日本\"", "\"key 0000\""),
            (
                "nested order",
                "\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Grüße 25",
                "\"zz\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Grüße 25"
            ),
            ("closing", "\n  },\n  \"version\"", "\n   },\n  \"version\""),
            ("first entry", "{\n    \"key 1000\"", "{\n\n    \"key 1000\""),
            ("duplicate", "\"key 1006 %lld\"", "\"key 1005\""),
        ] {
            let changed = Parts.replacing(original, with: replacement, in: text)
            #expect(changed != text, "the variant '\(name)' changes nothing")
            result.append((name, changed))
        }
        return result
    }

    /// The bytes the writer writes for what the file holds.
    static func written(_ bytes: [UInt8]) throws -> [UInt8] {
        XCStringsWriter.write(try XCStringsReader.read(bytes))
    }

    static let splits: [(String, @Sendable ([UInt8]) -> ParallelCatalogReader.Options)] = [
        ("one thread", { _ in ParallelCatalogReader.Options(threads: 1) }),
        ("every entry", { bytes in Parts.options(bytes) { $0.filter { $0.key - $0.lineStart == 4 } } }),
        ("every line", { bytes in Parts.options(bytes) }),
        (
            "every third line",
            { bytes in Parts.options(bytes) { all in Swift.stride(from: 1, to: all.count, by: 3).map { all[$0] } } }
        ),
    ]

    @Test func theVariantsStartFromAFormattedFile() throws {
        let bytes = Array(Parts.catalogText(entries: 30).utf8)
        #expect(try Self.written(bytes) == bytes)
    }

    @Test func aCheckSaysWhetherTheWriterWouldChangeTheFile() throws {
        for (name, text) in Self.variants() {
            let bytes = Array(text.utf8)
            let expected = try Self.written(bytes) == bytes
            let path = try TemporaryFile.write(text, name: "check.xcstrings")
            defer { TemporaryFile.remove(path) }
            for (splitName, split) in Self.splits {
                let formatted = try XCStringsFormatter.isFormatted(contentsOfFile: path, options: split(bytes))
                #expect(formatted == expected, "\(name), \(splitName)")
            }
            #expect(try XCStringsFormatter.isFormatted(contentsOfFile: path) == expected, "\(name)")
            #expect(try FileInput.readAll(path: path) == bytes, "a check changed '\(name)'")
        }
    }

    @Test func aRewriteLeavesWhatTheWriterWrites() throws {
        for (name, text) in Self.variants() {
            let bytes = Array(text.utf8)
            let expected = try Self.written(bytes)
            for (splitName, split) in Self.splits {
                let path = try TemporaryFile.write(text, name: "rewrite.xcstrings")
                defer { TemporaryFile.remove(path) }
                let changed = try XCStringsFormatter.format(contentsOfFile: path, options: split(bytes))
                #expect(changed == (expected != bytes), "\(name), \(splitName)")
                #expect(try FileInput.readAll(path: path) == expected, "\(name), \(splitName)")
                // Nothing is left beside the file, and formatting again changes nothing.
                let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
                #expect(TemporaryFile.list(directory) == ["rewrite.xcstrings"])
                #expect(try XCStringsFormatter.format(contentsOfFile: path, options: split(expected)) == false)
            }
        }
    }

    @Test func malformedFilesThrowAsTheReaderDoes() throws {
        let text = Parts.replacing("\"state\" : \"new\"", with: "\"state\" : new", in: Parts.catalogText(entries: 20))
        let bytes = Array(text.utf8)
        let path = try TemporaryFile.write(text, name: "broken.xcstrings")
        defer { TemporaryFile.remove(path) }
        let expected = try #require(throws: ParseError.self) { try XCStringsReader.read(bytes, file: path) }
        for (splitName, split) in Self.splits {
            let check = #expect(throws: ParseError.self, "\(splitName)") {
                try XCStringsFormatter.isFormatted(contentsOfFile: path, options: split(bytes))
            }
            #expect(check == expected)
            let rewrite = #expect(throws: ParseError.self, "\(splitName)") {
                try XCStringsFormatter.format(contentsOfFile: path, options: split(bytes))
            }
            #expect(rewrite == expected)
            #expect(try FileInput.readAll(path: path) == bytes)
        }
        #expect(throws: FileError.self) { try XCStringsFormatter.isFormatted(contentsOfFile: path + ".missing") }
    }
}
