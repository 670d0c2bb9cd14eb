import Testing

@testable import BtnlocCLI

@Suite("btnloc: dispatch, help and usage errors")
struct CommandLineToolTests {
    @Test("--help lists every command with its summary")
    func overview() {
        let run = btnloc("--help")
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: btnloc [--color <when>] <command> [options]"))
        for command in CommandLineTool.commands {
            #expect(run.output.contains("  \(command.name)  ") || run.output.contains("  \(command.name) "))
            #expect(run.output.contains(command.summary))
        }
    }

    @Test(
        "Every command has help with an overview, a usage line and its options",
        arguments: CommandLineTool.commands.map { $0.name })
    func commandHelp(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        for form in [[name, "--help"], [name, "-h"], ["help", name]] {
            let run = btnloc(form)
            #expect(run.status == .success)
            #expect(run.output == command.help)
        }
        #expect(command.help.hasPrefix("OVERVIEW: " + command.summary))
        #expect(command.help.contains("USAGE: btnloc \(name)"))
        #expect(command.help.contains("-h, --help"))
        #expect(command.help.hasSuffix("\n"))
        for line in command.help.split(separator: "\n") { #expect(line.count <= 90, "\(name): \(line)") }
    }

    @Test("help has help of its own: 'btnloc help --help' and '-h' exit 0")
    func helpOfHelp() {
        for flag in ["--help", "-h"] {
            let run = btnloc("help", flag)
            #expect(run.status == .success)
            #expect(run.output.hasPrefix("OVERVIEW: Show the help of a command.\n"))
            #expect(run.output.contains("USAGE: btnloc help [<command>]"))
        }
        #expect(btnloc("help", "nonsense").status == .usage)
    }

    @Test("--version prints the version")
    func version() {
        let run = btnloc("--version")
        #expect(run.status == .success)
        #expect(run.output == "btnloc \(CommandLineTool.version)\n")
    }

    @Test(
        "Usage errors exit 64 with one line and a hint to --help",
        arguments: [
            [], ["frobnicate"], ["plural"], ["plural", "--locale"], ["plural", "--locale", "en"],
            ["plural", "--locale", "en", "--bogus", "1"], ["plural", "--locale", "en", "x"],
            ["plural", "--locale", "en--US", "1"], ["plural", "--locale", "en", "--categories", "1"],
            ["negotiate", "--available", "en"], ["negotiate", "--preferred", "en"],
            ["list", "--format", "xml"], ["list", "--lang", "!!"], ["list", "extra"],
        ])
    func usageErrors(arguments: [String]) {
        let run = btnloc(arguments)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 2, "\(run.errors)")
        #expect(lines.last?.hasPrefix("See 'btnloc") == true)
        #expect(lines.last?.hasSuffix("--help'.") == true)
    }
}
