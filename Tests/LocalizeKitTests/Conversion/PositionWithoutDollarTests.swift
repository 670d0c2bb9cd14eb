import Testing

@testable import LocalizeKit

/// `NSStringLocalizedFormatKey` = `%1#@count@`: the variable's position written without
/// the `$`, which Apple's formatting takes (major apps ship it). It is a variable like
/// `%1$#@count@`, not a plain string.
@Suite("Stringsdict variables positioned without '$'")
struct PositionWithoutDollarTests {
    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>Tabs</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
        <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld tab</string><key>other</key><string>%ld tabs</string></dict>
        </dict></dict></plist>
        """

    @Test("The lookup selects the plural form")
    func lookup() {
        let bundle = LocalizationBundle(files: ["en.lproj/Localizable.stringsdict": Array(Self.table.utf8)])
        #expect(bundle.localizedString(forKey: "Tabs", count: 1, preferredLanguages: ["en"]) == "1 tab")
        #expect(bundle.localizedString(forKey: "Tabs", count: 3, preferredLanguages: ["en"]) == "3 tabs")
    }

    @Test("Converted to a catalog, it is a substitution with argNum 1, not a plain string")
    func converts() throws {
        let tree = try LprojTree.read(files: ["en.lproj/Localizable.stringsdict": Array(Self.table.utf8)])
        let result = LprojToCatalog.convert(tree, table: "Localizable", options: .init(sourceLanguage: "en"))
        let english = try #require(result.output["Tabs"]?.localizations["en"])
        let substitution = try #require(english.substitutions["count"])
        #expect(substitution.argNum == 1)
        #expect(substitution.variations.plural?["other"]?.stringUnit?.value == "%arg tabs")
    }
}
