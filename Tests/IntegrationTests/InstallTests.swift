import Foundation
import Testing

/// `Scripts/install.sh` and `make install` put btnloc, its manual page and completions
/// under a prefix; they are run here with the btnloc built beside the tests (`BTNLOC`)
/// in place of the script's own `swift build -c release`.
@Suite("Installing btnloc")
struct InstallTests {
    static let script = RepositoryFiles.root + "/Scripts/install.sh"

    /// What the installed btnloc prints for arguments, when it exits 0.
    static func output(_ binary: String, _ arguments: [String]) async throws -> String? {
        let run = try await ProcessRun.run(binary, arguments)
        return run.status == 0 ? run.output : nil
    }

    /// The files an install puts under a root, and the btnloc command each comes from.
    static let generated: [(path: String, arguments: [String], marker: String)] = [
        ("share/man/man1/btnloc.1", ["help", "--man"], ".TH "),
        ("share/bash-completion/completions/btnloc", ["completions", "bash"], "btnloc"),
        ("share/zsh/site-functions/_btnloc", ["completions", "zsh"], "btnloc"),
        ("share/fish/vendor_completions.d/btnloc.fish", ["completions", "fish"], "btnloc"),
    ]

    /// Checks an install under `root`: the binary runs from there (its translations are in
    /// it), and each generated file is what btnloc prints, or absent with a warning when
    /// this btnloc cannot make it.
    static func expectInstalled(under root: String, output: String) async throws {
        let binary = root + "/bin/btnloc"
        #expect(FileManager.default.isExecutableFile(atPath: binary), "\(output)")
        let list = try await ProcessRun.run(binary, ["list", "--lang", "de"])
        #expect(list.status == 0 && list.output.contains("Löschen"), "\(list)")
        for file in generated {
            let path = root + "/" + file.path
            if let text = try await Self.output(binary, file.arguments), text.contains(file.marker) {
                #expect(try RepositoryFiles.read(path) == text, "\(file.path)")
            } else {
                #expect(!FileManager.default.fileExists(atPath: path), "\(file.path)")
                #expect(output.contains("WARNING"), "a warning names what was not installed: \(output)")
            }
        }
    }

    @Test("install.sh --prefix installs the binary and what it can generate; --uninstall removes it")
    func installScript() async throws {
        let folder = try RepositoryFiles.temporaryFolder("install")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let prefix = folder + "/prefix with space"
        let run = try await ProcessRun.run(
            Self.script, ["--prefix", prefix], environment: ["BTNLOC": RepositoryFiles.btnloc])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("installed \(prefix)/bin/btnloc"), "\(run)")
        try await Self.expectInstalled(under: prefix, output: run.output)

        let removed = try await ProcessRun.run(Self.script, ["--prefix", prefix, "--uninstall"])
        #expect(removed.status == 0, "\(removed)")
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/btnloc"))
        for file in Self.generated { #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file.path)) }
    }

    @Test(
        "make install PREFIX=… DESTDIR=… stages the files under DESTDIR",
        .enabled(if: RepositoryFiles.onPath("make") != nil))
    func makeInstall() async throws {
        let folder = try RepositoryFiles.temporaryFolder("make-install")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await ProcessRun.run(
            "make", ["-C", RepositoryFiles.root, "install", "PREFIX=/opt/btnloc", "DESTDIR=\(folder)/stage"],
            environment: ["BTNLOC": RepositoryFiles.btnloc])
        #expect(run.status == 0, "\(run)")
        try await Self.expectInstalled(under: folder + "/stage/opt/btnloc", output: run.output)
        #expect(!FileManager.default.fileExists(atPath: "/opt/btnloc/bin/btnloc"))
    }

    @Test("A btnloc without completions or a manual page is installed alone, with a warning for each file")
    func olderBtnloc() async throws {
        let folder = try RepositoryFiles.temporaryFolder("install-older")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Like a btnloc from before those commands: `help --man` prints the help, `completions` is unknown.
        let older = folder + "/btnloc"
        try RepositoryFiles.write(
            """
            #!/bin/sh
            case "$1" in
                help) echo "USAGE: btnloc <command> [options]" ;;
                *) echo "btnloc: unknown command '$1'" >&2; exit 64 ;;
            esac

            """, to: older)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: older)
        let prefix = folder + "/prefix"
        let run = try await ProcessRun.run(Self.script, ["--prefix", prefix], environment: ["BTNLOC": older])
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/btnloc"))
        for file in Self.generated {
            #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file.path), "\(file.path)")
        }
        #expect(run.output.components(separatedBy: "WARNING").count - 1 == Self.generated.count, "\(run)")
    }

    @Test("An unknown argument is a usage error and installs nothing")
    func usageError() async throws {
        let folder = try RepositoryFiles.temporaryFolder("install-usage")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await ProcessRun.run(Self.script, ["--prefix", folder, "--frobnicate"])
        #expect(run.status == 64, "\(run)")
        #expect(run.output.contains("--frobnicate"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bin"))
    }
}
