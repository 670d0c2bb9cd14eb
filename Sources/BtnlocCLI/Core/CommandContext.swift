/// Where a command writes, and what it knows of its environment.
///
/// The command line streams to the process's standard output and error; tests
/// use `CommandContext.capturing()` and read what was written.
public final class CommandContext: @unchecked Sendable {
    // `@unchecked Sendable`: a context belongs to one command run on one thread;
    // its buffers and sinks are only touched by that run.

    /// Everything written to standard output, when capturing.
    public private(set) var standardOutput = ""
    /// Everything written to standard error, when capturing.
    public private(set) var standardError = ""
    /// The process environment (for `NO_COLOR` and the like).
    public let environment: [String: String]
    /// Whether standard output is a terminal (for colour).
    public let isTerminal: Bool
    private let outputSink: ((String) -> Void)?
    private let errorSink: ((String) -> Void)?

    /// A context that writes through the given sinks.
    public init(
        environment: [String: String], isTerminal: Bool, output: @escaping (String) -> Void,
        error: @escaping (String) -> Void
    ) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.outputSink = output
        self.errorSink = error
    }

    /// A context that keeps what is written in `standardOutput` and `standardError`.
    public init(environment: [String: String] = [:], isTerminal: Bool = false) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.outputSink = nil
        self.errorSink = nil
    }

    /// Writes a line to standard output.
    public func print(_ line: String = "") {
        write(line + "\n")
    }

    /// Writes text to standard output as is.
    public func write(_ text: String) {
        if let outputSink { outputSink(text) } else { standardOutput += text }
    }

    /// Writes a line to standard error.
    public func printError(_ line: String) {
        if let errorSink { errorSink(line + "\n") } else { standardError += line + "\n" }
    }
}
