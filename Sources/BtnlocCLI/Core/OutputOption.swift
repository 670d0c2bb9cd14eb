import LocalizeKit

/// The `-o` / `--output` option: where a command writes its result.
///
/// `-o -` is standard output, as in other Unix tools, for a result that is one
/// stream (a catalog, a report, an XLIFF file): it goes through the context's
/// checked writer, so a full disk or a broken pipe still ends the command with
/// exit 74, and no file named `-` (nor a temporary file) is made. A result that is
/// a folder asks for `folder(purpose:)`, for which `-o -` is a usage error.
///
/// ```swift
/// let output = try OutputOption.parse(&arguments) ?? .standardOutput
/// try output.write(catalog, context: context)      // the file, atomically, or standard output
/// if let path = output.path { context.print(path) }
/// ```
enum OutputOption: Equatable, Sendable {
    /// A file or folder path.
    case path(String)
    /// Standard output: `-o -`.
    case standardOutput

    /// Reads `-o` or `--output` (not both); `nil` when neither is given.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> OutputOption? {
        let short = try arguments.option("-o")
        let long = try arguments.option("--output")
        if short != nil && long != nil { throw .usage("-o given more than once") }
        return (short ?? long).map { $0 == "-" ? .standardOutput : .path($0) }
    }

    /// The path given, or `nil` for standard output.
    var path: String? {
        guard case .path(let path) = self else { return nil }
        return path
    }

    /// The folder the result goes to; `-o -` is a usage error that gives `purpose`,
    /// what the command writes ("a catalog converts to <lang>.lproj folders").
    func folder(purpose: String) throws(CLIError) -> String {
        guard case .path(let path) = self else {
            throw .usage("'-o -' is standard output, which cannot be a folder: \(purpose); name a folder")
        }
        return path
    }

    /// Writes `bytes` to the file, atomically (`AtomicFile`), or to standard output.
    func write(_ bytes: [UInt8], context: CommandContext) throws(FileError) {
        switch self {
        case .path(let path): try AtomicFile.write(bytes, to: path)
        case .standardOutput: context.write(bytes: bytes)
        }
    }

    /// Writes what `produce` emits, in as many pieces as it likes, and only if it returns: to
    /// the file, atomically (`AtomicFile.write(to:_:)`), or to standard output, held first
    /// (`SpooledBytes`: in memory, or past a few megabytes in a temporary file in `TMPDIR`), so
    /// that a `produce` that throws writes nothing there either.
    func write(
        context: CommandContext, spoolingInMemoryUpTo memoryLimit: Int = SpooledBytes.defaultMemoryLimit,
        _ produce: (_ emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
    ) throws(FileError) {
        switch self {
        case .path(let path):
            try AtomicFile.write(to: path, produce)
        case .standardOutput:
            let spool = SpooledBytes(
                temporaryDirectory: SpooledBytes.temporaryDirectory(environment: context.environment),
                memoryLimit: memoryLimit)
            try produce { (piece) throws(FileError) in try spool.append(piece) }
            try spool.forEachPiece { context.write(bytes: Array($0)) }
        }
    }

    /// Writes a catalog as Xcode does (`XCStringsWriter`): to the file, atomically, or to standard output.
    func write(_ catalog: StringCatalog, context: CommandContext) throws(FileError) {
        switch self {
        case .path(let path): try XCStringsWriter.write(catalog, toFile: path)
        case .standardOutput: context.write(bytes: XCStringsWriter.write(catalog))
        }
    }

    /// Prints a line about the work done (a change made, a count): on standard output,
    /// or on standard error when the result goes to standard output, which then holds
    /// the result alone.
    func printReport(_ line: String, context: CommandContext) {
        switch self {
        case .path: context.print(line)
        case .standardOutput: context.printError(line)
        }
    }
}
