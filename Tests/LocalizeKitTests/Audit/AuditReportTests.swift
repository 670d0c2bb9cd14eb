import Testing

@testable import LocalizeKit

@Suite("Audit: diagnostics, baselines and reporters")
struct AuditReportTests {
    typealias F = AuditFixtures

    static func sample() throws -> AuditDiagnostics {
        let json = F.catalog([
            "Cancel": F.entry(["en": F.unit("Cancel"), "de": F.unit("Abbrechen"), "fr": F.unit("Annuler")]),
            "Delete %@": F.entry([
                "en": F.unit("Delete %@"), "de": F.unit("Löschen"), "fr": F.unit("Supprimer %@", state: "needs_review"),
            ]),
            "Save, 100%": F.entry(["en": F.unit("Save: \"now\"\n")]),
        ])
        return try F.audit(json, file: "App/Localizable.xcstrings")
    }

    @Test("The outcome follows --fail-on: errors by default, warnings, or never")
    func outcome() throws {
        let diagnostics = try Self.sample()
        #expect(diagnostics.count(of: .error) == 3)
        #expect(diagnostics.count(of: .warning) == 1)
        #expect(diagnostics.outcome(failOn: .error) == .failed)
        #expect(diagnostics.outcome(failOn: .never) == .passed)
        var onlyWarnings = AuditDiagnostics()
        onlyWarnings.add(AuditFinding(rule: .untranslated, file: "a", line: 1, key: "k", locale: "de", message: "m"))
        #expect(onlyWarnings.outcome(failOn: .error) == .passed)
        #expect(onlyWarnings.outcome(failOn: .warning) == .failed)
        #expect(AuditOutcome.passed.exitStatus == 0 && AuditOutcome.failed.exitStatus == 1)
    }

    @Test("Findings of disabled rules are not kept")
    func disabledRules() {
        var diagnostics = AuditDiagnostics(rules: [.missingTranslation])
        diagnostics.add(AuditFinding(rule: .untranslated, file: "a", line: 1, key: nil, locale: nil, message: "m"))
        diagnostics.add(
            AuditFinding(rule: .missingTranslation, file: "a", line: 1, key: nil, locale: nil, message: "m"))
        #expect(diagnostics.findings.map(\.rule) == [.missingTranslation])
    }

    @Test("A baseline written and read back sets known findings aside, each once, whatever their line")
    func baseline() throws {
        var diagnostics = try Self.sample()
        let baseline = AuditBaseline(findings: Array(diagnostics.findings.prefix(2)))
        let folder = try TemporaryFolder()
        try baseline.write(toFile: folder.path + "/baseline.json")
        let read = try AuditBaseline(contentsOfFile: folder.path + "/baseline.json")
        #expect(read == baseline)
        let total = diagnostics.findings.count
        diagnostics.suppress(knownIn: read)
        #expect(diagnostics.suppressedCount == 2)
        #expect(diagnostics.findings.count == total - 2)
        var moved = try Self.sample()
        moved = AuditDiagnostics()
        for finding in try Self.sample().findings {
            var shifted = finding
            shifted.line += 10
            moved.add(shifted)
        }
        moved.suppress(knownIn: read)
        #expect(moved.suppressedCount == 2)
    }

    @Test("A baseline that is not one is a ParseError with its position")
    func badBaseline() {
        #expect(throws: ParseError.self) { try AuditBaseline(Array("[]".utf8)) }
        #expect(throws: ParseError.self) { try AuditBaseline(Array("{\"version\" : 2, \"findings\" : []}".utf8)) }
        #expect(throws: ParseError.self) { try AuditBaseline(Array("{\"version\" : 1, \"findings\" : [{}]}".utf8)) }
        #expect((try? AuditBaseline(Array("{\"version\" : 1, \"findings\" : []}".utf8)))?.fingerprints.isEmpty == true)
    }

    @Test("text: grouped by file, aligned, counts at the end; colours only when asked")
    func text() throws {
        let diagnostics = try Self.sample()
        let plain = AuditTextReporter().render(diagnostics)
        #expect(
            plain == """
                App/Localizable.xcstrings
                  10  error    placeholder-mismatch  [de] "Delete %@": lacks %@ (argument 1) of the source
                  11  warning  needs-review          [fr] "Delete %@": needs review
                  13  error    missing-translation   [de] "Save, 100%": no translation
                  13  error    missing-translation   [fr] "Save, 100%": no translation

                3 errors, 1 warning, 0 notes in 1 file

                """)
        let coloured = AuditTextReporter(usesColor: true).render(diagnostics)
        #expect(coloured.contains("\u{1B}[1;31merror  \u{1B}[0m"))
        #expect(!plain.contains("\u{1B}["))
    }

    @Test("text --summary: a completion table with bars")
    func summaryTable() throws {
        let table = AuditTextReporter(showsSummary: true).render(try Self.sample())
        #expect(
            table.hasSuffix(
                """
                LOCALE  KEYS  TRANSLATED  MISSING  COMPLETE
                de         3           2        1  █████████████▎░░░░░░  66.7%
                fr         3           2        1  █████████████▎░░░░░░  66.7%

                """))
        #expect(AuditTextReporter.bar(100) == String(repeating: "█", count: 20))
        #expect(AuditTextReporter.bar(0) == String(repeating: "░", count: 20))
    }

    @Test("json: findings and a summary per locale, as valid JSON")
    func json() throws {
        let text = AuditJSONReporter().render(try Self.sample())
        let value = try JSONReader.parse(Array(text.utf8))
        let object = try #require(value.object)
        let findings = try #require(object["findings"]?.array)
        #expect(findings.count == 4)
        let first = try #require(findings.first?.object)
        #expect(first.keys == ["rule", "severity", "file", "line", "key", "locale", "message"])
        #expect(first["rule"] == .string("placeholder-mismatch"))
        #expect(first["line"] == .number("10"))
        let german = try #require(object["summary"]?.object?["de"]?.object)
        #expect(german["keys"] == .number("3"))
        #expect(german["translated"] == .number("2"))
        #expect(german["missing"] == .number("1"))
        #expect(german["percent"] == .number("66.7"))
    }

    @Test("sarif: a SARIF 2.1.0 log with every rule and one result per finding")
    func sarif() throws {
        let text = AuditSARIFReporter(toolVersion: "1.2.3").render(try Self.sample())
        let log = try #require(try JSONReader.parse(Array(text.utf8)).object)
        #expect(log["version"] == .string("2.1.0"))
        let run = try #require(log["runs"]?.array?.first?.object)
        let driver = try #require(run["tool"]?.object?["driver"]?.object)
        #expect(driver["name"] == .string("btnloc"))
        #expect(driver["rules"]?.array?.count == AuditRule.allCases.count)
        let results = try #require(run["results"]?.array)
        #expect(results.count == 4)
        let result = try #require(results[1].object)
        #expect(result["ruleId"] == .string("needs-review"))
        #expect(result["level"] == .string("warning"))
        #expect(result["message"]?.object?["text"] == .string("[fr] \"Delete %@\": needs review"))
        let location = try #require(result["locations"]?.array?.first?.object?["physicalLocation"]?.object)
        #expect(location["artifactLocation"]?.object?["uri"] == .string("App/Localizable.xcstrings"))
        #expect(location["artifactLocation"]?.object?["uriBaseId"] == .string("%SRCROOT%"))
        #expect(location["region"]?.object?["startLine"] == .number("11"))
        #expect(AuditSARIFReporter.percentEncoded("My App/de.lproj") == "My%20App/de.lproj")
    }

    @Test("github: one workflow command per finding, escaped")
    func github() throws {
        let output = AuditGitHubReporter().render(try Self.sample())
        #expect(
            output.split(separator: "\n").first.map(String.init)
                == "::error file=App/Localizable.xcstrings,line=10,title=placeholder-mismatch::[de] \"Delete %25@\":"
                + " lacks %25@ (argument 1) of the source")
        #expect(AuditGitHubReporter.escapeData("50%\nnext") == "50%25%0Anext")
        #expect(AuditGitHubReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }
}
