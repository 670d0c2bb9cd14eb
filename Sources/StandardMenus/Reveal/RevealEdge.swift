/// The side of the container a ``RevealMenuModel`` list slides in from.
///
/// ```swift
/// RevealMenuModel(edge: .trailing).edge.openingDirection   // -1: revealed by dragging left
/// ```
public enum RevealEdge: String, CaseIterable, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge (right in left-to-right layouts).
    case trailing

    /// The sign of a horizontal drag that reveals the list: +1 from the leading edge, -1
    /// from the trailing one.
    public var openingDirection: Double {
        self == .leading ? 1 : -1
    }
}
