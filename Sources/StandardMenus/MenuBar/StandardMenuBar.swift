import StandardButtons

/// The menu bar of a Mac app (and of an iPad or Mac Catalyst app's main menu): the App,
/// File, Edit, View, Window and Help menus built from standard types, with the app's name
/// where Apple puts it ("About Notes", "Quit Notes", the app menu's title), platform
/// neutral. The SwiftUI, UIKit and AppKit adapters turn it into `Commands`, a
/// `UIMenuBuilder`'s menus and an `NSMenu` main menu.
///
/// ```swift
/// var bar = StandardMenuBar(appName: "Notes", actions: MenuTemplateActions { editor.perform($0) })
/// bar.isSidebarShown = false
/// let menus = bar.menus                     // six Submenus
/// menus[0].title                            // .verbatim("Notes")
/// bar.menu(.view).children                  // Hide Toolbar, Customize Toolbar… | Show Sidebar | …
/// ```
public struct StandardMenuBar: Sendable {
    /// The app's name: the app menu's title and the name in About, Hide and Quit.
    public var appName: String
    /// What the buttons do.
    public var actions: MenuTemplateActions
    /// Whether the window's toolbar shows: the View menu offers Hide Toolbar, else Show Toolbar.
    public var isToolbarShown = true
    /// Whether the window's sidebar shows: the View menu offers Hide Sidebar, else Show Sidebar.
    public var isSidebarShown = true
    /// Whether the window is in full screen: the View menu offers Exit Full Screen, else Enter.
    public var isFullScreen = false
    /// The app's own elements, per menu, added as a group of their own where the menu's
    /// template places additions.
    public var additions: [StandardMenuTemplate: [MenuElement]] = [:]

    /// A menu bar for the app named `appName`, every button calling `actions`.
    public init(appName: String = AppName.current, actions: MenuTemplateActions = .none) {
        self.appName = appName
        self.actions = actions
    }

    /// The six menus in the menu bar's order.
    public var menus: [Submenu] { StandardMenuTemplate.menuBar.map(menu) }

    /// One menu of the bar, titled as the bar shows it.
    public func menu(_ template: StandardMenuTemplate) -> Submenu {
        let extra = additions[template] ?? []
        let children: [MenuElement] =
            switch template {
            case .app: MenuTemplates.app(actions: actions) { extra }
            case .file: MenuTemplates.file(actions: actions) { extra }
            case .edit: MenuTemplates.edit(actions: actions) { extra }
            case .view:
                MenuTemplates.view(
                    isToolbarShown: isToolbarShown, isSidebarShown: isSidebarShown, isFullScreen: isFullScreen,
                    actions: actions
                ) { extra }
            case .window: MenuTemplates.window(actions: actions) { extra }
            case .help: MenuTemplates.help(actions: actions) { extra }
            case .item: MenuTemplates.listItem(actions: actions) { extra }
            }
        let title: MenuTitle = template.titleKey.map { .key($0) } ?? .verbatim(appName)
        return Submenu(title: title, symbolName: nil, display: .submenu, children: children)
    }

    /// A resolver for this bar: the app's name in the titles that name it.
    public func resolver(preferredLanguages: [String]? = nil) -> MenuResolver {
        MenuResolver(preferredLanguages: preferredLanguages, appName: appName)
    }
}
