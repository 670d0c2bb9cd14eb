import LocalizeKit
import Testing

@Suite("Audit: duplicate keys and unknown locales")
struct StructureRulesTests {
    typealias F = AuditFixtures

    @Test("duplicate-key: repeated JSON keys at every level, each at its line")
    func duplicateJSONKeys() throws {
        let json = """
            {
            "sourceLanguage" : "en", "version" : "1.0", "strings" : {
            "Cancel" : {"localizations" : {
            "en" : {"stringUnit" : {"state" : "translated", "value" : "Cancel"}},
            "de" : {"stringUnit" : {"state" : "translated", "value" : "Abbrechen"}},
            "de" : {"stringUnit" : {"state" : "translated", "value" : "Abbruch"}}
            }},
            "%lld files" : {"localizations" : {
            "en" : {"variations" : {"plural" : {"one" : {"stringUnit" : {"state" : "translated", "value" : "%lld file"}},
            "other" : {"stringUnit" : {"state" : "translated", "value" : "%lld files"}},
            "other" : {"stringUnit" : {"state" : "translated", "value" : "%lld Files"}}}}}
            }},
            "Open" : {
            "comment" : "Opens a file",
            "comment" : "Opens a document",
            "localizations" : {
            "en" : {"stringUnit" : {"state" : "translated", "value" : "Open", "value" : "Open…"}}
            }},
            "Cancel" : {"localizations" : {}}
            }}
            """
        let diagnostics = try F.audit(json, rules: [.duplicateKey])
        #expect(
            diagnostics.findings(.duplicateKey).map { "\($0.line) \($0.key ?? "-"): \($0.message)" } == [
                "6 Cancel: the localization 'de' appears twice; JSON readers keep only one of them",
                "11 %lld files: the plural variation 'other' appears twice; JSON readers keep only one of them",
                "15 Open: the field 'comment' is repeated; JSON readers keep only one of them",
                "17 Open: the field 'value' is repeated; JSON readers keep only one of them",
                "19 Cancel: the key appears twice in 'strings'; JSON readers keep only one of them",
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .error })
    }

    @Test("duplicate-key: a repeated key inside unknown fields, and a repeated top-level field")
    func duplicateUnknown() throws {
        let json = """
            {"sourceLanguage" : "en", "version" : "1.0",
            "x-tool" : {"a" : 1, "a" : 2},
            "strings" : {}}
            """
        let diagnostics = try F.audit(json, rules: [.duplicateKey])
        #expect(
            diagnostics.summary(.duplicateKey) == [
                "- -: the JSON key 'a' is repeated; JSON readers keep only one of them"
            ])
        #expect(diagnostics.findings.first?.line == 2)
    }

    @Test("duplicate-key leaves alone keys that differ, in case too")
    func noDuplicates() throws {
        let json = F.catalog([
            "Open": F.entry(["en": F.unit("Open"), "de": F.unit("Öffnen")]),
            "open": F.entry(["en": F.unit("open"), "de": F.unit("öffnen")]),
        ])
        #expect(try F.audit(json, rules: [.duplicateKey]).findings.isEmpty)
    }

    @Test(
        "unknown-locale: a language, script or region ICU does not know, or no identifier at all",
        arguments: [
            ("xx", "'xx' is not a known language code"), ("de-XX", "'XX' is not a known region code"),
            ("zh-Hanz", "'Hanz' is not a known script code"),
            (
                "German (Germany)",
                "'German (Germany)' is not a locale identifier: subtag \"German (Germany)\" has characters other than ASCII letters and digits"
            ),
        ])
    func unknownLocale(name: String, message: String) throws {
        let json = F.catalog(["Open": F.entry(["en": F.unit("Open"), name: F.unit("Öffnen")])])
        let diagnostics = try F.audit(json, rules: [.unknownLocale])
        #expect(diagnostics.summary(.unknownLocale) == ["\(name) -: \(message)"])
        #expect(diagnostics.findings.first?.line == 5)
    }

    @Test(
        "unknown-locale leaves alone scripts, numeric regions, Apple's legacy names and 'mul'",
        arguments: ["zh-Hant", "es-419", "sr-Latn", "pt_BR", "English", "mul", "yue-Hant", "fil"])
    func knownLocale(name: String) throws {
        let json = F.catalog(["Open": F.entry(["en": F.unit("Open"), name: F.unit("Open")])])
        #expect(try F.audit(json, rules: [.unknownLocale]).findings.isEmpty)
    }
}
