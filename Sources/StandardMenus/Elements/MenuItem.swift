import StandardButtons

/// A button in a menu: a standard type (title, symbol, role and shortcut from the
/// catalog) or a custom title and symbol.
///
/// ```swift
/// MenuItem(.copy) { copySelection() }                       // "Copy", doc.on.doc, ⌘C
/// MenuItem(.delete, count: selection.count) { delete() }    // "Delete 3 Items"
/// MenuItem("Open Recent", symbolName: "clock") { showRecent() }
/// MenuItem(.paste) { paste() }.disabled(!canPaste)
/// ```
public struct MenuItem: ChoosableMenuElement {
    /// The title.
    public var title: MenuTitle
    /// The SF Symbol shown beside the title, if any.
    public var symbolName: String?
    /// The role (destructive buttons are shown in red).
    public var role: StandardRole?
    /// The keyboard shortcut, if any.
    public var shortcut: StandardShortcut?
    /// Whether the button can be chosen.
    public var isEnabled: Bool
    /// Whether the button is left out of the menu.
    public var isHidden = false
    /// Whether the menu stays open after the button is chosen.
    public var keepsMenuPresented = false
    /// A second line under the title, if any.
    public var subtitle: MenuTitle?
    /// What the button does.
    public var action: MenuAction

    /// A standard button: its title (counted when `count` is given and the type has a
    /// counted title), symbol, role and keyboard shortcut come from the catalog.
    public init(_ type: StandardType, count: Int? = nil, action: @escaping MenuAction = {}) {
        let title: MenuTitle =
            if let count, type.hasCountedTitle { .counted(type, count: count) } else { .standard(type) }
        self.init(
            title: title, symbolName: type.symbolName, role: type.role, shortcut: type.keyboardShortcut,
            action: action)
    }

    /// A button with a title given as is.
    public init(
        _ title: String, symbolName: String? = nil, role: StandardRole? = nil, shortcut: StandardShortcut? = nil,
        action: @escaping MenuAction = {}
    ) {
        self.init(title: .verbatim(title), symbolName: symbolName, role: role, shortcut: shortcut, action: action)
    }

    /// A button from its parts.
    public init(
        title: MenuTitle, symbolName: String?, role: StandardRole?, shortcut: StandardShortcut?,
        action: @escaping MenuAction
    ) {
        self.title = title
        self.symbolName = symbolName
        self.role = role
        self.shortcut = shortcut
        self.isEnabled = true
        self.action = action
    }

    /// The standard type behind the button, if any.
    public var standardType: StandardType? { title.standardType }

    /// The button with another keyboard shortcut, or none.
    public func keyboardShortcut(_ shortcut: StandardShortcut?) -> MenuItem {
        var copy = self
        copy.shortcut = shortcut
        return copy
    }

    /// The button with another role, or none.
    public func role(_ role: StandardRole?) -> MenuItem {
        var copy = self
        copy.role = role
        return copy
    }

    /// The button with another symbol, or none.
    public func symbolName(_ symbolName: String?) -> MenuItem {
        var copy = self
        copy.symbolName = symbolName
        return copy
    }

    /// The button as an element.
    public var menuElements: [MenuElement] { [.button(self)] }
}
