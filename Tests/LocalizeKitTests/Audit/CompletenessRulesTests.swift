import LocalizeKit
import Testing

@Suite("Audit: missing, empty, review, stale and should-not-translate")
struct CompletenessRulesTests {
    typealias F = AuditFixtures

    @Test("missing-translation: a locale the catalog has elsewhere, or only a 'new' value, on the entry's line")
    func missingFires() throws {
        let json = F.catalog([
            "Cancel": F.entry(["en": F.unit("Cancel"), "de": F.unit("Abbrechen"), "fr": F.unit("Annuler")]),
            "Delete": F.entry(["en": F.unit("Delete"), "fr": F.unit("Supprimer")]),
            "Save": F.entry(["en": F.unit("Save"), "de": F.unit("", state: "new"), "fr": F.unit("Enregistrer")]),
        ])
        let diagnostics = try F.audit(json, rules: [.missingTranslation])
        #expect(
            diagnostics.summary(.missingTranslation) == [
                "de Delete: no translation", "de Save: not translated yet: still 'new'",
            ])
        #expect(diagnostics.findings(.missingTranslation).map(\.line) == [8, 12])
        #expect(diagnostics.findings(.missingTranslation).allSatisfy { $0.severity == .error })
    }

    @Test("missing-translation: a plural variation with a 'new' category is not translated yet")
    func missingPartly() throws {
        let json = F.catalog([
            "%lld files": F.entry([
                "en": F.plural(["one": "%lld file", "other": "%lld files"]),
                "de":
                    "{\"variations\" : {\"plural\" : {\"one\" : \(F.unit("%lld Datei")), \"other\" : \(F.unit("", state: "new"))}}}",
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.missingTranslation])
        #expect(diagnostics.summary(.missingTranslation) == ["de %lld files: not translated yet: still 'new'"])
        #expect(diagnostics.summaries == [AuditLocaleSummary(locale: "de", keys: 1, translated: 0)])
    }

    @Test("missing-translation leaves alone regional locales, keys without words, stale and untranslatable entries")
    func missingDoesNotFire() throws {
        let json = F.catalog([
            // en-GB and en-AU fall back to the source language; zh-HK to zh-Hant.
            "Color": F.entry([
                "en": F.unit("Color"), "en-GB": F.unit("Colour"), "zh-Hant": F.unit("顏色"), "zh-HK": F.unit("顏色"),
            ]),
            "Cancel": F.entry(["en": F.unit("Cancel"), "zh-Hant": F.unit("取消")]),
            "Done": F.entry([
                "en": F.unit("Done"), "en-AU": F.unit("Done"), "zh-Hant": F.unit("完成"), "zh-HK": F.unit("完成"),
            ]),
            // Nothing to translate.
            "%@": F.entry(["en": F.unit("%@")]),
            "%1$@ – %2$@": F.entry([:]),
            "": F.entry([:]),
            // Stale, or not to be translated.
            "Old": F.entry(["en": F.unit("Old")], fields: "\"extractionState\" : \"stale\""),
            "CFBundleName": F.entry(["en": F.unit("Editor")], fields: "\"shouldTranslate\" : false"),
        ])
        let diagnostics = try F.audit(json, rules: [.missingTranslation])
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.findings)")
        let summaries = Dictionary(uniqueKeysWithValues: diagnostics.summaries.map { ($0.locale, $0) })
        #expect(summaries["en-GB"] == AuditLocaleSummary(locale: "en-GB", keys: 3, translated: 3))
        #expect(summaries["zh-HK"] == AuditLocaleSummary(locale: "zh-HK", keys: 3, translated: 3))
    }

    @Test("missing-translation: a key with only a source value is missing in every other locale")
    func missingEverywhere() throws {
        let json = F.catalog([
            "Open": F.entry(["en": F.unit("Open"), "de": F.unit("Öffnen"), "ja": F.unit("開く")]),
            "Close": F.entry(["en": F.unit("Close")]),
        ])
        let diagnostics = try F.audit(json, rules: [.missingTranslation])
        #expect(diagnostics.summary(.missingTranslation) == ["de Close: no translation", "ja Close: no translation"])
        #expect(diagnostics.summaries.map(\.percent) == [50, 50])
    }

    @Test("Each localization counts for its own locale when entries lack a language, add one or reorder them")
    func localesFollowTheirNames() throws {
        let json = F.catalog([
            "Add": F.entry([
                "en": F.unit("Add"), "de": F.unit("Hinzufügen"), "fr": F.unit("Ajouter"), "ja": F.unit("追加"),
            ]),
            "Cancel": F.entry(["en": F.unit("Cancel"), "fr": F.unit("Annuler"), "ja": F.unit("キャンセル")]),
            "Delete": F.entry([
                "en": F.unit("Delete"), "de": F.unit("Löschen"), "fr": F.unit("Supprimer"),
                "ja": F.unit("削除", state: "needs_review"),
            ]),
            "Edit": F.entry([
                "en": F.unit("Edit"), "ja": F.unit("編集"), "de": F.unit("Bearbeiten", state: "needs_review"),
            ]),
            "Save": F.entry([
                "en": F.unit("Save"), "de": F.unit("Sichern"), "es": F.unit("Guardar"), "fr": F.unit("Enregistrer"),
                "ja": F.unit("保存"),
            ]),
        ])
        let diagnostics = try F.audit(json, rules: [.missingTranslation, .needsReview])
        #expect(
            Set(diagnostics.summary(.missingTranslation)) == [
                "de Cancel: no translation", "fr Edit: no translation", "es Add: no translation",
                "es Cancel: no translation", "es Delete: no translation", "es Edit: no translation",
            ])
        #expect(Set(diagnostics.summary(.needsReview)) == ["ja Delete: needs review", "de Edit: needs review"])
        let translated = Dictionary(uniqueKeysWithValues: diagnostics.summaries.map { ($0.locale, $0.translated) })
        #expect(translated == ["de": 4, "es": 1, "fr": 4, "ja": 5])
    }

    @Test("empty-translation: an empty value where the source has text, but not for an empty source or a 'new' one")
    func empty() throws {
        let json = F.catalog([
            "Cancel": F.entry(["en": F.unit("Cancel"), "de": F.unit(""), "fr": F.unit("", state: "new")]),
            "Spacer": F.entry(["en": F.unit(" "), "de": F.unit("")]),
            "Blank": F.entry(["en": F.unit(""), "de": F.unit("")]),
            "%lld files": F.entry([
                "en": F.plural(["one": "%lld file", "other": "%lld files"]),
                "de": F.plural(["one": "", "other": "%lld Dateien"]),
            ]),
        ])
        let diagnostics = try F.audit(json, rules: [.emptyTranslation])
        #expect(
            diagnostics.summary(.emptyTranslation) == [
                "de Cancel: empty translation", "de %lld files: empty translation (plural 'one')",
            ])
    }

    @Test("needs-review: translations in state needs_review, once per localization")
    func needsReview() throws {
        let json = F.catalog([
            "Cancel": F.entry([
                "en": F.unit("Cancel"), "de": F.unit("Abbrechen", state: "needs_review"), "fr": F.unit("Annuler"),
            ]),
            "%lld files": F.entry([
                "en": F.plural(["one": "%lld file", "other": "%lld files"]),
                "ru": F.plural(
                    ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"],
                    state: "needs_review"),
            ]),
            "Source": F.entry(["en": F.unit("Source", state: "needs_review")]),
        ])
        let diagnostics = try F.audit(json, rules: [.needsReview])
        #expect(
            diagnostics.summary(.needsReview) == [
                "de Cancel: needs review", "ru %lld files: 4 of 4 strings need review",
            ])
        #expect(diagnostics.findings(.needsReview).allSatisfy { $0.severity == .warning })
    }

    @Test("stale-entry: extractionState stale, and nothing else about the entry")
    func stale() throws {
        let json = F.catalog([
            "Gone": F.entry(["en": F.unit("Gone"), "de": F.unit("Gone")], fields: "\"extractionState\" : \"stale\""),
            "Kept": F.entry(
                ["en": F.unit("Kept"), "de": F.unit("Behalten")], fields: "\"extractionState\" : \"manual\""),
        ])
        let diagnostics = try F.audit(json)
        #expect(diagnostics.findings.map(\.rule) == [.staleEntry])
        #expect(diagnostics.findings.first?.key == "Gone")
        #expect(diagnostics.findings.first?.locale == nil)
        #expect(diagnostics.findings.first?.severity == .note)
    }

    @Test("should-not-translate: translations of an entry marked shouldTranslate: false")
    func shouldNotTranslate() throws {
        let json = F.catalog([
            "CFBundleName": F.entry(
                ["en": F.unit("Editor"), "de": F.unit("Editor")], fields: "\"shouldTranslate\" : false"),
            "Version": F.entry(["en": F.unit("1.0")], fields: "\"shouldTranslate\" : false"),
            "Open": F.entry(["en": F.unit("Open"), "de": F.unit("Öffnen")], fields: "\"shouldTranslate\" : true"),
        ])
        let diagnostics = try F.audit(json)
        #expect(
            diagnostics.summary(.shouldNotTranslate) == [
                "de CFBundleName: translated although the entry is marked shouldTranslate: false"
            ])
        #expect(diagnostics.findings.count == 1)
    }
}
