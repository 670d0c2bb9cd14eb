/// How serious an audit finding is. Severities are ordered: `info` < `warning` < `error`.
///
/// ```swift
/// AuditRule.placeholderMismatch.defaultSeverity   // .error
/// AuditSeverity.warning < .error                   // true
/// ```
public enum AuditSeverity: String, CaseIterable, Comparable, Sendable {
    /// Worth knowing; never fails a run unless asked to.
    case info
    /// Probably wrong; fails the run with `--fail-on warning`.
    case warning
    /// Wrong: a crash, a missing or wrong text at run time. Fails the run by default.
    case error

    /// Orders severities from `info` to `error`.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}
