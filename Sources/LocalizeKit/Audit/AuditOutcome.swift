/// How an audit run ends, and the exit status `btnloc audit` returns for it.
///
/// ```swift
/// diagnostics.outcome(failOn: .error)              // .failed when an error was found
/// AuditOutcome.malformedInput.exitStatus           // 65
/// ```
public enum AuditOutcome: Hashable, Sendable {
    /// Nothing at or above the threshold (exit 0).
    case passed
    /// Findings at or above the threshold (exit 1).
    case failed
    /// A path that is neither a String Catalog, an `.lproj` folder nor a directory, or a
    /// `--locale` that no input has (exit 64).
    case unsupportedInput
    /// An input is malformed (exit 65).
    case malformedInput
    /// An input is missing or unreadable, or a directory holds nothing to audit (exit 66).
    case missingInput

    /// The process exit status: 0, 1, 64, 65 or 66.
    public var exitStatus: Int32 {
        switch self {
        case .passed: 0
        case .failed: 1
        case .unsupportedInput: 64
        case .malformedInput: 65
        case .missingInput: 66
        }
    }
}
