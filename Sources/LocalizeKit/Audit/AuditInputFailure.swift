/// An input the audit could not read: missing, unreadable, malformed or of an unsupported kind.
///
/// ```swift
/// for failure in diagnostics.inputFailures { print(failure) }
/// // Localizable.xcstrings:3:5: error: expected ':' after an object key, found '"'
/// ```
public enum AuditInputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but is not valid (`file:line:column` and what is wrong).
    case malformed(ParseError)
    /// The file or directory cannot be read.
    case unreadable(FileError)
    /// Nothing exists at the path.
    case notFound(String)
    /// The path is neither an `.xcstrings` file, an `.lproj` folder nor a directory.
    case unsupported(String)
    /// An `.lproj` folder tree without a folder for the source language.
    case missingSourceLocalization(directory: String, sourceLanguage: String)

    /// The outcome this failure leads to.
    public var outcome: AuditOutcome {
        switch self {
        case .malformed: .malformedInput
        case .unreadable, .notFound, .missingSourceLocalization: .missingInput
        case .unsupported: .unsupportedInput
        }
    }

    /// A one-line message; malformed input reads `file:line:column: error: message`.
    public var description: String {
        switch self {
        case .malformed(let error): error.description
        case .unreadable(let error): "error: \(error)"
        case .notFound(let path): "error: '\(path)' does not exist"
        case .unsupported(let path):
            "error: '\(path)' is not a String Catalog (.xcstrings), an .lproj folder or a directory"
        case .missingSourceLocalization(let directory, let language):
            "error: '\(directory)' has no \(language).lproj for the source language"
                + " (use --source-language to name another)"
        }
    }
}
