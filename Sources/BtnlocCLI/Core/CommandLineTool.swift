/// The `btnloc` entry point: dispatches to a subcommand and turns errors into
/// messages and exit codes in one place.
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

    /// Runs `btnloc` with the arguments after the program name.
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.printError("btnloc: missing command")
            context.printError("See 'btnloc --help'.")
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                context.write(command.help)
            } else {
                context.write(overview)
            }
            return .success
        case "--version":
            context.print("btnloc \(version)")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            context.printError("btnloc: unknown command '\(first)'")
            context.printError("See 'btnloc --help'.")
            return .usage
        }
        var rest = Arguments(Array(arguments.dropFirst()))
        if rest.wantsHelp {
            context.write(command.help)
            return .success
        }
        do {
            return try command.run(&rest, context: context)
        } catch {
            context.printError(error.exitCode == .usage ? "btnloc \(command.name): \(error.message)" : error.message)
            if error.suggestsHelp { context.printError("See 'btnloc \(command.name) --help'.") }
            return error.exitCode
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// The text of `btnloc --help`.
    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
        }
        return """
            OVERVIEW: Standard button titles and localization tooling for Apple string catalogs.

            USAGE: btnloc <command> [options]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              -h, --help  Show help for btnloc or a command ('btnloc <command> --help').
              --version   Show the version.

            EXIT CODES:
              0 success, 1 findings or changes, 64 usage error, 65 malformed input,
              66 missing input, 73 output cannot be written.

            """
    }
}
