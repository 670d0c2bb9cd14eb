/// How a title resolved: its text, the key it was found under and where.
///
/// ```swift
/// let lookup = resolver.lookup("Button.OK", preferredLanguages: ["de"])
/// lookup.value          // "OK"
/// lookup.key            // "Button.Ok": the catalog's spelling of the article's key
/// lookup.origin         // .catalog
/// lookup.localization   // "de"
/// ```
public struct ButtonTitleLookup: Hashable, Sendable {
    /// Where a title came from.
    public enum Origin: Hashable, Sendable {
        /// The override at this index of ``ButtonTitleResolver/overrides``.
        case override(Int)
        /// The built-in catalog.
        case catalog
        /// Nowhere: the value is the key.
        case missing
    }

    /// The key found (the catalog's spelling of an alias), or the key asked for when missing.
    public let key: String
    /// The text; the key itself when missing.
    public let value: String
    /// Where the text came from.
    public let origin: Origin
    /// The localization the text came from, as its source spells it.
    public let localization: String?
}
