import LocalizeKit
import Testing

@testable import BtnlocCLI

/// The commands at the edge of an app: its overrides, its button definitions, and
/// exports and merges that respect its languages.
@Suite("btnloc with an app's catalog")
struct AppCatalogCLITests {
    /// An app's catalog in Xcode's formatting, in en, de, fr, pt (Brazilian, as Apple
    /// platforms read the legacy name) and zh-HK.
    static let app = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Greeting" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bonjour"
                  }
                },
                "pt" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Olá"
                  }
                },
                "zh-HK" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "你好"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// The `Greeting` entry of ``app``, as its bytes stand in the file.
    static var greetingEntry: String {
        let start = app.range(of: "    \"Greeting\" : {")
        let end = app.range(of: "\n  },\n  \"version\"")
        guard let start, let end else { return "" }
        return String(app[start.lowerBound..<end.lowerBound])
    }

    /// An app's own button, with titles.
    static let definitions = #"""
        {
          "version" : 1,
          "definitions" : [
            {
              "identifier" : "archiveThread",
              "symbol" : "archivebox",
              "titleKey" : "App.ArchiveThread",
              "shortcut" : { "key" : "e", "modifiers" : ["command", "shift"] },
              "titles" : { "en" : "Archive Thread", "de" : "Thread archivieren" }
            }
          ]
        }
        """#

    private func errorCount(_ path: String) -> Int? {
        let run = btnloc("audit", "--fail-on", "never", path)
        return run.lines.last?.split(separator: " ").first.flatMap { Int($0) }
    }

    // MARK: merge

    @Test("Merging exported buttons touches only the app's languages, pt from pt-BR, and keeps its bytes")
    func mergeIntoAppLanguages() throws {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", Self.app)
        #expect(btnloc("export", "--types", "add,save", "-o", folder("Buttons.xcstrings")).status == .success)
        let errorsBefore = errorCount(folder("App.xcstrings"))

        let run = btnloc("merge", folder("App.xcstrings"), folder("Buttons.xcstrings"))
        #expect(run.status == .success)
        #expect(run.errors == "")
        let text = try folder.read("App.xcstrings")
        #expect(text.contains(Self.greetingEntry), "the app's own entry changed")
        let merged = try XCStringsReader.read(Array(text.utf8))
        let save = try #require(merged["Button.Save"])
        #expect(save.localizations.keys == ["de", "en", "fr", "pt", "zh-HK"])
        #expect(save.localizations["pt"]?.stringUnit?.value == "Salvar", "pt is Brazilian Portuguese")
        #expect(save.localizations["zh-HK"]?.stringUnit?.value == "儲存", "zh-HK falls back to zh-Hant")
        #expect(merged["Button.Add.Count"]?.localizations["pt"]?.variations.plural?["other"] != nil)
        #expect(errorCount(folder("App.xcstrings")) == errorsBefore)
        #expect(errorsBefore == 0)
    }

    @Test("--add-languages adds the others; --lang limits; a language of the app's that nothing matches is named once")
    func mergeLanguageOptions() throws {
        let folder = try ScratchFolder()
        #expect(btnloc("export", "--types", "save", "-o", folder("Buttons.xcstrings")).status == .success)

        try folder.write("All.xcstrings", Self.app)
        #expect(
            btnloc("merge", "--add-languages", folder("All.xcstrings"), folder("Buttons.xcstrings")).status == .success)
        let all = try XCStringsReader.read(Array(try folder.read("All.xcstrings").utf8))
        let languages = all["Button.Save"]?.localizations.keys ?? []
        #expect(languages.contains("ja") && languages.contains("pt-PT") && languages.contains("pt"))

        try folder.write("German.xcstrings", Self.app)
        let limited = btnloc("merge", "--lang", "de,ja", folder("German.xcstrings"), folder("Buttons.xcstrings"))
        #expect(limited.status == .success)
        #expect(
            limited.errors
                == "btnloc merge: warning: '\(folder("German.xcstrings"))' has no language 'ja'; use --add-languages to add it\n"
        )
        let german = try XCStringsReader.read(Array(try folder.read("German.xcstrings").utf8))
        #expect(german["Button.Save"]?.localizations.keys == ["de", "en"])

        try folder.write("Greenlandic.xcstrings", Self.app.replacing("\"fr\" : {", with: "\"kl\" : {"))
        let greenlandic = btnloc("merge", folder("Greenlandic.xcstrings"), folder("Buttons.xcstrings"))
        #expect(greenlandic.status == .success)
        #expect(
            greenlandic.errors
                == "btnloc merge: warning: '\(folder("Buttons.xcstrings"))' has nothing for 'kl': no language of it matches\n"
        )
    }

    // MARK: export

    @Test(
        "export --lang resolves each language as a lookup would",
        arguments: [
            ("pt", "Salvar"), ("pt-PT", "Guardar"), ("es-MX", "Guardar"), ("zh-TW", "儲存"), ("zh_TW", "儲存"),
            ("en-CA", "Save"), ("English", "Save"), ("de-CH", "Sichern"),
        ])
    func exportLanguage(language: String, save: String) throws {
        let run = btnloc("export", "--types", "save,add", "--lang", language)
        #expect(run.status == .success)
        #expect(run.errors == "")
        let catalog = try XCStringsReader.read(Array(run.output.utf8))
        let name = LprojToCatalog.language(forFolder: language)
        #expect(catalog["Button.Save"]?.localizations[name]?.stringUnit?.value == save, "\(language)")
    }

    @Test("es-MX takes es-419's titles first, then es's")
    func latinAmericanSpanish() throws {
        let run = btnloc("export", "--types", "add,save", "--lang", "es-MX")
        let catalog = try XCStringsReader.read(Array(run.output.utf8))
        #expect(catalog["Button.Add"]?.localizations["es-MX"]?.stringUnit?.value == "Agregar")
        #expect(catalog["Button.Save"]?.localizations["es-MX"]?.stringUnit?.value == "Guardar")
    }

    @Test("export --definitions: the definitions' keys join the export, with their titles")
    func exportDefinitions() throws {
        let folder = try ScratchFolder()
        try folder.write("Buttons.json", Self.definitions)
        let run = btnloc("export", "--types", "save", "--definitions", folder("Buttons.json"), "--lang", "de")
        #expect(run.status == .success)
        let catalog = try XCStringsReader.read(Array(run.output.utf8))
        #expect(catalog.keys.sorted() == ["App.ArchiveThread", "Button.Save", "Button.Save.Help"])
        #expect(catalog["App.ArchiveThread"]?.localizations["de"]?.stringUnit?.value == "Thread archivieren")
        #expect(catalog["App.ArchiveThread"]?.localizations["en"]?.stringUnit?.value == "Archive Thread")
        #expect(
            btnloc("export", "--types", "archiveThread", "--definitions", folder("Buttons.json")).status == .success)
        // Every language the definitions give no title names itself in one line, not one line each.
        let all = btnloc("export", "--definitions", folder("Buttons.json"), "-o", folder("All.xcstrings"))
        #expect(all.status == .success)
        let warnings = all.errors.split(separator: "\n")
        #expect(warnings.count == 1, "\(all.errors)")
        #expect(warnings.first?.hasPrefix("btnloc export: warning: ") == true)
        #expect(warnings.first?.contains(" languages ('af', 'am', 'ar' and ") == true)
        #expect(warnings.first?.hasSuffix(" keys: 'App.ArchiveThread'") == true)
    }

    @Test("A bad definitions file exits 65 with its position and writes nothing; a missing one 66")
    func badDefinitions() throws {
        let folder = try ScratchFolder()
        try folder.write("Bad.json", Self.definitions.replacing("\"symbol\"", with: "\"symbl\""))
        let run = btnloc("export", "--definitions", folder("Bad.json"), "-o", folder("Out.xcstrings"))
        #expect(run.status == .dataError)
        #expect(run.errors == "\(folder("Bad.json")):6:7: error: unknown member \"symbl\" in a definition\n")
        #expect(run.output == "")
        #expect(folder.list() == ["Bad.json"])
        #expect(btnloc("list", "--definitions", folder("None.json")).status == .noInput)
        #expect(btnloc("audit", "--definitions", folder("Bad.json"), folder("Bad.json")).status == .dataError)
    }

    // MARK: list

    @Test("list --overrides: an app catalog's titles win key by key in its languages")
    func listOverrides() throws {
        let folder = try ScratchFolder()
        let catalog = Self.app.replacing("\"Greeting\"", with: "\"Button.Save\"")
        try folder.write("App.xcstrings", catalog)
        let german = btnloc("list", "--lang", "de", "--overrides", folder("App.xcstrings"))
        #expect(german.status == .success)
        #expect(german.lines.contains { $0.hasPrefix("save ") && $0.hasSuffix(" Hallo") })
        #expect(german.lines.contains { $0.hasPrefix("cancel ") && $0.hasSuffix(" Abbrechen") })
        let japanese = btnloc("list", "--lang", "ja", "--overrides", folder("App.xcstrings"))
        #expect(japanese.lines.contains { $0.hasPrefix("save ") && $0.hasSuffix(" 保存") }, "the app has no ja")
    }

    @Test("list --overrides with a folder of .lproj tables, and --overrides-table")
    func listOverridesFolder() throws {
        let folder = try ScratchFolder()
        try folder.write("App/de.lproj/Localizable.strings", #""Button.Save" = "Speichern";"#)
        try folder.write("App/de.lproj/Buttons.strings", #""Button.Save" = "Ablegen";"#)
        let run = btnloc("list", "--lang", "de", "--overrides", folder("App"), "--overrides-table", "Buttons")
        #expect(run.status == .success)
        #expect(run.lines.contains { $0.hasPrefix("save ") && $0.hasSuffix(" Ablegen") })
        try folder.write("Single/de.lproj/Localizable.strings", #""Button.Save" = "Speichern";"#)
        let single = btnloc("list", "--lang", "de", "--overrides", folder("Single"))
        #expect(single.lines.contains { $0.hasPrefix("save ") && $0.hasSuffix(" Speichern") })
        #expect(btnloc("list", "--overrides-table", "Buttons").status == .usage)
        try folder.write("Broken/de.lproj/Localizable.strings", #""Button.Save" = "#)
        let broken = btnloc("list", "--overrides", folder("Broken"))
        #expect(broken.status == .dataError)
        #expect(broken.errors.hasPrefix(folder("Broken") + "/de.lproj/Localizable.strings:1:"))
    }

    @Test("list warns when no language asked for has titles, and only then")
    func listWarnsOnDevelopmentFallback() throws {
        let swissGerman = btnloc("list", "--lang", "gsw")
        #expect(swissGerman.status == .success)
        #expect(swissGerman.lines.contains { $0.hasPrefix("cancel ") && $0.hasSuffix(" Cancel") })
        #expect(
            swissGerman.errors
                == "btnloc list: warning: no titles for 'gsw': no built-in language matches; "
                + "listing the development language's (en)\n")
        let two = btnloc("list", "--lang", "gsw,kl", "--format", "json")
        #expect(two.status == .success)
        #expect(two.errors.contains("no titles for 'gsw', 'kl':"))
        for matched in ["de", "yue-HK", "en-AU", "gsw,de"] {
            let run = btnloc("list", "--lang", matched)
            #expect(run.status == .success)
            #expect(run.errors.isEmpty, "\(matched) has titles (zh-Hant for yue-HK, en-GB for en-AU)")
        }
        let folder = try ScratchFolder()
        try folder.write("App/gsw.lproj/Localizable.strings", #""Button.Save" = "Spichere";"#)
        let app = btnloc("list", "--lang", "gsw", "--overrides", folder("App"))
        #expect(app.lines.contains { $0.hasPrefix("save ") && $0.hasSuffix(" Spichere") })
        #expect(app.errors.isEmpty, "the app's own gsw title is a match")
    }

    @Test("--lang: a language ICU does not know is a usage error everywhere; one without titles, a warning")
    func oneLanguagePolicy() {
        for arguments in [["list"], ["export", "--types", "ok"], ["menu", "edit"]] {
            let unknown = btnloc(arguments + ["--lang", "xq"])
            #expect(unknown.status == .usage, "\(arguments): xq is no language")
            #expect(unknown.errors.contains("--lang"), "\(arguments)")
        }
        let known = btnloc("list", "--lang", "kl")
        #expect(known.status == .success)
        #expect(known.errors.contains("warning: no titles for 'kl'"))
    }

    @Test("list --definitions lists the app's buttons after the built-in ones, localized")
    func listDefinitions() throws {
        let folder = try ScratchFolder()
        try folder.write("Buttons.json", Self.definitions)
        let run = btnloc("list", "--lang", "de", "--definitions", folder("Buttons.json"), "--format", "json")
        #expect(run.status == .success)
        let value = try JSONReader.parse(Array(run.output.utf8))
        let rows = try #require(value.array)
        #expect(rows.count == 171 + 1)  // the built-in types and the app's one
        let last = try #require(rows.last?.object)
        #expect(last["type"] == .string("archiveThread"))
        #expect(last["title"] == .string("Thread archivieren"))
        #expect(last["shortcut"] == .string("⇧⌘E"))
    }

    // MARK: audit

    @Test("audit --definitions reports the definitions' keys the catalogs lack, at the definition's line")
    func auditDefinitions() throws {
        let folder = try ScratchFolder()
        try folder.write("Buttons.json", Self.definitions)
        try folder.write("App.xcstrings", Self.app)
        let run = btnloc(
            "audit", "--format", "github", "--definitions", folder("Buttons.json"), folder("App.xcstrings"))
        #expect(run.status == .failure)
        #expect(
            run.lines == [
                "::error file=\(folder("Buttons.json")),line=5,col=1,title=missing-translation::\"App.ArchiveThread\": "
                    + "the title key of 'archiveThread' is in none of the audited catalogs"
            ])
        try folder.write("Complete.xcstrings", Self.app.replacing("\"Greeting\"", with: "\"App.ArchiveThread\""))
        let complete = btnloc("audit", "--definitions", folder("Buttons.json"), folder("Complete.xcstrings"))
        #expect(complete.status == .success)
    }
}
