import StandardButtons

/// The title of a menu element: a standard type's translated title, or text given as is.
///
/// ```swift
/// MenuTitle.standard(.copy)                 // "Copy", "Kopieren", "コピー"…
/// MenuTitle.counted(.delete, count: 3)      // "Delete 3 Items", "Удалить 3 объекта"…
/// MenuTitle.verbatim("Open Recent")         // "Open Recent" in every language
/// MenuTitle.key("Menu.File")                // "File", "Ablage", "ファイル"…: a title the catalog has by key
/// ```
public enum MenuTitle: Hashable, Sendable {
    /// The title of a standard type, resolved for the preferred languages.
    case standard(StandardType)
    /// The counted title of a standard type ("Delete 3 Items"), resolved for the preferred languages.
    case counted(StandardType, count: Int)
    /// Text shown as given: the app localizes it.
    case verbatim(String)
    /// The catalog's text for a key, resolved for the preferred languages: the names of
    /// the menu bar's menus (`Menu.File`, `Menu.Edit`…), which are no button's title.
    case key(String)

    /// The standard type behind the title, if any.
    public var standardType: StandardType? {
        switch self {
        case .standard(let type), .counted(let type, _): type
        case .verbatim, .key: nil
        }
    }
}
