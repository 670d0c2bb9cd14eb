import StandardButtons

/// What the buttons of a standard menu template do, and which of them are enabled.
///
/// ```swift
/// let actions = MenuTemplateActions(isEnabled: { $0 != .paste || pasteboard.hasStrings }) { type in
///     editor.perform(type)
/// }
/// let elements = MenuTemplates.edit(actions: actions)
/// ```
public struct MenuTemplateActions: Sendable {
    /// Called with the type of the button chosen.
    public var perform: @MainActor @Sendable (StandardType) -> Void
    /// Whether the button of a type is enabled, asked when the menu is built.
    public var isEnabled: @Sendable (StandardType) -> Bool

    /// Actions from a handler and, optionally, a rule for enabling buttons (default: all enabled).
    public init(
        isEnabled: @escaping @Sendable (StandardType) -> Bool = { _ in true },
        perform: @escaping @MainActor @Sendable (StandardType) -> Void
    ) {
        self.perform = perform
        self.isEnabled = isEnabled
    }

    /// Buttons that do nothing, all enabled: for previews and `btnloc menu`.
    public static let none = MenuTemplateActions { _ in }
}
