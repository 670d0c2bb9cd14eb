/// How serious an audit finding is. Severities are ordered: `note` < `warning` < `error`.
///
/// The same three names are used everywhere: by the rules, in every report
/// (SARIF's levels have the same names; GitHub's command for a note is
/// `::notice`) and by `--fail-on`.
///
/// ```swift
/// AuditRule.placeholderMismatch.defaultSeverity   // .error
/// AuditSeverity.warning < .error                   // true
/// ```
public enum AuditSeverity: String, CaseIterable, Comparable, Sendable {
    /// Worth knowing; fails a run only with `--fail-on note`.
    case note
    /// Probably wrong; fails the run with `--fail-on warning`.
    case warning
    /// Wrong: a crash, a missing or wrong text at run time. Fails the run by default.
    case error

    /// Orders severities from `note` to `error`.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
