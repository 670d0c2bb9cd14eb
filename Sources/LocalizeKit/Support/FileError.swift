#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
///
/// The command line exits 66 for a failed read and 73 for a failed write.
///
/// ```swift
/// do { _ = try FileInput(path: "missing.xcstrings") }
/// catch { print(error) }   // cannot read 'missing.xcstrings': No such file or directory
/// ```
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether the failure happened while reading or while writing.
    public enum Operation: String, Hashable, Sendable {
        /// Opening or reading an input.
        case read
        /// Creating, writing or replacing an output.
        case write
    }

    /// The path as the caller gave it.
    public var path: String
    /// Reading or writing.
    public var operation: Operation
    /// The `errno` value, or 0 when the failure is not a system error.
    public var code: Int32
    /// The reason, such as `No such file or directory`.
    public var reason: String

    /// Creates an error from an `errno` value.
    public init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = String(cString: strerror(code))
    }

    /// Creates an error with a reason of its own.
    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.code = 0
        self.reason = reason
    }

    /// `cannot read 'path': reason` or `cannot write 'path': reason`.
    public var description: String {
        "cannot \(operation.rawValue) '\(path)': \(reason)"
    }
}
