/// What a standard button does to the content or the presentation.
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

    /// The role a system can show: SwiftUI's `close` and `confirm` roles exist from the
    /// 26 releases (iOS 26, macOS 26…). Before them, `close` becomes `cancel` (it
    /// leaves without a decision, and Escape reaches it) and `confirm` has no role.
    /// Every adapter maps roles through this one function.
    ///
    /// ```swift
    /// StandardRole.close.shown(closeAndConfirmRolesAvailable: false)   // .cancel
    /// StandardRole.close.shown(closeAndConfirmRolesAvailable: true)    // .close
    /// StandardRole.confirm.shown(closeAndConfirmRolesAvailable: false) // nil
    /// ```
    public func shown(closeAndConfirmRolesAvailable: Bool) -> StandardRole? {
        switch self {
        case .cancel, .destructive: self
        case .close: closeAndConfirmRolesAvailable ? .close : .cancel
        case .confirm: closeAndConfirmRolesAvailable ? .confirm : nil
        }
    }

    /// Whether platforms mark the button as destructive (red, `UIMenuElement.Attributes.destructive`,
    /// `NSButton.hasDestructiveAction`).
    public var isDestructive: Bool { self == .destructive }
}
