/// A menu element with the identity of its occurrence in the tree.
///
/// ```swift
/// for child in MenuIdentity.root.identify(elements) {
///     print(child.identity.rawValue)
/// }
/// ```
public struct IdentifiedMenuElement: Identifiable, Sendable {
    /// Where the element occurs.
    public let identity: MenuIdentity
    /// The element.
    public let element: MenuElement

    /// The identity, as `Identifiable` asks.
    public var id: MenuIdentity { identity }
}
