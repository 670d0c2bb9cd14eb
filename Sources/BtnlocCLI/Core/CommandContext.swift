import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes and reads, and what it knows of its environment.
///
/// Commands write only through `print(_:)`, `write(_:)` and `write(bytes:)`
/// (standard output) and `printError(_:)` (standard error). For the process,
/// `CommandContext.processStreams(environment:)` writes through a checked,
/// buffered `DescriptorWriter`: a failed write (a full disk, a closed
/// descriptor, a broken pipe) is remembered, and `CommandLineTool.run` ends the
/// command with exit 74 and a message naming standard output. Tests use
/// `CommandContext(environment:isTerminal:)` and read `standardOutput`.
///
/// ```swift
/// context.print("3 few")                            // a line
/// context.write(bytes: XCStringsWriter.write(catalog))   // bytes, without a copy into a String
/// try context.checkOutput()                         // stop long work once output is lost
/// ```
public final class CommandContext: @unchecked Sendable {
    // `@unchecked Sendable`: a context belongs to one command run on one thread;
    // its buffers and writers are only touched by that run.

    /// Everything written to standard output, when capturing.
    public private(set) var standardOutput = ""
    /// Everything written to standard error, when capturing.
    public private(set) var standardError = ""
    /// The process environment (for `NO_COLOR`, `LANG` and the like).
    public let environment: [String: String]
    /// Whether standard output is a terminal (for colour).
    public let isTerminal: Bool
    /// Whether standard error is a terminal (for progress lines).
    public let isErrorTerminal: Bool
    /// `--color`: when to colour standard output.
    public var colorChoice = ColorChoice.auto

    private let output: DescriptorWriter?
    private let errorOutput: DescriptorWriter?
    private let outputSink: ((String) -> Void)?
    private let errorSink: ((String) -> Void)?
    /// What `readStandardInput()` returns when capturing.
    private let capturedInput: [UInt8]?
    /// The progress line on standard error, when one is shown.
    private lazy var progressLine = ProgressLine(
        minimumInterval: output == nil ? 0 : 0.1, width: output == nil ? 80 : Self.terminalWidth(STDERR_FILENO)
    ) { [unowned self] text in self.writeError(text) }

    /// A context that writes through the given sinks (which cannot fail).
    public init(
        environment: [String: String], isTerminal: Bool, output: @escaping (String) -> Void,
        error: @escaping (String) -> Void
    ) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.isErrorTerminal = false
        self.output = nil
        self.errorOutput = nil
        self.outputSink = output
        self.errorSink = error
        self.capturedInput = nil
    }

    /// A context that keeps what is written in `standardOutput` and
    /// `standardError`, and reads `standardInput` for `-`.
    public init(
        environment: [String: String] = [:], isTerminal: Bool = false, isErrorTerminal: Bool = false,
        standardInput: [UInt8] = []
    ) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
        self.output = nil
        self.errorOutput = nil
        self.outputSink = nil
        self.errorSink = nil
        self.capturedInput = standardInput
    }

    /// A context on file descriptors: standard output through a checked
    /// writer, line by line on a terminal and in 64 KiB blocks otherwise.
    public init(environment: [String: String], outputDescriptor: Int32, errorDescriptor: Int32) {
        self.environment = environment
        self.isTerminal = isatty(outputDescriptor) != 0
        self.isErrorTerminal = isatty(errorDescriptor) != 0
        self.output = DescriptorWriter(descriptor: outputDescriptor, flushesEachWrite: isatty(outputDescriptor) != 0)
        self.errorOutput = DescriptorWriter(descriptor: errorDescriptor, capacity: 1, flushesEachWrite: true)
        self.outputSink = nil
        self.errorSink = nil
        self.capturedInput = nil
    }

    /// The context of the `btnloc` process, for its entry point (call once).
    ///
    /// A standard descriptor the process was started without (`btnloc list >&-`)
    /// is first taken by `/dev/null` opened read-only: writes to it fail (so a
    /// closed standard output is reported, exit 74), and no file the command
    /// opens can take its number and receive its output.
    public static func processStreams(environment: [String: String]) -> CommandContext {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
        return CommandContext(
            environment: environment, outputDescriptor: STDOUT_FILENO, errorDescriptor: STDERR_FILENO)
    }

    // MARK: Standard output

    /// Writes a line to standard output.
    public func print(_ line: String = "") {
        write(line + "\n")
    }

    /// Writes text to standard output as is.
    public func write(_ text: String) {
        clearProgress()
        if let output {
            output.write(text)
        } else if let outputSink {
            outputSink(text)
        } else {
            standardOutput += text
        }
    }

    /// Writes bytes to standard output as is (large outputs: no `String` is made).
    public func write(bytes: [UInt8]) {
        if let output {
            clearProgress()
            output.write(bytes)
        } else {
            write(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The error that ends the command when standard output could not be written
    /// (exit 74), or `nil` while everything written so far has gone out.
    public var outputFailure: CLIError? {
        guard let output, let reason = output.failureReason else { return nil }
        return CLIError("btnloc: error: cannot write to standard output: \(reason)", exitCode: .ioError)
    }

    /// Throws `outputFailure`: a command doing long work after writing calls it to stop early.
    public func checkOutput() throws(CLIError) {
        if let outputFailure { throw outputFailure }
    }

    /// Writes out buffered output and returns the failure, if any (called once, by `CommandLineTool`).
    func finishOutput() -> CLIError? {
        clearProgress()
        output?.flush()
        return outputFailure
    }

    // MARK: Standard error

    /// Writes a line to standard error (after what standard output has buffered,
    /// so that the two keep their order on a terminal).
    public func printError(_ line: String) {
        clearProgress()
        output?.flush()
        writeError(line + "\n")
    }

    private func writeError(_ text: String) {
        if let errorOutput {
            errorOutput.write(text)
        } else if let errorSink {
            errorSink(text)
        } else {
            standardError += text
        }
    }

    // MARK: Colour and progress

    /// Whether to colour standard output: `--color`, then `NO_COLOR`,
    /// `FORCE_COLOR`, `TERM=dumb`, and whether it is a terminal (see `ColorChoice`).
    public var usesColor: Bool {
        colorChoice.usesColor(environment: environment, isTerminal: isTerminal)
    }

    /// Whether progress lines are shown: standard error is a terminal (not a
    /// pipe or a file) and `TERM` is not `dumb`.
    public var showsProgress: Bool {
        isErrorTerminal && environment["TERM"] != "dumb"
    }

    /// Shows (or replaces) a one-line progress message on standard error, at most
    /// ten times a second; nothing when `showsProgress` is false. The line is
    /// cleared before anything else is written.
    public func progress(_ text: @autoclosure () -> String) {
        guard showsProgress else { return }
        progressLine.update(text)
    }

    /// Removes the progress line, if one is shown.
    public func clearProgress() {
        guard showsProgress else { return }
        progressLine.clear()
    }

    /// A file at least this large shows progress while it is worked on (50 MB).
    var largeInputBytes = 50_000_000
    /// At least this many files or tables show progress (10).
    var manyInputs = 10

    // MARK: Standard input

    /// The whole of standard input, for a `-` argument; unreadable input exits 66.
    public func readStandardInput() throws(CLIError) -> [UInt8] {
        if let capturedInput { return capturedInput }
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(STDIN_FILENO, &info) == 0 && info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                let reason = String(cString: strerror(errno))
                throw CLIError("btnloc: error: cannot read standard input: \(reason)", exitCode: .noInput)
            }
        }
    }

    /// The name standard input has in messages and findings.
    public static let standardInputName = "<stdin>"

    private static func terminalWidth(_ descriptor: Int32) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
