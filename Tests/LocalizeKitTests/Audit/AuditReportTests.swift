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
        #expect(read.fingerprints.map(\.rule) == baseline.fingerprints.map(\.rule))
        let total = diagnostics.findings.count
        diagnostics.suppress(knownIn: read)
        #expect(diagnostics.suppressedCount == 2)
        #expect(diagnostics.findings.count == total - 2)
        var moved = AuditDiagnostics()
        for finding in try Self.sample().findings {
            var shifted = finding
            shifted.line += 10
            moved.add(shifted)
        }
        moved.suppress(knownIn: read)
        #expect(moved.suppressedCount == 2)
    }

    @Test(
        "A baseline stores paths relative to its own folder and matches any spelling of the same file",
        arguments: ["relative", "dot", "absolute", "parent"])
    func baselineSpellings(spelling: String) throws {
        let folder = try TemporaryFolder()
        let catalog = folder.path + "/App/Localizable.xcstrings"
        try folder.write("App/Localizable.xcstrings", "{}")
        try folder.write("ci/.keep", "")
        let finding = AuditFinding(rule: .untranslated, file: catalog, line: 3, key: "k", locale: "de", message: "m")
        try AuditBaseline(findings: [finding]).write(toFile: folder.path + "/ci/baseline.json")
        let stored = String(decoding: try FileInput.readAll(path: folder.path + "/ci/baseline.json"), as: UTF8.self)
        #expect(stored.contains("\"file\" : \"../App/Localizable.xcstrings\""))
        let cwd = AuditFilePath.currentDirectory
        let relative = AuditFilePath.relative(AuditFilePath.absolute(catalog), to: AuditFilePath.absolute(cwd))
        let spelled: String
        switch spelling {
        case "relative": spelled = relative
        case "dot": spelled = "./" + relative
        case "parent": spelled = folder.path + "/App/../App/Localizable.xcstrings"
        default: spelled = catalog
        }
        var diagnostics = AuditDiagnostics()
        var same = finding
        same.file = spelled
        diagnostics.add(same)
        diagnostics.suppress(knownIn: try AuditBaseline(contentsOfFile: folder.path + "/ci/baseline.json"))
        #expect(diagnostics.suppressedCount == 1, "\(spelled)")
        var other = AuditDiagnostics()
        var elsewhere = finding
        elsewhere.file = folder.path + "/Other/Localizable.xcstrings"
        other.add(elsewhere)
        other.suppress(knownIn: try AuditBaseline(contentsOfFile: folder.path + "/ci/baseline.json"))
        #expect(other.suppressedCount == 0)
    }

    @Test("A baseline that is not one is a ParseError with its position")
    func badBaseline() {
        #expect(throws: ParseError.self) { try AuditBaseline(Array("[]".utf8)) }
        #expect(throws: ParseError.self) { try AuditBaseline(Array("{\"version\" : 2, \"findings\" : []}".utf8)) }
        #expect(throws: ParseError.self) { try AuditBaseline(Array("{\"version\" : 1, \"findings\" : [{}]}".utf8)) }
        #expect((try? AuditBaseline(Array("{\"version\" : 1, \"findings\" : []}".utf8)))?.fingerprints.isEmpty == true)
    }

    @Test(
        "text: one line per finding as compilers write them (file:line:column: severity: message [rule]), then counts")
    func text() throws {
        let diagnostics = try Self.sample()
        let plain = AuditTextReporter().render(diagnostics)
        #expect(
            plain == """
                App/Localizable.xcstrings:10:1: error: [de] "Delete %@": lacks %@ (argument 1) of the source [placeholder-mismatch]
                App/Localizable.xcstrings:11:1: warning: [fr] "Delete %@": needs review [needs-review]
                App/Localizable.xcstrings:13:1: error: [de] "Save, 100%": no translation [missing-translation]
                App/Localizable.xcstrings:13:1: error: [fr] "Save, 100%": no translation [missing-translation]

                3 errors, 1 warning, 0 notes in 1 file

                """)
        let coloured = AuditTextReporter(usesColor: true).render(diagnostics)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(!plain.contains("\u{1B}["))
    }

    @Test("text: the counts line says how many inputs could not be audited, so 0 errors never reads as a pass")
    func inputsNotAudited() {
        let diagnostics = Auditor().audit(paths: ["/nonexistent-btnloc-report-test/A.xcstrings"])
        #expect(diagnostics.inputFailures.count == 1)
        #expect(
            AuditTextReporter().render(diagnostics)
                == "0 errors, 0 warnings, 0 notes in 0 files; 1 input was not audited\n")
        #expect(AuditTextReporter().render(AuditDiagnostics()) == "0 errors, 0 warnings, 0 notes in 0 files\n")
    }

    @Test("text: control characters of keys, values and files are written as escapes, never raw")
    func controlCharacters() {
        var diagnostics = AuditDiagnostics()
        diagnostics.add(
            AuditFinding(
                rule: .untranslated, file: "a\u{7}.xcstrings", line: 2, column: 3, key: "Bell\u{7}\u{1B}[31m\u{0}\n",
                locale: "de", message: "identical to the source: \"\u{1B}[2J\u{202E}x\""))
        let text = AuditTextReporter().render(diagnostics)
        #expect(
            !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x202E })
        #expect(text.contains(#"a\u{7}.xcstrings:2:3: warning: [de] "Bell\u{7}\u{1B}[31m\u{0}\n": identical"#))
        #expect(text.contains(#"\u{1B}[2J\u{202E}x"#))
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

    /// The sample with a file that failed to parse, at line 3, column 5.
    static func sampleWithFailure() throws -> AuditDiagnostics {
        var diagnostics = try sample()
        diagnostics.add(
            .malformed(ParseError("expected ':'", at: SourceLocation(file: "Broken.xcstrings", line: 3, column: 5))))
        return diagnostics
    }

    @Test("json: findings with their column, input errors, a summary per locale and counts, as valid JSON")
    func json() throws {
        let text = AuditJSONReporter().render(try Self.sampleWithFailure())
        let value = try JSONReader.parse(Array(text.utf8))
        let object = try #require(value.object)
        let findings = try #require(object["findings"]?.array)
        #expect(findings.count == 4)
        let first = try #require(findings.first?.object)
        #expect(first.keys == ["rule", "severity", "file", "line", "column", "key", "locale", "message"])
        #expect(first["rule"] == .string("placeholder-mismatch"))
        #expect(first["line"] == .number("10"))
        let errors = try #require(object["errors"]?.array)
        #expect(errors.count == 1)
        let error = try #require(errors.first?.object)
        #expect(error["file"] == .string("Broken.xcstrings"))
        #expect(error["line"] == .number("3") && error["column"] == .number("5"))
        #expect(error["message"] == .string("expected ':'"))
        let german = try #require(object["summary"]?.object?["de"]?.object)
        #expect(german["keys"] == .number("3"))
        #expect(german["translated"] == .number("2"))
        #expect(german["missing"] == .number("1"))
        #expect(german["percent"] == .number("66.7"))
        let counts = try #require(object["counts"]?.object)
        #expect(counts.keys == ["error", "warning", "note"])
        let clean = try #require(try JSONReader.parse(Array(AuditJSONReporter().render(Self.sample()).utf8)).object)
        #expect(clean["errors"] == .array([]))
    }

    @Test(
        "sarif: every rule, one result per finding, paths relative to the working directory, failures in the invocation"
    )
    func sarif() throws {
        let reporter = AuditSARIFReporter(toolVersion: "1.2.3", workingDirectory: "/work/My App")
        var diagnostics = try Self.sampleWithFailure()
        diagnostics.add(
            AuditFinding(
                rule: .untranslated, file: "/work/My App/x/y.xcstrings", line: 2, key: nil, locale: nil, message: "m"))
        diagnostics.add(
            AuditFinding(
                rule: .untranslated, file: "/elsewhere/z.xcstrings", line: 2, key: nil, locale: nil, message: "m"))
        let text = reporter.render(diagnostics)
        let log = try #require(try JSONReader.parse(Array(text.utf8)).object)
        #expect(log["version"] == .string("2.1.0"))
        let run = try #require(log["runs"]?.array?.first?.object)
        let driver = try #require(run["tool"]?.object?["driver"]?.object)
        #expect(driver["name"] == .string("btnloc"))
        #expect(driver["rules"]?.array?.count == AuditRule.allCases.count)
        #expect(run["originalUriBaseIds"]?.object?["%SRCROOT%"]?.object?["uri"] == .string("file:///work/My%20App/"))
        let invocation = try #require(run["invocations"]?.array?.first?.object)
        #expect(invocation["executionSuccessful"] == .bool(false))
        let notification = try #require(invocation["toolExecutionNotifications"]?.array?.first?.object)
        #expect(notification["level"] == .string("error"))
        #expect(notification["message"]?.object?["text"] == .string("expected ':'"))
        let failedAt = try #require(notification["locations"]?.array?.first?.object?["physicalLocation"]?.object)
        #expect(failedAt["artifactLocation"]?.object?["uri"] == .string("Broken.xcstrings"))
        #expect(failedAt["region"]?.object?["startLine"] == .number("3"))
        #expect(failedAt["region"]?.object?["startColumn"] == .number("5"))
        let results = try #require(run["results"]?.array)
        #expect(results.count == 6)
        let result = try #require(results[1].object)
        #expect(result["ruleId"] == .string("needs-review"))
        #expect(result["level"] == .string("warning"))
        #expect(result["message"]?.object?["text"] == .string("[fr] \"Delete %@\": needs review"))
        let location = try #require(result["locations"]?.array?.first?.object?["physicalLocation"]?.object)
        #expect(location["artifactLocation"]?.object?["uri"] == .string("App/Localizable.xcstrings"))
        #expect(location["artifactLocation"]?.object?["uriBaseId"] == .string("%SRCROOT%"))
        #expect(location["region"]?.object?["startLine"] == .number("11"))
        func uri(_ index: Int) -> JSONValue? {
            results[index].object?["locations"]?.array?.first?.object?["physicalLocation"]?.object?["artifactLocation"]?
                .object?["uri"]
        }
        #expect(uri(4) == .string("x/y.xcstrings"))
        #expect(uri(5) == .string("file:///elsewhere/z.xcstrings"))
        #expect(AuditSARIFReporter.percentEncoded("My App/de.lproj") == "My%20App/de.lproj")
        let clean = try #require(try JSONReader.parse(Array(reporter.render(Self.sample()).utf8)).object)
        let cleanRun = try #require(clean["runs"]?.array?.first?.object)
        #expect(cleanRun["invocations"]?.array?.first?.object?["executionSuccessful"] == .bool(true))
    }

    @Test("github: input errors first at their position, one command per finding, escaped")
    func github() throws {
        let output = AuditGitHubReporter().render(try Self.sampleWithFailure())
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "::error file=Broken.xcstrings,line=3,col=5,title=btnloc audit::expected ':'")
        #expect(
            lines.dropFirst().first
                == "::error file=App/Localizable.xcstrings,line=10,col=1,title=placeholder-mismatch::[de] \"Delete %25@\":"
                + " lacks %25@ (argument 1) of the source")
        #expect(lines.count == 5)
        #expect(AuditGitHubReporter.escapeData("50%\nnext") == "50%25%0Anext")
        #expect(AuditGitHubReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("github: at most --max-annotations per severity, errors first, then one notice with the totals per rule")
    func githubLimit() {
        var diagnostics = AuditDiagnostics()
        for index in 1...4 {
            diagnostics.add(
                AuditFinding(rule: .needsReview, file: "a", line: index, key: nil, locale: nil, message: "w"))
            diagnostics.add(
                AuditFinding(rule: .missingTranslation, file: "a", line: index, key: nil, locale: nil, message: "e"))
        }
        diagnostics.add(AuditFinding(rule: .staleEntry, file: "a", line: 9, key: nil, locale: nil, message: "n"))
        let lines = AuditGitHubReporter(maxAnnotations: 2).render(diagnostics).split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.prefix(while: { $0 != " " }) } == [
                "::error", "::error", "::warning", "::warning", "::notice", "::notice",
            ])
        #expect(lines[4].hasPrefix("::notice file=a,line=9"))
        #expect(
            lines[5]
                == "::notice title=btnloc audit%3A totals::4 of 9 findings are not shown as annotations (at most 2 per"
                + " severity). Findings per rule: missing-translation 4, needs-review 4, stale-entry 1")
        #expect(!AuditGitHubReporter(maxAnnotations: 10).render(diagnostics).contains("totals"))
    }
}
