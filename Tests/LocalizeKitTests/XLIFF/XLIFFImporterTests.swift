import LocalizeKit
import Testing

@Suite("XLIFF import")
struct XLIFFImporterTests {
    static func catalog() throws -> StringCatalog { try XLIFFExporterTests.catalog() }

    /// The Russian export with the given units' targets replaced or added.
    static func russian(_ edit: (inout XLIFFFile) -> Void) throws -> XLIFFFile {
        var file = try XLIFFReader.read(Array(XLIFFFixtures.russian.utf8), file: "ru.xliff").files[0]
        edit(&file)
        return file
    }

    static func setTarget(_ id: String, _ target: String?, state: String? = nil, in file: inout XLIFFFile) {
        guard let index = file.units.firstIndex(where: { $0.id == id }) else {
            Issue.record("no unit \(id)")
            return
        }
        file.units[index].target = target
        file.units[index].state = state
    }

    @Test("Exporting then importing into the same catalog changes nothing, and the bytes stay the same")
    func roundTrip() throws {
        for language in ["en", "ru", "de", "ar", "ja"] {
            var catalog = try Self.catalog()
            let file = try XLIFFExporter.file(for: catalog, original: "L.xcstrings", language: language)
            let reread = try XLIFFReader.read(XLIFFWriter.write(XLIFFDocument(files: [file])))
            let changes = try XLIFFImporter.apply(reread.files[0], to: &catalog, language: language)
            #expect(changes.isEmpty, "\(language): \(changes)")
            #expect(String(decoding: XCStringsWriter.write(catalog), as: UTF8.self) == XLIFFFixtures.catalog)
        }
    }

    @Test("Only the changed targets change, with their states; every other byte stays")
    func onlyChangedUnits() throws {
        var catalog = try Self.catalog()
        let file = try Self.russian { file in
            Self.setTarget("Cancel", "Отмена", state: "translated", in: &file)
            Self.setTarget("%lld files|==|plural.few", "%lld файла", state: "needs-review-l10n", in: &file)
            Self.setTarget("%lld files|==|plural.other", "%lld файла", state: "translated", in: &file)
        }
        let changes = try XLIFFImporter.apply(file, to: &catalog, language: "ru")
        #expect(
            changes.map(\.description) == [
                #"added '%lld files|==|plural.few' (ru): "%lld файла" [needs_review]"#,
                #"updated '%lld files|==|plural.other' (ru): "%lld файла" → "%lld файла""#,
                #"updated 'Cancel' (ru): "Отменить" → "Отмена""#,
            ])
        // The same edits made by hand on the model: the written bytes must be the original
        // file's except in those three strings.
        var expected = try Self.catalog()
        expected["Cancel"]?.localizations["ru"]?.stringUnit?.value = "Отмена"
        expected["%lld files"]?.localizations["ru"]?.variations.plural?[.other]?.stringUnit?.state = .translated
        expected["%lld files"]?.localizations["ru"]?.variations.plural?[.few] = CatalogLocalization(
            "%lld файла", state: .needsReview)
        #expect(catalog == expected)
        let written = String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
        #expect(written == String(decoding: XCStringsWriter.write(expected), as: UTF8.self))
    }

    @Test("A substitution case for a language without one creates it with the source's argNum and specifier")
    func substitutionCreated() throws {
        var catalog = try Self.catalog()
        let file = try Self.russian { file in
            Self.setTarget("Found %#@count@", "Найдено %#@count@", in: &file)
            Self.setTarget("Found %#@count@|==|substitutions.count.plural.one", "%arg объект", in: &file)
        }
        try XLIFFImporter.apply(file, to: &catalog)
        let russian = try #require(catalog["Found %#@count@"]?.localizations["ru"])
        #expect(russian.stringUnit?.value == "Найдено %#@count@")
        let count = try #require(russian.substitutions["count"])
        #expect(count.argNum == 1)
        #expect(count.formatSpecifier == "lld")
        #expect(count.variations.plural?[.one]?.stringUnit?.value == "%arg объект")
        #expect(count.variations.plural?[.one]?.stringUnit?.state == .translated)
    }

    @Test("A variation unit for a plain translation turns it into variations")
    func translatorVaries() throws {
        var catalog = try Self.catalog()
        let file = XLIFFFile(
            original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "ru",
            units: [
                XLIFFUnit(id: "Cancel|==|device.applewatch", source: "Cancel", target: "Отм."),
                XLIFFUnit(id: "Cancel|==|device.other", source: "Cancel", target: "Отменить"),
            ])
        try XLIFFImporter.apply(file, to: &catalog)
        let russian = try #require(catalog["Cancel"]?.localizations["ru"])
        #expect(russian.stringUnit == nil)
        #expect(russian.variations.device?["applewatch"]?.stringUnit?.value == "Отм.")
        #expect(russian.variations.device?["other"]?.stringUnit?.value == "Отменить")
    }

    @Test("Units without a target, not to translate, or new where the catalog has nothing change nothing")
    func leftAlone() throws {
        var catalog = try Self.catalog()
        let original = catalog
        let file = XLIFFFile(
            original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "ru",
            units: [
                XLIFFUnit(id: "Cancel", source: "Cancel"),
                XLIFFUnit(id: "OK", source: "OK", target: "ОК", isTranslatable: false),
                XLIFFUnit(id: "Settings|==|device.mac", source: "Settings…", target: "Settings…", state: "new"),
            ])
        #expect(try XLIFFImporter.apply(file, to: &catalog).isEmpty)
        #expect(catalog == original)
    }

    @Test(
        "Bad units are errors at their line and column, and the catalog is left as it was",
        arguments: [
            ("Nope", "ru.xliff:3:1: error: unknown key 'Nope': the catalog has no such entry"),
            (
                "Cancel|==|plural",
                "ru.xliff:3:1: error: malformed unit id 'Cancel|==|plural' (expected key|==|selector.value…)"
            ),
            (
                "Cancel|==|plural.several",
                "ru.xliff:3:1: error: 'several' in unit 'Cancel|==|plural.several' is not a plural category"
            ),
            (
                "%lld files",
                "ru.xliff:3:1: error: unit '%lld files' is a plain string, but the translation varies by plural"
            ),
            (
                "Found %#@count@|==|substitutions.count",
                "ru.xliff:3:1: error: unit 'Found %#@count@|==|substitutions.count' ends at a substitution, not at one of its cases"
            ),
        ])
    func badUnits(id: String, message: String) throws {
        var catalog = try Self.catalog()
        let original = catalog
        let text = """
            <xliff version="1.2"><file original="L.xcstrings" source-language="en" target-language="ru"><body>
            <trans-unit id="Cancel"><source>Cancel</source><target>Отмена</target></trans-unit>
            <trans-unit id="\(id)"><source>x</source><target>y</target></trans-unit>
            </body></file></xliff>
            """
        let file = try XLIFFReader.read(Array(text.utf8), file: "ru.xliff").files[0]
        #expect {
            try XLIFFImporter.apply(file, to: &catalog)
        } throws: { error in
            (error as? ParseError)?.description == message
        }
        #expect(catalog == original)
    }

    @Test("A key the catalog lacks is an error even in a unit without a target (a file for another catalog)")
    func unknownKeyWithoutTarget() throws {
        var catalog = try Self.catalog()
        let original = catalog
        let text = """
            <xliff version="1.2"><file original="L.xcstrings" source-language="en" target-language="ru"><body>
            <trans-unit id="Cancel"><source>Cancel</source><target>Отмена</target></trans-unit>
            <trans-unit id="Elsewhere"><source>Elsewhere</source></trans-unit>
            </body></file></xliff>
            """
        let file = try XLIFFReader.read(Array(text.utf8), file: "ru.xliff").files[0]
        #expect {
            try XLIFFImporter.apply(file, to: &catalog)
        } throws: { error in
            (error as? ParseError)?.description
                == "ru.xliff:3:1: error: unknown key 'Elsewhere': the catalog has no such entry"
        }
        #expect(catalog == original)
    }

    @Test(
        "Wrong or missing languages are errors at the <file>",
        arguments: [
            (
                #"source-language="fr" target-language="ru""#, "ru",
                "x.xliff:1:22: error: source-language is 'fr', but the catalog's source language is 'en'"
            ),
            (
                #"source-language="en""#, "ru",
                #"x.xliff:1:22: error: <file original="L.xcstrings"> has no target-language"#
            ),
            (
                #"source-language="en" target-language="de""#, "ru",
                "x.xliff:1:22: error: target-language is 'de', not 'ru'"
            ),
            (
                #"source-language="en" target-language="!!""#, nil,
                "x.xliff:1:22: error: target-language: \"!!\" is not a locale identifier"
            ),
        ] as [(String, String?, String)])
    func languages(attributes: String, language: String?, message: String) throws {
        var catalog = try Self.catalog()
        let text = #"<xliff version="1.2"><file original="L.xcstrings" \#(attributes)><body/></file></xliff>"#
        let file = try XLIFFReader.read(Array(text.utf8), file: "x.xliff").files[0]
        #expect {
            try XLIFFImporter.apply(file, to: &catalog, language: language)
        } throws: { error in
            (error as? ParseError)?.description.hasPrefix(message) == true
        }
    }
}
