import StandardButtons

/// One element of a menu tree laid out the way UIKit builds menus — actions, menus (inline
/// or not), deferred elements — with titles resolved, attributes and options decided, and
/// an identity per occurrence. The UIKit adapter only translates each node into its
/// `UIAction`, `UIMenu` or `UIDeferredMenuElement`.
enum NativeMenuNode: Sendable {
    /// A `UIAction`: a button, a toggle, a text row, a stepper's button or a disabled submenu.
    case action(NativeMenuAction)
    /// A `UIMenu`: a submenu, or an inline group (divided neighbours, a section, a control
    /// group, a stepper).
    case menu(NativeMenu)
    /// A `UIDeferredMenuElement` loading an ``Async`` element through the resolver's cache.
    case deferred(NativeDeferredElement)
    /// An element of the platform's own, passed through.
    case platform(PlatformMenuElement)

    /// The node as it shows inside a disabled group: actions disabled (so they neither run
    /// nor keep the menu open), inline groups with every child disabled, submenus as disabled
    /// rows (a `UIMenu` cannot be disabled), ``Async`` bodies disabled once loaded; platform
    /// elements as they are.
    var disabled: NativeMenuNode {
        switch self {
        case .action(var action):
            action.attributes.subtract(.keepsMenuPresented)
            action.attributes.insert(.disabled)
            action.reloadsAfterPerform = false
            return .action(action)
        case .menu(var menu):
            guard menu.options.display == .submenu else {
                menu.children = menu.children.map(\.disabled)
                return .menu(menu)
            }
            return .action(
                NativeMenuAction(
                    identity: menu.identity, title: menu.title, subtitle: menu.subtitle, symbolName: menu.symbolName,
                    attributes: .disabled))
        case .deferred(var deferred):
            deferred.isEnabled = false
            return .deferred(deferred)
        case .platform:
            return self
        }
    }

    /// The node's identity (a platform element has none of its own).
    var identity: MenuIdentity? {
        switch self {
        case .action(let action): action.identity
        case .menu(let menu): menu.identity
        case .deferred(let deferred): deferred.identity
        case .platform: nil
        }
    }
}

/// A `UIAction` to build.
struct NativeMenuAction: Sendable {
    /// Its identity, which becomes its `UIAction.Identifier`.
    var identity: MenuIdentity
    /// The resolved title.
    var title: String
    /// The resolved subtitle, if any.
    var subtitle: String?
    /// The SF Symbol, if any.
    var symbolName: String?
    /// The UIKit attributes.
    var attributes: MenuElementAttributes = []
    /// The state of a toggle; `nil` for everything else.
    var state: MenuToggleState?
    /// What choosing it does; `nil` for rows that cannot be chosen.
    var perform: MenuAction?
    /// Whether the visible menu is rebuilt after `perform`, to show the state it changed
    /// (set exactly when the action keeps the menu presented).
    var reloadsAfterPerform = false
}

/// A `UIMenu` to build.
struct NativeMenu: Sendable {
    /// How big the children are drawn, as `UIMenu.ElementSize` expresses it.
    enum ElementSize: Sendable, Hashable {
        /// A row of small, icon-first elements (control groups, steppers).
        case small
        /// A row of medium elements.
        case medium
        /// Full rows, one per element.
        case large
    }

    /// Its identity, which becomes its `UIMenu.Identifier`.
    var identity: MenuIdentity
    /// The resolved title (empty for untitled groups).
    var title: String = ""
    /// The resolved subtitle, if any.
    var subtitle: String?
    /// The SF Symbol, if any.
    var symbolName: String?
    /// The UIKit options, palettes included (the adapter drops them where unavailable).
    var options: MenuOptions = []
    /// The size of the children, or `nil` for the system's default.
    var elementSize: ElementSize?
    /// The children.
    var children: [NativeMenuNode] = []
}

/// A `UIDeferredMenuElement` to build.
struct NativeDeferredElement: Sendable {
    /// Its identity.
    var identity: MenuIdentity
    /// The element whose body it loads.
    var element: Async
    /// Whether its body can be chosen (`false` inside a disabled group: the body shows disabled).
    var isEnabled = true
}
