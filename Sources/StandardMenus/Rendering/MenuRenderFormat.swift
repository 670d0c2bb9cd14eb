/// The formats ``MenuRenderer`` writes.
///
/// ```swift
/// MenuRenderFormat(rawValue: "json")   // .json
/// ```
public enum MenuRenderFormat: String, CaseIterable, Hashable, Sendable {
    /// Indented text, one element a line, shortcuts in a column.
    case text
    /// A JSON array of elements.
    case json
}
