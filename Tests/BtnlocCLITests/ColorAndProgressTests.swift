import LocalizeKit
import Testing

@testable import BtnlocCLI

/// `--color`, `NO_COLOR`, `FORCE_COLOR`, `TERM=dumb`, and progress lines on a
/// terminal's standard error (never through a pipe).
@Suite("btnloc: colour and progress")
struct ColorAndProgressTests {
    @Test(
        "When audit output is coloured",
        arguments: [
            ([], [:], true, true),
            ([], [:], false, false),
            (["--color", "always"], [:], false, true),
            (["--color=always"], ["NO_COLOR": "1"], false, true),
            (["--color", "never"], [:], true, false),
            (["--color", "auto"], [:], true, true),
            ([], ["NO_COLOR": "1"], true, false),
            ([], ["NO_COLOR": ""], true, true),
            ([], ["FORCE_COLOR": "1"], false, true),
            ([], ["FORCE_COLOR": "0"], false, false),
            ([], ["FORCE_COLOR": "1", "NO_COLOR": "1"], false, false),
            ([], ["TERM": "dumb"], true, false),
            ([], ["TERM": "dumb", "FORCE_COLOR": "1"], false, true),
            (["--global"], [:], false, true),
        ] as [([String], [String: String], Bool, Bool)])
    func colour(options: [String], environment: [String: String], isTerminal: Bool, coloured: Bool) throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIFixtures.catalog)
        let context = CommandContext(environment: environment, isTerminal: isTerminal)
        // `--global`: the option before the command.
        let arguments =
            options == ["--global"]
            ? ["--color", "always", "audit", folder("L.xcstrings")] : ["audit"] + options + [folder("L.xcstrings")]
        #expect(CommandLineTool.run(arguments, context: context) == .failure)
        #expect(context.standardOutput.contains("\u{1B}[") == coloured, "\(options) \(environment) \(isTerminal)")
        #expect(context.standardOutput.contains("error"))
    }

    @Test("--color takes only auto, always or never, before or after the command")
    func badColour() {
        let after = btnloc("list", "--color", "sometimes")
        #expect(after.status == .usage)
        #expect(after.errors.hasPrefix("btnloc list: --color must be one of: auto, always, never\n"))
        let before = btnloc("--color", "sometimes", "list")
        #expect(before.status == .usage)
        #expect(before.errors.hasPrefix("btnloc: --color must be one of: auto, always, never\n"))
        #expect(btnloc("--color").status == .usage)
        #expect(btnloc("--color=never", "plural", "--locale", "en", "1").lines == ["1 one"])
    }

    /// Runs a command with standard error on a terminal (or not) and a low threshold for "many" inputs.
    static func run(
        _ arguments: [String], errorIsTerminal: Bool, environment: [String: String] = [:], manyInputs: Int = 3,
        largeInputBytes: Int = 50_000_000
    ) -> CLIRun {
        let context = CommandContext(environment: environment, isErrorTerminal: errorIsTerminal)
        context.manyInputs = manyInputs
        context.largeInputBytes = largeInputBytes
        let status = CommandLineTool.run(arguments, context: context)
        return CLIRun(status: status, output: context.standardOutput, errors: context.standardError)
    }

    @Test("An audit of many files shows progress on a terminal, cleared before the report")
    func auditProgress() throws {
        let folder = try ScratchFolder()
        for name in ["A", "B", "C"] { try folder.write("\(name).xcstrings", CLIFixtures.catalog) }
        let shown = Self.run(["audit", "--fail-on", "never", folder.path], errorIsTerminal: true)
        #expect(shown.status == .success)
        for index in 1...3 { #expect(shown.errors.contains("\rbtnloc audit: [\(index)/3] ")) }
        #expect(shown.errors.contains(folder("C.xcstrings")))
        // The line is blanked at the end: what follows starts at the left margin.
        #expect(shown.errors.hasSuffix("\r"))
        #expect(!shown.output.contains("\r"))

        let piped = Self.run(["audit", "--fail-on", "never", folder.path], errorIsTerminal: false)
        #expect(piped.errors.isEmpty)
        #expect(piped.output == shown.output)
        let dumb = Self.run(
            ["audit", "--fail-on", "never", folder.path], errorIsTerminal: true, environment: ["TERM": "dumb"])
        #expect(dumb.errors.isEmpty)
        let few = Self.run(["audit", "--fail-on", "never", folder.path], errorIsTerminal: true, manyInputs: 4)
        #expect(few.errors.isEmpty)
    }

    @Test("A large file shows its size in the progress line; a small one shows none")
    func largeFileProgress() throws {
        let folder = try ScratchFolder()
        try folder.write("Big.xcstrings", CLIFixtures.catalog)
        let size = CLIFixtures.catalog.utf8.count
        let audit = Self.run(
            ["audit", "--fail-on", "never", folder("Big.xcstrings")], errorIsTerminal: true, largeInputBytes: size)
        #expect(audit.errors.contains("\rbtnloc audit: [1/1] \(folder("Big.xcstrings")) (0 MB)"))
        let convert = Self.run(
            ["convert", folder("Big.xcstrings"), "-o", folder("out")], errorIsTerminal: true, largeInputBytes: size)
        #expect(convert.status == .success)
        #expect(convert.errors.contains("\rbtnloc convert: reading \(folder("Big.xcstrings")) (0 MB)…"))
        let small = Self.run(["audit", "--fail-on", "never", folder("Big.xcstrings")], errorIsTerminal: true)
        #expect(small.errors.isEmpty)
    }

    @Test("A progress line is padded over a longer one and cut at the front to fit the terminal")
    func progressLine() {
        var written = ""
        let line = ProgressLine(minimumInterval: 0, width: 30) { written += $0 }
        line.update { "a long line of progress" }
        line.update { "short" }
        #expect(written == "\ra long line of progress\rshort" + String(repeating: " ", count: 18))
        written = ""
        line.update { "a line much longer than the thirty columns" }
        #expect(written.hasPrefix("\r…"))
        #expect(TextTable.width(of: String(written.dropFirst())) == 29)
        #expect(written.hasSuffix("thirty columns"))
        written = ""
        line.clear()
        #expect(written == "\r" + String(repeating: " ", count: 29) + "\r")
        written = ""
        line.clear()
        #expect(written.isEmpty)
    }
}
