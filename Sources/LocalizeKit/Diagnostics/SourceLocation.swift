/// A position in a file: 1-based line and column, the column counted in
/// Unicode scalars from the start of the line.
///
/// ```swift
/// SourceLocation(file: "de.lproj/Main.strings", line: 3, column: 12).description
/// // "de.lproj/Main.strings:3:12"
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given by the caller, or `nil` for in-memory text.
    public var file: String?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        (file.map { $0 + ":" } ?? "") + "\(line):\(column)"
    }
}
