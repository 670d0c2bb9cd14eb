import Foundation
import Testing

/// StandardButtons' SwiftPM plugins, used for real by a package that depends on this one
/// by path (`Fixtures/PluginClient`: a catalog in one target, `.lproj` tables in another).
///
/// The tests share one scratch folder, so this package is built once for all of them (and
/// again only when it changes); they run one after another.
@Suite("SwiftPM plugins in a package that depends on this one", .serialized)
struct PluginTests {
    @Test("audit-localizations passes a clean package, auditing its catalog and its .lproj tables")
    func auditCleanPackage() async throws {
        let client = try PluginClient.fresh()
        let run = try await client.package(["audit-localizations"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("0 errors, 0 warnings, 0 notes in 3 files"), "\(run)")
    }

    @Test(
        "audit-localizations fails on a seeded error, naming rule, file and line; --fail-on never passes, SARIF on stdout"
    )
    func auditSeededError() async throws {
        let client = try PluginClient.fresh()
        try client.seedPlaceholderError()
        let run = try await client.package(["audit-localizations", "--format", "github"])
        #expect(run.status == 1, "\(run)")
        let annotation = try #require(
            run.output.split(separator: "\n").first { $0.hasPrefix("::error file=\(client.catalog),line=") },
            "\(run)")
        #expect(annotation.contains("title=placeholder-mismatch::[de] \"Hello, %25@!\""), "\(annotation)")
        let line = try #require(Int(annotation.split(separator: "line=")[1].prefix { $0.isNumber }))
        let entry = try client.catalogLine(containing: "\"Hello, %@!\" : {")
        let next = try client.catalogLine(containing: "\"Sign Out\" : {")
        #expect((entry..<next).contains(line), "line \(line) is in the entry of \"Hello, %@!\"")

        // Standard output is the report alone (SwiftPM's own lines go to standard error):
        // `swift package audit-localizations --format sarif > audit.sarif` works.
        let lenient = try await client.package(
            ["audit-localizations", "--fail-on", "never", "--format", "sarif"], separateErrors: true)
        #expect(lenient.status == 0, "\(lenient)")
        let sarif = try JSONSerialization.jsonObject(with: Data(lenient.output.utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0", "\(lenient)")
        #expect(lenient.output.contains("\"placeholder-mismatch\""), "\(lenient)")
    }

    @Test("audit-localizations finds .lproj tables through the target list; --target limits the audit")
    func auditTablesAndTargets() async throws {
        let client = try PluginClient.fresh()
        try client.seedMissingTableKey()
        let run = try await client.package(["audit-localizations"])
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains(client.path + "/Sources/Settings/Resources/en.lproj/Settings.strings"), "\(run)")
        #expect(run.output.contains("missing-translation"), "\(run)")
        #expect(run.output.contains("\"Settings.Notifications\""), "\(run)")

        let greetings = try await client.package(["audit-localizations", "--target", "Greetings"])
        #expect(greetings.status == 0, "\(greetings)")
        #expect(greetings.output.contains("0 errors, 0 warnings, 0 notes in 1 file"), "\(greetings)")

        let unknown = try await client.package(["audit-localizations", "--target", "Nowhere"])
        #expect(unknown.status != 0, "\(unknown)")
        #expect(unknown.output.contains("Nowhere"), "\(unknown)")
    }

    @Test("format-localizations needs the permission to write; --check lists; then it writes Xcode's format")
    func formatCatalogs() async throws {
        let client = try PluginClient.fresh()
        let formatted = try RepositoryFiles.read(client.catalog)
        let misformatted = formatted.replacing("  ", with: "    ").replacing("\" : ", with: "\": ") + "\n"
        try RepositoryFiles.write(misformatted, to: client.catalog)

        let refused = try await client.package(["format-localizations"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused)")
        #expect(try RepositoryFiles.read(client.catalog) == misformatted)

        let check = try await client.package([
            "--allow-writing-to-package-directory", "format-localizations", "--check",
        ])
        #expect(check.status != 0, "\(check)")
        #expect(check.output.contains(client.catalog), "\(check)")
        #expect(try RepositoryFiles.read(client.catalog) == misformatted)

        let run = try await client.package(["--allow-writing-to-package-directory", "format-localizations"])
        #expect(run.status == 0, "\(run)")
        #expect(try RepositoryFiles.read(client.catalog) == formatted)
    }

    @Test("LocalizationAudit: findings are build diagnostics; warnings pass the build, an error fails it")
    func buildToolPlugin() async throws {
        let client = try PluginClient.fresh()
        let clean = try await client.build(["--target", "Greetings"])
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.output.contains("Auditing the localizations of Greetings"), "\(clean)")
        #expect(!clean.output.contains(client.catalog), "\(clean)")

        try client.seedReviewWarning()
        let warned = try await client.build(["--target", "Greetings"])
        #expect(warned.status == 0, "\(warned)")
        let warning = try #require(Self.diagnostic(in: warned.output, file: client.catalog), "\(warned)")
        #expect(warning.severity == "warning")
        #expect(warning.message == "[de] \"Sign Out\": needs review [needs-review]")
        #expect(warning.line > (try client.catalogLine(containing: "\"Sign Out\" : {")))

        try client.seedPlaceholderError()
        let failed = try await client.build(["--target", "Greetings"])
        #expect(failed.status != 0, "\(failed)")
        let error = try #require(
            Self.diagnostics(in: failed.output, file: client.catalog).first { $0.severity == "error" }, "\(failed)")
        #expect(error.message.hasSuffix("[placeholder-mismatch]"), "\(error.message)")

        _ = try PluginClient.fresh()
        let repaired = try await client.build(["--target", "Greetings"])
        #expect(repaired.status == 0, "\(repaired)")
    }

    /// A `file:line[:column]: severity: message` line of a build log.
    struct Diagnostic {
        let line: Int
        let severity: String
        let message: String
    }

    static func diagnostics(in output: String, file: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { text -> Diagnostic? in
            guard text.hasPrefix(file + ":") else { return nil }
            let fields = text.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let line = Int(fields[0]) else { return nil }
            var severity = fields[1].trimmingCharacters(in: .whitespaces)
            var message = String(fields[2].dropFirst())
            if Int(severity) != nil {  // a column: severity and message come after it
                let rest = fields[2].split(separator: ":", maxSplits: 1)
                guard rest.count == 2 else { return nil }
                severity = rest[0].trimmingCharacters(in: .whitespaces)
                message = String(rest[1].dropFirst())
            }
            return Diagnostic(line: line, severity: severity, message: message)
        }
    }

    static func diagnostic(in output: String, file: String) -> Diagnostic? {
        diagnostics(in: output, file: file).first
    }
}
