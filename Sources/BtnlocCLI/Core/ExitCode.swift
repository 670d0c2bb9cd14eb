/// The exit codes `btnloc` uses, from BSD's `sysexits.h` where one fits.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The process exit status.
    public let rawValue: Int32

    /// Creates an exit code from a raw status.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Success.
    public static let success = ExitCode(rawValue: 0)
    /// The command ran and found something wrong (findings, files that would change).
    public static let failure = ExitCode(rawValue: 1)
    /// The command line was wrong (`EX_USAGE`).
    public static let usage = ExitCode(rawValue: 64)
    /// An input file is malformed (`EX_DATAERR`).
    public static let dataError = ExitCode(rawValue: 65)
    /// An input file is missing or unreadable (`EX_NOINPUT`).
    public static let noInput = ExitCode(rawValue: 66)
    /// An internal error (`EX_SOFTWARE`).
    public static let software = ExitCode(rawValue: 70)
    /// An output file cannot be created (`EX_CANTCREAT`).
    public static let cannotCreate = ExitCode(rawValue: 73)
    /// Standard output (or another stream) could not be written: a full disk, a
    /// closed descriptor, a broken pipe (`EX_IOERR`).
    public static let ioError = ExitCode(rawValue: 74)

    /// The numeric status.
    public var description: String { String(rawValue) }
}
