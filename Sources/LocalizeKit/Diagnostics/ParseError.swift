/// Malformed input: what is wrong and where.
///
/// Every reader throws this for bad input, never traps; the command line prints
/// it as `file:line:column: error: message` and exits 65.
///
/// ```swift
/// do { _ = try StringsFileReader.read(text, file: "de.strings") }
/// catch let error as ParseError { print(error) }   // de.strings:4:9: error: expected '='
/// ```
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, as a lowercase phrase without a final period.
    public var message: String

    /// Creates an error at a location.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The same error attributed to a file (readers of in-memory text leave the file out).
    public func inFile(_ file: String) -> ParseError {
        var copy = self
        copy.location.file = file
        return copy
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
