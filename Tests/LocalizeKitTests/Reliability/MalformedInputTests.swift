import LocalizeKit
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What reading a fixture of `Fixtures/Malformed/` must give.
struct MalformedFixture: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// A `ParseError` at `line:column` whose message contains the fragment.
        case error(line: Int, column: Int, message: String)
        /// No error and no entries (a file that is only a byte order mark).
        case empty
        /// No error: odd, but valid (a huge value, a repeated field kept aside).
        case valid
        /// No error; the key is defined more than once, at these `line:column`s (lines for catalogs).
        case duplicates(key: String, at: [String])
    }

    var file: String
    var outcome: Outcome

    init(_ file: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(file, .error(line: line, column: column, message: message))
    }

    init(_ file: String, _ outcome: Outcome) {
        self.file = file
        self.outcome = outcome
    }

    var testDescription: String { file }
}

/// The fixtures' folder, found from this file's path (no bundle resources needed).
let malformedFixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Malformed").path

/// The bytes of a fixture.
func malformedFixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: malformedFixturesDirectory + "/" + name)))
}

/// Hand-damaged files — truncated, wrongly typed, badly encoded, unterminated, absurdly deep —
/// each with the error it must produce: the right `line:column` and message, never a trap.
/// `.strings`, `.stringsdict` and `.xcstrings` files go through their readers (catalogs both
/// from memory and from the file, which is read through a window); `.txt` files hold one
/// format string whose first issue must be at that position.
@Suite("Malformed input") struct MalformedInputTests {
    static let fixtures: [MalformedFixture] = [
        .init("strings-unterminated-string.strings", 2, 7, "unterminated string"),
        .init("strings-unterminated-single-quote.strings", 1, 7, "unterminated string"),
        .init("strings-unterminated-comment.strings", 2, 1, "unterminated comment"),
        .init("strings-missing-semicolon.strings", 2, 1, "expected ';' after the value"),
        .init("strings-missing-semicolon-at-eof-crlf.strings", 3, 1, "expected ';' after the value"),
        .init("strings-missing-equals.strings", 1, 5, "expected '=' or ';' after the key"),
        .init("strings-missing-value.strings", 1, 6, "expected a value, found the end of the file"),
        .init("strings-stray-equals.strings", 2, 1, "expected a key, found '='"),
        .init("strings-unicode-escape-without-digits.strings", 1, 8, "'\\U' needs hexadecimal digits"),
        .init("strings-unpaired-high-surrogate-escape.strings", 1, 9, "unpaired surrogate in escape"),
        .init("strings-lone-low-surrogate-escape.strings", 1, 9, "unpaired surrogate in escape"),
        .init("strings-unterminated-escape.strings", 1, 7, "unterminated string"),
        .init("strings-huge-value-then-error.strings", 2, 10, "expected a value, found ';'"),
        .init("strings-invalid-utf8.strings", 1, 8, "invalid UTF-8"),
        .init("strings-invalid-utf8-line-3.strings", 3, 8, "invalid UTF-8"),
        .init("strings-overlong-utf8.strings", 1, 8, "invalid UTF-8"),
        .init("strings-utf8-surrogate.strings", 1, 8, "invalid UTF-8"),
        .init("strings-truncated-utf8.strings", 1, 8, "invalid UTF-8"),
        .init("strings-utf16le-odd-length.strings", 2, 1, "invalid UTF-16: odd number of bytes"),
        .init("strings-utf16le-unpaired-high-surrogate.strings", 1, 8, "invalid UTF-16: unpaired surrogate"),
        .init("strings-utf16be-lone-low-surrogate.strings", 2, 8, "invalid UTF-16: unpaired surrogate"),
        .init("strings-utf16le-bom-and-one-byte.strings", 1, 1, "invalid UTF-16: odd number of bytes"),
        .init("strings-nul-byte-between-entries.strings", 2, 1, "expected a key, found"),
        .init("strings-lone-utf8-bom.strings", .empty),
        .init("strings-lone-utf16le-bom.strings", .empty),
        .init("strings-lone-utf16be-bom.strings", .empty),
        .init("strings-duplicate-keys.strings", .duplicates(key: "a", at: ["1:1", "3:3"])),
        .init("plist-empty.stringsdict", 1, 1, "expected a property list, found the end of the file"),
        .init("plist-lone-utf8-bom.stringsdict", 1, 1, "expected a property list, found the end of the file"),
        .init("plist-lone-utf16le-bom.stringsdict", 1, 1, "expected a property list, found the end of the file"),
        .init("plist-text-at-top-level.stringsdict", 2, 1, "expected an element, found text"),
        .init("plist-truncated.stringsdict", 6, 2, "unterminated <dict>"),
        .init("plist-truncated-after-key.stringsdict", 8, 1, "missing value for key 'NSStringLocalizedFormatKey'"),
        .init("plist-truncated-in-tag.stringsdict", 6, 2, "unterminated tag <dict>"),
        .init("plist-truncated-string.stringsdict", 6, 2, "unterminated <string>"),
        .init("plist-missing-plist-end.stringsdict", 5, 1, "missing </plist>"),
        .init("plist-mismatched-end-tag.stringsdict", 6, 11, "expected </string>, found </strin>"),
        .init("plist-unknown-element.stringsdict", 6, 2, "unknown element <foo>"),
        .init("plist-key-outside-dict.stringsdict", 4, 1, "<key> outside a dictionary"),
        .init("plist-value-without-key.stringsdict", 5, 2, "expected <key> in <dict>, found <string>"),
        .init("plist-missing-value.stringsdict", 6, 1, "missing value for key 'a'"),
        .init("plist-two-keys-in-a-row.stringsdict", 6, 2, "missing value for key 'a'"),
        .init("plist-empty-plist.stringsdict", 3, 1, "empty <plist>"),
        .init("plist-content-after-root.stringsdict", 6, 1, "unexpected content after the property list"),
        .init("plist-element-inside-string.stringsdict", 6, 12, "unexpected <b> inside <string>"),
        .init("plist-unterminated-comment.stringsdict", 5, 2, "unterminated comment"),
        .init("plist-unterminated-cdata.stringsdict", 6, 10, "unterminated CDATA section"),
        .init("plist-unterminated-doctype.stringsdict", 2, 1, "unterminated DOCTYPE"),
        .init("plist-unterminated-processing-instruction.stringsdict", 1, 1, "unterminated processing instruction"),
        .init("plist-malformed-attribute.stringsdict", 1, 8, "malformed attribute in <plist>"),
        .init("plist-bare-ampersand.stringsdict", 6, 15, "'&' that starts no entity (write '&amp;')"),
        .init("plist-unknown-entity.stringsdict", 6, 11, "unknown entity '&nbsp;'"),
        .init("plist-nul-character-reference.stringsdict", 6, 10, "invalid character reference '&#0;'"),
        .init("plist-surrogate-character-reference.stringsdict", 6, 10, "invalid character reference '&#xD800;'"),
        .init("plist-invalid-integer.stringsdict", 6, 2, "invalid integer '12a'"),
        .init("plist-huge-integer.stringsdict", 6, 2, "invalid integer '9999"),
        .init("plist-invalid-real.stringsdict", 6, 2, "invalid real '1.2.3'"),
        .init("plist-bad-base64.stringsdict", 6, 2, "invalid Base64 in <data>"),
        .init("plist-true-with-content.stringsdict", 6, 2, "<true> has content"),
        .init("plist-invalid-utf8.stringsdict", 6, 13, "invalid UTF-8"),
        .init("plist-utf16le-unpaired-surrogate.stringsdict", 1, 34, "invalid UTF-16: unpaired surrogate"),
        .init("plist-deeply-nested.stringsdict", 8, 1779, "<array> nested more than 256 levels deep"),
        .init("plist-deeply-nested-10k.stringsdict", 4, 1793, "<array> nested more than 256 levels deep"),
        .init(
            "stringsdict-top-level-array.stringsdict", 4, 1, "expected a dictionary at the top level, found an array"),
        .init("stringsdict-entry-not-a-dictionary.stringsdict", 6, 2, "expected a dictionary for 'a', found a string"),
        .init(
            "stringsdict-format-key-not-a-string.stringsdict", 8, 3,
            "expected a string for 'NSStringLocalizedFormatKey', found an integer"),
        .init("stringsdict-plural-form-not-a-string.stringsdict", 14, 4, "expected a string for 'one', found an array"),
        .init(
            "stringsdict-spec-type-not-a-string.stringsdict", 12, 4,
            "expected a string for 'NSStringFormatSpecTypeKey', found a boolean"),
        .init(
            "stringsdict-device-rule-not-a-dictionary.stringsdict", 8, 3,
            "expected a dictionary for NSStringDeviceSpecificRuleType, found a string"),
        .init(
            "stringsdict-device-without-format.stringsdict", 9, 4, "missing NSStringLocalizedFormatKey for device 'mac'"
        ),
        .init(
            "stringsdict-device-value-wrong-type.stringsdict", 10, 4,
            "expected a string or a dictionary for device 'mac', found an integer"),
        .init("stringsdict-duplicate-keys.stringsdict", .duplicates(key: "a", at: ["5:2", "9:2"])),
        .init("xcstrings-empty.xcstrings", 1, 1, "unexpected end of input, expected an object for the catalog"),
        .init("xcstrings-lone-utf8-bom.xcstrings", 1, 1, "unexpected end of input, expected an object for the catalog"),
        .init("xcstrings-lone-utf16-bom.xcstrings", 1, 1, "expected an object for the catalog, found byte 0xFF"),
        .init("xcstrings-utf16le.xcstrings", 1, 1, "expected an object for the catalog, found byte 0xFF"),
        .init("xcstrings-top-level-array.xcstrings", 1, 1, "expected an object for the catalog, found an array"),
        .init("xcstrings-truncated-in-string.xcstrings", 5, 19, "unterminated string"),
        .init("xcstrings-truncated-after-comma.xcstrings", 6, 1, "unexpected end of input in an object"),
        .init("xcstrings-truncated-after-key.xcstrings", 4, 14, "unexpected end of input after an object key"),
        .init(
            "xcstrings-truncated-after-colon.xcstrings", 4, 16,
            "unexpected end of input, expected an object for the entry 'Cancel'"),
        .init("xcstrings-truncated-in-array.xcstrings", 4, 6, "unexpected end of input in an array"),
        .init("xcstrings-trailing-comma.xcstrings", 6, 5, "trailing comma before '}'"),
        .init("xcstrings-trailing-comma-in-array.xcstrings", 4, 3, "trailing comma before ']'"),
        .init("xcstrings-missing-colon.xcstrings", 2, 20, "expected ':' after an object key, found '\"'"),
        .init("xcstrings-missing-comma.xcstrings", 3, 3, "expected ',' or '}' after an object member, found '\"'"),
        .init("xcstrings-single-quotes.xcstrings", 2, 3, "expected '\"' to begin an object key, found '''"),
        .init("xcstrings-comment.xcstrings", 2, 3, "expected '\"' to begin an object key, found '/'"),
        .init("xcstrings-content-after-catalog.xcstrings", 10, 1, "unexpected '{' after the end of the JSON value"),
        .init("xcstrings-nan.xcstrings", 2, 14, "expected a value, found 'N'"),
        .init("xcstrings-leading-zero.xcstrings", 2, 15, "invalid number"),
        .init("xcstrings-lone-minus.xcstrings", 2, 15, "invalid number"),
        .init("xcstrings-missing-source-language.xcstrings", 1, 1, "the catalog has no 'sourceLanguage'"),
        .init("xcstrings-missing-strings.xcstrings", 1, 1, "the catalog has no 'strings'"),
        .init("xcstrings-missing-version.xcstrings", 1, 1, "the catalog has no 'version'"),
        .init("xcstrings-strings-is-an-array.xcstrings", 3, 15, "expected an object for 'strings', found an array"),
        .init("xcstrings-version-is-a-number.xcstrings", 4, 15, "expected a string for 'version', found a number"),
        .init(
            "xcstrings-source-language-is-null.xcstrings", 2, 22, "expected a string for 'sourceLanguage', found null"),
        .init(
            "xcstrings-entry-is-a-string.xcstrings", 4, 16, "expected an object for the entry 'Cancel', found a string"),
        .init(
            "xcstrings-localizations-is-an-array.xcstrings", 5, 25,
            "expected an object for 'localizations', found an array"),
        .init("xcstrings-comment-is-a-number.xcstrings", 5, 19, "expected a string for 'comment', found a number"),
        .init(
            "xcstrings-bool-is-a-string.xcstrings", 5, 27,
            "expected true or false for 'shouldTranslate', found a string"),
        .init("xcstrings-value-is-a-number.xcstrings", 9, 23, "expected a string for 'value', found a number"),
        .init("xcstrings-string-unit-without-value.xcstrings", 7, 11, "'stringUnit' has no 'value'"),
        .init(
            "xcstrings-string-set-value-not-a-string.xcstrings", 11, 15,
            "expected a string for an element of 'values', found a Boolean"),
        .init("xcstrings-plural-is-an-array.xcstrings", 8, 24, "expected an object for 'plural', found an array"),
        .init("xcstrings-arg-num-is-fractional.xcstrings", 9, 26, "expected an integer for 'argNum', found 1.5"),
        .init("xcstrings-arg-num-is-a-string.xcstrings", 9, 26, "expected an integer for 'argNum', found a string"),
        .init("xcstrings-bad-escape.xcstrings", 9, 26, "invalid escape '\\x' in a string"),
        .init(
            "xcstrings-short-unicode-escape.xcstrings", 9, 24, "invalid \\u escape: expected four hexadecimal digits"),
        .init("xcstrings-unpaired-high-surrogate.xcstrings", 9, 25, "unpaired surrogate in \\u escape"),
        .init("xcstrings-lone-low-surrogate.xcstrings", 9, 25, "unpaired surrogate in \\u escape"),
        .init("xcstrings-raw-tab-in-string.xcstrings", 9, 26, "unescaped control character U+0009 in a string"),
        .init("xcstrings-raw-newline-in-string.xcstrings", 9, 26, "unescaped control character U+000A in a string"),
        .init("xcstrings-invalid-utf8.xcstrings", 9, 28, "invalid UTF-8 in a string"),
        .init("xcstrings-overlong-utf8.xcstrings", 9, 24, "invalid UTF-8 in a string"),
        .init("xcstrings-invalid-utf8-outside-strings.xcstrings", 2, 14, "expected a value, found byte 0xC3"),
        .init("xcstrings-deeply-nested-values.xcstrings", 2, 525, "objects and arrays nested deeper than 512 levels"),
        .init(
            "xcstrings-deeply-nested-variations.xcstrings", 1, 5331, "objects and arrays nested deeper than 512 levels"),
        .init("xcstrings-huge-line-then-error.xcstrings", 1, 300036, "trailing comma before '}'"),
        .init("xcstrings-huge-value-valid.xcstrings", .valid),
        .init("xcstrings-duplicate-entries.xcstrings", .duplicates(key: "Cancel", at: ["4", "7"])),
        .init("xcstrings-duplicate-known-field.xcstrings", .valid),
        .init("format-n.txt", 1, 7, "'%n' is not supported"),
        .init("format-positional-without-conversion.txt", 1, 7, "'%1$' at the end of the string has no conversion"),
        .init("format-empty-variable.txt", 1, 1, "'%#@@': empty variable name"),
        .init("format-unterminated-variable.txt", 1, 8, "'%#@files': variable name without closing '@'"),
        .init("format-zero-index.txt", 1, 10, "'%0$d': arguments are numbered from 1"),
        .init("format-number-too-large.txt", 1, 1, "'%99999999d': number too large"),
        .init("format-modified-variable.txt", 1, 1, "'%-#@n@': a variable takes no flags, width, precision or length"),
        .init("format-length-on-object.txt", 1, 1, "'%l@': length modifier 'l' does not apply to '%@'"),
        .init("format-unknown-conversion.txt", 1, 4, "'y' in '%y' is not a conversion"),
        .init("format-trailing-percent.txt", 1, 10, "'%' at the end of the string has no conversion"),
        .init("format-star-dollar.txt", 1, 1, "'$' in '%*$' is not a conversion"),
        .init("format-second-line.txt", 2, 15, "'k' in '%k' is not a conversion"),
    ]

    @Test(arguments: fixtures)
    func fixtureGivesItsExpectedResult(_ fixture: MalformedFixture) throws {
        let bytes = try malformedFixture(fixture.file)
        let result = Self.read(fixture.file, bytes)
        switch fixture.outcome {
        case .error(let line, let column, let message):
            let error = try #require(result.error, "\(fixture.file) read without an error")
            #expect(error.location == LocalizeKit.SourceLocation(file: fixture.file, line: line, column: column))
            #expect(error.message.contains(message), "message: \(error.message)")
            #expect(error.description == "\(fixture.file):\(line):\(column): error: \(error.message)")
        case .empty:
            #expect(result.error == nil)
            #expect(result.entryCount == 0)
        case .valid:
            #expect(result.error == nil)
        case .duplicates(let key, let positions):
            #expect(result.error == nil)
            #expect(result.duplicates.map(\.key) == [key])
            let described = result.duplicates.first?.locations.map {
                $0.column == 0 ? "\($0.line)" : "\($0.line):\($0.column)"
            }
            #expect(described == positions)
        }
    }

    @Test func collectionIsLargeAndEveryFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: malformedFixturesDirectory).sorted()
        #expect(files.count >= 40)
        #expect(files == Self.fixtures.map(\.file).sorted())
    }

    /// The same files through the text entry points and the bundle lookup: no trap, and the
    /// lookup reports the reader's error with the file's path in the bundle.
    @Test(arguments: fixtures.filter { !$0.file.hasSuffix(".txt") })
    func fixtureThroughTheLookupFailsTheSameWay(_ fixture: MalformedFixture) throws {
        let bytes = try malformedFixture(fixture.file)
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? StringsFileReader.read(text)
        _ = try? StringsDictReader.read(text)
        _ = try? XCStringsReader.read(Array(text.utf8))
        let name =
            fixture.file.hasSuffix(".strings")
            ? "en.lproj/Localizable.strings"
            : fixture.file.hasSuffix(".stringsdict") ? "en.lproj/Localizable.stringsdict" : "Localizable.xcstrings"
        let bundle = LocalizationBundle(files: [name: bytes])
        #expect(bundle.localizedString(forKey: "a") == "a" || fixture.file.contains("duplicate"))
        guard case .error(let line, let column, _) = fixture.outcome else { return }
        #expect(throws: LocalizationBundleError.self) { try bundle.lookup("a") }
        do {
            _ = try bundle.lookup("a")
        } catch {
            guard case .malformed(let parseError) = error else {
                Issue.record("expected a malformed-table error, got \(error)")
                return
            }
            #expect(parseError.location.line == line && parseError.location.column == column)
            #expect(parseError.location.file?.hasSuffix(name) == true)
        }
    }

    /// What a reader made of a fixture.
    struct Result {
        var error: ParseError?
        var entryCount = 0
        var duplicates: [DuplicateKey] = []
    }

    static func read(_ file: String, _ bytes: [UInt8]) -> Result {
        do {
            if file.hasSuffix(".strings") {
                let table = try StringsFileReader.read(bytes, file: file)
                return Result(entryCount: table.entries.count, duplicates: table.duplicates)
            }
            if file.hasSuffix(".stringsdict") {
                let table = try StringsDictReader.read(bytes, file: file)
                return Result(entryCount: table.entries.count, duplicates: table.duplicates)
            }
            if file.hasSuffix(".xcstrings") {
                let catalog = try XCStringsReader.read(bytes, file: file)
                var lines: [String: [LocalizeKit.SourceLocation]] = [:]
                for (key, entry) in catalog.entries {
                    lines[key, default: []].append(LocalizeKit.SourceLocation(line: entry.sourceLine ?? 0, column: 0))
                }
                let duplicates = lines.filter { $0.value.count > 1 }.map {
                    DuplicateKey(key: $0.key, locations: $0.value)
                }
                return Result(entryCount: catalog.entries.count, duplicates: duplicates)
            }
        } catch {
            return Result(error: error)
        }
        // A format string: its first issue, located in the string.
        let text = String(decoding: bytes, as: UTF8.self)
        let format = FormatString(parsing: text)
        guard let issue = format.issues.first else { return Result(entryCount: format.tokens.count) }
        let before = text[..<format.range(of: issue.utf8Range).lowerBound]
        var line = 1
        var column = 1
        for scalar in before.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Result(
            error: ParseError(issue.message, at: LocalizeKit.SourceLocation(file: file, line: line, column: column)))
    }

    /// Catalogs read from their file (through the scanner's sliding window) fail exactly as
    /// when read from memory, with the file's path in the error.
    @Test(arguments: fixtures.filter { $0.file.hasSuffix(".xcstrings") })
    func catalogFromItsFileFailsTheSameWay(_ fixture: MalformedFixture) throws {
        let path = malformedFixturesDirectory + "/" + fixture.file
        let fromMemory = Self.read(fixture.file, try malformedFixture(fixture.file))
        do {
            let catalog = try XCStringsReader.read(contentsOfFile: path)
            #expect(fromMemory.error == nil)
            #expect(catalog.entries.count == fromMemory.entryCount)
        } catch let error as ParseError {
            let expected = try #require(fromMemory.error, "only the file read fails: \(error)")
            #expect(error == expected.inFile(path))
        }
    }
}
