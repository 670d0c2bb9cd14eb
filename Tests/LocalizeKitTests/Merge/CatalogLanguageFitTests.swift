import Testing

@testable import LocalizeKit

@Suite("Fitting a catalog to other languages")
struct CatalogLanguageFitTests {
    /// A catalog as the built-in export has it: regional folders, Brazilian and European Portuguese.
    static let catalog = StringCatalog(
        sourceLanguage: "en",
        entries: [
            "Save": CatalogEntry(localizations: [
                "en": CatalogLocalization("Save"), "de": CatalogLocalization("Sichern"),
                "es": CatalogLocalization("Guardar"), "pt-BR": CatalogLocalization("Salvar"),
                "pt-PT": CatalogLocalization("Guardar"), "zh-Hant": CatalogLocalization("儲存"),
            ]),
            "Add": CatalogEntry(localizations: [
                "en": CatalogLocalization("Add"), "es": CatalogLocalization("Añadir"),
                "es-419": CatalogLocalization("Agregar"),
            ]),
        ])

    @Test(
        "The sources of a language are those a lookup reads, as Apple platforms negotiate",
        arguments: [
            ("pt", ["pt-BR"]), ("pt-PT", ["pt-PT"]), ("es-MX", ["es-419", "es"]), ("zh-TW", ["zh-Hant"]),
            ("zh_TW", ["zh-Hant"]), ("en-CA", ["en"]), ("English", ["en"]), ("de-CH", ["de"]), ("eu", []),
            ("Base", []),
        ])
    func sources(language: String, expected: [String]) {
        let available = ["en", "de", "es", "es-419", "pt-BR", "pt-PT", "zh-Hant"]
        #expect(CatalogLanguageFit.sources(for: language, among: available) == expected)
    }

    @Test("Each wanted language gets, key by key, the nearest source that has the key; others are dropped")
    func fits() {
        let fit = CatalogLanguageFit(Self.catalog, to: ["en", "pt", "es-MX", "de", "eu"])
        #expect(fit.languagesWithoutSource == ["eu"])
        #expect(fit.sources["es-MX"] == ["es-419", "es"])
        let save = fit.catalog["Save"]?.localizations
        #expect(save?.keys == ["en", "pt", "es-MX", "de"])
        #expect(save?["pt"]?.stringUnit?.value == "Salvar")
        #expect(save?["es-MX"]?.stringUnit?.value == "Guardar")
        let add = fit.catalog["Add"]?.localizations
        #expect(add?["es-MX"]?.stringUnit?.value == "Agregar")
        #expect(add?["de"] == nil, "German never borrows from English")
        #expect(add?.keys == ["en", "es-MX"])
    }

    @Test("A catalog's languages: its source language first, then the others sorted")
    func languages() {
        #expect(
            CatalogLanguageFit.languages(of: Self.catalog) == ["en", "de", "es", "es-419", "pt-BR", "pt-PT", "zh-Hant"])
        #expect(CatalogLanguageFit.canonicalName(of: "zh_TW") == "zh-TW")
        #expect(CatalogLanguageFit.canonicalName(of: "English") == "en")
        #expect(CatalogLanguageFit.canonicalName(of: "Base") == nil)
    }
}
