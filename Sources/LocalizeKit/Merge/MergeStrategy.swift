/// What a merge does with translations: add the missing ones, also replace
/// differing ones, or change nothing and report.
///
/// ```swift
/// MergeStrategy(rawValue: "theirs")   // .theirs
/// ```
public enum MergeStrategy: String, CaseIterable, Hashable, Sendable {
    /// Adds what the catalog lacks; never replaces a translation (differences are reported as conflicts).
    case fill
    /// Adds what the catalog lacks and replaces translations that differ.
    case theirs
    /// Changes nothing: reports what is missing and what differs.
    case ours
}
