/// A separator between groups of elements.
///
/// ```swift
/// MenuButton(.undo) { undo() }
/// Divider()
/// MenuButton(.cut) { cut() }
/// ```
public struct Divider: Sendable, MenuContent {
    /// A separator.
    public init() {}

    /// The separator as an element.
    public var menuElements: [MenuElement] { [.divider] }
}
