import LocalizeKit
import Testing

@testable import StandardButtons

/// Overrides consulted key by key before the built-in titles, in the user's most
/// preferred language: resolvers made here, the shared one left alone.
@Suite("Title overrides")
struct ButtonTitleResolverTests {
    static let german = ButtonTitleSource(titles: ["de": ["Button.Delete": "Entfernen"]])

    @Test("An override in German wins over the built-in German title; other keys fall through")
    func perKey() {
        let resolver = ButtonTitleResolver(overrides: [Self.german], languages: .fixed(["de"]))
        #expect(resolver.title(for: .delete) == "Entfernen")
        #expect(resolver.title(for: .cancel) == "Abbrechen")
        #expect(resolver.title(for: .delete, preferredLanguages: ["fr"]) == "Supprimer")
        #expect(resolver.lookup("Button.Delete").origin == .override(0))
        #expect(resolver.lookup("Button.Cancel").origin == .catalog)
        #expect(resolver.lookup("Button.Cancel").localization == "de")
    }

    @Test("An app that overrides only English titles does not turn a German user's buttons English")
    func overrideInAnotherLanguage() {
        let english = ButtonTitleSource(titles: ["en": ["Button.Delete": "Remove"]])
        let resolver = ButtonTitleResolver(overrides: [english])
        #expect(resolver.title(for: .delete, preferredLanguages: ["de"]) == "Löschen")
        #expect(resolver.title(for: .delete, preferredLanguages: ["en-GB"]) == "Remove")
        #expect(resolver.title(for: .delete, preferredLanguages: ["en"]) == "Remove")
    }

    @Test("The text in the more preferred language wins, whichever source has it")
    func preferenceOrder() {
        let austrian = ButtonTitleSource(titles: ["de-AT": ["Button.Delete": "Weg damit"]])
        let resolver = ButtonTitleResolver(overrides: [austrian])
        // de-AT is nearer to a de-AT user than the catalog's de…
        #expect(resolver.title(for: .delete, preferredLanguages: ["de-AT"]) == "Weg damit")
        // …but a user of de gets the catalog's de, and one of fr then de the catalog's fr.
        #expect(resolver.title(for: .delete, preferredLanguages: ["de"]) == "Löschen")
        #expect(resolver.title(for: .delete, preferredLanguages: ["fr", "de-AT"]) == "Supprimer")
        // Where the catalog has no text in the user's language, the override's is the best there is.
        let breton = ButtonTitleSource(titles: ["br": ["Button.Delete": "Dilemel"]])
        #expect(ButtonTitleResolver(overrides: [breton]).title(for: .delete, preferredLanguages: ["br"]) == "Dilemel")
    }

    @Test("Between overrides in the same language, the first wins")
    func firstOverrideWins() {
        let first = ButtonTitleSource(titles: ["de": ["Button.Delete": "Erste"]])
        let second = ButtonTitleSource(titles: ["de": ["Button.Delete": "Zweite", "Button.Cancel": "Lassen"]])
        let resolver = ButtonTitleResolver(overrides: [first, second], languages: .fixed(["de"]))
        #expect(resolver.title(for: .delete) == "Erste")
        #expect(resolver.title(for: .cancel) == "Lassen")
        #expect(resolver.lookup("Button.Cancel").origin == .override(1))
    }

    @Test("Overrides spelled the legacy way (pt_BR, English) compete in their language")
    func legacySpellings() {
        let source = ButtonTitleSource(
            titles: ["pt_BR": ["Button.Delete": "Excluir"], "English": ["Button.Delete": "Remove"]])
        let resolver = ButtonTitleResolver(overrides: [source])
        #expect(resolver.title(for: .delete, preferredLanguages: ["pt-BR"]) == "Excluir")
        #expect(resolver.title(for: .delete, preferredLanguages: ["en"]) == "Remove")
    }

    @Test("Counted titles are overridden with their plural forms")
    func countedOverride() {
        let source = ButtonTitleSource(
            titles: [:],
            countedTitles: [
                "de": ["Button.Delete.Count": [.one: "%lld Objekt entfernen", .other: "%lld Objekte entfernen"]]
            ])
        let resolver = ButtonTitleResolver(overrides: [source], languages: .fixed(["de"]))
        #expect(resolver.title(for: .delete, count: 1) == "1 Objekt entfernen")
        #expect(resolver.title(for: .delete, count: 3) == "3 Objekte entfernen")
        // Not overridden in French: the built-in counted title.
        #expect(resolver.title(for: .delete, count: 3, preferredLanguages: ["fr"]).contains("3"))
        #expect(!resolver.title(for: .delete, count: 3, preferredLanguages: ["fr"]).contains("entfernen"))
        // A type without a counted title gives its title.
        #expect(resolver.title(for: .ok, count: 2) == "OK")
    }

    @Test("The article's keys are aliases: an app catalog that says Button.OK overrides OK")
    func articleAliases() {
        let app = ButtonTitleSource(titles: ["en": ["Button.OK": "Okay", "Button.AddToFavorites": "Star"]])
        let resolver = ButtonTitleResolver(overrides: [app], languages: .fixed(["en"]))
        #expect(resolver.title(for: .ok) == "Okay")
        #expect(resolver.title(for: .addFavorite) == "Star")
        // Without overrides, the article's key finds the catalog's title.
        let plain = ButtonTitleResolver(languages: .fixed(["de"]))
        #expect(plain.title(forKey: "Button.OK") == "OK")
        #expect(
            plain.title(forKey: "Button.RemoveFromFavorites")
                == StandardType.removeFavorite.title(preferredLanguages: ["de"]))
        #expect(plain.lookup("Button.OK").key == "Button.Ok")
    }

    @Test("A text equal to its key counts as found, with or without overrides; its aliases are not consulted")
    func textEqualToItsKey() {
        // A catalog whose canonical key holds its own name (as a catalog keyed by English text
        // does: "OK" = "OK") and whose article alias holds another text.
        let catalog = ButtonTitleSource(titles: ["en": ["Button.Ok": "Button.Ok", "Button.OK": "Okay"]])
        let plain = ButtonTitleResolver(catalog: catalog, languages: .fixed(["en"]))
        #expect(plain.title(forKey: "Button.OK") == "Button.Ok")
        #expect(plain.title(forKey: "Button.Ok") == "Button.Ok")
        let overridden = ButtonTitleResolver(
            overrides: [ButtonTitleSource(titles: ["fr": ["Button.Delete": "Supprimer"]])], catalog: catalog,
            languages: .fixed(["en"]))
        #expect(overridden.title(forKey: "Button.OK") == "Button.Ok")
        #expect(overridden.lookup("Button.OK").key == "Button.Ok")
        // A key nobody has is shown as is, in both paths.
        #expect(plain.title(forKey: "Button.Nothing") == "Button.Nothing")
        #expect(overridden.title(forKey: "Button.Nothing") == "Button.Nothing")
    }

    @Test("An app's String Catalog is an override source")
    func catalogSource() throws {
        let text = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Button.Share" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Weitergeben" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Send To…" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let catalog = try XCStringsReader.read(Array(text.utf8))
        let resolver = ButtonTitleResolver(overrides: [ButtonTitleSource(catalog: catalog)])
        #expect(resolver.title(for: .share, preferredLanguages: ["de"]) == "Weitergeben")
        #expect(resolver.title(for: .share, preferredLanguages: ["en"]) == "Send To…")
        #expect(resolver.title(for: .share, preferredLanguages: ["fr"]) == "Partager")
    }

    @Test("A malformed override table counts as lacking every key")
    func malformedOverride() {
        let broken = LocalizationBundle(files: ["de.lproj/Localizable.strings": Array(#""Button.Delete" = "#.utf8)])
        let resolver = ButtonTitleResolver(overrides: [ButtonTitleSource(bundle: broken)])
        #expect(resolver.title(for: .delete, preferredLanguages: ["de"]) == "Löschen")
    }

    @Test("A custom definition's title comes through the same sources; a key nobody has is shown as is")
    func customDefinition() {
        let archive = StandardType("archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox")
        let app = ButtonTitleSource(titles: [
            "en": ["App.ArchiveThread": "Archive Thread"], "de": ["App.ArchiveThread": "Thread archivieren"],
        ])
        let resolver = ButtonTitleResolver(overrides: [app])
        #expect(resolver.title(for: archive, preferredLanguages: ["de"]) == "Thread archivieren")
        #expect(resolver.title(for: archive, preferredLanguages: ["ja"]) == "Archive Thread")
        let missing = ButtonTitleResolver().lookup("App.ArchiveThread", preferredLanguages: ["de"])
        #expect(missing.value == "App.ArchiveThread")
        #expect(missing.origin == .missing)
    }

    @Test("Accessibility hints come from the tables that have them, and are nil where none has")
    func hints() {
        // A catalog standing in for the built-in one, with hints in two languages.
        let fixture = ButtonTitleSource(
            titles: [
                "en": ["Button.More": "More", "Button.More.Hint": "Shows more actions."],
                "de": ["Button.More": "Mehr", "Button.More.Hint": "Zeigt weitere Aktionen."],
            ])
        let resolver = ButtonTitleResolver(catalog: fixture)
        #expect(resolver.accessibilityHint(for: .more, preferredLanguages: ["de"]) == "Zeigt weitere Aktionen.")
        #expect(resolver.accessibilityHint(for: .more, preferredLanguages: ["ja"]) == "Shows more actions.")
        #expect(resolver.accessibilityHint(for: .info, preferredLanguages: ["de"]) == nil, "the table has no hint")
        #expect(resolver.accessibilityHint(for: .add, preferredLanguages: ["de"]) == nil, "the type has no hint key")
        let app = ButtonTitleSource(titles: ["de": ["Button.More.Hint": "Öffnet das Menü."]])
        let withApp = ButtonTitleResolver(overrides: [app], catalog: fixture)
        #expect(withApp.accessibilityHint(for: .more, preferredLanguages: ["de"]) == "Öffnet das Menü.")
    }
}
