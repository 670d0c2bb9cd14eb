import LocalizeKit
import Testing

@Suite("Audit HTML report")
struct AuditHTMLReporterTests {
    static func diagnostics() -> AuditDiagnostics {
        var diagnostics = AuditDiagnostics()
        diagnostics.addFile("App/L.xcstrings")
        diagnostics.add(
            AuditFinding(
                rule: .missingTranslation, file: "App/L.xcstrings", line: 4, column: 5, key: "<b>\"Bold\" & 'co'</b>",
                locale: "ar",
                message: "no translation"))
        diagnostics.add(
            AuditFinding(
                rule: .untranslated, file: "App/L.xcstrings", line: 9, key: "שלום", locale: "he",
                message: "identical to the source: \"שלום\""))
        diagnostics.add(
            AuditFinding(rule: .duplicateKey, file: "App/L.xcstrings", line: 0, key: nil, locale: nil, message: "twice")
        )
        diagnostics.add(
            AuditFinding(
                rule: .staleEntry, file: "App/L.xcstrings", line: 12, column: 3, key: "Old\u{1B}[31m\u{202E}",
                locale: nil, message: "stale"))
        diagnostics.addSummary(AuditLocaleSummary(locale: "ar", keys: 3, translated: 2))
        diagnostics.addSummary(AuditLocaleSummary(locale: "he", keys: 3, translated: 3))
        return diagnostics
    }

    static let html = AuditHTMLReporter(command: "btnloc audit 'App dir' <x>", date: "2026-01-01 00:00 UTC")
        .render(diagnostics())

    @Test("Every text from the catalog and the command line is escaped")
    func escaping() {
        #expect(Self.html.contains("<bdi>&lt;b&gt;&quot;Bold&quot; &amp; 'co'&lt;/b&gt;</bdi>"))
        #expect(Self.html.contains("data-key=\"&lt;b&gt;&quot;Bold&quot; &amp; 'co'&lt;/b&gt;\""))
        #expect(Self.html.contains("<code class=\"command\">btnloc audit 'App dir' &lt;x&gt;</code>"))
        #expect(!Self.html.contains("<b>\"Bold\""))
    }

    @Test("Control characters and bidirectional overrides are shown as escapes, never raw")
    func controls() {
        #expect(Self.html.contains("<bdi>Old\\u{1B}[31m\\u{202E}</bdi>"))
        #expect(!Self.html.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    @Test("Right-to-left keys and messages are isolated and take their own direction")
    func rightToLeft() {
        #expect(Self.html.contains("<td data-label=\"Key\" dir=\"auto\"><bdi>שלום</bdi></td>"))
        #expect(Self.html.contains("<td data-label=\"Message\" dir=\"auto\">"))
    }

    @Test("The page is self-contained: no external script, style, image or font")
    func selfContained() {
        for needle in ["src=", "href=", "@import", "url(", "<link"] {
            #expect(!Self.html.contains(needle), "\(needle)")
        }
        #expect(Self.html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(Self.html.contains("@media print"))
        #expect(Self.html.contains(".filter, #by-locale { display: none; }"), "printed once, by rule")
        #expect(Self.html.contains("@media (max-width: 40rem)"))
    }

    @Test("Totals, completion bars and groups by rule and by language")
    func structure() {
        #expect(Self.html.contains("<li class=\"total sev-error\" data-severity=\"error\"><b>2</b> errors</li>"))
        #expect(Self.html.contains("<li class=\"total sev-warning\" data-severity=\"warning\"><b>1</b> warning</li>"))
        #expect(Self.html.contains("<li class=\"total sev-note\" data-severity=\"note\"><b>1</b> note</li>"))
        #expect(Self.html.contains("<li class=\"total\" data-total=\"findings\"><b>4</b> findings</li>"))
        #expect(Self.html.contains("data-locale=\"ar\" data-keys=\"3\" data-translated=\"2\" data-percent=\"66.7\""))
        #expect(Self.html.contains("<span class=\"fill\" style=\"width: 66.7%\"></span>"))
        #expect(Self.html.contains("<time>2026-01-01 00:00 UTC</time>"))
        for group in [
            "data-rule=\"missing-translation\"", "data-rule=\"untranslated\"", "data-rule=\"duplicate-key\"",
            "data-locale=\"ar\"", "data-locale=\"he\"", "data-locale=\"\"",
        ] {
            #expect(Self.html.contains("<section class=\"group\" \(group)>"), "\(group)")
        }
        #expect(Self.html.components(separatedBy: "<tr class=\"finding").count == 1 + 2 * 4)
        #expect(Self.html.contains("<tr class=\"finding sev-note\" data-rule=\"stale-entry\""))
        #expect(Self.html.contains("<code class=\"place\">App/L.xcstrings:4:5</code>"))
        #expect(
            Self.html.contains("<code class=\"place\">App/L.xcstrings:9:1</code>"),
            "no column: 1, as in the text report")
        #expect(Self.html.contains("<code class=\"place\">App/L.xcstrings</code>"))
    }

    @Test("No findings: no filter, no groups")
    func empty() {
        var diagnostics = AuditDiagnostics()
        diagnostics.addSummary(AuditLocaleSummary(locale: "de", keys: 1, translated: 1))
        let html = AuditHTMLReporter(command: "btnloc audit", date: "today").render(diagnostics)
        #expect(html.contains("<p class=\"none\">No findings.</p>"))
        #expect(!html.contains("id=\"filter\""))
        #expect(html.contains("data-percent=\"100.0\""))
    }
}
