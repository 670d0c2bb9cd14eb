import Testing

@testable import LocalizeKit

@Suite("Regional fallback")
struct RegionalFallbackTests {
    /// en everywhere, en-GB for one key, de for one key, zh-Hant and zh-Hans.
    private func catalog() -> StringCatalog {
        StringCatalog(
            sourceLanguage: "en",
            entries: [
                "Trash": CatalogEntry(localizations: [
                    "en": CatalogLocalization("Move to Trash"), "en-GB": CatalogLocalization("Move to Bin"),
                    "de": CatalogLocalization("In den Papierkorb"), "zh-Hant": CatalogLocalization("丟到垃圾桶"),
                    "zh-Hans": CatalogLocalization("移到废纸篓"),
                ]),
                "Cancel": CatalogEntry(localizations: [
                    "en": CatalogLocalization("Cancel"), "zh-Hans": CatalogLocalization("取消"),
                ]),
                "%@": CatalogEntry(shouldTranslate: false, localizations: ["en": CatalogLocalization("%@")]),
            ])
    }

    @Test(
        "Chains stay within the language",
        arguments: [
            ("en-AU", ["en-GB", "en"]), ("en-GB", ["en"]), ("zh-HK", ["zh-Hant"]), ("zh-Hant", []),
            ("de-CH", ["de"]), ("fr-CA", []), ("en-NZ", ["en-AU", "en-GB", "en"]), ("en-IN", ["en-GB", "en"]),
            ("zh-MO", ["zh-HK", "zh-Hant"]),
        ])
    func chains(language: String, expected: [String]) {
        let available = ["de", "en", "en-AU", "en-GB", "zh-HK", "zh-Hans", "zh-Hant"]
        #expect(RegionalFallback.chain(for: language, available: available) == expected)
    }

    @Test("Without a match nothing is borrowed: Latin Serbian never from Cyrillic sr")
    func noMatchBorrowsNothing() {
        #expect(RegionalFallback.chain(for: "sr-Latn", available: ["sr", "en"]).isEmpty)
        #expect(RegionalFallback.chain(for: "pt-PT", available: ["pt-BR", "en"]) == ["pt-BR"])
    }

    @Test("Regional languages are completed from the nearest one, never from another language")
    func fill() {
        var catalog = catalog()
        let fills = RegionalFallback.fill(&catalog, languages: ["de", "en", "en-AU", "en-GB", "zh-HK", "zh-Hant"])
        let trash = catalog["Trash"]?.localizations
        #expect(trash?["en-AU"]?.stringUnit?.value == "Move to Bin")
        #expect(trash?["zh-HK"]?.stringUnit?.value == "丟到垃圾桶")
        let cancel = catalog["Cancel"]?.localizations
        #expect(cancel?["en-AU"]?.stringUnit?.value == "Cancel")
        #expect(cancel?["en-GB"]?.stringUnit?.value == "Cancel")
        // German lacks "Cancel" and stays without it; zh-Hant never borrows from zh-Hans.
        #expect(cancel?["de"] == nil)
        #expect(cancel?["zh-Hant"] == nil)
        #expect(cancel?["zh-HK"] == nil)
        // An entry not to be translated gets nothing.
        #expect(catalog["%@"]?.localizations.keys == ["en"])
        #expect(
            Set(fills) == [
                .init(key: "Trash", language: "en-AU", source: "en-GB"),
                .init(key: "Trash", language: "zh-HK", source: "zh-Hant"),
                .init(key: "Cancel", language: "en-AU", source: "en"),
                .init(key: "Cancel", language: "en-GB", source: "en"),
            ])
    }

    @Test("Selections keep the source language, filter keys and prefix them")
    func selections() {
        let selected = catalog().keepingLanguages(["de"]).keepingEntries { $0 == "Trash" }.prefixingKeys("App.")
        #expect(selected.keys == ["App.Trash"])
        #expect(selected["App.Trash"]?.localizations.keys == ["en", "de"])
    }
}
