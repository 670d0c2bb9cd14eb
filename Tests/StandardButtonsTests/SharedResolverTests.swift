import LocalizeKit
import Testing

@testable import StandardButtons

/// The one configuration point every title goes through. Other suites run at the same
/// time and read titles through it: these tests only add overrides in a language no
/// other test asks for (de-AT), or keys no other test uses, and put everything back.
@Suite("Shared title configuration", .serialized)
struct SharedResolverTests {
    @Test("An override set once shows in title(), counted titles, hints and lookups of every type")
    func configured() {
        let forms: [PluralCategory: String] = [.one: "%lld Sache weg", .other: "%lld Sachen weg"]
        let austrian = ButtonTitleSource(
            values: [
                "de-AT": [
                    "Button.Delete": .text("Weg damit"),
                    "Button.Delete.Count": .plural(
                        PluralFormat(
                            format: "%#@items@", variables: ["items": PluralVariable(valueType: "lld", forms: forms)])),
                    "Button.More.Hint": .text("Zeigt mehr."),
                ]
            ])
        let before = StandardButtonsCatalog.resolver
        StandardButtonsCatalog.configure { $0.overrides.append(austrian) }
        defer { StandardButtonsCatalog.resolver = before }

        #expect(StandardType.delete.title(preferredLanguages: ["de-AT"]) == "Weg damit")
        #expect(StandardType.delete.title(count: 2, preferredLanguages: ["de-AT"]) == "2 Sachen weg")
        #expect(StandardType.more.accessibilityHint(preferredLanguages: ["de-AT"]) == "Zeigt mehr.")
        #expect(StandardType.cancel.title(preferredLanguages: ["de-AT"]) == "Abbrechen", "falls through per key")
        #expect(StandardType.delete.title(preferredLanguages: ["de"]) == "Löschen", "de is not de-AT")
    }

    @Test("The default languages come from the shared resolver")
    func defaultLanguages() {
        let before = StandardButtonsCatalog.resolver
        let probe = StandardType("sharedResolverProbe", titleKey: "Test.SharedResolverProbe", symbolName: "circle")
        StandardButtonsCatalog.configure { titles in
            titles.overrides.append(
                ButtonTitleSource(titles: ["fr": ["Test.SharedResolverProbe": "Sonde"], "en": ["Test.SharedResolverProbe": "Probe"]]))
            titles.languages = .fixed(["fr"])
        }
        defer { StandardButtonsCatalog.resolver = before }
        #expect(probe.title() == "Sonde")
        #expect(probe.title(preferredLanguages: ["en"]) == "Probe")
    }

    @Test("Reading and changing the configuration from many threads at once is safe")
    func concurrentUse() async {
        let before = StandardButtonsCatalog.resolver
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
        #expect(StandardButtonsCatalog.resolver.overrides.count == before.overrides.count)
        StandardButtonsCatalog.resolver = before
        #expect(probe.title(preferredLanguages: ["en"]) == "Test.ConcurrencyProbe")
    }

    #if !canImport(ObjectiveC)
        @Test("Without an app bundle (Linux, the command line), titles follow the system's languages")
        func automaticLanguages() {
            #expect(ButtonLanguages.automatic == .system)
        }
    #endif
}
