/// What a standard button does to the content or the presentation.
///
/// Maps to SwiftUI's `ButtonRole` (close and confirm exist from iOS 26 and
/// macOS 26; older systems fall back to no role).
///
/// ```swift
/// StandardType.delete.role   // .destructive
/// StandardType.share.role    // nil
/// ```
public enum StandardRole: String, CaseIterable, Codable, Sendable {
    /// Abandons the task (Cancel, Don't Allow).
    case cancel
    /// Removes or destroys data (Delete, Discard).
    case destructive
    /// Closes a presentation without a decision (Close, Dismiss).
    case close
    /// Accepts or completes the task (OK, Done, Save).
    case confirm
}
