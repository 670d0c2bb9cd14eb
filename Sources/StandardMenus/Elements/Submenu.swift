import StandardButtons

/// A menu with a title and children: a submenu, or an inline or palette group.
///
/// ```swift
/// Submenu(.sort) {
///     MenuToggle("Name", isOn: order == .name) { _ in order = .name }
///     MenuToggle("Date", isOn: order == .date) { _ in order = .date }
/// }
/// Submenu("Markup", symbolName: "pencil.tip.crop.circle", display: .palette) { … }
/// ```
public struct Submenu: Sendable, MenuContent {
    /// The title.
    public var title: MenuTitle
    /// The SF Symbol shown beside the title, if any.
    public var symbolName: String?
    /// How the children are shown.
    public var display: MenuDisplay
    /// Whether the menu can be opened.
    public var isEnabled: Bool
    /// The children, in order.
    public var children: [MenuElement]

    /// A menu titled with a standard type, showing the type's symbol.
    public init(_ type: StandardType, display: MenuDisplay = .submenu, @MenuBuilder content: () -> [MenuElement]) {
        self.init(title: .standard(type), symbolName: type.symbolName, display: display, children: content())
    }

    /// A menu with a title given as is.
    public init(
        _ title: String, symbolName: String? = nil, display: MenuDisplay = .submenu,
        @MenuBuilder content: () -> [MenuElement]
    ) {
        self.init(title: .verbatim(title), symbolName: symbolName, display: display, children: content())
    }

    /// A menu from its parts.
    public init(title: MenuTitle, symbolName: String?, display: MenuDisplay, children: [MenuElement]) {
        self.title = title
        self.symbolName = symbolName
        self.display = display
        self.isEnabled = true
        self.children = children
    }

    /// The menu with another display.
    public func display(_ display: MenuDisplay) -> Submenu {
        var copy = self
        copy.display = display
        return copy
    }

    /// The menu, disabled when `disabled` is true.
    public func disabled(_ disabled: Bool = true) -> Submenu {
        var copy = self
        copy.isEnabled = !disabled
        return copy
    }

    /// The menu as an element.
    public var menuElements: [MenuElement] { [.menu(self)] }
}
