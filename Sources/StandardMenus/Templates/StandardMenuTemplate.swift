/// The standard menus by name, with their default contents: what `btnloc menu` prints.
///
/// ```swift
/// StandardMenuTemplate(rawValue: "edit")?.elements   // MenuTemplates.edit()
/// ```
public enum StandardMenuTemplate: String, CaseIterable, Hashable, Sendable {
    /// ``MenuTemplates/edit(actions:additions:)``.
    case edit
    /// ``MenuTemplates/file(actions:additions:)``.
    case file
    /// ``MenuTemplates/view(isFullScreen:actions:additions:)``.
    case view
    /// ``MenuTemplates/listItem(isPinned:isFavorite:actions:additions:)``.
    case item

    /// The menu's elements with their default options and no actions.
    public var elements: [MenuElement] {
        switch self {
        case .edit: MenuTemplates.edit()
        case .file: MenuTemplates.file()
        case .view: MenuTemplates.view()
        case .item: MenuTemplates.listItem()
        }
    }
}
