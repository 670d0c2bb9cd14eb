import LocalizeKit
import Testing

@testable import StandardButtons

/// The one configuration point every title goes through. Other suites run at the same
/// time and read titles through it (and StandardMenus' tests change it too): these tests
/// only add overrides in a language no other test asks for (de-AT), or keys no other
/// test uses, and remove exactly what they added.
@Suite("Shared title configuration", .serialized)
struct SharedResolverTests {
    @Test("An override set once shows in title(), counted titles, hints and lookups of every type")
    func configured() {
        let austrian = ButtonTitleSource(
            titles: ["de-AT": ["Button.Delete": "Weg damit", "Button.More.Hint": "Zeigt mehr."]],
            countedTitles: ["de-AT": ["Button.Delete.Count": [.one: "%lld Sache weg", .other: "%lld Sachen weg"]]])
        StandardButtonsCatalog.configure { $0.overrides.append(austrian) }
        defer { StandardButtonsCatalog.configure { $0.overrides.removeAll { $0.bundle === austrian.bundle } } }

        #expect(StandardType.delete.title(preferredLanguages: ["de-AT"]) == "Weg damit")
        #expect(StandardType.delete.title(count: 2, preferredLanguages: ["de-AT"]) == "2 Sachen weg")
        #expect(StandardType.more.accessibilityHint(preferredLanguages: ["de-AT"]) == "Zeigt mehr.")
        #expect(StandardType.cancel.title(preferredLanguages: ["de-AT"]) == "Abbrechen", "falls through per key")
        #expect(StandardType.delete.title(preferredLanguages: ["de"]) == "Löschen", "de is not de-AT")
    }

    @Test("The default languages come from the shared resolver")
    func defaultLanguages() {
        let probe = StandardType("sharedResolverProbe", titleKey: "Test.SharedResolverProbe", symbolName: "circle")
        let source = ButtonTitleSource(
            titles: ["fr": ["Test.SharedResolverProbe": "Sonde"], "en": ["Test.SharedResolverProbe": "Probe"]])
        let languages = StandardButtonsCatalog.resolver.languages
        StandardButtonsCatalog.configure { titles in
            titles.overrides.append(source)
            titles.languages = .fixed(["fr"])
        }
        defer {
            StandardButtonsCatalog.configure { titles in
                titles.overrides.removeAll { $0.bundle === source.bundle }
                titles.languages = languages
            }
        }
        #expect(probe.title() == "Sonde")
        #expect(probe.title(preferredLanguages: ["en"]) == "Probe")
    }

    @Test("Reading and changing the configuration from many threads at once is safe")
    func concurrentUse() async {
        let probe = StandardType("concurrencyProbe", titleKey: "Test.ConcurrencyProbe", symbolName: "circle")
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let source = ButtonTitleSource(titles: ["en": ["Test.ConcurrencyProbe": "Probe \(index)"]])
                    StandardButtonsCatalog.configure { $0.overrides.append(source) }
                    let title = probe.title(preferredLanguages: ["en"])
                    #expect(title.hasPrefix("Probe "))
                    StandardButtonsCatalog.configure { titles in
                        titles.overrides.removeAll { $0.bundle === source.bundle }
                    }
                }
            }
        }
        #expect(probe.title(preferredLanguages: ["en"]) == "Test.ConcurrencyProbe", "every task removed its source")
    }

    #if !canImport(ObjectiveC)
        @Test("Without an app bundle (Linux, the command line), titles follow the system's languages")
        func automaticLanguages() {
            #expect(ButtonLanguages.automatic == .system)
        }
    #endif
}
