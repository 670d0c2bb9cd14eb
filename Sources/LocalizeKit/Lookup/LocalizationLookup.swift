/// The result of a lookup, able to explain itself: the value, where it was
/// found, and the chain of localizations searched.
///
/// ```swift
/// let result = try bundle.lookup("Button.Add", preferredLanguages: ["de-CH"])
/// result.value          // "Hinzufügen"
/// result.localization   // "de"
/// result.chain          // ["de", "en"]
/// ```
public struct LocalizationLookup: Sendable, Hashable {
    /// How the lookup ended.
    public enum Source: Sendable, Hashable {
        /// Found in a localization's table.
        case found
        /// No localization has the key: the value is the key itself.
        case missing
    }

    /// The key looked up.
    public let key: String
    /// The table searched.
    public let table: String
    /// The resolved text (the key itself when missing).
    public let value: String
    /// The raw value found (nil when missing), for plural formatting.
    public let rawValue: LocalizedValue?
    /// Found or missing.
    public let source: Source
    /// The localization the value came from, as the bundle spells it.
    public let localization: String?
    /// The file the value came from, when it came from a file.
    public let file: String?
    /// Which layer of an overlaid bundle held the value (0 is the top).
    public let layer: Int?
    /// The localizations searched, in order.
    public let chain: [String]

    /// Several lines saying what was searched and where the value was found.
    public var explanation: String {
        var lines = ["key: \(key)", "table: \(table)", "chain: \(chain.joined(separator: " → "))"]
        switch source {
        case .found:
            var place = "found in: \(localization ?? "?")"
            if let file { place += " (\(file))" }
            if let layer, layer > 0 { place += " [overlay layer \(layer)]" }
            lines.append(place)
        case .missing:
            lines.append("found in: nowhere; the key is returned")
        }
        return lines.joined(separator: "\n")
    }
}
