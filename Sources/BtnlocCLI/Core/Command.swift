/// One `btnloc` subcommand.
///
/// A command parses its own arguments, calls the libraries and prints; it
/// holds no domain logic. Its `help` text is printed whole by `--help`.
public protocol Command {
    /// The subcommand name, such as `plural`.
    static var name: String { get }
    /// One line for the overview in `btnloc --help`.
    static var summary: String { get }
    /// The full help text: usage, description, options and examples.
    static var help: String { get }
    /// Runs the command and returns its exit code; throws `CLIError` for failures.
    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode
}
