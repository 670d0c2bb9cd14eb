import StandardButtons

/// An inline group of elements, separated from its neighbours, with an optional title.
///
/// ```swift
/// MenuSection("Sort By") {
///     MenuToggle("Name", isOn: order == .name) { _ in order = .name }
///     MenuToggle("Date", isOn: order == .date) { _ in order = .date }
/// }
/// ```
public struct MenuSection: Sendable, MenuContent {
    /// The title shown above the group, if any.
    public var title: MenuTitle?
    /// The elements of the group.
    public var children: [MenuElement]

    /// A group without a title.
    public init(@MenuBuilder content: () -> [MenuElement]) {
        self.init(title: nil, children: content())
    }

    /// A group with a title given as is.
    public init(_ title: String, @MenuBuilder content: () -> [MenuElement]) {
        self.init(title: .verbatim(title), children: content())
    }

    /// A group titled with a standard type.
    public init(_ type: StandardType, @MenuBuilder content: () -> [MenuElement]) {
        self.init(title: .standard(type), children: content())
    }

    /// A group from its parts.
    public init(title: MenuTitle?, children: [MenuElement]) {
        self.title = title
        self.children = children
    }

    /// The group as an element.
    public var menuElements: [MenuElement] { [.section(self)] }
}
