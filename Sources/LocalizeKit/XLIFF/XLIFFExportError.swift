/// A catalog string that cannot be exported: XML 1.0 cannot carry one of its characters.
///
/// ```swift
/// do { _ = try XLIFFExporter.file(for: catalog, original: "L.xcstrings", language: "de") }
/// catch { print(error) }   // key 'Bell\u{7}' (de): U+0007 cannot be written in XML 1.0
/// ```
public struct XLIFFExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The unit id of the string.
    public var unitID: String
    /// The language of the string.
    public var language: String
    /// The character XML cannot carry.
    public var character: Unicode.Scalar

    /// Creates an error.
    public init(unitID: String, language: String, character: Unicode.Scalar) {
        self.unitID = unitID
        self.language = language
        self.character = character
    }

    /// `key 'id' (lang): U+0007 cannot be written in XML 1.0`.
    public var description: String {
        let hex = String(character.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "key '\(unitID)' (\(language)): \(code) cannot be written in XML 1.0"
    }
}
