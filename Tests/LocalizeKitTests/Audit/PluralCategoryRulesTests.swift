import LocalizeKit
import Testing

@Suite("Audit: plural categories")
struct PluralCategoryRulesTests {
    typealias F = AuditFixtures
    static let pluralRules: Set<AuditRule> = [.missingPluralCategory, .unusedPluralCategory, .missingOtherCategory]

    static func files(_ localizations: KeyValuePairs<String, String>) -> String {
        F.catalog(["%lld files": F.entry(localizations)])
    }

    @Test("missing-plural-category: Russian needs one, few, many and other; the message names numbers")
    func missingFires() throws {
        let json = Self.files([
            "en": F.plural(["one": "%lld file", "other": "%lld files"]),
            "ru": F.plural(["one": "%lld файл", "other": "%lld файла"]),
            "ar": F.plural([
                "one": "ملف", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف",
            ]),
        ])
        let diagnostics = try F.audit(json, rules: Self.pluralRules)
        #expect(
            diagnostics.summary(.missingPluralCategory) == [
                "ru %lld files: plural variation lacks 'few' (2, 3, 4, …), 'many' (0, 5, 6, …), used in 'ru'",
                "ar %lld files: plural variation lacks 'zero' (0, …), used in 'ar'",
            ])
        #expect(diagnostics.findings(.missingPluralCategory).allSatisfy { $0.severity == .warning })
    }

    @Test(
        "missing-plural-category: 'many' only for large round numbers (ca es fr it pt) is a note: 'other' reads well",
        arguments: ["ca", "es", "fr", "it", "pt"])
    func largeNumberMany(locale: String) throws {
        let json = Self.files([
            "en": F.plural(["one": "%lld file", "other": "%lld files"]),
            locale: F.plural(["one": "%lld fitxer", "other": "%lld fitxers"]),
        ])
        let diagnostics = try F.audit(json, rules: Self.pluralRules)
        #expect(
            diagnostics.summary(.missingPluralCategory) == [
                "\(locale) %lld files: plural variation lacks 'many' (1000000, 2000000, 10000000, …), used in"
                    + " '\(locale)'; 'other' is shown for these large numbers"
            ])
        #expect(diagnostics.findings(.missingPluralCategory).allSatisfy { $0.severity == .note })
    }

    @Test("missing-plural-category leaves alone categories only decimals use, for integers")
    func decimalOnly() throws {
        // Czech 'many' is for decimals (1.5): an integer count never selects it.
        let integers = Self.files([
            "en": F.plural(["one": "%lld file", "other": "%lld files"]),
            "cs": F.plural(["one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů"]),
            "de": F.plural(["one": "%lld Datei", "other": "%lld Dateien"]),
            "ja": F.plural(["other": "%lld個のファイル"]),
        ])
        #expect(try F.audit(integers, rules: Self.pluralRules).findings.isEmpty)
        let decimals = F.catalog([
            "%.1f km": F.entry([
                "en": F.plural(["one": "%.1f km", "other": "%.1f km"]),
                "cs": F.plural(["one": "%.1f km", "few": "%.1f km", "other": "%.1f km"]),
            ])
        ])
        #expect(
            try F.audit(decimals, rules: Self.pluralRules).summary(.missingPluralCategory) == [
                "cs %.1f km: plural variation lacks 'many', used in 'cs'"
            ])
    }

    @Test("unused-plural-category: a category the locale never uses, or a key that is no category; 'zero' is allowed")
    func unused() throws {
        let json = Self.files([
            "en": F.plural(["zero": "No files", "one": "%lld file", "other": "%lld files"]),
            "de": F.plural([
                "zero": "Keine Dateien", "one": "%lld Datei", "few": "%lld Dateien", "other": "%lld Dateien",
            ]),
            "ja": F.plural(["one": "%lld個のファイル", "other": "%lld個のファイル"]),
            "fr": F.plural([
                "one": "%lld fichier", "many": "%lld de fichiers", "other": "%lld fichiers", "plural": "%lld",
            ]),
        ])
        let diagnostics = try F.audit(json, rules: Self.pluralRules)
        #expect(
            diagnostics.summary(.unusedPluralCategory) == [
                "de %lld files: 'few' is never used in 'de' (it uses 'one', 'other')",
                "ja %lld files: 'one' is never used in 'ja' (it uses 'other')",
                "fr %lld files: 'plural' is not a plural category (zero, one, two, few, many, other)",
            ])
        // A category never used is a note; a key that is no category at all is never shown: a warning.
        #expect(diagnostics.findings(.unusedPluralCategory).map(\.severity) == [.note, .note, .warning])
        #expect(AuditRule.unusedPluralCategory.defaultSeverity == .note)
    }

    @Test("missing-other-category: a plural variation without 'other', in a substitution too")
    func missingOther() throws {
        let json = F.catalog([
            "%lld files": F.entry([
                "en": F.plural(["one": "%lld file", "other": "%lld files"]),
                "de": F.plural(["one": "%lld Datei"]),
            ]),
            "%lld photos": F.entry([
                "en": F.substituted(
                    "%#@photos@", ["photos": F.substitution(["one": "%arg photo", "other": "%arg photos"])]),
                "de": F.substituted("%#@photos@", ["photos": F.substitution(["one": "%arg Foto"])]),
            ]),
        ])
        let diagnostics = try F.audit(json, rules: [.missingOtherCategory])
        #expect(
            diagnostics.summary(.missingOtherCategory) == [
                "de %lld files: plural variation without 'other', the form every number can fall back to",
                "de %lld photos: plural variation without 'other', the form every number can fall back to"
                    + " (substitution 'photos')",
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .error })
    }

    @Test("A plural variation still all 'new' is a missing translation, not a missing category")
    func untranslatedVariation() throws {
        let json = Self.files([
            "en": F.plural(["one": "%lld file", "other": "%lld files"]),
            "ru": F.plural(["one": "", "other": ""], state: "new"),
        ])
        let diagnostics = try F.audit(json)
        #expect(diagnostics.findings.map(\.rule) == [.missingTranslation])
    }

    @Test("Plural rules check the source language too, and skip locales that are not valid")
    func sourceAndInvalid() throws {
        let json = Self.files([
            "en": F.plural(["other": "%lld files"]),
            "xx": F.plural(["one": "%lld", "other": "%lld"]),
        ])
        let diagnostics = try F.audit(json, rules: Self.pluralRules)
        #expect(
            diagnostics.summary(.missingPluralCategory) == [
                "en %lld files: plural variation lacks 'one' (1, …), used in 'en'"
            ])
        #expect(diagnostics.findings.count == 1)
    }
}
