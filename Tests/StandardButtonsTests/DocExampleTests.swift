import LocalizeKit
import Testing

@testable import StandardButtons

/// The examples in the documentation comments of StandardButtons, run.
@Suite("Documentation examples")
struct DocExampleTests {
    @Test("StandardButtonsCatalog")
    func catalog() {
        #expect(StandardButtonsCatalog.localizations.contains("zh-Hant"))
        #expect(
            StandardButtonsCatalog.bundle.localizedString(
                forKey: "Button.Add", table: StandardButtonsCatalog.tableName, preferredLanguages: ["fr"]) == "Ajouter")
    }

    @Test("StandardType, its built-in list and its titles")
    func standardType() {
        let button = StandardType.delete
        #expect(button.symbolName == "trash")
        #expect(button.role == .destructive)
        #expect(button.titleKey == "Button.Delete")
        #expect(button.title(preferredLanguages: ["de"]) == "Löschen")
        #expect(button.title(count: 3, preferredLanguages: ["ru"]) == "Удалить 3 объекта")
        #expect(StandardType.delete.title(count: 5, preferredLanguages: ["ru"]) == "Удалить 5 объектов")
        #expect(StandardType.cancel.title(preferredLanguages: ["ja"]) == "キャンセル")
        #expect(StandardType.add.accessibilityHint() == nil)
        #expect(StandardType.allCases.count == 171)
        #expect(StandardType.allCases.filter { $0.category == .media }.count == 12)
        #expect(StandardType(identifier: "print") == .printContent)
        #expect(StandardType(titleKey: "Button.OK") == .ok)
        #expect(StandardType.share.role == nil)
    }

    @Test("Shortcuts and their policy")
    func shortcuts() {
        #expect(StandardType.copy.keyboardShortcut?.description == "⌘C")
        #expect(StandardType.redo.keyboardShortcut?.description == "⇧⌘Z")
        #expect(StandardType.cancel.keyboardShortcut?.description == "⎋")
        #expect(StandardShortcut.Policy.automatic.shortcut(for: .ok)?.description == "↩")
    }

    @Test("ButtonTitleResolver, AppLocalizations, ButtonLanguages, ArticleCompatibility")
    func titles() {
        let app = ButtonTitleSource(titles: ["de": ["Button.Delete": "Entfernen"]])
        let resolver = ButtonTitleResolver(overrides: [app])
        #expect(resolver.title(for: .delete, preferredLanguages: ["de"]) == "Entfernen")
        #expect(resolver.title(for: .delete, preferredLanguages: ["fr"]) == "Supprimer")
        #expect(resolver.title(for: .cancel, preferredLanguages: ["de"]) == "Abbrechen")
        #expect(StandardButtonsCatalog.resolver.title(forKey: "Button.OK", preferredLanguages: ["fr"]) == "OK")
        let lookup = StandardButtonsCatalog.resolver.lookup("Button.OK", preferredLanguages: ["de"])
        #expect(lookup.value == "OK" && lookup.key == "Button.Ok" && lookup.origin == .catalog)
        #expect(lookup.localization == "de")

        let appLocalizations = AppLocalizations(localizations: ["en", "fr"], developmentLocalization: "en")
        #expect(appLocalizations.preferredLanguages(for: ["de-DE", "fr-FR"]) == ["fr"])
        #expect(appLocalizations.preferredLanguages(for: ["de-DE"]) == ["en"])
        #expect(ButtonTitleResolver(languages: .fixed(["de"])).title(for: .delete) == "Löschen")
        #expect(ArticleCompatibility.keyAliases["Button.OK"] == "Button.Ok")
    }
}
