/// The least severity that fails an audit run (`--fail-on`).
///
/// ```swift
/// AuditFailThreshold.warning.fails(.warning)   // true
/// AuditFailThreshold.never.fails(.error)       // false
/// ```
public enum AuditFailThreshold: String, CaseIterable, Sendable {
    /// Errors fail the run (the default).
    case error
    /// Warnings and errors fail the run.
    case warning
    /// Every finding fails the run, notes included.
    case note
    /// Findings never fail the run; unreadable or malformed input still does.
    case never

    /// Whether a finding of this severity fails the run.
    public func fails(_ severity: AuditSeverity) -> Bool {
        switch self {
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .note: true
        case .never: false
        }
    }
}
