import Testing

@testable import LocalizeKit

/// `StringsDictPlainLayout` recognizes the keys it looks for from their bytes: exactly the keys
/// the whole reader recognizes as equal strings, no more and no fewer.
@Suite("StringsDictPlainLayout")
struct StringsDictPlainLayoutTests {
    static func knownName(_ text: String) -> StringsDictPlainLayout.KnownName? {
        var text = text
        return text.withUTF8 { StringsDictPlainLayout.knownName(in: $0) }.map(\.1)
    }

    @Test(
        "Each known key is recognized from its bytes, and its constant is the key",
        arguments: [
            ("NSStringLocalizedFormatKey", StringsDictPlainLayout.KnownName.format),
            ("NSStringDeviceSpecificRuleType", .deviceSpecific),
            ("NSStringFormatSpecTypeKey", .specType),
            ("NSStringFormatValueTypeKey", .valueType),
            ("zero", .category(.zero)), ("one", .category(.one)), ("two", .category(.two)),
            ("few", .category(.few)), ("many", .category(.many)), ("other", .category(.other)),
        ])
    func known(text: String, name: StringsDictPlainLayout.KnownName) {
        #expect(Self.knownName(text) == name)
        var copy = text
        let constant = copy.withUTF8 { StringsDictPlainLayout.knownName(in: $0) }?.0
        #expect(constant == text)
        #expect(StringsDictPlainLayout.knownName(equalTo: text) == name)
    }

    @Test(
        "Near misses are not known names: another byte, another length, another case, empty",
        arguments: [
            "NSStringLocalizedFormatKex", "NSStringLocalizedFormatKeyy", "nSStringLocalizedFormatKey",
            "NSStringFormatValueTypeKez", "NSStringFormatSpecTypeKe", "NSStringDeviceSpecificRuleTyp",
            "One", "othe", "others", "tw", "manY", "zer0", "fe", "", "count", "NSStringPluralRuleType",
        ])
    func nearMiss(text: String) {
        #expect(Self.knownName(text) == nil)
        #expect(StringsDictPlainLayout.knownName(equalTo: text) == nil)
    }

    /// The format key with a Kelvin sign (U+212A) for its `K`: a different spelling of an equal string.
    static let kelvinFormatKey = "NSStringLocalizedFormat\u{212A}ey"

    @Test("A key spelled differently but equal as a string (a Kelvin sign) is known only by string comparison")
    func equalSpelling() {
        #expect(Self.kelvinFormatKey == StringsDictReader.formatKeyName)
        #expect(Self.knownName(Self.kelvinFormatKey) == nil)
        #expect(StringsDictPlainLayout.knownName(equalTo: Self.kelvinFormatKey) == .format)
    }

    @Test("Entries with such spellings read as the whole reader reads them")
    func equalSpellingEntries() throws {
        let members = """
            <key>k</key><dict><key>\(Self.kelvinFormatKey)</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecType\u{212A}ey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d thing</string><key>other</key><string>%d things</string></dict></dict>
            <key>j</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@m@</string>
            <key>m</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleTyp</string>
            <key>other</key><string>%d</string></dict></dict>
            """
        let document = StringsDictEntryStreamTests.document(members)
        let entries = try StringsDictEntryStreamTests.streamed(document)
        #expect(entries == (try StringsDictReader.read(document, file: "x.stringsdict")).entries)
        #expect(entries.first?.formatKey == "%#@n@")
        #expect(entries.first?.variables.first?.ruleType == .plural)
        #expect(entries.first?.variables.first?[.other] == "%d things")
        #expect(entries.last?.variables.first?.ruleType.rawValue == "NSStringPluralRuleTyp")
    }
}
