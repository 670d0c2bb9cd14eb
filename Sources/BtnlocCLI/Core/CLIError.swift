/// An error that ends a command with a message on standard error and an exit code.
///
/// ```swift
/// throw CLIError.usage("missing value for --locale")
/// ```
public struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, printed as one line (or several for multi-file failures).
    public let message: String
    /// The exit code of the process.
    public let exitCode: ExitCode
    /// Whether to add a hint to `--help` (usage errors).
    public let suggestsHelp: Bool

    /// Creates an error with a message and exit code.
    public init(_ message: String, exitCode: ExitCode, suggestsHelp: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.suggestsHelp = suggestsHelp
    }

    /// A command-line mistake: exit 64 with a hint to `--help`.
    public static func usage(_ message: String) -> CLIError {
        CLIError(message, exitCode: .usage, suggestsHelp: true)
    }

    /// Ends a command run in `Arguments.parsesOnly` mode once its options are read.
    static let parsedOnly = CLIError("options parsed", exitCode: .success)

    /// The message.
    public var description: String { message }
}
