/// A translated string and its state (`stringUnit`).
///
/// ```swift
/// let unit = CatalogStringUnit(state: .translated, value: "Abbrechen")
/// ```
public struct CatalogStringUnit: Hashable, Sendable {
    /// How far along the translation is.
    public var state: TranslationState
    /// The translated text.
    public var value: String
    /// Fields this model does not know, kept as read.
    public var extraFields: JSONObject

    /// Creates a string unit.
    public init(state: TranslationState = .translated, value: String, extraFields: JSONObject = JSONObject()) {
        self.state = state
        self.value = value
        self.extraFields = extraFields
    }
}
