import LocalizeKit
import Testing

@Suite("XLIFF export")
struct XLIFFExporterTests {
    static let tool = XLIFFTool.xcode(version: "26.0", buildNumber: "test")

    static func catalog() throws -> StringCatalog {
        try XCStringsReader.read(Array(XLIFFFixtures.catalog.utf8))
    }

    static func exported(_ language: String) throws -> String {
        let file = try XLIFFExporter.file(
            for: try catalog(), original: "App/Localizable.xcstrings", language: language, tool: tool)
        return String(decoding: XLIFFWriter.write(XLIFFDocument(files: [file])), as: UTF8.self)
    }

    @Test("A catalog exports for Russian as Xcode lays it out, byte for byte")
    func russian() throws {
        let text = try Self.exported("ru")
        let expected = XLIFFFixtures.russian
        if text != expected {
            let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
            let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, pair) in zip(actual, wanted).enumerated() where pair.0 != pair.1 {
                Issue.record("line \(index + 1): \(pair.0) ≠ \(pair.1)")
                break
            }
        }
        #expect(text == expected)
    }

    @Test("A plural gets the categories of the target language (Japanese: other only; Arabic: all six)")
    func pluralCategoriesFollowTheLanguage() throws {
        func ids(_ language: String) throws -> [String] {
            try XLIFFExporter.file(for: Self.catalog(), original: "L.xcstrings", language: language).units
                .map(\.id).filter { $0.hasPrefix("%lld files") }
        }
        #expect(try ids("ja") == ["%lld files|==|plural.one", "%lld files|==|plural.other"])
        #expect(
            try ids("ar")
                == ["zero", "one", "two", "few", "many", "other"].map { "%lld files|==|plural.\($0)" }.sorted())
    }

    @Test("The source language's untranslated strings get their source as target, in state new")
    func sourceLanguage() throws {
        let file = try XLIFFExporter.file(for: Self.catalog(), original: "L.xcstrings", language: "en")
        let line = try #require(file.units.first { $0.id == "Line\nbreak" })
        #expect(line.target == "Line\nbreak")
        #expect(line.state == "new")
        let cancel = try #require(file.units.first { $0.id == "Cancel" })
        #expect(cancel.target == "Cancel")
        #expect(cancel.state == "translated")
    }

    @Test("A variation only the translation has is exported, its source the source's string")
    func translationVariesAlone() throws {
        var catalog = try Self.catalog()
        catalog["Cancel"]?.localizations["de"] = CatalogLocalization(
            variations: CatalogVariations(device: ["mac": .init("Abbrechen"), "other": .init("Abbr.")]))
        let file = try XLIFFExporter.file(for: catalog, original: "L.xcstrings", language: "de")
        let units = file.units.filter { $0.id.hasPrefix("Cancel") }
        #expect(units.map(\.id) == ["Cancel|==|device.mac", "Cancel|==|device.other"])
        #expect(units.map(\.source) == ["Cancel", "Cancel"])
        #expect(units.map(\.target) == ["Abbrechen", "Abbr."])
    }

    @Test("A control character XML cannot carry is an error naming the key")
    func controlCharacter() throws {
        var catalog = try Self.catalog()
        catalog["Bell\u{7}"] = CatalogEntry()
        #expect {
            _ = try XLIFFExporter.file(for: catalog, original: "L.xcstrings", language: "de")
        } throws: { error in
            (error as? XLIFFExportError)?.description == "key 'Bell\u{7}' (de): U+0007 cannot be written in XML 1.0"
        }
    }

    @Test(
        "Catalog states map to XLIFF states and back",
        arguments: [
            ("translated", "translated", "translated"), ("new", "new", "new"),
            ("needs_review", "needs-review-translation", "needs_review"),
            ("stale", "needs-review-translation", "needs_review"), ("custom", "x-custom", "custom"),
        ])
    func states(catalog: String, xliff: String, back: String) {
        #expect(TranslationState(rawValue: catalog).xliffState == xliff)
        #expect(TranslationState(xliffState: xliff).rawValue == back)
    }

    @Test(
        "Other tools' states are read as the nearest catalog state",
        arguments: [
            (nil, "translated"), ("final", "translated"), ("signed-off", "translated"), ("needs-translation", "new"),
            ("needs-l10n", "new"), ("needs-review-l10n", "needs_review"), ("needs-adaptation", "needs_review"),
            ("something-else", "needs_review"),
        ] as [(String?, String)])
    func otherStates(xliff: String?, catalog: String) {
        #expect(TranslationState(xliffState: xliff).rawValue == catalog)
    }
}
