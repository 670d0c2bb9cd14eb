import Foundation
import Testing

/// The GitHub Action: `action.yml` runs `Scripts/audit-action.sh`, which these tests run
/// as the runner would, with the `btnloc` built beside the tests (`BTNLOC`) in place of
/// the action's own `swift build -c release`.
@Suite("The GitHub Action")
struct ActionTests {
    static let action = RepositoryFiles.root + "/action.yml"
    static let script = RepositoryFiles.root + "/Scripts/audit-action.sh"

    /// A workspace with `App/Localizable.xcstrings` (the fixture's clean catalog, changed by `edit`).
    static func workspace(_ edit: (String) -> String = { $0 }) throws -> String {
        let folder = try RepositoryFiles.temporaryFolder("action-workspace")
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        let catalog = try RepositoryFiles.read(
            RepositoryFiles.fixtures + "/PluginClient/Sources/Greetings/Resources/Localizable.xcstrings")
        try RepositoryFiles.write(edit(catalog), to: folder + "/App/Localizable.xcstrings")
        return folder
    }

    /// The script in `folder`, with the action's inputs as the environment it maps them to.
    static func run(in folder: String, _ inputs: [String: String]) async throws -> ProcessRun {
        var environment = ["BTNLOC": RepositoryFiles.btnloc]
        for (name, value) in inputs { environment[name] = value }
        return try await ProcessRun.run(script, [], in: folder, environment: environment)
    }

    @Test("action.yml is a composite action whose one step runs the script, with every input passed on")
    func definition() throws {
        let text = try RepositoryFiles.read(Self.action)
        let script = try RepositoryFiles.read(Self.script)
        #expect(text.contains("using: composite"))
        #expect(text.contains("run: '\"$GITHUB_ACTION_PATH/Scripts/audit-action.sh\"'"))
        let inputs = ["paths", "fail-on", "sarif", "arguments", "configuration"]
        for input in inputs {
            #expect(text.contains("\n  \(input):\n    description:"), "input \(input) is declared")
            let variable = "BTNLOC_" + input.uppercased().replacing("-", with: "_")
            #expect(text.contains("\(variable): ${{ inputs.\(input) }}"), "\(input) is passed as \(variable)")
            #expect(script.contains("${\(variable)"), "the script reads \(variable)")
        }
        // Nothing from outside the runner's toolchain: no other action, no download.
        for word in ["uses:", "curl", "wget", "git clone", "https://"] {
            #expect(
                !text.components(separatedBy: "\n").filter { !$0.hasPrefix("#") }.joined().contains(word), "\(word)")
            #expect(!script.contains(word), "\(word)")
        }
        #expect(script.contains("swift build --package-path \"$package\" -c \"$configuration\" --product btnloc"))
    }

    @Test("A seeded error: annotations on the file and line, exit 1, SARIF and the step summary")
    func seededError() async throws {
        let folder = try Self.workspace { $0.replacing("\"value\" : \"Hallo, %@!\"", with: "\"value\" : \"Hallo!\"") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await Self.run(
            in: folder,
            [
                "BTNLOC_PATHS": "App", "BTNLOC_SARIF": folder + "/audit.sarif",
                "GITHUB_STEP_SUMMARY": folder + "/summary.md", "GITHUB_OUTPUT": folder + "/output",
            ])
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("::error file=App/Localizable.xcstrings,line="), "\(run)")
        #expect(run.output.contains("title=placeholder-mismatch::"), "\(run)")

        let sarif = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/audit.sarif")))
        let report = try #require(sarif as? [String: Any])
        #expect(report["version"] as? String == "2.1.0")
        let runs = try #require(report["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "placeholder-mismatch" })
        #expect(try RepositoryFiles.read(folder + "/output") == "sarif=\(folder)/audit.sarif\n")
        let summary = try RepositoryFiles.read(folder + "/summary.md")
        #expect(summary.hasPrefix("### btnloc audit\n"), "\(summary)")
        #expect(summary.contains("placeholder-mismatch"), "\(summary)")
    }

    @Test("Clean passes; fail-on decides for a warning; more options go to btnloc audit")
    func failOnAndOptions() async throws {
        let clean = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let passed = try await Self.run(in: clean, ["BTNLOC_PATHS": "App"])
        #expect(passed.status == 0, "\(passed)")
        #expect(!passed.output.contains("::error"), "\(passed)")

        let warned = try Self.workspace {
            $0.replacing(
                "\"state\" : \"translated\",\n            \"value\" : \"Abmelden\"",
                with: "\"state\" : \"needs_review\",\n            \"value\" : \"Abmelden\"")
        }
        defer { try? FileManager.default.removeItem(atPath: warned) }
        let lenient = try await Self.run(in: warned, ["BTNLOC_PATHS": "App"])
        #expect(lenient.status == 0, "\(lenient)")
        #expect(lenient.output.contains("::warning file=App/Localizable.xcstrings,line="), "\(lenient)")
        let strict = try await Self.run(in: warned, ["BTNLOC_PATHS": "App", "BTNLOC_FAIL_ON": "warning"])
        #expect(strict.status == 1, "\(strict)")
        let disabled = try await Self.run(
            in: warned,
            ["BTNLOC_PATHS": "App", "BTNLOC_FAIL_ON": "warning", "BTNLOC_ARGUMENTS": "--disable needs-review"])
        #expect(disabled.status == 0, "\(disabled)")
        #expect(!disabled.output.contains("::warning"), "\(disabled)")
    }

    @Test("A path that does not exist is btnloc's missing-input error")
    func missingPath() async throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await Self.run(in: folder, ["BTNLOC_PATHS": "App Nowhere"])
        #expect(run.status == 66, "\(run)")
        #expect(run.output.contains("Nowhere"), "\(run)")
    }
}
