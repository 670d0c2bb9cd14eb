/// How a ``Submenu`` shows its children.
///
/// ```swift
/// Submenu("Sort By", display: .inline) { … }
/// ```
public enum MenuDisplay: String, CaseIterable, Hashable, Sendable {
    /// A submenu that opens from its title row (the default).
    case submenu
    /// The children shown in place, under the title, as a group.
    case inline
    /// The children shown in place as a row of compact items (iOS 17 palettes).
    case palette
}
