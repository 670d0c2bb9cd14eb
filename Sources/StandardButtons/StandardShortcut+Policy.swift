extension StandardShortcut {
    /// Which keyboard shortcut a button attaches.
    ///
    /// A type's shortcut belongs in menus. Attached to every button it would steal
    /// ⌘C, ⌘V, ⌘X, ⌘Z and ⌘A from text fields, and ⌘⌫ would reach only the first of
    /// several Delete rows. So buttons attach by default only the dialog keys, Return
    /// for the default action and Escape for the cancel action; any other shortcut is
    /// asked for per button.
    ///
    /// ```swift
    /// StandardShortcut.Policy.automatic.shortcut(for: .ok)       // ↩
    /// StandardShortcut.Policy.automatic.shortcut(for: .copy)     // nil
    /// StandardShortcut.Policy.standard.shortcut(for: .copy)      // ⌘C
    /// StandardButton(.copy, keyboardShortcut: .standard) { copy() }
    /// ```
    public enum Policy: Hashable, Sendable {
        /// Only the default action (↩) and the cancel action (⎋); the default for buttons.
        case automatic
        /// The type's own shortcut, whatever it is (⌘C for Copy); the default for menu items.
        case standard
        /// No shortcut.
        case never
        /// This shortcut.
        case custom(StandardShortcut)

        /// The shortcut a button for `type` attaches under this policy.
        public func shortcut(for type: StandardType) -> StandardShortcut? {
            switch self {
            case .automatic:
                guard let shortcut = type.keyboardShortcut,
                    shortcut == .defaultAction || shortcut == .cancelAction
                else { return nil }
                return shortcut
            case .standard: return type.keyboardShortcut
            case .never: return nil
            case .custom(let shortcut): return shortcut
            }
        }
    }
}
