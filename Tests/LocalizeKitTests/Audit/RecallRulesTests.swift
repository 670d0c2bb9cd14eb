import Testing

@testable import LocalizeKit

@Suite("Audit: plural forms without their number, copies of other keys, argNum conflicts, Latin text left")
struct RecallRulesTests {
    typealias F = AuditFixtures

    @Test("plural-form-without-number: Russian 'one' is also 21, 31; French 'one' is also 0 without a 'zero' form")
    func pluralFormWithoutNumberFires() throws {
        let json = F.catalog([
            "%lld errors found.": F.entry([
                "en": F.plural(["one": "An error found.", "other": "%lld errors found."]),
                "ru": F.plural([
                    "one": "Найдена одна ошибка.", "few": "Найдено %lld ошибки.", "many": "Найдено %lld ошибок.",
                    "other": "Найдено %lld ошибки.",
                ]),
                "fr": F.plural([
                    "one": "Une erreur trouvée.", "many": "%lld erreurs", "other": "%lld erreurs trouvées.",
                ]),
                "uk": F.plural([
                    "one": "Знайдено одну помилку.", "few": "Знайдено помилки.", "many": "Знайдено %lld помилок.",
                    "other": "Знайдено %lld помилки.",
                ]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.pluralFormWithoutNumber])
        #expect(
            diagnostics.summary(.pluralFormWithoutNumber) == [
                "ru %lld errors found.: the 'one' form leaves out its number, but 'one' in 'ru' is shown for several numbers"
                    + " (1, 21, 31, …) (plural 'one')",
                "fr %lld errors found.: the 'one' form leaves out its number, but 'one' in 'fr' is shown for several numbers"
                    + " (0, 1, …) (plural 'one')",
                // One finding per key and locale, though two forms leave out the number.
                "uk %lld errors found.: the 'one' form leaves out its number, but 'one' in 'uk' is shown for several numbers"
                    + " (1, 21, 31, …) (plural 'one')",
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .warning })
    }

    @Test("plural-form-without-number leaves alone a source whose own 'other' form shows no number")
    func sourceWithoutNumber() throws {
        let json = F.catalog([
            "Remove items": F.entry([
                "en": F.plural(["one": "Remove Item", "other": "Remove Items"]),
                "ru": F.plural([
                    "one": "Удалить объект", "few": "Удалить объекты", "many": "Удалить объекты",
                    "other": "Удалить объекты",
                ]),
            ]),
            "Tabs": F.entry([
                "en": F.substituted("%#@tabs@", ["tabs": F.substitution(argNum: 1, ["one": "Tab", "other": "Tabs"])]),
                "ru": F.substituted(
                    "%#@tabs@",
                    [
                        "tabs": F.substitution(
                            argNum: 1,
                            [
                                "one": "Вкладка", "few": "Вкладки", "many": "Вкладок",
                                "other": "Вкладки",
                            ])
                    ]),
            ]),
        ])
        #expect(try F.audit(json, rules: [.pluralFormWithoutNumber]).findings.isEmpty)
    }

    @Test(
        "plural-form-without-number leaves alone forms for one number, a 'zero' form taking 0, and substitutions alike")
    func pluralFormWithoutNumberDoesNotFire() throws {
        let json = F.catalog([
            "%lld files": F.entry([
                "en": F.plural(["one": "One file", "other": "%lld files"]),
                "de": F.plural(["one": "Eine Datei", "other": "%lld Dateien"]),
                "fr": F.plural(["zero": "Aucun fichier", "one": "Un fichier", "many": "%lld", "other": "%lld fichiers"]
                ),
                "he": F.plural(["one": "קובץ אחד", "two": "שני קבצים", "other": "%lld קבצים"]),
                "ja": F.plural(["other": "ファイル"]),
            ]),
            "%@ has %lld photos": F.entry([
                "en": F.substituted(
                    "%1$@ has %2$#@photos@",
                    ["photos": F.substitution(argNum: 2, ["one": "one photo", "other": "%arg photos"])]),
                "de": F.substituted(
                    "%1$@ hat %2$#@fotos@",
                    ["fotos": F.substitution(argNum: 2, ["one": "ein Foto", "other": "%arg Fotos"])]),
            ]),
        ])
        #expect(try F.audit(json, rules: [.pluralFormWithoutNumber]).findings.isEmpty)
        let russian = F.catalog([
            "%@ has %lld photos": F.entry([
                "en": F.substituted(
                    "%1$@ has %2$#@photos@",
                    ["photos": F.substitution(argNum: 2, ["one": "one photo", "other": "%arg photos"])]),
                "ru": F.substituted(
                    "У %1$@ %2$#@photos@",
                    [
                        "photos": F.substitution(
                            argNum: 2,
                            ["one": "одно фото", "few": "%arg фото", "many": "%arg фото", "other": "%arg фото"])
                    ]),
            ])
        ])
        #expect(try F.audit(russian, rules: [.pluralFormWithoutNumber]).findings.count == 1)
    }

    @Test("copied-from-other-key: a translation equal to another key's source, before or after it in the file")
    func copiedFires() throws {
        var entries: [(String, String)] = []
        let names = ["Mahajani", "Manichaean", "Marchen", "Masaram Gondi"]
        for name in names {
            var localizations: [(String, String)] = [("en", F.unit(name))]
            for locale in ["de", "es", "nl", "pt"] { localizations.append((locale, F.unit(name))) }
            // The Italian list slipped by one: "Manichaean" got the name above it.
            localizations.append(("it", F.unit(name == "Manichaean" ? "Mahajani" : name)))
            entries.append(
                (
                    name,
                    "{\"localizations\" : {\n"
                        + localizations.map { F.quote($0.0) + " : " + $0.1 }.joined(separator: ",\n") + "\n}}"
                ))
        }
        entries.append(
            (
                "ColorCodeType.cssHWBWithAlpha.label",
                F.entry(["en": F.unit("CSS HWB with Alpha"), "it": F.unit("CSS HWB con alfa"), "ko": F.unit("CSS HWB")])
            ))
        entries.append(("ColorCodeType.cssHWB.label", F.entry(["en": F.unit("CSS HWB"), "ko": F.unit("CSS HWB")])))
        let json =
            "{\n\"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n"
            + entries.map { F.quote($0.0) + " : " + $0.1 }.joined(separator: ",\n") + "\n}}\n"
        let diagnostics = try F.audit(json, rules: [.copiedFromOtherKey])
        #expect(
            diagnostics.summary(.copiedFromOtherKey) == [
                "it Manichaean: equals the source text of \"Mahajani\", not its own: \"Mahajani\"",
                // Found when the later key's source arrives.
                "ko ColorCodeType.cssHWBWithAlpha.label: equals the source text of \"ColorCodeType.cssHWB.label\","
                    + " not its own: \"CSS HWB\"",
            ])
    }

    @Test("copied-from-other-key leaves alone shared words, allowed texts, the source's language and identical sources")
    func copiedDoesNotFire() throws {
        let json = F.catalog([
            "Done": F.entry(["en": F.unit("Done"), "fr": F.unit("OK"), "de": F.unit("Fertig")]),
            "OK": F.entry(["en": F.unit("OK"), "fr": F.unit("OK"), "de": F.unit("OK")]),
            "Kind": F.entry(["en": F.unit("Kind"), "fr": F.unit("Type"), "de": F.unit("Art"), "es": F.unit("Tipo")]),
            "Type": F.entry(["en": F.unit("Type"), "fr": F.unit("Type"), "de": F.unit("Typ"), "es": F.unit("Tipo")]),
            "Colour": F.entry(["en": F.unit("Colour"), "en-US": F.unit("Color")]),
            "Color": F.entry(["en": F.unit("Color")]),
            "title.a": F.entry(["en": F.unit("Open File"), "de": F.unit("Datei öffnen")]),
            "title.b": F.entry(["en": F.unit("Open File"), "de": F.unit("Open File")]),
        ])
        #expect(try F.audit(json, rules: [.copiedFromOtherKey]).findings.isEmpty)
    }

    @Test("substitution-argument-conflict: an argNum that differs from the argument its token takes by position")
    func argumentConflictFires() throws {
        let files = F.substitution(argNum: 2, ["one": "%arg file", "other": "%arg files"])
        let folders = F.substitution(argNum: 1, ["one": "%arg folder", "other": "%arg folders"])
        let json = F.catalog([
            "%lld folders, %lld files": F.entry([
                "en": F.substituted("%1$#@folders@, %2$#@files@", ["files": files, "folders": folders]),
                // Reordered with bare tokens: by position files takes 1, folders 2.
                "de": F.substituted("%#@files@ in %#@folders@", ["files": files, "folders": folders]),
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.substitutionArgumentConflict])
        #expect(
            diagnostics.summary(.substitutionArgumentConflict) == [
                "de %lld folders, %lld files: substitution 'files' has argNum 2, which differs from the argument"
                    + " %#@files@ takes (1); a .stringsdict (btnloc convert) reads the position"
            ])
        #expect(
            SubstitutionArgument.argNumConflict(argNum: 2, specifier: "%#@files@", specifierIndex: 1)
                == "differs from the argument %#@files@ takes (1)")
        #expect(SubstitutionArgument.argNumConflict(argNum: 1, specifier: "%#@files@", specifierIndex: 1) == nil)
    }

    @Test("substitution-argument-conflict leaves alone argNums that agree, positional tokens, and no argNum")
    func argumentConflictDoesNotFire() throws {
        let json = F.catalog([
            "%@ has %lld photos": F.entry([
                "en": F.substituted(
                    "%@ has %#@photos@",
                    ["photos": F.substitution(argNum: 2, ["one": "%arg photo", "other": "%arg photos"])]),
                "de": F.substituted(
                    "%2$#@photos@ von %1$@",
                    ["photos": F.substitution(argNum: 2, ["one": "%arg Foto", "other": "%arg Fotos"])]),
                "fr": F.substituted(
                    "%@ a %#@photos@",
                    ["photos": F.substitution(argNum: nil, ["one": "%arg photo", "other": "%arg photos"])]),
            ])
        ])
        #expect(try F.audit(json, rules: [.substitutionArgumentConflict]).findings.isEmpty)
    }

    @Test(
        "untranslated: several Latin words left in a locale of another script, even when other such locales kept them")
    func latinLeftInOtherScripts() throws {
        var localizations: [(String, String)] = [("en", F.unit("Unix Line Separator"))]
        for locale in ["ja", "ko", "ru", "zh-Hans", "de", "fr"] {
            localizations.append((locale, F.unit("Unix Line Separator")))
        }
        localizations.append(("uk", F.unit("Роздільник рядків Unix")))
        let json = F.catalog([
            "LineEnding.lineSeparator.description": "{\"localizations\" : {\n"
                + localizations.map { F.quote($0.0) + " : " + $0.1 }.joined(separator: ",\n") + "\n}}",
            "Beta": F.entry([
                "en": F.unit("Beta"), "ja": F.unit("Beta"), "ko": F.unit("Beta"), "ru": F.unit("Beta"),
                "uk": F.unit("Бета"),
            ]),
            "CFBundleSpokenName": F.entry([
                "en": F.unit("Cot editor"), "ru": F.unit("Cot editor"), "de": F.unit("Cot Editor"),
            ]),
        ])
        let diagnostics = try F.audit(json, rules: [.untranslated])
        // de and fr kept the words with most translators of their script; ja, ko, ru and zh-Hans did not translate.
        #expect(diagnostics.findings.map { $0.locale ?? "" } == ["ja", "ko", "ru", "zh-Hans"])
        #expect(diagnostics.findings.allSatisfy { $0.key == "LineEnding.lineSeparator.description" })
    }
}
