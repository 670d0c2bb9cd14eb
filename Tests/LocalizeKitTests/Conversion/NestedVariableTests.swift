import Testing

@testable import LocalizeKit

/// A stringsdict variable named not by `NSStringLocalizedFormatKey` but by the forms of
/// another variable (`%2$#@accounts@` inside `count`'s forms): Foundation finds it there,
/// so conversion keeps it both ways instead of writing a table that names an undefined variable.
@Suite("Stringsdict variables nested in another variable's forms")
struct NestedVariableTests {
    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Summary</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%1$#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%1$ld message in %2$#@accounts@</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%1$ld messages in %2$#@accounts@</string>
        \t\t</dict>
        \t\t<key>accounts</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%2$ld account</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%2$ld accounts</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    private func catalog() throws -> ConversionResult<StringCatalog> {
        let tree = try LprojTree.read(files: ["en.lproj/Localizable.stringsdict": Array(Self.table.utf8)])
        return LprojToCatalog.convert(tree, table: "Localizable", options: .init(sourceLanguage: "en"))
    }

    @Test("Converted to a catalog, the nested variable is a substitution with its own argument, without a warning")
    func toCatalog() throws {
        let result = try catalog()
        #expect(result.warnings.isEmpty)
        let english = try #require(result.output["Summary"]?.localizations["en"])
        let accounts = try #require(english.substitutions["accounts"])
        #expect(accounts.argNum == 2)
        #expect(accounts.variations.plural?["one"]?.stringUnit?.value == "%arg account")
        #expect(
            english.substitutions["count"]?.variations.plural?["other"]?.stringUnit?.value
                == "%arg messages in %2$#@accounts@")
    }

    @Test("Converted back, the table defines the nested variable again: the file comes back as it was")
    func roundTrip() throws {
        let back = CatalogToLproj.convert(try catalog().output, table: "Localizable")
        #expect(!back.warnings.contains { $0.description.contains("accounts") })
        let written = back.output.files()["en.lproj/Localizable.stringsdict"].map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(written == Self.table)
    }
}
