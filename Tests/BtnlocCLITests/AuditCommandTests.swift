import LocalizeKit
import Testing

@testable import BtnlocCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A folder for the audit command's test files, removed when released.
private final class AuditTestFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.path + "/btnloc-audit-tests-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relativePath: String, _ text: String) throws {
        let full = path + "/" + relativePath
        if let slash = full.lastIndex(of: "/") {
            try FileManager.default.createDirectory(atPath: String(full[..<slash]), withIntermediateDirectories: true)
        }
        try AtomicFile.write(Array(text.utf8), to: full)
    }

    func read(_ relativePath: String) throws -> String {
        String(decoding: try FileInput.readAll(path: path + "/" + relativePath), as: UTF8.self)
    }
}

@Suite("btnloc audit")
struct AuditCommandTests {
    /// A catalog with one error (German lacks "Delete"), one warning (French needs review) and one info (stale).
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Annuler" } }
              }
            },
            "Delete" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
              }
            },
            "Old" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private static func folder() throws -> AuditTestFolder {
        let folder = try AuditTestFolder()
        try folder.write("Localizable.xcstrings", catalog)
        return folder
    }

    @Test("Text output: one line per finding with its file, line and column, then counts; exit 1 for errors")
    func text() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        let run = btnloc("audit", path)
        #expect(run.status == .failure)
        #expect(run.errors.isEmpty)
        #expect(
            run.output == """
                \(path):8:9: warning: [fr] "Cancel": needs review [needs-review]
                \(path):11:5: error: [de] "Delete": no translation [missing-translation]
                \(path):17:5: note: "Old": stale: the key is no longer in the source code [stale-entry]

                1 error, 1 warning, 1 note in 1 file

                """)
        // grep keeps the file on every finding line.
        #expect(run.lines.filter { $0.contains("[") }.allSatisfy { $0.hasPrefix(path + ":") })
    }

    @Test("Colour on a terminal, unless NO_COLOR is set")
    func colour() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        let terminal = CommandContext(environment: [:], isTerminal: true)
        _ = CommandLineTool.run(["audit", path], context: terminal)
        #expect(terminal.standardOutput.contains("\u{1B}[1;31merror"))
        let noColour = CommandContext(environment: ["NO_COLOR": "1"], isTerminal: true)
        _ = CommandLineTool.run(["audit", path], context: noColour)
        #expect(!noColour.standardOutput.contains("\u{1B}["))
    }

    @Test("--fail-on decides the exit status; --rule and --disable choose the rules")
    func failOnAndRules() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        #expect(btnloc("audit", "--fail-on", "never", path).status == .success)
        #expect(btnloc("audit", "--rule", "stale-entry", "--fail-on", "warning", path).status == .success)
        #expect(btnloc("audit", "--rule", "stale-entry", "--fail-on", "note", path).status == .failure)
        #expect(btnloc("audit", "--disable", "missing-translation", path).status == .success)
        #expect(btnloc("audit", "--disable", "missing-translation", "--fail-on", "warning", path).status == .failure)
        let only = btnloc(
            "audit", "--rule", "stale-entry,needs-review", "--fail-on", "warning", "--format", "json", path)
        #expect(only.status == .failure)
        #expect(only.output.contains("\"rule\" : \"stale-entry\""))
        #expect(!only.output.contains("missing-translation"))
    }

    @Test("--locale limits the locales audited and summarized")
    func locale() throws {
        let folder = try Self.folder()
        let run = btnloc("audit", "--locale", "fr", "--format", "json", folder.path + "/Localizable.xcstrings")
        #expect(run.status == .success)
        #expect(!run.output.contains("\"de\""))
        #expect(
            run.output.contains("\"fr\" : { \"keys\" : 2, \"translated\" : 2, \"missing\" : 0, \"percent\" : 100.0 }"))
    }

    @Test("--summary ends the text with a completion table")
    func summary() throws {
        let folder = try Self.folder()
        let run = btnloc("audit", "--summary", folder.path + "/Localizable.xcstrings")
        #expect(
            run.output.hasSuffix(
                """
                LOCALE  KEYS  TRANSLATED  MISSING  COMPLETE
                de         2           1        1  ██████████░░░░░░░░░░  50.0%
                fr         2           2        0  ████████████████████ 100.0%

                """))
    }

    @Test("--write-baseline records the findings; --baseline then passes and says how many it set aside")
    func baseline() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        let baseline = folder.path + "/baseline.json"
        let write = btnloc("audit", "--write-baseline", baseline, path)
        #expect(write.status == .success)
        #expect(try folder.read("baseline.json").contains("\"rule\" : \"missing-translation\""))
        let known = btnloc("audit", "--baseline", baseline, "--fail-on", "warning", path)
        #expect(known.status == .success)
        #expect(
            known.output == "0 errors, 0 warnings, 0 notes in 1 file (3 known findings not shown: in the baseline)\n")
        #expect(btnloc("audit", "--baseline", folder.path + "/none.json", path).status == .noInput)
        try folder.write("bad.json", "{\"version\" : 1}")
        let bad = btnloc("audit", "--baseline", folder.path + "/bad.json", path)
        #expect(bad.status == .dataError)
        #expect(bad.errors.hasSuffix("bad.json:1:1: error: the baseline has no 'findings'\n"))
        #expect(btnloc("audit", "--write-baseline", folder.path + "/no/such/dir/b.json", path).status == .cannotCreate)
    }

    @Test("--write-baseline - writes the baseline to standard output, its paths relative to the current directory")
    func baselineToStandardOutput() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        let report = folder.path + "/report.txt"
        let run = btnloc("audit", "--write-baseline", "-", "-o", report, path)
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        #expect(try folder.read("report.txt").contains("missing-translation"))
        // The same findings as a baseline file holds, each file named from the current directory.
        let baseline = try #require(JSONReader.parse(Array(run.output.utf8)).object)
        let findings = try #require(baseline["findings"]?.array)
        #expect(findings.count == 3)
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        for finding in findings {
            let file = try #require(finding.object?["file"]?.string)
            #expect(!file.hasPrefix("/"))
            let resolved = URL(fileURLWithPath: file, relativeTo: current).standardizedFileURL.resolvingSymlinksInPath()
            #expect(resolved.path == URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        }
        #expect(!FileManager.default.fileExists(atPath: "-"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/-"))
    }

    @Test("--write-baseline - with the report on standard output too is a usage error that writes nothing")
    func baselineAndReportBothOnStandardOutput() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        for output in [[], ["-o", "-"]] {
            let run = btnloc(["audit", "--write-baseline", "-"] + output + [path])
            #expect(run.status == .usage)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("--write-baseline - and the report would both go to standard output"))
        }
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test("sarif and github formats")
    func formats() throws {
        let folder = try Self.folder()
        let path = folder.path + "/Localizable.xcstrings"
        let sarif = btnloc("audit", "--format", "sarif", path)
        #expect(sarif.output.contains("\"version\" : \"2.1.0\""))
        #expect(sarif.output.contains("\"ruleId\" : \"missing-translation\""))
        let github = btnloc("audit", "--format", "github", path)
        #expect(
            github.lines.first
                == "::error file=\(path),line=11,col=5,title=missing-translation::[de] \"Delete\": no translation")
        #expect(github.lines.count == 3)
        let limited = btnloc("audit", "--format", "github", "--max-annotations", "0", path)
        #expect(limited.lines.count == 1)
        #expect(limited.lines.first?.hasPrefix("::notice title=btnloc audit%3A totals::3 of 3 findings") == true)
        #expect(btnloc("audit", "--max-annotations", "x", path).status == .usage)
    }

    @Test("Exit statuses: 66 for a missing path, 65 for a malformed catalog (file:line:column), 64 for usage")
    func exitStatuses() throws {
        let folder = try Self.folder()
        let missing = btnloc("audit", folder.path + "/Nope.xcstrings")
        #expect(missing.status == .noInput)
        #expect(missing.errors == "btnloc audit: error: '\(folder.path)/Nope.xcstrings' does not exist\n")
        try folder.write(
            "Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 1\n  }\n}")
        let broken = btnloc("audit", folder.path + "/Broken.xcstrings")
        #expect(broken.status == .dataError)
        #expect(
            broken.errors
                == "\(folder.path)/Broken.xcstrings:4:11: error: expected an object for the entry 'a', found a number\n"
        )
        for arguments in [
            ["audit"], ["audit", "--format", "xml", "x"], ["audit", "--rule", "bogus", "x"],
            ["audit", "--fail-on", "info", "x"], ["audit", "--max-annotations", "-1", "x"],
            ["audit", "--locale", "en--US", "x"], ["audit", "--length-ratio", "0.5", "x"], ["audit", "--bogus", "x"],
        ] {
            let run = btnloc(arguments)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.errors.hasSuffix("See 'btnloc audit --help'.\n"))
        }
    }

    @Test("--locale naming a locale no input has is a usage error (64) that names the locales there are")
    func unknownLocale() throws {
        let folder = try Self.folder()
        let run = btnloc("audit", "--locale", "ja", folder.path + "/Localizable.xcstrings")
        #expect(run.status == .usage)
        #expect(run.errors == "btnloc audit: error: no input has the locale 'ja'; the inputs have: en, de, fr\n")
        #expect(btnloc("audit", "--locale", "FR", folder.path + "/Localizable.xcstrings").status == .success)
    }

    @Test("A directory with no catalog and no .lproj table is missing input (66), not a silent pass")
    func nothingToAudit() throws {
        let folder = try AuditTestFolder()
        try folder.write("notes/readme.txt", "nothing here")
        let run = btnloc("audit", folder.path + "/notes")
        #expect(run.status == .noInput)
        #expect(run.errors.contains("holds no String Catalog (.xcstrings) and no .lproj folder"))
        try folder.write("App/de.lproj/readme.txt", "no tables")
        #expect(btnloc("audit", folder.path + "/App/de.lproj").status == .noInput)
    }

    @Test("A catalog that fails to parse is in every format's output, not only on stderr")
    func failuresInEveryFormat() throws {
        let folder = try Self.folder()
        try folder.write(
            "Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 1\n  }\n}")
        let broken = folder.path + "/Broken.xcstrings"
        let json = btnloc("audit", "--format", "json", broken)
        #expect(json.status == .dataError)
        let object = try #require(try JSONReader.parse(Array(json.output.utf8)).object)
        let error = try #require(object["errors"]?.array?.first?.object)
        #expect(error["file"] == .string(broken) && error["line"] == .number("4") && error["column"] == .number("11"))
        let sarif = btnloc("audit", "--format", "sarif", broken)
        #expect(sarif.status == .dataError)
        #expect(sarif.output.contains("\"executionSuccessful\" : false"))
        #expect(sarif.output.contains("\"startLine\" : 4, \"startColumn\" : 11"))
        let github = btnloc("audit", "--format", "github", broken, folder.path + "/Localizable.xcstrings")
        #expect(github.lines.first?.hasPrefix("::error file=\(broken),line=4,col=11,title=btnloc audit::") == true)
    }

    @Test("--list-rules lists every rule with its default severity")
    func listRules() {
        let run = btnloc("audit", "--list-rules")
        #expect(run.status == .success)
        #expect(run.lines.count == AuditRule.allCases.count)
        #expect(
            run.lines.first
                == "missing-translation             error    A key has no translation for a locale, or only a 'new' one."
                + " e.g. 'Cancel' has no 'de' value")
        for (line, rule) in zip(run.lines, AuditRule.allCases) {
            #expect(line.hasPrefix(rule.rawValue + " "))
            #expect(line.contains(" " + rule.defaultSeverity.rawValue + " "))
        }
    }

    @Test("The help lists every rule with its default severity")
    func helpListsRules() {
        for rule in AuditRule.allCases {
            let line = AuditCommand.help.split(separator: "\n").first { $0.hasPrefix("  " + rule.rawValue + " ") }
            #expect(line?.contains(" " + rule.defaultSeverity.rawValue + " ") == true, "\(rule)")
        }
    }
}
