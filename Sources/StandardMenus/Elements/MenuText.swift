import StandardButtons

/// A row of text that cannot be chosen: a note, a status or a count.
///
/// ```swift
/// MenuText("Last synced 5 minutes ago")
/// ```
public struct MenuText: Sendable, MenuContent {
    /// The text.
    public var title: MenuTitle
    /// The SF Symbol shown beside the text, if any.
    public var symbolName: String?

    /// A row showing text as given.
    public init(_ title: String, symbolName: String? = nil) {
        self.init(title: .verbatim(title), symbolName: symbolName)
    }

    /// A row showing any title.
    public init(title: MenuTitle, symbolName: String? = nil) {
        self.title = title
        self.symbolName = symbolName
    }

    /// The row as an element.
    public var menuElements: [MenuElement] { [.text(self)] }
}
