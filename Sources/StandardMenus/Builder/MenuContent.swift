/// Anything a ``MenuBuilder`` closure can contain: an element, or several.
///
/// Every element type conforms, and so do arrays and optionals of content, so a
/// builder closure can hold `[MenuItem]`, an optional `MenuToggle` or the
/// `[MenuElement]` returned by another builder function.
///
/// ```swift
/// let extra: MenuItem? = canShare ? MenuItem(.share) { share() } : nil
/// let elements = Submenu("Item") {
///     extra
///     [MenuItem(.copy) { copy() }, MenuItem(.duplicate) { duplicate() }]
/// }.menuElements
/// ```
public protocol MenuContent: Sendable {
    /// The elements this content contributes to a menu, in order.
    var menuElements: [MenuElement] { get }
}

/// An array of menu content is menu content: its members' elements, in order.
extension Array: MenuContent where Element: MenuContent {
    /// The elements of every member, in order.
    public var menuElements: [MenuElement] { flatMap(\.menuElements) }
}

/// Optional menu content is menu content: the wrapped elements, or none.
extension Optional: MenuContent where Wrapped: MenuContent {
    /// The wrapped content's elements, or none.
    public var menuElements: [MenuElement] { self?.menuElements ?? [] }
}
