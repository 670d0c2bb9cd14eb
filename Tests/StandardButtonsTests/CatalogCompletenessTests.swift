import LocalizeKit
import Testing

@testable import StandardButtons

/// Proves the catalog complete: every type has a title in every language, found
/// in that language (or its regional parent) rather than by falling back to
/// English, and every counted title has the plural forms CLDR requires with
/// the English placeholders.
@Suite("Catalog completeness")
struct CatalogCompletenessTests {
    static let languages = [
        "af", "am", "ar", "az", "be", "bg", "bn", "ca", "cs", "cy", "da", "de", "de-CH", "el", "en", "en-AU", "en-CA",
        "en-GB", "en-IN", "es", "es-419", "et", "eu", "fa", "fi", "fil", "fr", "fr-CA", "ga", "gl", "gu", "he", "hi",
        "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "lo", "lt", "lv", "mk", "ml", "mn",
        "mr", "ms", "my", "nb", "ne", "nl", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "si", "sk", "sl", "sq", "sr",
        "sr-Latn", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    @Test("The catalog ships every language iOS ships in, and the others apps ship")
    func languagesShipped() {
        #expect(Set(StandardButtonsCatalog.localizations) == Set(Self.languages))
    }

    @Test("Every type has a title in every language, from that language", arguments: languages)
    func titles(language: String) throws {
        let ownLanguage = try LocaleIdentifier(parsing: language).language
        for type in StandardType.allCases {
            let lookup = try type.titleLookup(preferredLanguages: [language])
            #expect(lookup.source == .found, "\(language): \(type.titleKey) is missing")
            let foundIn = try LocaleIdentifier(parsing: lookup.localization ?? "und").language
            #expect(foundIn == ownLanguage, "\(language): \(type.titleKey) came from \(lookup.localization ?? "-")")
            #expect(!lookup.value.isEmpty)
            #expect(lookup.value.trimmingSpaces == lookup.value, "\(language): \(type.titleKey) has edge spaces")
        }
    }

    @Test(
        "Every type has a help text, and the menu bar its menu names, in every language, from that language",
        arguments: languages)
    func helpTextsAndMenuNames(language: String) throws {
        let ownLanguage = try LocaleIdentifier(parsing: language).language
        let keys =
            StandardType.allCases.compactMap(\.helpTextKey)
            + ["Menu.File", "Menu.Edit", "Menu.View", "Menu.Window", "Menu.Help", "Menu.Find"]
        for key in keys {
            let lookup = try StandardButtonsCatalog.bundle.lookup(
                key, table: StandardButtonsCatalog.tableName, preferredLanguages: [language])
            #expect(lookup.source == .found, "\(language): \(key) is missing")
            let foundIn = try LocaleIdentifier(parsing: lookup.localization ?? "und").language
            #expect(foundIn == ownLanguage, "\(language): \(key) came from \(lookup.localization ?? "-")")
            #expect(!lookup.value.isEmpty && lookup.value.trimmingSpaces == lookup.value, "\(language): \(key)")
        }
    }

    @Test("Counted titles have every plural category CLDR requires", arguments: languages)
    func countedTitles(language: String) throws {
        let rules = try PluralRules(locale: language)
        for type in StandardType.allCases {
            guard let key = type.countedTitleKey else { continue }
            let lookup = try StandardButtonsCatalog.bundle.lookup(
                key, table: StandardButtonsCatalog.tableName, preferredLanguages: [language])
            guard case .plural(let format) = try #require(lookup.rawValue, "\(language): \(key) is missing") else {
                Issue.record("\(language): \(key) is not a plural rule")
                continue
            }
            #expect(format.format == "%#@items@", "\(language): \(key)")
            let variable = try #require(format.variables["items"], "\(language): \(key) lacks its variable")
            #expect(variable.valueType == "lld")
            for category in rules.categories {
                #expect(variable.forms[category] != nil, "\(language): \(key) lacks \(category)")
            }
            for (category, text) in variable.forms {
                #expect(rules.categories.contains(category), "\(language): \(key) has unused \(category)")
                #expect(
                    FormatString(parsing: text).specifiers.map(\.text) == ["%lld"],
                    "\(language): \(key) \(category) placeholders differ from English")
            }
        }
    }

    @Test(
        "Titles and counted titles in a few languages",
        arguments: [
            ("de", StandardType.delete, "Löschen"), ("ja", .cancel, "キャンセル"),
            ("en-GB", .addFavorite, "Add to Favourites"),
            ("en-AU", .addFavorite, "Add to Favourites"), ("en", .addFavorite, "Add to Favorites"),
            ("fr", .share, "Partager"), ("zh-HK", .email, "電郵"),
        ])
    func sampleTitles(language: String, type: StandardType, expected: String) {
        #expect(type.title(preferredLanguages: [language]) == expected)
    }

    @Test("Counted titles use the language's plural forms and digits")
    func sampleCountedTitles() {
        #expect(StandardType.delete.title(count: 1, preferredLanguages: ["en"]) == "Delete 1 Item")
        #expect(StandardType.delete.title(count: 3, preferredLanguages: ["en"]) == "Delete 3 Items")
        // The words around the number: one form for 1, another for 2–4, a third for 5.
        let russian = (1...5).map {
            StandardType.delete.title(count: $0, preferredLanguages: ["ru"]).replacing(String($0), with: "N")
        }
        #expect(russian[1] == russian[2] && russian[2] == russian[3])
        #expect(russian[0] != russian[1] && russian[1] != russian[4])
        // Arabic shows Arabic-Indic digits, as ICU's default numbering system for ar.
        #expect(StandardType.share.title(count: 12, preferredLanguages: ["ar"]).contains("١٢"))
        #expect(StandardType.ok.title(count: 2, preferredLanguages: ["en"]) == "OK")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
