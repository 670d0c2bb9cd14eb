/// Something a conversion between String Catalogs and `.lproj` tables could
/// not carry over, or had to decide: never dropped silently.
///
/// Warnings of the same `field` and `value` are alike (one per key and
/// language); `ConversionWarning.summarize(_:)` folds them into one line each.
///
/// ```swift
/// let result = CatalogToLproj.convert(catalog, table: "Localizable")
/// for line in ConversionWarning.summarize(result.warnings) { print("warning:", line) }
/// // warning: state 'needs_review' is not kept (.strings has no states): 3 strings, in 'Done' (de), …
/// ```
public struct ConversionWarning: Hashable, Sendable, CustomStringConvertible {
    /// The field or feature concerned (`state`, `extractionState`, `shouldTranslate`, `stringSet`…).
    public var field: String
    /// The field's value, when warnings about the same field differ by value (`needs_review`).
    public var value: String?
    /// What happened to it, as a phrase (`is not kept (.strings has no states)`).
    public var consequence: String
    /// The entry's key, or `nil` for the whole catalog or table.
    public var key: String?
    /// The language concerned, or `nil` for the entry as a whole.
    public var language: String?

    /// Creates a warning.
    public init(field: String, value: String? = nil, consequence: String, key: String? = nil, language: String? = nil) {
        self.field = field
        self.value = value
        self.consequence = consequence
        self.key = key
        self.language = language
    }

    /// What the warning is about, without its place: `state 'new' is not kept (…)`.
    public var subject: String {
        (value.map { "\(field) '\($0)'" } ?? field) + " " + consequence
    }

    /// The place: `'Done' (de)`, `'Done'`, or empty.
    public var place: String {
        guard let key else { return language.map { "(\($0))" } ?? "" }
        return "'\(key)'" + (language.map { " (\($0))" } ?? "")
    }

    /// One line: the subject, then the place.
    public var description: String {
        place.isEmpty ? subject : subject + ": " + place
    }

    /// One line per kind of warning, in order of first appearance: the subject,
    /// how many places, and the first few of them.
    ///
    /// ```swift
    /// ConversionWarning.summarize(warnings, examples: 2)
    /// // ["shouldTranslate is not kept (.strings cannot mark a string): 12 entries, 'A', 'B', …"]
    /// ```
    public static func summarize(_ warnings: [ConversionWarning], examples: Int = 3) -> [String] {
        var order: [String] = []
        var places: [String: [String]] = [:]
        for warning in warnings {
            let subject = warning.subject
            if places[subject] == nil {
                order.append(subject)
                places[subject] = []
            }
            let place = warning.place
            if !place.isEmpty { places[subject]?.append(place) }
        }
        return order.map { subject in
            let list = places[subject] ?? []
            guard !list.isEmpty else { return subject }
            if list.count == 1 { return subject + ": " + list[0] }
            let shown = list.prefix(examples).joined(separator: ", ")
            return subject + ": \(list.count) places: " + shown + (list.count > examples ? ", …" : "")
        }
    }
}
