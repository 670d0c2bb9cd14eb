import StandardButtons

/// A menu with a title and children: a submenu, or an inline or palette group with a title.
///
/// ```swift
/// Submenu(.sort) {
///     MenuToggle("Name", isOn: order == .name) { _ in order = .name }
///     MenuToggle("Date", isOn: order == .date) { _ in order = .date }
/// }
/// .options(.singleSelection)
/// Submenu("Markup", symbolName: "pencil.tip.crop.circle", display: .palette) { … }
/// Submenu("Danger Zone") { … }.options(.destructive).identifier("danger")
/// ```
public struct Submenu: Sendable, MenuContent {
    /// The title.
    public var title: MenuTitle
    /// A second line under the title, if any.
    public var subtitle: MenuTitle?
    /// The SF Symbol shown beside the title, if any.
    public var symbolName: String?
    /// How the children are shown, and how they behave.
    public var options: MenuOptions
    /// Whether the menu can be opened.
    public var isEnabled: Bool
    /// The name that identifies the menu among its siblings, for reloading it while it is
    /// shown; by default its title.
    public var identifier: String?
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
        self.options = MenuOptions().replacingDisplay(with: display)
        self.isEnabled = true
        self.children = children
    }

    /// How the children are shown: in a submenu, in place, or as a palette.
    public var display: MenuDisplay {
        get { options.display }
        set { options = options.replacingDisplay(with: newValue) }
    }

    /// The menu with another display.
    public func display(_ display: MenuDisplay) -> Submenu {
        var copy = self
        copy.display = display
        return copy
    }

    /// The menu with `options` added (`.singleSelection`, `.destructive`, or display options).
    public func options(_ options: MenuOptions) -> Submenu {
        var copy = self
        copy.options.formUnion(options)
        return copy
    }

    /// The menu, disabled when `disabled` is true.
    public func disabled(_ disabled: Bool = true) -> Submenu {
        var copy = self
        copy.isEnabled = !disabled
        return copy
    }

    /// The menu with a second line under its title, given as is (`nil`: none).
    public func subtitle(_ subtitle: String?) -> Submenu {
        var copy = self
        copy.subtitle = subtitle.map(MenuTitle.verbatim)
        return copy
    }

    /// The menu, identified among its siblings by `identifier` rather than by its title.
    public func identifier(_ identifier: String) -> Submenu {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    /// The menu as an element.
    public var menuElements: [MenuElement] { [.menu(self)] }
}
