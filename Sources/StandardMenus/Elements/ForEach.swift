/// Elements built from each item of a sequence, in order.
///
/// ```swift
/// Menu("Open Recent") {
///     ForEach(recentDocuments) { document in
///         MenuButton(document.name, symbolName: "doc") { open(document) }
///     }
/// }
/// ```
public struct ForEach: Sendable, MenuContent {
    /// The elements built for every item.
    public let menuElements: [MenuElement]

    /// Builds elements for each item of `data`.
    public init<Data: Sequence>(_ data: Data, @MenuBuilder content: (Data.Element) -> [MenuElement]) {
        self.menuElements = data.flatMap(content)
    }
}
