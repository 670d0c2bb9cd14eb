import Foundation
import LocalizeKit
import Testing

@testable import BtnlocCLI

/// The malformed-input fixtures of LocalizeKit's tests through the commands that read such
/// files: `format` for catalogs, `lookup` for `.strings`, `.stringsdict` and catalogs in a
/// bundle, `convert`, `export`, `merge` and `audit` for catalogs and `.lproj` tables. Each must
/// exit 65 with `file:line:column: error: message` and leave the file as it was; a missing
/// file exits 66; a disk that fills up during `format` exits 73.
@Suite("Malformed input through btnloc")
struct MalformedInputCLITests {
    /// Fixture → where the error is and a fragment of its message.
    static let errors: [(file: String, position: String, message: String)] = [
        ("strings-unterminated-string.strings", "2:7", "unterminated string"),
        ("strings-unterminated-single-quote.strings", "1:7", "unterminated string"),
        ("strings-unterminated-comment.strings", "2:1", "unterminated comment"),
        ("strings-missing-semicolon.strings", "2:1", "expected ';' after the value"),
        ("strings-missing-semicolon-at-eof-crlf.strings", "3:1", "expected ';' after the value"),
        ("strings-missing-equals.strings", "1:5", "expected '=' or ';' after the key"),
        ("strings-missing-value.strings", "1:6", "expected a value, found the end of the file"),
        ("strings-stray-equals.strings", "2:1", "expected a key, found '='"),
        ("strings-unicode-escape-without-digits.strings", "1:8", "'\\U' needs hexadecimal digits"),
        ("strings-unpaired-high-surrogate-escape.strings", "1:9", "unpaired surrogate in escape"),
        ("strings-lone-low-surrogate-escape.strings", "1:9", "unpaired surrogate in escape"),
        ("strings-unterminated-escape.strings", "1:7", "unterminated string"),
        ("strings-huge-value-then-error.strings", "2:10", "expected a value, found ';'"),
        ("strings-invalid-utf8.strings", "1:8", "invalid UTF-8"),
        ("strings-invalid-utf8-line-3.strings", "3:8", "invalid UTF-8"),
        ("strings-overlong-utf8.strings", "1:8", "invalid UTF-8"),
        ("strings-utf8-surrogate.strings", "1:8", "invalid UTF-8"),
        ("strings-truncated-utf8.strings", "1:8", "invalid UTF-8"),
        ("strings-utf16le-odd-length.strings", "2:1", "invalid UTF-16: odd number of bytes"),
        ("strings-utf16le-unpaired-high-surrogate.strings", "1:8", "invalid UTF-16: unpaired surrogate"),
        ("strings-utf16be-lone-low-surrogate.strings", "2:8", "invalid UTF-16: unpaired surrogate"),
        ("strings-utf16le-bom-and-one-byte.strings", "1:1", "invalid UTF-16: odd number of bytes"),
        ("strings-nul-byte-between-entries.strings", "2:1", "expected a key, found"),
        ("plist-empty.stringsdict", "1:1", "expected a property list, found the end of the file"),
        ("plist-lone-utf8-bom.stringsdict", "1:1", "expected a property list, found the end of the file"),
        ("plist-lone-utf16le-bom.stringsdict", "1:1", "expected a property list, found the end of the file"),
        ("plist-text-at-top-level.stringsdict", "2:1", "expected an element, found text"),
        ("plist-truncated.stringsdict", "6:2", "unterminated <dict>"),
        ("plist-truncated-after-key.stringsdict", "8:1", "missing value for key 'NSStringLocalizedFormatKey'"),
        ("plist-truncated-in-tag.stringsdict", "6:2", "unterminated tag <dict>"),
        ("plist-truncated-string.stringsdict", "6:2", "unterminated <string>"),
        ("plist-missing-plist-end.stringsdict", "5:1", "missing </plist>"),
        ("plist-mismatched-end-tag.stringsdict", "6:11", "expected </string>, found </strin>"),
        ("plist-unknown-element.stringsdict", "6:2", "unknown element <foo>"),
        ("plist-key-outside-dict.stringsdict", "4:1", "<key> outside a dictionary"),
        ("plist-value-without-key.stringsdict", "5:2", "expected <key> in <dict>, found <string>"),
        ("plist-missing-value.stringsdict", "6:1", "missing value for key 'a'"),
        ("plist-two-keys-in-a-row.stringsdict", "6:2", "missing value for key 'a'"),
        ("plist-empty-plist.stringsdict", "3:1", "empty <plist>"),
        ("plist-content-after-root.stringsdict", "6:1", "unexpected content after the property list"),
        ("plist-element-inside-string.stringsdict", "6:12", "unexpected <b> inside <string>"),
        ("plist-unterminated-comment.stringsdict", "5:2", "unterminated comment"),
        ("plist-unterminated-cdata.stringsdict", "6:10", "unterminated CDATA section"),
        ("plist-unterminated-doctype.stringsdict", "2:1", "unterminated DOCTYPE"),
        ("plist-unterminated-processing-instruction.stringsdict", "1:1", "unterminated processing instruction"),
        ("plist-malformed-attribute.stringsdict", "1:8", "malformed attribute in <plist>"),
        ("plist-bare-ampersand.stringsdict", "6:15", "'&' that starts no entity (write '&amp;')"),
        ("plist-unknown-entity.stringsdict", "6:11", "unknown entity '&nbsp;'"),
        ("plist-nul-character-reference.stringsdict", "6:10", "invalid character reference '&#0;'"),
        ("plist-surrogate-character-reference.stringsdict", "6:10", "invalid character reference '&#xD800;'"),
        ("plist-invalid-integer.stringsdict", "6:2", "invalid integer '12a'"),
        ("plist-huge-integer.stringsdict", "6:2", "invalid integer '9999"),
        ("plist-invalid-real.stringsdict", "6:2", "invalid real '1.2.3'"),
        ("plist-bad-base64.stringsdict", "6:2", "invalid Base64 in <data>"),
        ("plist-true-with-content.stringsdict", "6:2", "<true> has content"),
        ("plist-invalid-utf8.stringsdict", "6:13", "invalid UTF-8"),
        ("plist-utf16le-unpaired-surrogate.stringsdict", "1:34", "invalid UTF-16: unpaired surrogate"),
        ("plist-deeply-nested.stringsdict", "8:1779", "<array> nested more than 256 levels deep"),
        ("plist-deeply-nested-10k.stringsdict", "4:1793", "<array> nested more than 256 levels deep"),
        ("stringsdict-top-level-array.stringsdict", "4:1", "expected a dictionary at the top level, found an array"),
        ("stringsdict-entry-not-a-dictionary.stringsdict", "6:2", "expected a dictionary for 'a', found a string"),
        (
            "stringsdict-format-key-not-a-string.stringsdict", "8:3",
            "expected a string for 'NSStringLocalizedFormatKey', found an integer"
        ),
        ("stringsdict-plural-form-not-a-string.stringsdict", "14:4", "expected a string for 'one', found an array"),
        (
            "stringsdict-spec-type-not-a-string.stringsdict", "12:4",
            "expected a string for 'NSStringFormatSpecTypeKey', found a boolean"
        ),
        (
            "stringsdict-device-rule-not-a-dictionary.stringsdict", "8:3",
            "expected a dictionary for NSStringDeviceSpecificRuleType, found a string"
        ),
        ("stringsdict-device-without-format.stringsdict", "9:4", "missing NSStringLocalizedFormatKey for device 'mac'"),
        (
            "stringsdict-device-value-wrong-type.stringsdict", "10:4",
            "expected a string or a dictionary for device 'mac', found an integer"
        ),
        ("xcstrings-empty.xcstrings", "1:1", "unexpected end of input, expected an object for the catalog"),
        ("xcstrings-lone-utf8-bom.xcstrings", "1:1", "unexpected end of input, expected an object for the catalog"),
        ("xcstrings-lone-utf16-bom.xcstrings", "1:1", "expected an object for the catalog, found byte 0xFF"),
        ("xcstrings-utf16le.xcstrings", "1:1", "expected an object for the catalog, found byte 0xFF"),
        ("xcstrings-top-level-array.xcstrings", "1:1", "expected an object for the catalog, found an array"),
        ("xcstrings-truncated-in-string.xcstrings", "5:19", "unterminated string"),
        ("xcstrings-truncated-after-comma.xcstrings", "6:1", "unexpected end of input in an object"),
        ("xcstrings-truncated-after-key.xcstrings", "4:14", "unexpected end of input after an object key"),
        (
            "xcstrings-truncated-after-colon.xcstrings", "4:16",
            "unexpected end of input, expected an object for the entry 'Cancel'"
        ),
        ("xcstrings-truncated-in-array.xcstrings", "4:6", "unexpected end of input in an array"),
        ("xcstrings-trailing-comma.xcstrings", "6:5", "trailing comma before '}'"),
        ("xcstrings-trailing-comma-in-array.xcstrings", "4:3", "trailing comma before ']'"),
        ("xcstrings-missing-colon.xcstrings", "2:20", "expected ':' after an object key, found '\"'"),
        ("xcstrings-missing-comma.xcstrings", "3:3", "expected ',' or '}' after an object member, found '\"'"),
        ("xcstrings-single-quotes.xcstrings", "2:3", "expected '\"' to begin an object key, found '''"),
        ("xcstrings-comment.xcstrings", "2:3", "expected '\"' to begin an object key, found '/'"),
        ("xcstrings-content-after-catalog.xcstrings", "10:1", "unexpected '{' after the end of the JSON value"),
        ("xcstrings-nan.xcstrings", "2:14", "expected a value, found 'N'"),
        ("xcstrings-leading-zero.xcstrings", "2:15", "invalid number"),
        ("xcstrings-lone-minus.xcstrings", "2:15", "invalid number"),
        ("xcstrings-missing-source-language.xcstrings", "1:1", "the catalog has no 'sourceLanguage'"),
        ("xcstrings-missing-strings.xcstrings", "1:1", "the catalog has no 'strings'"),
        ("xcstrings-missing-version.xcstrings", "1:1", "the catalog has no 'version'"),
        ("xcstrings-strings-is-an-array.xcstrings", "3:15", "expected an object for 'strings', found an array"),
        ("xcstrings-version-is-a-number.xcstrings", "4:15", "expected a string for 'version', found a number"),
        ("xcstrings-source-language-is-null.xcstrings", "2:22", "expected a string for 'sourceLanguage', found null"),
        ("xcstrings-entry-is-a-string.xcstrings", "4:16", "expected an object for the entry 'Cancel', found a string"),
        (
            "xcstrings-localizations-is-an-array.xcstrings", "5:25",
            "expected an object for 'localizations', found an array"
        ),
        ("xcstrings-comment-is-a-number.xcstrings", "5:19", "expected a string for 'comment', found a number"),
        (
            "xcstrings-bool-is-a-string.xcstrings", "5:27",
            "expected true or false for 'shouldTranslate', found a string"
        ),
        ("xcstrings-value-is-a-number.xcstrings", "9:23", "expected a string for 'value', found a number"),
        ("xcstrings-string-unit-without-value.xcstrings", "7:11", "'stringUnit' has no 'value'"),
        (
            "xcstrings-string-set-value-not-a-string.xcstrings", "11:15",
            "expected a string for an element of 'values', found a Boolean"
        ),
        ("xcstrings-plural-is-an-array.xcstrings", "8:24", "expected an object for 'plural', found an array"),
        ("xcstrings-arg-num-is-fractional.xcstrings", "9:26", "expected an integer for 'argNum', found 1.5"),
        ("xcstrings-arg-num-is-a-string.xcstrings", "9:26", "expected an integer for 'argNum', found a string"),
        ("xcstrings-bad-escape.xcstrings", "9:26", "invalid escape '\\x' in a string"),
        ("xcstrings-short-unicode-escape.xcstrings", "9:24", "invalid \\u escape: expected four hexadecimal digits"),
        ("xcstrings-unpaired-high-surrogate.xcstrings", "9:25", "unpaired surrogate in \\u escape"),
        ("xcstrings-lone-low-surrogate.xcstrings", "9:25", "unpaired surrogate in \\u escape"),
        ("xcstrings-raw-tab-in-string.xcstrings", "9:26", "unescaped control character U+0009 in a string"),
        ("xcstrings-raw-newline-in-string.xcstrings", "9:26", "unescaped control character U+000A in a string"),
        ("xcstrings-invalid-utf8.xcstrings", "9:28", "invalid UTF-8 in a string"),
        ("xcstrings-overlong-utf8.xcstrings", "9:24", "invalid UTF-8 in a string"),
        ("xcstrings-invalid-utf8-outside-strings.xcstrings", "2:14", "expected a value, found byte 0xC3"),
        ("xcstrings-deeply-nested-values.xcstrings", "2:525", "objects and arrays nested deeper than 512 levels"),
        ("xcstrings-deeply-nested-variations.xcstrings", "1:5331", "objects and arrays nested deeper than 512 levels"),
        ("xcstrings-huge-line-then-error.xcstrings", "1:300036", "trailing comma before '}'"),
    ]

    static let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LocalizeKitTests/Fixtures/Malformed").path

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: fixturesDirectory + "/" + name))
    }

    /// A fresh directory, removed by the caller.
    static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("btnloc-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test(arguments: errors.filter { $0.file.hasSuffix(".xcstrings") })
    func formatReportsTheErrorAndLeavesTheFile(_ error: (file: String, position: String, message: String)) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(error.file).path
        let bytes = try Self.fixture(error.file)
        try bytes.write(to: URL(fileURLWithPath: path))

        let run = btnloc("format", path)
        #expect(run.status == .dataError)
        #expect(run.errors.hasPrefix(path + ":" + error.position + ": error: "), "\(run.errors)")
        #expect(run.errors.contains(error.message))
        #expect(run.output == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try Self.names(in: directory) == [error.file])
    }

    @Test(arguments: errors)
    func lookupReportsTheErrorOfTheTable(_ error: (file: String, position: String, message: String)) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table =
            error.file.hasSuffix(".xcstrings")
            ? "Localizable.xcstrings"
            : "en.lproj/Localizable." + (error.file.hasSuffix(".strings") ? "strings" : "stringsdict")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Self.fixture(error.file).write(to: directory.appendingPathComponent(table))

        let run = btnloc("lookup", "Cancel", "--bundle", directory.path, "--lang", "en")
        #expect(run.status == .dataError)
        #expect(
            run.errors.hasPrefix(directory.path + "/" + table + ":" + error.position + ": error: "), "\(run.errors)")
        #expect(run.errors.contains(error.message))
    }

    /// `convert`, `export`, `merge` and `audit` read catalogs (`merge` also the one it writes to).
    @Test(arguments: errors.filter { $0.file.hasSuffix(".xcstrings") })
    func catalogCommandsReportTheError(_ error: (file: String, position: String, message: String)) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(error.file).path
        let bytes = try Self.fixture(error.file)
        try bytes.write(to: URL(fileURLWithPath: path))
        let good = directory.appendingPathComponent("Good.xcstrings").path
        try Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8).write(to: URL(fileURLWithPath: good))
        let output = directory.appendingPathComponent("out").path

        let runs = [
            ("convert", btnloc("convert", path, "-o", output)),
            ("export", btnloc("export", path, "-o", output + ".xcstrings")),
            ("merge into", btnloc("merge", path, good)),
            ("merge from", btnloc("merge", good, path)),
            ("audit", btnloc("audit", path)),
        ]
        for (name, run) in runs {
            #expect(run.status == .dataError, "\(name)")
            #expect(run.errors.hasPrefix(path + ":" + error.position + ": error: "), "\(name): \(run.errors)")
            #expect(run.errors.contains(error.message), "\(name)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try Self.names(in: directory) == [error.file, "Good.xcstrings"].sorted())
    }

    /// `convert`, `export` and `audit` read `.lproj` tables too.
    @Test(arguments: errors.filter { !$0.file.hasSuffix(".xcstrings") })
    func tableCommandsReportTheError(_ error: (file: String, position: String, message: String)) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("Resources")
        let table = "en.lproj/Localizable." + (error.file.hasSuffix(".strings") ? "strings" : "stringsdict")
        try FileManager.default.createDirectory(
            at: tree.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Self.fixture(error.file).write(to: tree.appendingPathComponent(table))
        let output = directory.appendingPathComponent("Localizable.xcstrings").path

        let runs = [
            btnloc("convert", tree.path, "-o", output), btnloc("export", tree.path, "-o", output),
            btnloc("audit", tree.path),
        ]
        for run in runs {
            #expect(run.status == .dataError)
            #expect(run.errors.hasPrefix(tree.path + "/" + table + ":" + error.position + ": error: "), "\(run.errors)")
            #expect(run.errors.contains(error.message))
        }
        #expect(try Self.names(in: directory) == ["Resources"])
    }

    @Test func missingFilesExit66() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.xcstrings").path
        let format = btnloc("format", missing)
        #expect(format.status == .noInput)
        #expect(format.errors == "btnloc format: error: '\(missing)' does not exist\n")
        let lookup = btnloc("lookup", "Cancel", "--bundle", directory.appendingPathComponent("nope").path)
        #expect(lookup.status == .noInput)
        #expect(btnloc("audit", missing).status == .noInput)
    }

    /// Whether this test binary (and so the `btnloc` beside it) is built with a sanitizer,
    /// whose runtime does not survive the file size limit below.
    static let isSanitized = ["__tsan_init", "__asan_init"].contains { (name: String) in
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
    }

    /// `btnloc` in a shell that limits the size of files it writes (`ulimit -f`) and ignores
    /// `SIGXFSZ`: writing past the limit fails with `EFBIG`, as a full disk fails with `ENOSPC`.
    @Test(.disabled(if: isSanitized, "sanitizer runtimes fail under ulimit -f"))
    func formatOnAFullDiskExits73AndKeepsTheFile() throws {
        let executable = CopiedExecutableTests.builtExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "btnloc is built beside the tests")
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Large.xcstrings").path
        // About 120 KB, keys out of order, so that format rewrites it.
        var text = "{\n  \"version\" : \"1.0\",\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        text += (0..<1_500).reversed().map { "    \"Key \($0)\" : {\n      \"comment\" : \"Comment \($0)\"\n    }" }
            .joined(separator: ",\n")
        text += "\n  }\n}\n"
        let bytes = Data(text.utf8)
        try bytes.write(to: URL(fileURLWithPath: path))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 16 blocks: 8 KiB where blocks are 512 bytes (dash), 16 KiB where they are 1 KiB (bash).
        process.arguments = ["-c", #"trap "" XFSZ; ulimit -f 16; exec "$0" "$@""#, executable.path, "format", path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == ExitCode.cannotCreate.rawValue)
        #expect(message == "btnloc format: cannot write '\(path)': File too large\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try Self.names(in: directory) == ["Large.xcstrings"])
    }
}
