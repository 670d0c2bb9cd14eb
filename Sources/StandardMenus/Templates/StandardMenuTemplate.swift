/// The standard menus by name, with their default contents: the menus of a Mac app's menu
/// bar, in its order, and the context menu of a list item. What `btnloc menu` prints and
/// what ``StandardMenuBar`` builds.
///
/// ```swift
/// StandardMenuTemplate(rawValue: "edit")?.elements   // MenuTemplates.edit()
/// StandardMenuTemplate.menuBar.map(\.rawValue)       // ["app", "file", "edit", "view", "window", "help"]
/// ```
public enum StandardMenuTemplate: String, CaseIterable, Hashable, Sendable {
    /// ``MenuTemplates/app(actions:additions:)``: titled with the app's name.
    case app
    /// ``MenuTemplates/file(actions:additions:)``.
    case file
    /// ``MenuTemplates/edit(actions:additions:)``.
    case edit
    /// ``MenuTemplates/view(isToolbarShown:isSidebarShown:isFullScreen:actions:additions:)``.
    case view
    /// ``MenuTemplates/window(actions:additions:)``.
    case window
    /// ``MenuTemplates/help(actions:additions:)``.
    case help
    /// ``MenuTemplates/listItem(isPinned:isFavorite:actions:additions:)``.
    case item

    /// The menus of a Mac app's menu bar, in its order.
    public static let menuBar: [StandardMenuTemplate] = [.app, .file, .edit, .view, .window, .help]

    /// The key of the Edit menu's Find submenu's title.
    static let findMenuTitleKey = "Menu.Find"

    /// The key of the menu's title in the catalog (`Menu.File`); `nil` for the app menu,
    /// which the app's name titles, and for the list item's context menu, which has none.
    public var titleKey: String? {
        switch self {
        case .app, .item: nil
        case .file: "Menu.File"
        case .edit: "Menu.Edit"
        case .view: "Menu.View"
        case .window: "Menu.Window"
        case .help: "Menu.Help"
        }
    }

    /// The menu's elements with their default options and no actions.
    public var elements: [MenuElement] {
        switch self {
        case .app: MenuTemplates.app()
        case .file: MenuTemplates.file()
        case .edit: MenuTemplates.edit()
        case .view: MenuTemplates.view()
        case .window: MenuTemplates.window()
        case .help: MenuTemplates.help()
        case .item: MenuTemplates.listItem()
        }
    }
}
