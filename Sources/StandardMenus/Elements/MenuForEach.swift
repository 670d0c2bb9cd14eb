/// Elements built from each item of a sequence, in order.
///
/// ```swift
/// Submenu("Open Recent") {
///     MenuForEach(recentDocuments) { document in
///         MenuItem(document.name, symbolName: "doc") { open(document) }
///     }
/// }
/// ```
public struct MenuForEach: Sendable, MenuContent {
    /// The elements built for every item.
    public let menuElements: [MenuElement]

    /// Builds elements for each item of `data`.
    public init<Data: Sequence>(_ data: Data, @MenuBuilder content: (Data.Element) -> [MenuElement]) {
        self.menuElements = data.flatMap(content)
    }
}
