/// The `state` of a translated string: how far along its translation is.
///
/// Any value read from a file is kept, known or not.
///
/// ```swift
/// let unit = CatalogStringUnit(state: .needsReview, value: "Abbrechen")
/// unit.state.rawValue   // "needs_review"
/// ```
public struct TranslationState: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The text written in the file.
    public var rawValue: String

    /// Creates a state from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a state from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// `translated`: done.
    public static let translated = TranslationState(rawValue: "translated")
    /// `new`: not translated yet.
    public static let new = TranslationState(rawValue: "new")
    /// `needs_review`: translated, but to be checked (the source changed, or a machine translated it).
    public static let needsReview = TranslationState(rawValue: "needs_review")
    /// `stale`: the key is no longer found in the source code.
    public static let stale = TranslationState(rawValue: "stale")

    /// The raw value.
    public var description: String { rawValue }
}
