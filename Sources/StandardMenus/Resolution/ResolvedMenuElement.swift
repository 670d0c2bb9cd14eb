import StandardButtons

/// A menu element with its title resolved for a language: plain data, for rendering as
/// text or JSON, previews and tests.
///
/// ```swift
/// let resolved = resolver.resolve(MenuTemplates.edit())
/// resolved[0].title                      // "Undo"
/// resolved[0].shortcut?.description      // "⌘Z"
/// ```
public struct ResolvedMenuElement: Hashable, Sendable {
    /// What an element is.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A ``MenuItem``.
        case button
        /// A ``Submenu``.
        case menu
        /// A ``MenuToggle``.
        case toggle
        /// A ``MenuText`` row.
        case text
        /// A ``MenuDivider``.
        case divider
        /// A ``MenuSection``.
        case section
        /// A ``MenuControlGroup``.
        case controlGroup
        /// A ``MenuStepper``.
        case stepper
        /// An ``Async`` element whose value has not been fetched.
        case loading
        /// An element of the platform's UI framework (a ``PlatformMenuElement``), titled with its type.
        case platform
    }

    /// What the element is.
    public var kind: Kind
    /// The standard type behind the title, if any.
    public var type: StandardType?
    /// The title in the resolved language; empty for dividers and untitled groups.
    public var title: String
    /// The SF Symbol, if any.
    public var symbolName: String?
    /// The keyboard shortcut, if any.
    public var shortcut: StandardShortcut?
    /// The role, if any.
    public var role: StandardRole?
    /// Whether the element can be chosen (text rows cannot).
    public var isEnabled: Bool
    /// The state of a toggle.
    public var state: MenuToggleState?
    /// The value of a stepper.
    public var value: Int?
    /// How a menu shows its children.
    public var display: MenuDisplay?
    /// The children of a menu, section or control group, or the label of a stepper.
    public var children: [ResolvedMenuElement]

    /// Creates a resolved element; everything but the kind and title has a default.
    public init(
        kind: Kind, type: StandardType? = nil, title: String, symbolName: String? = nil,
        shortcut: StandardShortcut? = nil, role: StandardRole? = nil, isEnabled: Bool = true,
        state: MenuToggleState? = nil, value: Int? = nil, display: MenuDisplay? = nil,
        children: [ResolvedMenuElement] = []
    ) {
        self.kind = kind
        self.type = type
        self.title = title
        self.symbolName = symbolName
        self.shortcut = shortcut
        self.role = role
        self.isEnabled = isEnabled
        self.state = state
        self.value = value
        self.display = display
        self.children = children
    }

    /// Whether the element has children in JSON: menus, sections and control groups, and
    /// steppers whose label is built from their value.
    public var hasChildren: Bool {
        kind == .menu || kind == .section || kind == .controlGroup || (kind == .stepper && !children.isEmpty)
    }
}
