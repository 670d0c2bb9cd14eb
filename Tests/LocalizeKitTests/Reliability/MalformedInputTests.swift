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
        /// No error; the key is defined more than once, at these `line:column`s.
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
/// `.strings` and `.stringsdict` files go through their readers; `.txt` files hold one format
/// string whose first issue must be at that position.
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
        .init("strings-bad-escape.strings", 1, 8, "invalid escape '\\q'"),
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
            #expect(error.location == SourceLocation(file: fixture.file, line: line, column: column))
            #expect(error.message.contains(message), "message: \(error.message)")
            #expect(error.description == "\(fixture.file):\(line):\(column): error: \(error.message)")
        case .empty:
            #expect(result.error == nil)
            #expect(result.entryCount == 0)
        case .duplicates(let key, let positions):
            #expect(result.error == nil)
            #expect(result.duplicates.map(\.key) == [key])
            #expect(result.duplicates.first?.locations.map { "\($0.line):\($0.column)" } == positions)
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
        let name = fixture.file.hasSuffix(".strings") ? "Localizable.strings" : "Localizable.stringsdict"
        let bundle = LocalizationBundle(files: ["en.lproj/" + name: bytes])
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
            #expect(parseError.location.file?.hasSuffix("en.lproj/" + name) == true)
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
        return Result(error: ParseError(issue.message, at: SourceLocation(file: file, line: line, column: column)))
    }
}
