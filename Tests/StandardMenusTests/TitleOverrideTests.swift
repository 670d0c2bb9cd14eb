import LocalizeKit
import StandardButtons
import Testing

@testable import StandardMenus

/// Menus take their titles through StandardButtons' one configuration point: an app's
/// overrides and its own button definitions show in them.
@Suite("Menus with an app's titles")
struct TitleOverrideTests {
    @Test("An override set in StandardButtonsCatalog shows in menus, counted titles too")
    func sharedOverride() {
        // de-AT: a language no other test asks for, since other suites read the shared resolver meanwhile.
        let austrian = ButtonTitleSource(
            titles: ["de-AT": ["Button.Delete": "Weg damit"]],
            countedTitles: ["de-AT": ["Button.Delete.Count": [.one: "%lld Sache weg", .other: "%lld Sachen weg"]]])
        StandardButtonsCatalog.configure { $0.overrides.append(austrian) }
        defer { StandardButtonsCatalog.configure { $0.overrides.removeAll { $0.bundle === austrian.bundle } } }

        let resolver = MenuResolver(preferredLanguages: ["de-AT"], cache: AsyncCache())
        let resolved = resolver.resolve([.button(MenuItem(.delete)), .button(MenuItem(.delete, count: 4))])
        #expect(resolved.map(\.title) == ["Weg damit", "4 Sachen weg"])
        #expect(resolver.title(.standard(.copy)) == "Kopieren")
    }

    @Test("A definition of the app's in a menu is localized, with its symbol, role and shortcut")
    func customDefinition() {
        let archive = StandardType(
            "archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox", role: .destructive,
            keyboardShortcut: StandardShortcut(.character("e"), modifiers: .command))
        let titles = ButtonTitleResolver(
            overrides: [ButtonTitleSource(titles: ["de": ["App.ArchiveThread": "Thread archivieren"]])])
        let resolver = MenuResolver(cache: AsyncCache()) { type, count in
            count.map { titles.title(for: type, count: $0, preferredLanguages: ["de"]) }
                ?? titles.title(for: type, preferredLanguages: ["de"])
        }
        let resolved = resolver.resolve([.button(MenuItem(archive))])
        #expect(
            resolved == [
                ResolvedMenuElement(
                    kind: .button, type: archive, title: "Thread archivieren", symbolName: "archivebox",
                    shortcut: StandardShortcut(.character("e"), modifiers: .command), role: .destructive)
            ])
    }
}
