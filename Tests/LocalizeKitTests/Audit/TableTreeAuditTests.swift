import LocalizeKit
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Audit: .lproj folders of .strings and .stringsdict tables")
struct TableTreeAuditTests {
    static let englishStrings = """
        /* Closes the dialog. */
        "Button.Cancel" = "Cancel";
        "Button.Save" = "Save…";
        "Button.Delete" = "Delete %@";

        """

    static func stringsdict(_ forms: KeyValuePairs<String, String>, key: String = "Items.Count") -> String {
        let items = forms.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t<string>\($0.value)</string>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>\(key)</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@items@</string>
            \t\t<key>items</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \(items.joined(separator: "\n"))
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
    }

    /// A tree with English, German, Russian, British English and Japanese tables.
    static func makeTree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Main.strings", englishStrings)
        try folder.write("App/en.lproj/Main.stringsdict", stringsdict(["one": "%lld item", "other": "%lld items"]))
        try folder.write(
            "App/de.lproj/Main.strings",
            """
            "Button.Cancel" = "Abbrechen";
            "Button.Save" = "Sichern";
            "Button.Delete" = "%@ löschen";
            "Button.Gone" = "Weg";
            "Button.Cancel" = "Abbruch";

            """)
        try folder.write("App/de.lproj/Main.stringsdict", stringsdict(["one": "%lld Objekt", "other": "%lld Objekte"]))
        try folder.write("App/ru.lproj/Main.stringsdict", stringsdict(["one": "%lld объект", "other": "%@ объекта"]))
        try folder.write("App/en-GB.lproj/Main.strings", "\"Button.Save\" = \"Save…\";\n")
        try folder.write("App/ja.lproj/Main.strings", "\"Button.Cancel\" = \"キャンセル\";\n")
        try folder.write("App/Base.lproj/Main.storyboard", "<document/>")
        try folder.write(
            "App/de.lproj/Sheet.strings", "\"abc-12-xyz.title\" = \"Titel\";\n\"abc-12-xyz.title\" = \"Titel\";\n")
        return folder
    }

    @Test("Rules run on tables as on catalogs, each finding at its file and line")
    func findings() throws {
        let folder = try Self.makeTree()
        let root = folder.path + "/App"
        let diagnostics = Auditor().audit(paths: [root])
        #expect(diagnostics.inputFailures.isEmpty)
        let shown = diagnostics.findings.map { finding in
            "\(finding.file.dropFirst(root.count + 1)):\(finding.line) \(finding.rule.rawValue) \(finding.locale ?? "-")"
                + " \(finding.key ?? "-"): \(finding.message)"
        }
        #expect(
            shown == [
                "de.lproj/Main.strings:2 punctuation-mismatch de Button.Save: ends without the source's final '…'",
                "de.lproj/Main.strings:4 orphan-key de Button.Gone: not in the source table (en.lproj/Main)",
                "de.lproj/Main.strings:5 duplicate-key de Button.Cancel: defined more than once (lines 1, 5);"
                    + " the last definition wins",
                "de.lproj/Sheet.strings:2 duplicate-key de abc-12-xyz.title: defined more than once (lines 1, 2);"
                    + " the last definition wins",
                "en.lproj/Main.strings:2 missing-translation ru Button.Cancel: no translation",
                "en.lproj/Main.strings:3 missing-translation ja Button.Save: no translation",
                "en.lproj/Main.strings:3 missing-translation ru Button.Save: no translation",
                "en.lproj/Main.strings:4 missing-translation ja Button.Delete: no translation",
                "en.lproj/Main.strings:4 missing-translation ru Button.Delete: no translation",
                "en.lproj/Main.stringsdict:5 missing-translation ja Items.Count: no translation",
                "ru.lproj/Main.stringsdict:5 placeholder-mismatch ru Items.Count: has %@ for argument 1 where the"
                    + " source has %lld (substitution 'items', plural 'other')",
                "ru.lproj/Main.stringsdict:5 missing-plural-category ru Items.Count: plural variation lacks 'few'"
                    + " (2, 3, 4, …), 'many' (0, 5, 6, …), used in 'ru' (substitution 'items')",
            ])
        let summaries = Dictionary(uniqueKeysWithValues: diagnostics.summaries.map { ($0.locale, $0) })
        #expect(summaries["en-GB"] == AuditLocaleSummary(locale: "en-GB", keys: 4, translated: 4))
        #expect(summaries["de"] == AuditLocaleSummary(locale: "de", keys: 4, translated: 4))
        #expect(summaries["ja"] == AuditLocaleSummary(locale: "ja", keys: 4, translated: 1))
        #expect(summaries["Base"] == nil)
    }

    @Test("A finding on a table gives the column its key starts at in the finding's file, not column 0")
    func columns() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/T.strings", "  \"Quit\" = \"Quit the app.\";\n   \"Open\" = \"Open\";\n")
        try folder.write(
            "de.lproj/T.strings", "    \"Quit\" = \"App beenden\";\n \"Gone\" = \"Weg\";\n \"Gone\" = \"Fort\";\n")
        try folder.write("en.lproj/T.stringsdict", Self.stringsdict(["one": "%lld item", "other": "%lld items"]))
        let diagnostics = Auditor().audit(paths: [folder.path])
        #expect(diagnostics.inputFailures.isEmpty)
        // Where each finding's key starts, read from the fixture's own text: the line's first non-blank.
        var checked: Set<AuditRule> = []
        for finding in diagnostics.findings {
            let bytes = try #require(FileManager.default.contents(atPath: finding.file))
            let text = String(decoding: bytes, as: UTF8.self)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
            let keyStart = line.prefix { $0 == " " || $0 == "\t" }.count + 1
            #expect(
                finding.column == keyStart, "\(finding.rule) \(finding.key ?? "") at \(finding.file):\(finding.line)")
            checked.insert(finding.rule)
        }
        #expect(checked == [.punctuationMismatch, .missingTranslation, .orphanKey, .duplicateKey])
    }

    @Test("An .lproj folder given alone audits that localization against the source folder beside it")
    func singleFolder() throws {
        let folder = try Self.makeTree()
        let diagnostics = Auditor().audit(paths: [folder.path + "/App/ja.lproj"])
        #expect(diagnostics.findings.map(\.locale) == ["ja", "ja", "ja"])
        #expect(diagnostics.summaries.map(\.locale) == ["ja"])
    }

    @Test("orphan-key leaves alone tables the source folder does not have (storyboard tables)")
    func storyboardTables() throws {
        let folder = try Self.makeTree()
        let diagnostics = Auditor(configuration: AuditConfiguration(rules: [.orphanKey, .missingTranslation]))
            .audit(paths: [folder.path + "/App"])
        #expect(diagnostics.findings(.orphanKey).map(\.key) == ["Button.Gone"])
    }

    @Test("--source-language picks another folder; a tree without one is a finding, not a failure")
    func sourceLanguage() throws {
        let folder = try TemporaryFolder()
        try folder.write("de.lproj/Main.strings", "\"Cancel\" = \"Abbrechen\";\n")
        try folder.write("fr.lproj/Main.strings", "\"Cancel\" = \"Annuler\";\n\"Extra\" = \"En plus\";\n")
        let missing = Auditor().audit(paths: [folder.path])
        #expect(missing.inputFailures.isEmpty)
        #expect(missing.findings.map(\.rule) == [.missingSourceTable])
        #expect(missing.findings.first?.file == folder.path && missing.findings.first?.severity == .warning)
        #expect(missing.findings.first?.message.contains("no en.lproj (nor Base.lproj)") == true)
        #expect(missing.outcome(failOn: .error) == .passed)
        var configuration = AuditConfiguration()
        configuration.sourceLanguage = "de"
        let audited = Auditor(configuration: configuration).audit(paths: [folder.path])
        #expect(audited.inputFailures.isEmpty)
        #expect(audited.findings.map(\.rule) == [.orphanKey])
    }

    @Test("A malformed table is reported with its line and column, and the others are still audited")
    func malformed() throws {
        let folder = try Self.makeTree()
        try folder.write("App/ja.lproj/Main.strings", "\"Button.Cancel\" = \"キャンセル\"\n\"x\" = \"y\";\n")
        let diagnostics = Auditor().audit(paths: [folder.path + "/App"])
        #expect(diagnostics.inputFailures.count == 1)
        #expect(diagnostics.inputFailures.first?.description.contains("ja.lproj/Main.strings:2:1: error:") == true)
        #expect(diagnostics.outcome(failOn: .never) == .malformedInput)
        #expect(!diagnostics.findings(.orphanKey).isEmpty)
    }
}
