import Testing

@testable import LocalizeKit

@Suite("Bundle-style lookup")
struct LocalizationBundleTests {
    let bundle = LookupFixtures.bundle()

    @Test("The bundle knows its localizations")
    func localizations() {
        #expect(bundle.localizations == ["ar", "de", "en", "en-AU", "en-GB", "fr", "pl", "ru", "zh-Hans", "zh-Hant"])
        #expect(bundle.developmentLocalization == "en")
    }

    @Test(
        "Regional variants fall back along Apple's parents",
        arguments: [
            (["de-CH"], "add", "Hinzufügen"),
            (["de-CH"], "favorites", "Favoriten"),
            (["de-CH"], "onlyEnglish", "Only in English"),
            (["en-AU"], "trash", "Move to the Bin"),
            (["en-AU"], "favorites", "Favourites"),
            (["en-AU"], "add", "Add"),
            (["en-IN"], "favorites", "Favourites"),
            (["en-US"], "favorites", "Favorites"),
            (["zh-HK"], "add", "加入"),
            (["zh-TW"], "add", "加入"),
            (["zh-CN"], "add", "添加"),
            (["ja", "de"], "add", "Hinzufügen"),
            (["ja"], "add", "Add"),
        ])
    func fallback(languages: [String], key: String, expected: String) {
        #expect(bundle.localizedString(forKey: key, preferredLanguages: languages) == expected)
    }

    @Test("en-AU searches en-GB before en")
    func australianChain() throws {
        let lookup = try bundle.lookup("favorites", preferredLanguages: ["en-AU"])
        #expect(lookup.chain == ["en-AU", "en-GB", "en"])
        #expect(lookup.localization == "en-GB")
        #expect(lookup.file == "en-GB.lproj/Localizable.strings")
    }

    @Test("zh-HK never reaches zh-Hans")
    func hongKongChain() throws {
        let lookup = try bundle.lookup("add", preferredLanguages: ["zh-HK"])
        #expect(lookup.chain == ["zh-Hant", "en"])
        #expect(!lookup.chain.contains("zh-Hans"))
    }

    @Test("A missing key gives the key itself and says so")
    func missingKey() throws {
        #expect(bundle.localizedString(forKey: "nowhere", preferredLanguages: ["de"]) == "nowhere")
        let lookup = try bundle.lookup("nowhere", preferredLanguages: ["de"])
        #expect(lookup.source == .missing)
        #expect(lookup.localization == nil)
        #expect(lookup.explanation.contains("found in: nowhere"))
        #expect(bundle.localizedString(forKey: "add", table: "Missing", preferredLanguages: ["de"]) == "add")
    }

    @Test(".stringsdict entries win over .strings entries of the same table")
    func stringsdictWins() throws {
        let lookup = try bundle.lookup("count", preferredLanguages: ["en"])
        #expect(lookup.file == "en.lproj/Localizable.stringsdict")
        #expect(lookup.value == "%d items")
        #expect(bundle.localizedString(forKey: "count", count: 1, preferredLanguages: ["en"]) == "1 item")
    }

    @Test(
        "Plural forms are selected by the resolved language",
        arguments: [
            ("ru", 1, "1 объект"), ("ru", 3, "3 объекта"), ("ru", 5, "5 объектов"), ("ru", 21, "21 объект"),
            ("ru", 22, "22 объекта"), ("ru", 11, "11 объектов"),
            ("pl", 1, "1 plik"), ("pl", 2, "2 pliki"), ("pl", 5, "5 plików"), ("pl", 22, "22 pliki"),
            ("pl", 12, "12 plików"),
            ("fr", 0, "0 élément"), ("fr", 1, "1 élément"), ("fr", 2, "2 éléments"),
            ("fr", 1_000_000, "1\u{202F}000\u{202F}000 d’éléments"),
            ("ar", 0, "لا عناصر"), ("ar", 1, "عنصر واحد"), ("ar", 2, "عنصران"), ("ar", 3, "٣ عناصر"),
            ("ar", 11, "١١ عنصرًا"), ("ar", 100, "١٠٠ عنصر"),
            ("de", 1, "1 Objekt"), ("de", 1000, "1.000 Objekte"),
            ("en", 0, "0 items"), ("en", 2, "2 items"),
        ])
    func plurals(language: String, count: Int, expected: String) {
        #expect(bundle.localizedString(forKey: "count", count: count, preferredLanguages: [language]) == expected)
    }

    @Test("An explicit zero form is used for 0 in every language")
    func explicitZero() {
        #expect(bundle.localizedString(forKey: "withZero", count: 0, preferredLanguages: ["en"]) == "No items")
        #expect(bundle.localizedString(forKey: "withZero", count: 1, preferredLanguages: ["en"]) == "1 item")
    }

    @Test("Two plural variables, in order and positional")
    func twoVariables() {
        #expect(bundle.format(forKey: "filesInFolders", arguments: [1, 3]) == "1 file in 3 folders")
        #expect(bundle.format(forKey: "filesInFolders", arguments: [5, 1]) == "5 files in 1 folder")
        #expect(bundle.format(forKey: "foldersFirst", arguments: [1, 2]) == "2 folders hold 1 file")
        #expect(bundle.format(forKey: "foldersFirst", arguments: [7, 1]) == "1 folder hold 7 files")
    }

    @Test("Positional object arguments")
    func positionalArguments() {
        #expect(bundle.format(forKey: "pair", arguments: ["A", "B"], preferredLanguages: ["en"]) == "A and B")
        #expect(bundle.format(forKey: "pair", arguments: ["A", "B"], preferredLanguages: ["de"]) == "B und A")
        #expect(bundle.format(forKey: "greeting", arguments: ["Ada"]) == "Hello, Ada!")
    }

    @Test("Strict mode does not fall through to other languages for a missing key")
    func strictMode() {
        let strict = LookupFixtures.bundle(options: .init(strict: true))
        #expect(strict.localizedString(forKey: "onlyEnglish", preferredLanguages: ["de"]) == "onlyEnglish")
        #expect(strict.localizedString(forKey: "add", preferredLanguages: ["de"]) == "Hinzufügen")
        // ja has no table at all: the first localization with the table (en) is used.
        #expect(strict.localizedString(forKey: "onlyEnglish", preferredLanguages: ["ja"]) == "Only in English")
        #expect(bundle.localizedString(forKey: "onlyEnglish", preferredLanguages: ["de"]) == "Only in English")
    }

    @Test("An overlay wins key by key; the base supplies the rest")
    func overlays() throws {
        let app = LocalizationBundle(
            tables: ["de": ["Localizable": LocalizationTable(["add": .text("Neu hinzufügen")])]],
            preferredLanguages: ["de"])
        let combined = app.overlaid(on: bundle)
        #expect(combined.localizedString(forKey: "add") == "Neu hinzufügen")
        #expect(combined.localizedString(forKey: "favorites") == "Favoriten")
        #expect(combined.localizedString(forKey: "onlyEnglish") == "Only in English")
        #expect(try combined.lookup("add").layer == 0)
        #expect(try combined.lookup("favorites").layer == 1)
        // An English overlay value does not beat the base's German one.
        let englishOverride = LocalizationBundle(
            tables: ["en": ["Localizable": LocalizationTable(["favorites": .text("Starred")])]],
            preferredLanguages: ["de"])
        #expect(englishOverride.overlaid(on: bundle).localizedString(forKey: "favorites") == "Favoriten")
    }

    @Test("A malformed table is reported with its position by lookup")
    func malformedTable() {
        let broken = LocalizationBundle(
            files: ["de.lproj/Localizable.strings": Array("\"a\" = \"b\";\n\"c\" = ;".utf8)],
            preferredLanguages: ["de"])
        #expect(broken.localizedString(forKey: "a") == "a")
        #expect(throws: LocalizationBundleError.self) { try broken.lookup("a") }
        do {
            _ = try broken.lookup("a")
        } catch {
            #expect(error.description.hasPrefix("de.lproj/Localizable.strings:2:"))
        }
    }

    /// Collects what a bundle reports.
    final class Reports: Sendable {
        let problems = Locked<[LocalizationBundleError]>([])
        var all: [LocalizationBundleError] { problems.withLock { $0 } }
        func record(_ problem: LocalizationBundleError) { problems.withLock { $0.append(problem) } }
    }

    @Test("A malformed table is skipped: the next localization answers and the problem is reported once")
    func malformedTableFallsThrough() {
        let reports = Reports()
        let bundle = LocalizationBundle(
            files: [
                "de.lproj/Localizable.strings": Array("\"a\" = \"Deutsch\";\n\"c\" = ;".utf8),
                "de.lproj/Localizable.stringsdict": Array("<plist><dict>".utf8),
                "en.lproj/Localizable.strings": Array("\"a\" = \"English\";\n\"n\" = \"%d things\";".utf8),
            ],
            preferredLanguages: ["de-CH"], diagnostics: reports.record)
        #expect(bundle.localizedString(forKey: "a") == "English")
        #expect(bundle.localizedString(forKey: "a", preferredLanguages: ["de"]) == "English")
        #expect(bundle.localizedString(forKey: "n", count: 3) == "3 things")
        #expect(bundle.format(forKey: "n", arguments: [.int(4)], preferredLanguages: ["de-AT"]) == "4 things")
        // The .strings file fails first; its position is kept. Each file is reported once per bundle.
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.description.hasPrefix("de.lproj/Localizable.strings:2:") == true)
        #expect(throws: LocalizationBundleError.self) { try bundle.lookup("a") }
    }

    @Test("A malformed catalog is skipped and reported; the folders' files still answer")
    func malformedCatalogFallsThrough() {
        let reports = Reports()
        let bundle = LocalizationBundle(
            files: [
                "Main.xcstrings": Array("{\n  \"strings\" : [".utf8),
                "fr.lproj/Main.strings": Array("\"x\" = \"Français\";".utf8),
            ],
            preferredLanguages: ["fr"], diagnostics: reports.record)
        #expect(bundle.localizedString(forKey: "x", table: "Main") == "Français")
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.description.hasPrefix("Main.xcstrings:") == true)
        #expect(throws: LocalizationBundleError.self) { try bundle.lookup("x", table: "Main") }
    }

    @Test("In strict mode a malformed first table gives way to the next localization's")
    func strictSkipsMalformed() {
        let bundle = LocalizationBundle(
            files: [
                "de.lproj/Localizable.strings": Array("\"a\" = ".utf8),
                "en.lproj/Localizable.strings": Array("\"a\" = \"English\";".utf8),
            ],
            preferredLanguages: ["de"], options: .init(strict: true))
        #expect(bundle.localizedString(forKey: "a") == "English")
    }

    @Test("The preferred languages default to the system's")
    func systemLanguagesByDefault() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"add\" = \"Add\";\n")
        #expect(try LocalizationBundle(directory: folder.path).preferredLanguages == SystemLanguages.preferred)
        #expect(LocalizationBundle(files: [:]).preferredLanguages == SystemLanguages.preferred)
        #expect(LocalizationBundle(tables: [:]).preferredLanguages == SystemLanguages.preferred)
    }

    @Test("Apple's chains: en-NZ through en-AU and en-GB, zh-HK through zh-Hant")
    func appleChains() throws {
        #expect(try bundle.lookup("trash", preferredLanguages: ["en-NZ"]).chain == ["en-AU", "en-GB", "en"])
        #expect(bundle.localizedString(forKey: "trash", preferredLanguages: ["en-NZ"]) == "Move to the Bin")
        #expect(try bundle.lookup("add", preferredLanguages: ["en-IN"]).chain == ["en-GB", "en"])
        #expect(try bundle.lookup("add", preferredLanguages: ["zh-MO"]).chain == ["zh-Hant", "en"])
    }

    @Test("Preference lists with one search chain share one resolved table")
    func sharedChains() {
        let swiss = bundle.resolvedTable(nil, preferences: ["de-CH"])
        #expect(bundle.resolvedTable(nil, preferences: ["de-AT", "ja"]) === swiss)
        #expect(bundle.resolvedTable(nil, preferences: ["de-CH"]) === swiss)
        #expect(bundle.resolvedTable(nil, preferences: ["fr"]) !== swiss)
        #expect(bundle.resolvedTable("Other", preferences: ["de-CH"]) !== swiss)
    }

    @Test("More preference lists and tables than are published still resolve, each to its own chain")
    func beyondThePublishedTables() {
        let languages = ["de", "fr", "pl", "ru", "ar", "en-AU", "zh-Hant", "en-GB"]
        for round in 0..<3 {
            for index in 0..<80 {
                let language = languages[index % languages.count]
                let preferences = ["x\(index)", language]
                let expected = bundle.localizedString(forKey: "add", preferredLanguages: [language])
                #expect(bundle.localizedString(forKey: "add", preferredLanguages: preferences) == expected, "\(round)")
                #expect(
                    bundle.localizedString(forKey: "add", table: "T\(index)", preferredLanguages: preferences) == "add")
            }
        }
    }

    @Test("The first tables published are found by equal names and lists, not only by the same strings")
    func recentTables() {
        let fresh = LookupFixtures.bundle(preferredLanguages: ["de"])
        let lists = [["de-CH"], ["fr"], ["en-AU"], ["zh-Hant"], ["de-CH", "fr"], ["pl"]]
        var tables: [ResolvedTable] = []
        for list in lists {
            tables.append(fresh.resolvedTable(nil, preferences: list))
            _ = fresh.resolvedTable("Other", preferences: list)
        }
        for (list, table) in zip(lists, tables) {
            // Equal strings and arrays built anew, with their own storage.
            let copy = list.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            #expect(fresh.resolvedTable(nil, preferences: copy) === table, "\(list)")
            #expect(fresh.resolvedTable(String("Localizable".reversed().reversed()), preferences: copy) === table)
            #expect(fresh.resolvedTable("Other", preferences: copy) !== table)
            // The answer of the list's own table, resolved by its chain.
            let expected = table.texts["add"]
            #expect(expected != nil)
            #expect(fresh.localizedString(forKey: "add", preferredLanguages: copy) == expected)
        }
    }

    @Test("A bundle reads a folder on disk")
    func directory() throws {
        let folder = try TemporaryFolder()
        try folder.write("fr.lproj/Localizable.strings", "\"add\" = \"Ajouter\";\n")
        try folder.write("en.lproj/Localizable.strings", "\"add\" = \"Add\";\n")
        let onDisk = try LocalizationBundle(directory: folder.path, preferredLanguages: ["fr-CA"])
        #expect(onDisk.localizedString(forKey: "add") == "Ajouter")
        #expect(throws: LocalizationBundleError.self) {
            try LocalizationBundle(directory: folder.path + "/missing")
        }
    }
}
