/// A list of translated strings and their state (`stringSet`), used for
/// App Shortcuts phrases and similar lists.
///
/// ```swift
/// let phrases = CatalogStringSet(state: .translated, values: ["Neues Dokument in ${applicationName}"])
/// ```
public struct CatalogStringSet: Hashable, Sendable {
    /// How far along the translation is.
    public var state: TranslationState
    /// The translated strings, in order.
    public var values: [String]
    /// Fields this model does not know, kept as read.
    public var extraFields: JSONObject

    /// Creates a string set.
    public init(state: TranslationState = .translated, values: [String], extraFields: JSONObject = JSONObject()) {
        self.state = state
        self.values = values
        self.extraFields = extraFields
    }
}
