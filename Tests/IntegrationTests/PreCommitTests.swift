import Foundation
import Testing

/// The hooks of `.pre-commit-hooks.yaml`, run by the real pre-commit (PyPI) in a throwaway
/// git repository: pre-commit builds this package as `language: swift` hooks are built
/// (`swift build -c release`), then runs the hooks on the staged catalogs.
///
/// pre-commit is looked up as `$PRE_COMMIT`, then on PATH (`.ci/run` installs it into a
/// virtual environment and sets `PRE_COMMIT`); without it the tests are skipped with a
/// warning. The hook repository and pre-commit's cache stay under /tmp between runs, so
/// that the release build happens again only when this package changes.
@Suite("pre-commit hooks", .serialized, .enabled(if: PreCommitTool.path != nil))
struct PreCommitTests {
    /// git with a fixed identity, so that commits need no configuration.
    static func git(_ arguments: [String], in folder: String) async throws -> ProcessRun {
        try await ProcessRun.run(
            "git", arguments, in: folder,
            environment: [
                "GIT_AUTHOR_NAME": "Tests", "GIT_AUTHOR_EMAIL": "tests@example.com", "GIT_COMMITTER_NAME": "Tests",
                "GIT_COMMITTER_EMAIL": "tests@example.com", "GIT_CONFIG_GLOBAL": "/dev/null",
            ])
    }

    /// A git repository holding this package's working tree as the hook repository, and
    /// its commit: unchanged files make no new commit, so pre-commit reuses its build.
    static func hookRepository() async throws -> (path: String, revision: String) {
        let folder = try RepositoryFiles.persistentFolder("pre-commit") + "/hooks"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FolderSync.mirror(
            RepositoryFiles.root, to: folder, skipping: [".build", ".git", ".swiftpm", "bench-output"])
        if !FileManager.default.fileExists(atPath: folder + "/.git") {
            _ = try await git(["init", "-q"], in: folder)
        }
        _ = try await git(["add", "-A"], in: folder)
        let changes = try await git(["status", "--porcelain"], in: folder)
        let head = try await git(["rev-parse", "HEAD"], in: folder)
        if !changes.output.isEmpty || head.status != 0 {
            let commit = try await git(["commit", "-q", "-m", "StandardButtons working tree"], in: folder)
            guard commit.status == 0 else { throw FixtureError("git commit failed: \(commit)") }
        }
        let revision = try await git(["rev-parse", "HEAD"], in: folder)
        return (folder, revision.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A throwaway repository using the hooks, with `files` staged.
    static func userRepository(hooks: [String], files: [String: String]) async throws -> String {
        let hookRepository = try await hookRepository()
        let folder = try RepositoryFiles.temporaryFolder("pre-commit-user")
        _ = try await git(["init", "-q"], in: folder)
        let hookList = hooks.map { "      - id: \($0)" }.joined(separator: "\n")
        try RepositoryFiles.write(
            """
            repos:
              - repo: \(hookRepository.path)
                rev: \(hookRepository.revision)
                hooks:
            \(hookList)

            """, to: folder + "/.pre-commit-config.yaml")
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try RepositoryFiles.write(text, to: path)
        }
        _ = try await git(["add", "-A"], in: folder)
        return folder
    }

    /// `pre-commit run` (the staged files) with a cache that stays between test runs.
    static func run(in folder: String) async throws -> ProcessRun {
        let cache = try RepositoryFiles.persistentFolder("pre-commit") + "/cache"
        return try await ProcessRun.run(
            try #require(PreCommitTool.path), ["run", "--color", "never"], in: folder,
            environment: ["PRE_COMMIT_HOME": cache, "GIT_CONFIG_GLOBAL": "/dev/null"], timeout: 3600)
    }

    static var cleanCatalog: String {
        get throws {
            try RepositoryFiles.read(
                RepositoryFiles.fixtures + "/PluginClient/Sources/Greetings/Resources/Localizable.xcstrings")
        }
    }

    @Test("Clean staged catalogs pass both hooks; other files are skipped")
    func cleanCatalogsPass() async throws {
        let folder = try await Self.userRepository(
            hooks: ["btnloc-format-check", "btnloc-audit"],
            files: ["App/Localizable.xcstrings": try Self.cleanCatalog, "README.md": "A readme.\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await Self.run(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("String Catalogs are formatted as Xcode writes them"), "\(run)")
        #expect(run.output.contains("Audit String Catalogs"), "\(run)")
        #expect(!run.output.contains("Failed"), "\(run)")

        let none = try await Self.userRepository(hooks: ["btnloc-audit"], files: ["README.md": "No catalog.\n"])
        defer { try? FileManager.default.removeItem(atPath: none) }
        let skipped = try await Self.run(in: none)
        #expect(skipped.status == 0, "\(skipped)")
        #expect(skipped.output.contains("(no files to check)Skipped"), "\(skipped)")
    }

    @Test("An error in a staged catalog fails btnloc-audit, naming the rule and file")
    func auditFailsOnError() async throws {
        let broken = try Self.cleanCatalog.replacing("\"value\" : \"Hallo, %@!\"", with: "\"value\" : \"Hallo!\"")
        let folder = try await Self.userRepository(
            hooks: ["btnloc-audit"], files: ["App/Localizable.xcstrings": broken])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await Self.run(in: folder)
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("Audit String Catalogs"), "\(run)")
        #expect(run.output.contains("Failed"), "\(run)")
        #expect(run.output.contains("App/Localizable.xcstrings"), "\(run)")
        #expect(run.output.contains("placeholder-mismatch"), "\(run)")
    }

    @Test("A misformatted catalog fails btnloc-format-check; btnloc-format rewrites it")
    func formatHooks() async throws {
        let clean = try Self.cleanCatalog
        let misformatted = clean.replacing("\" : ", with: "\": ")
        let folder = try await Self.userRepository(
            hooks: ["btnloc-format-check"], files: ["App/Localizable.xcstrings": misformatted])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = try await Self.run(in: folder)
        #expect(check.status == 1, "\(check)")
        #expect(check.output.contains("App/Localizable.xcstrings"), "\(check)")
        #expect(try RepositoryFiles.read(folder + "/App/Localizable.xcstrings") == misformatted)

        let rewriting = try await Self.userRepository(
            hooks: ["btnloc-format"], files: ["App/Localizable.xcstrings": misformatted])
        defer { try? FileManager.default.removeItem(atPath: rewriting) }
        let format = try await Self.run(in: rewriting)
        #expect(format.status == 1, "pre-commit fails a hook that changed files: \(format)")
        #expect(format.output.contains("files were modified by this hook"), "\(format)")
        #expect(try RepositoryFiles.read(rewriting + "/App/Localizable.xcstrings") == clean)
    }
}

/// Where pre-commit is: `$PRE_COMMIT`, else the first `pre-commit` on PATH; nil, with a
/// printed warning, when it is not installed.
enum PreCommitTool {
    static let path: String? = {
        let variable = ProcessInfo.processInfo.environment["PRE_COMMIT"]
        let found =
            variable.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
            ?? RepositoryFiles.onPath("pre-commit")
        if found == nil {
            print(
                "WARNING: pre-commit is not installed (set PRE_COMMIT or put it on PATH; .ci/run installs it):"
                    + " the pre-commit hook tests are SKIPPED")
        }
        return found
    }()
}
