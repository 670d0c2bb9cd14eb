/// A separator between groups of elements.
///
/// ```swift
/// MenuItem(.undo) { undo() }
/// MenuDivider()
/// MenuItem(.cut) { cut() }
/// ```
public struct MenuDivider: Sendable, MenuContent {
    /// A separator.
    public init() {}

    /// The separator as an element.
    public var menuElements: [MenuElement] { [.divider] }
}
