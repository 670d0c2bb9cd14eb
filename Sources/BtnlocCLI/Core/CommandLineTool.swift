/// The `btnloc` entry point: dispatches to a subcommand and turns errors into
/// messages and exit codes in one place.
///
/// `btnloc help <command>`, `btnloc <command> --help` and `btnloc --help
/// <command>` print a command's help; `--color` is taken before or after the
/// command. Output is flushed and checked when the command ends: if standard
/// output could not be written the status is 74, whatever the command returned.
///
/// ```swift
/// let context = CommandContext()
/// let status = CommandLineTool.run(["plural", "--locale", "ru", "3"], context: context)
/// // status == .success, context.standardOutput == "3 few\n"
/// ```
public enum CommandLineTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    static var commands: [any Command.Type] {
        [
            AuditCommand.self,
            CompletionsCommand.self,
            ConvertCommand.self,
            ExportCommand.self,
            FormatCommand.self,
            ListCommand.self,
            LookupCommand.self,
            MenuCommand.self,
            MergeCommand.self,
            NegotiateCommand.self,
            PluralCommand.self,
            XLIFFCommand.self,
        ]
    }

    /// The help of `btnloc help` itself (`btnloc help --help`).
    static let helpCommandHelp = """
        OVERVIEW: Show the help of a command.

        USAGE: btnloc help [<command>]
               btnloc help --man

        ARGUMENTS:
          <command>   The command whose help to show (the same as 'btnloc <command>
                      --help'); without one, the overview of every command.

        OPTIONS:
          --man       Print btnloc's manual page (troff, for 'man -l -').
          -h, --help  Show this help.

        EXIT STATUS:
          0 success, 64 an unknown command, 74 standard output cannot be written.

        """

    /// The options every command takes, as documented in the overview.
    static let globalOptions = ["--color", "--help", "-h"]

    /// Runs `btnloc` with the arguments after the program name.
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let status = dispatch(arguments, context: context)
        if let failure = context.finishOutput() {
            context.printError(failure.message)
            return failure.exitCode
        }
        return status
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) -> ExitCode {
        var arguments = arguments[...]
        // Global options before the command.
        while let first = arguments.first, first == "--color" || first.hasPrefix("--color=") {
            var option = Arguments(Array(arguments.prefix(first == "--color" ? 2 : 1)))
            do {
                if let choice = try ColorChoice.parse(&option) { context.colorChoice = choice }
            } catch {
                return fail("btnloc: \(error.message)", hint: "btnloc --help", context: context)
            }
            arguments = arguments.dropFirst(first == "--color" ? 2 : 1)
        }
        guard let first = arguments.first else {
            return fail("btnloc: missing command", hint: "btnloc --help", context: context)
        }
        switch first {
        case "--help", "-h", "help":
            let rest = Array(arguments.dropFirst())
            if first == "help" && rest == ["--man"] {
                context.write(ManualPage.text())
                return .success
            }
            if first == "help" && (rest.first == "--help" || rest.first == "-h") {
                context.write(Self.helpCommandHelp)
                return .success
            }
            guard let name = rest.first else {
                context.write(overview)
                return .success
            }
            guard let command = command(named: name) else { return unknownCommand(name, context: context) }
            if let extra = rest.dropFirst().first(where: { $0 != "--help" && $0 != "-h" }) {
                return fail("btnloc help: unexpected argument '\(extra)'", hint: "btnloc --help", context: context)
            }
            context.write(command.help)
            return .success
        case "--version":
            context.print("btnloc \(version)")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else { return unknownCommand(first, context: context) }
        var rest = Arguments(
            Array(arguments.dropFirst()), knownOptions: command.helpText.optionNames + globalOptions)
        if rest.wantsHelp {
            context.write(command.help)
            return .success
        }
        do {
            if let choice = try ColorChoice.parse(&rest) { context.colorChoice = choice }
            return try command.run(&rest, context: context)
        } catch {
            context.printError(error.exitCode == .usage ? "btnloc \(command.name): \(error.message)" : error.message)
            if error.suggestsHelp { context.printError("See 'btnloc \(command.name) --help'.") }
            return error.exitCode
        }
    }

    private static func unknownCommand(_ name: String, context: CommandContext) -> ExitCode {
        let names = commands.map { $0.name } + ["help"]
        return fail(
            "btnloc: unknown command '\(name)'" + Suggestion.phrase(for: name, in: names), hint: "btnloc --help",
            context: context)
    }

    private static func fail(_ message: String, hint: String, context: CommandContext) -> ExitCode {
        context.printError(message)
        context.printError("See '\(hint)'.")
        return .usage
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// The text of `btnloc --help`.
    static var overview: String {
        let rows =
            commands.map { ($0.name, $0.summary) } + [("help", "Show the help of a command ('btnloc help <command>').")]
        let width = rows.map { $0.0.count }.max() ?? 0
        let lines = rows.map { name, summary in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
        }
        return """
            OVERVIEW: Standard button titles and localization tooling for Apple string catalogs.

            USAGE: btnloc [--color <when>] <command> [options]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              -h, --help      Show help for btnloc or a command ('btnloc <command> --help',
                              'btnloc --help <command>', 'btnloc help <command>').
              --version       Show the version.
              --color <when>  auto (default), always or never: whether to colour output. auto
                              colours a terminal unless NO_COLOR is set or TERM is dumb;
                              FORCE_COLOR colours a pipe too. Every command takes it.

            STANDARD INPUT:
              '-' in place of a file reads standard input (audit, convert, format).

            STANDARD OUTPUT:
              '-o -' writes to standard output a result that is one file (audit, convert
              to one catalog, export, merge, xliff export); for a folder (convert of a
              catalog to tables) it is a usage error.

            EXIT STATUS:
              0 success, 1 findings or changes, 64 usage error, 65 malformed input,
              66 missing input, 73 output cannot be written, 74 standard output
              cannot be written (full disk, closed or broken pipe).

            """
    }
}
