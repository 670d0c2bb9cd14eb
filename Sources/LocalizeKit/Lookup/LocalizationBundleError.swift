/// Why a bundle or one of its tables could not be loaded.
public enum LocalizationBundleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing(String)
    /// The path is not a directory.
    case notADirectory(String)
    /// A file or folder could not be read.
    case unreadable(String, String)
    /// A table file is malformed.
    case malformed(ParseError)

    /// A one-line description, `file:line:column: error: …` for malformed files.
    public var description: String {
        switch self {
        case .missing(let path): "\(path): error: no such file or directory"
        case .notADirectory(let path): "\(path): error: not a directory"
        case .unreadable(let path, let reason): "\(path): error: \(reason)"
        case .malformed(let error): error.description
        }
    }
}
