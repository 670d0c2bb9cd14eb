/// One `btnloc` subcommand.
///
/// A command parses its own arguments, calls the libraries and prints; it
/// holds no domain logic. Its `help` text is printed whole by `--help`, and
/// read back (`HelpText`) for the manual page, shell completions and
/// suggestions for mistyped options: every option the command reads is
/// documented there.
public protocol Command {
    /// The subcommand name, such as `plural`.
    static var name: String { get }
    /// One line for the overview in `btnloc --help`.
    static var summary: String { get }
    /// The full help text: usage, description, options and examples.
    static var help: String { get }
    /// Runs the command and returns its exit code; throws `CLIError` for failures.
    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode
    /// What shells complete for option values, by option name; an option with a
    /// value that is not listed completes file names.
    static var optionCompletions: [String: CompletionValues] { get }
    /// What shells complete for the command's arguments (default: file names).
    static var argumentCompletions: CompletionValues { get }
}

extension Command {
    /// No values beyond file names.
    public static var optionCompletions: [String: CompletionValues] { [:] }
    /// File names.
    public static var argumentCompletions: CompletionValues { .files }
    /// The help text, parsed.
    static var helpText: HelpText { HelpText(help) }
}
