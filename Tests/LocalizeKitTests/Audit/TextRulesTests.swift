import LocalizeKit
import Testing

@Suite("Audit: texts compared with their source")
struct TextRulesTests {
    typealias F = AuditFixtures

    static func pairs(_ rule: AuditRule, _ pairs: [(source: String, locale: String, translation: String)]) throws
        -> [String]
    {
        var entries: [(String, String)] = []
        for (index, pair) in pairs.enumerated() {
            entries.append(
                ("key\(index)", F.entry(["en": F.unit(pair.source), pair.locale: F.unit(pair.translation)])))
        }
        let members = entries.map { "\(F.quote($0.0)) : \($0.1)" }
        let json =
            "{\"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {" + members.joined(separator: ",\n")
            + "}}"
        return try F.audit(json, rules: [rule]).summary(rule)
    }

    @Test("untranslated: several words left as they are, or English left in a language of another script")
    func untranslatedFires() throws {
        let found = try Self.pairs(
            .untranslated,
            [
                ("Delete all files", "de", "Delete all files"),
                ("Delete", "ja", "Delete"),
                ("Show %@ in Finder", "fr", "Show %@ in Finder"),
            ])
        #expect(
            found == [
                "de key0: identical to the source: \"Delete all files\"",
                "ja key1: identical to the source: \"Delete\"",
                "fr key2: identical to the source: \"Show %@ in Finder\"",
            ])
    }

    @Test(
        "untranslated leaves alone the source's language, allowed words, names, acronyms, texts without words and cognates",
        arguments: [
            ("Colour settings", "en-GB", "Colour settings"),
            ("OK", "de", "OK"),
            ("PDF", "ja", "PDF"),
            ("iCloud Drive", "de", "iCloud Drive"),
            ("CotEditor", "ja", "CotEditor"),
            ("%@ (%@)", "de", "%@ (%@)"),
            ("https://example.com/help", "fr", "https://example.com/help"),
            ("Status", "de", "Status"),
            ("Menu", "fr", "Menu"),
            ("px", "ja", "px"),
        ])
    func untranslatedDoesNotFire(source: String, locale: String, translation: String) throws {
        #expect(try Self.pairs(.untranslated, [(source, locale, translation)]).isEmpty)
    }

    @Test("untranslated: allowed words are configurable")
    func allowedWords() throws {
        let json = F.catalog([
            "Wi-Fi settings": F.entry(["en": F.unit("Wi-Fi settings"), "nl": F.unit("Wi-Fi settings")])
        ])
        #expect(try F.audit(json, rules: [.untranslated]).findings.count == 1)
        var configuration = AuditConfiguration(rules: [.untranslated])
        configuration.allowedUntranslated.insert("Wi-Fi settings")
        #expect(try F.audit(json, configuration: configuration).findings.isEmpty)
    }

    @Test("untranslated: a text most translators kept is a name, not an oversight")
    func consensus() throws {
        let kept = F.catalog([
            "Bassa Vah": F.entry([
                "en": F.unit("Bassa Vah"), "de": F.unit("Bassa Vah"), "fr": F.unit("Bassa Vah"),
                "nl": F.unit("Bassa Vah"),
                "es": F.unit("Bassa vah"),
            ])
        ])
        #expect(try F.audit(kept, rules: [.untranslated]).findings.isEmpty)
        let alone = F.catalog([
            "Open Recent": F.entry([
                "en": F.unit("Open Recent"), "de": F.unit("Zuletzt geöffnet"), "fr": F.unit("Ouvrir l’élément récent"),
                "pt": F.unit("Open Recent"),
            ])
        ])
        #expect(
            try F.audit(alone, rules: [.untranslated]).summary(.untranslated) == [
                "pt Open Recent: identical to the source: \"Open Recent\""
            ])
    }

    @Test("whitespace-mismatch: leading or trailing whitespace the translation lost or gained")
    func whitespaceFires() throws {
        let found = try Self.pairs(
            .whitespaceMismatch,
            [
                ("Name: ", "de", "Name:"), ("Name", "fr", " Nom"), ("Total", "es", "Total "),
                ("\tIndented", "it", "Rientrato"),
            ])
        #expect(
            found == [
                "de key0: lacks the source's trailing whitespace",
                "fr key1: starts with whitespace; the source does not",
                "es key2: ends with whitespace; the source does not", "it key3: lacks the source's leading whitespace",
            ])
    }

    @Test(
        "whitespace-mismatch leaves alone Chinese, Japanese and Thai next to a space the source has",
        arguments: [("Total: ", "ja", "合計："), ("Name: ", "zh-Hans", "名称："), ("Search ", "th", "ค้นหา")])
    func whitespaceDoesNotFire(source: String, locale: String, translation: String) throws {
        #expect(try Self.pairs(.whitespaceMismatch, [(source, locale, translation)]).isEmpty)
    }

    @Test("newline-mismatch: a different number of line breaks")
    func newlines() throws {
        let found = try Self.pairs(
            .newlineMismatch,
            [
                ("First line\nSecond line", "de", "Erste Zeile Zweite Zeile"), ("One line", "fr", "Une\nligne"),
                ("A\nB", "it", "A\nB."),
            ])
        #expect(
            found == [
                "de key0: 0 line breaks where the source has 1", "fr key1: 1 line break where the source has 0",
            ])
    }

    @Test("punctuation-mismatch: a final ellipsis, question mark or colon lost, or a period gained")
    func punctuationFires() throws {
        let found = try Self.pairs(
            .punctuationMismatch,
            [
                ("Save As…", "de", "Speichern unter"), ("Delete?", "fr", "Supprimer."), ("Name:", "nl", "Naam"),
                ("Delete the selected item", "es", "Eliminar el elemento seleccionado."),
                ("History cleared.", "nl", "Geschiedenis gewist.."),
            ])
        #expect(
            found == [
                "de key0: ends without the source's final '…'", "fr key1: ends with '.' where the source ends with '?'",
                "nl key2: ends without the source's final ':'",
                "es key3: ends with '.'; the source ends without punctuation",
                "nl key4: ends with '..' where the source ends with '.'",
            ])
    }

    @Test(
        "punctuation-mismatch leaves alone other scripts' marks, '...' for '…', abbreviations and drive names",
        arguments: [
            ("Done.", "ja", "完了。"), ("Really?", "zh-Hans", "真的吗？"), ("Really?", "el", "Αλήθεια;"),
            ("Really?", "ar", "حقًا؟"), ("Name:", "fr", "Nom :"), ("Open…", "de", "Öffnen ..."),
            ("The file was saved.", "th", "บันทึกไฟล์แล้ว"), ("Delete this file?", "ja", "このファイルを削除しますか。"),
            ("Search wrapped.", "ko", "처음부터 다시 검색"), ("On", "bg", "Вкл."),
            ("Open C: Drive", "fr", "Ouvrir le lecteur C:"),
            ("Optical Character Recognition", "fr", "Reconnais. optique des caract."),
            ("Say \"Hello.\"", "de", "Sag „Hallo.“"),
            // A German sentence ends in a capitalized short noun: its period still ends it.
            ("Quits the app.", "de", "Beendet die App."),
            // A colon after a one-letter word ends the text as the source's colon does.
            ("Popup at:", "it", "Popup a:"), ("Offset X:", "pl", "Przesunięcie X:"),
        ])
    func punctuationDoesNotFire(source: String, locale: String, translation: String) throws {
        #expect(try Self.pairs(.punctuationMismatch, [(source, locale, translation)]).isEmpty)
    }

    @Test("punctuation-mismatch: an ending most translations share is the translators' choice")
    func punctuationConsensus() throws {
        let json = F.catalog([
            "Indentation": F.entry([
                "en": F.unit("Indentation"), "de": F.unit("Einrückung:"), "fr": F.unit("Indentation :"),
                "es": F.unit("Sangría:"),
                "it": F.unit("Rientro"),
            ])
        ])
        #expect(try F.audit(json, rules: [.punctuationMismatch]).findings.isEmpty)
    }

    @Test("length-ratio: a translation much wider than its source; short sources may grow")
    func lengthRatio() throws {
        let found = try Self.pairs(
            .lengthRatio,
            [
                ("Unlike", "da", "Synes ikke længere godt om"), ("OK", "es", "Aceptar"), ("Add", "de", "Hinzufügen"),
                ("Share", "ja", "共有する"), ("Search in the current document", "de", "Im aktuellen Dokument suchen"),
            ])
        #expect(found == ["da key0: 4.3× as long as the source (26 columns, source 6)"])
    }

    @Test("length-ratio: the threshold is configurable, and East Asian characters count twice")
    func lengthRatioThreshold() throws {
        let json = F.catalog([
            "Delete": F.entry(["en": F.unit("Delete"), "de": F.unit("Löschen bestätigen"), "ja": F.unit("削除を確認してください")])
        ])
        var configuration = AuditConfiguration(rules: [.lengthRatio])
        #expect(try F.audit(json, configuration: configuration).findings.isEmpty)
        configuration.maximumLengthRatio = 1.5
        #expect(
            try F.audit(json, configuration: configuration).summary(.lengthRatio) == [
                "de Delete: 3.0× as long as the source (18 columns, source 6)",
                "ja Delete: 3.7× as long as the source (22 columns, source 6)",
            ])
    }
}
