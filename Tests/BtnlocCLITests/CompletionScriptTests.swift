import Foundation
import Testing

@testable import BtnlocCLI

/// The completion scripts, run by the shells themselves: the bash one is
/// sourced into bash and its function asked for completions, as bash asks it
/// at a prompt; fish answers `complete -C`; zsh checks the syntax. A shell that
/// is not installed is skipped with a warning.
@Suite("btnloc completions")
struct CompletionScriptTests {
    /// Runs a shell with a script and arguments; nil when the shell is not installed.
    static func shell(
        _ shell: String, _ arguments: [String], directory: String? = nil
    ) throws -> (status: Int32, output: String, errors: String)? {
        let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + shell }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let path else {
            print("WARNING: \(shell) is not installed: its completion script was not run (apt-get install \(shell))")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory ?? "/tmp", "LANG": "C.UTF-8"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    /// What bash's completion function offers for a command line whose last word is being typed.
    static func bashCompletions(_ words: [String], in folder: ScratchFolder) throws -> [String]? {
        try folder.write("btnloc.bash", CompletionScript.script(for: .bash))
        let quoted = words.map { "'" + $0.replacingAll("'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source ./btnloc.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _btnloc 2>/dev/null
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        guard let run = try shell("bash", ["--norc", "-c", script], directory: folder.path) else { return nil }
        #expect(run.status == 0, "\(run.errors)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test(
        "bash: commands, options, values, lists and files",
        arguments: [
            (["btnloc", "au"], ["audit"]),
            (["btnloc", "co"], ["completions", "convert"]),
            (["btnloc", "--col"], ["--color"]),
            (["btnloc", "--color", ""], ["auto", "always", "never"]),
            (["btnloc", "--color", "always", "li"], ["list"]),
            (["btnloc", "audit", "--fa"], ["--fail-on"]),
            (["btnloc", "audit", "--format", ""], ["text", "json", "sarif", "github", "html"]),
            (["btnloc", "audit", "--format", "=", "s"], ["sarif"]),
            (["btnloc", "audit", "--rule", "needs"], ["needs-review"]),
            (["btnloc", "audit", "--color", "n"], ["never"]),
            (["btnloc", "export", "--types", "dele"], ["delete"]),
            (["btnloc", "export", "--types", "ok,canc"], ["ok,cancel"]),
            (["btnloc", "list", "--lang", "zh-"], ["zh-HK", "zh-Hans", "zh-Hant"]),
            (["btnloc", "plural", "--locale", "pt"], ["pt-BR", "pt-PT"]),
            (["btnloc", "menu", ""], ["app", "file", "edit", "view", "window", "help", "item"]),
            (["btnloc", "merge", "--strategy", "t"], ["theirs"]),
            (["btnloc", "help", "neg"], ["negotiate"]),
            (["btnloc", "completions", ""], ["bash", "zsh", "fish"]),
            (["btnloc", "audit", "Ap"], ["App.xcstrings"]),
            (["btnloc", "lookup", "--bundle", ""], ["Resources"]),
        ])
    func bash(words: [String], expected: [String]) throws {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", "{}")
        try folder.write("Resources/en.lproj/Localizable.strings", "")
        guard let offered = try Self.bashCompletions(words, in: folder) else { return }
        #expect(offered == expected, "\(words)")
    }

    @Test("bash: every command's options are offered, from its help")
    func bashOptions() throws {
        let folder = try ScratchFolder()
        for command in CommandLineTool.commands {
            guard let offered = try Self.bashCompletions(["btnloc", command.name, "-"], in: folder) else { return }
            let expected = Set(command.helpText.optionNames + ["--color"])
            #expect(Set(offered) == expected, "\(command.name)")
        }
    }

    @Test("bash: the script registers itself for btnloc")
    func bashRegisters() throws {
        let folder = try ScratchFolder()
        try folder.write("btnloc.bash", CompletionScript.script(for: .bash))
        guard
            let run = try Self.shell(
                "bash", ["--norc", "-c", "source ./btnloc.bash && complete -p btnloc"], directory: folder.path)
        else { return }
        #expect(run.output == "complete -F _btnloc btnloc\n")
    }

    @Test("fish: complete -C offers commands, options and values")
    func fish() throws {
        let folder = try ScratchFolder()
        try folder.write("btnloc.fish", CompletionScript.script(for: .fish))
        let cases: [(String, [String])] = [
            ("btnloc au", ["audit"]),
            ("btnloc audit --format ", ["text", "json", "sarif", "github", "html"]),
            ("btnloc export --types dele", ["delete"]),
            ("btnloc menu ", ["app", "file", "edit", "view", "window", "help", "item"]),
            ("btnloc completions ", ["bash", "zsh", "fish"]),
        ]
        for (line, expected) in cases {
            let script = "source ./btnloc.fish; complete -C '\(line)'"
            guard let run = try Self.shell("fish", ["--no-config", "-c", script], directory: folder.path) else {
                return
            }
            #expect(run.status == 0, "\(run.errors)")
            let offered = run.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            #expect(Set(offered) == Set(expected), "\(line): \(offered)")
        }
    }

    @Test("zsh: the script parses and defines _btnloc")
    func zsh() throws {
        let folder = try ScratchFolder()
        try folder.write("_btnloc", CompletionScript.script(for: .zsh))
        #expect(CompletionScript.script(for: .zsh).hasPrefix("#compdef btnloc\n"))
        guard let syntax = try Self.shell("zsh", ["-n", folder("_btnloc")]) else { return }
        #expect(syntax.status == 0, "\(syntax.errors)")
        let script =
            "autoload -Uz compinit && compinit -u -d \(folder("zcompdump")) && fpath=(\(folder.path) $fpath) "
            + "&& autoload -Uz _btnloc && whence -w _btnloc"
        guard let run = try Self.shell("zsh", ["-f", "-c", script], directory: folder.path) else { return }
        #expect(run.output.contains("_btnloc: function"), "\(run.output) \(run.errors)")
    }

    @Test("btnloc completions prints the script; an unknown shell exits 64")
    func command() {
        for shell in CompletionShell.allCases {
            let run = btnloc("completions", shell.rawValue)
            #expect(run.status == .success)
            #expect(run.output == CompletionScript.script(for: shell))
        }
        #expect(btnloc("completions").status == .usage)
        #expect(btnloc("completions", "tcsh").status == .usage)
        #expect(btnloc("completions", "bash", "zsh").status == .usage)
    }
}
