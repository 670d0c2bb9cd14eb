import StandardButtons

/// A row of compact buttons, such as Cut, Copy and Paste at the top of a context menu.
///
/// ```swift
/// MenuControlGroup {
///     MenuItem(.cut) { cut() }
///     MenuItem(.copy) { copy() }
///     MenuItem(.paste) { paste() }
/// }
/// ```
public struct MenuControlGroup: Sendable, MenuContent {
    /// The title, for accessibility and for platforms that show it, if any.
    public var title: MenuTitle?
    /// The buttons of the row.
    public var children: [MenuElement]

    /// A row without a title.
    public init(@MenuBuilder content: () -> [MenuElement]) {
        self.init(title: nil, children: content())
    }

    /// A row with a title given as is.
    public init(_ title: String, @MenuBuilder content: () -> [MenuElement]) {
        self.init(title: .verbatim(title), children: content())
    }

    /// A row from its parts.
    public init(title: MenuTitle?, children: [MenuElement]) {
        self.title = title
        self.children = children
    }

    /// The row as an element.
    public var menuElements: [MenuElement] { [.controlGroup(self)] }
}
