import Testing

@testable import LocalizeKit

@Suite("Audit: one root cause, one finding; texts judged as they are shown")
struct PrecisionTests {
    typealias F = AuditFixtures

    @Test("An empty translation is only empty-translation: no placeholder or needs-review finding on top")
    func emptyAlone() throws {
        let json = F.catalog([
            "Delete %@": F.entry([
                "en": F.unit("Delete %@"), "de": F.unit("", state: "needs_review"), "fr": F.unit("Supprimer %@"),
            ])
        ])
        let diagnostics = try F.audit(json)
        #expect(diagnostics.summary(.emptyTranslation) == ["de Delete %@: empty translation"])
        #expect(diagnostics.findings.count == 1, "\(diagnostics.findings)")
    }

    /// "Delete %#@files@?" in English and German, with German main text `german`.
    static func deleteFiles(german: String, one: String = "%arg Datei", other: String = "%arg Dateien") -> String {
        F.catalog([
            "Delete %lld files?": F.entry([
                "en": F.substituted(
                    "Delete %#@files@?", ["files": F.substitution(["one": "%arg file", "other": "%arg files"])]),
                "de": F.substituted(german, ["files": F.substitution(["one": one, "other": other])]),
            ])
        ])
    }

    @Test("Whitespace and punctuation are judged on the composed text, not on the substitution's fragments")
    func composedTextsAreFine() throws {
        // The fragments end without '?' and the main text with a token: composed, both read "… löschen?".
        let diagnostics = try F.audit(Self.deleteFiles(german: "%#@files@ löschen?"))
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.findings)")
    }

    @Test("A composed text that loses the source's ending or gains a space is one finding per rule, naming it")
    func composedTextsFire() throws {
        let diagnostics = try F.audit(Self.deleteFiles(german: "%#@files@  löschen", one: "%arg Datei "))
        #expect(
            diagnostics.summary(.punctuationMismatch) == [
                "de Delete %lld files?: ends without the source's final '?' in \"%arg Datei   löschen\""
            ])
        #expect(
            diagnostics.summary(.doubleSpace) == [
                "de Delete %lld files?: two spaces in a row; the source has none in \"%arg Datei   löschen\""
            ])
        #expect(diagnostics.findings.count == 2, "\(diagnostics.findings)")
    }

    @Test("Plural forms that share a problem give one finding per key, locale and rule")
    func oneFindingPerForm() throws {
        let json = F.catalog([
            "%lld matches found.": F.entry([
                "en": F.plural(["one": "%lld match found.", "other": "%lld matches found."]),
                "ru": F.plural([
                    "one": "Найдено %lld совпадение", "few": "Найдено %lld совпадения",
                    "many": "Найдено %lld совпадений",
                    "other": "Найдено %lld совпадения",
                ]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.punctuationMismatch])
        #expect(
            diagnostics.summary(.punctuationMismatch) == [
                "ru %lld matches found.: ends without the source's final '.' (plural 'one')"
            ])
    }

    @Test("Summaries list locales in the same order for a catalog and for .lproj folders")
    func summaryOrder() throws {
        var diagnostics = AuditDiagnostics()
        for locale in ["zh-Hans", "de", "en-GB", "ar", "pt-BR", "fr"] {
            diagnostics.addSummary(AuditLocaleSummary(locale: locale, keys: 1, translated: 1))
        }
        #expect(diagnostics.summaries.map(\.locale) == ["ar", "de", "en-GB", "fr", "pt-BR", "zh-Hans"])
    }
}
