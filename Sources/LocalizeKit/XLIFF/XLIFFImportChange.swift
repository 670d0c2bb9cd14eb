/// One translation an XLIFF import changed, or would change with `--dry-run`.
///
/// ```swift
/// let changes = try XLIFFImporter.apply(file, to: &catalog)
/// changes.first?.description   // updated 'Cancel' (de): "Abbruch" → "Abbrechen"
/// ```
public struct XLIFFImportChange: Hashable, Sendable, CustomStringConvertible {
    /// The unit id (the key, and the variation path).
    public var unitID: String
    /// The language changed.
    public var language: String
    /// The string before, `nil` when there was none.
    public var old: String?
    /// The string imported.
    public var new: String
    /// The state given to it.
    public var state: TranslationState

    /// Creates a change.
    public init(unitID: String, language: String, old: String?, new: String, state: TranslationState) {
        self.unitID = unitID
        self.language = language
        self.old = old
        self.new = new
        self.state = state
    }

    /// `added 'id' (de): "new"` or `updated 'id' (de): "old" → "new"`, with the state when not `translated`.
    public var description: String {
        var line = old == nil ? "added" : "updated"
        line += " '" + unitID + "' (" + language + "): "
        if let old { line += MergeChange.quote(old) + " → " }
        line += MergeChange.quote(new)
        if state != .translated { line += " [" + state.rawValue + "]" }
        return line
    }
}
