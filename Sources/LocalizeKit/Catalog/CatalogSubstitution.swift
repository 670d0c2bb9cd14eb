/// A substitution (`%#@name@` in a string) and its variations.
///
/// ```swift
/// var count = CatalogSubstitution(argNum: 1, formatSpecifier: "lld")
/// count.variations.plural = ["one": .init("%arg file"), "other": .init("%arg files")]
/// ```
public struct CatalogSubstitution: Hashable, Sendable {
    /// The 1-based position of the argument it formats (`argNum`), when given.
    public var argNum: Int?
    /// The format specifier without `%` (`lld`, `@`), when given.
    public var formatSpecifier: String?
    /// The variations (usually `plural`).
    public var variations: CatalogVariations
    /// Fields this model does not know, kept as read.
    public var extraFields: JSONObject

    /// Creates a substitution.
    public init(
        argNum: Int? = nil, formatSpecifier: String? = nil, variations: CatalogVariations = CatalogVariations(),
        extraFields: JSONObject = JSONObject()
    ) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraFields = extraFields
    }
}
