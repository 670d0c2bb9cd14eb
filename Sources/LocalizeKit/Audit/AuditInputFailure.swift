/// An input the audit could not read: missing, unreadable, malformed, of an
/// unsupported kind, holding nothing to audit, or a `--locale` no input has.
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
    /// A directory that holds no String Catalog and no `.lproj` table.
    case nothingToAudit(String)
    /// Locales asked for (`--locale`) that no input has; `available` are those the inputs have.
    case localesNotFound([String], available: [String])

    /// The outcome this failure leads to.
    public var outcome: AuditOutcome {
        switch self {
        case .malformed: .malformedInput
        case .unreadable, .notFound, .nothingToAudit: .missingInput
        case .unsupported, .localesNotFound: .unsupportedInput
        }
    }

    /// The file, line and column the failure is about, when it is about one (line 0: the whole file).
    public var place: (file: String, line: Int, column: Int)? {
        switch self {
        case .malformed(let error):
            error.location.file.map { ($0, error.location.line, error.location.column) }
        case .unreadable(let error): (error.path, 0, 0)
        case .notFound(let path), .unsupported(let path), .nothingToAudit(let path): (path, 0, 0)
        case .localesNotFound: nil
        }
    }

    /// What is wrong, without the place.
    public var message: String {
        switch self {
        case .malformed(let error): error.message
        case .unreadable(let error): "\(error)"
        case .notFound(let path): "'\(path)' does not exist"
        case .unsupported(let path):
            "'\(path)' is not a String Catalog (.xcstrings), an .lproj folder or a directory"
        case .nothingToAudit(let path):
            "'\(path)' holds no String Catalog (.xcstrings) and no .lproj folder with .strings or .stringsdict tables"
        case .localesNotFound(let locales, let available):
            "no input has the locale\(locales.count == 1 ? "" : "s") "
                + locales.map { "'\($0)'" }.joined(separator: ", ") + "; the inputs have: "
                + (available.isEmpty ? "none" : available.joined(separator: ", "))
        }
    }

    /// A one-line message; malformed input reads `file:line:column: error: message`.
    public var description: String {
        switch self {
        case .malformed(let error): error.description
        default: "error: " + message
        }
    }
}
