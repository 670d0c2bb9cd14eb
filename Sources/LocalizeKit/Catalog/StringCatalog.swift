/// A String Catalog (`.xcstrings`): the source language, the format
/// version, and the entries by key.
///
/// Reading then writing a catalog gives back the same bytes for everything
/// Xcode writes: unknown fields are kept at every level (`extraFields`), and
/// versions other than `1.0` (`1.1`, `1.3`, later ones) are kept as read.
///
/// ```swift
/// var catalog = try XCStringsReader.read(contentsOfFile: "Localizable.xcstrings")
/// catalog["Cancel"]?.localizations["de"]?.stringUnit?.value   // "Abbrechen"
/// catalog["Done"] = CatalogEntry(localizations: ["de": CatalogLocalization("Fertig")])
/// try XCStringsWriter.write(catalog, toFile: "Localizable.xcstrings")
/// ```
public struct StringCatalog: Hashable, Sendable {
    /// The language the keys and source strings are written in (`en`).
    public var sourceLanguage: String
    /// The format version as written (`1.0`, `1.1`, `1.3`, …).
    public var version: String
    /// The entries by key, in the order read (writers sort them).
    public var entries: CatalogMap<CatalogEntry>
    /// Top-level fields this model does not know, kept as read. A repeated
    /// known field is kept here too: its first occurrence fills the typed property.
    public var extraFields: JSONObject

    /// Creates a catalog.
    public init(
        sourceLanguage: String, version: String = "1.0", entries: CatalogMap<CatalogEntry> = CatalogMap(),
        extraFields: JSONObject = JSONObject()
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.extraFields = extraFields
    }

    /// The entry for a key; setting `nil` removes it.
    public subscript(key: String) -> CatalogEntry? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    /// The keys in order.
    public var keys: [String] { entries.keys }
}
