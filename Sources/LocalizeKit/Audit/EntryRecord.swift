/// What the audit keeps of an entry once its texts are checked, to report
/// missing translations and count completeness when every locale is known.
struct EntryRecord: Sendable {
    /// The key.
    let key: String
    /// The file and line the key is defined at (the source table for `.lproj` folders).
    let file: String
    let line: Int32
    /// The column of the key on `line`; 0 when unknown.
    var column: UInt16 = 0
    /// Whether the entry needs translating (not stale, not `shouldTranslate: false`, has words).
    let needsTranslation: Bool
    /// The locales with a translation that is not `new`.
    var translated = SlotSet()
    /// The locales with a localization that is still `new` (in whole or in part).
    var started = SlotSet()

    /// The record with its slots renumbered by `map` (the record of another auditor's entry).
    func withSlots(_ map: [Int]) -> EntryRecord {
        var record = self
        record.translated = translated.mapped(map)
        record.started = started.mapped(map)
        return record
    }

    init(key: String, file: String, line: Int, needsTranslation: Bool) {
        self.key = key
        self.file = file
        self.line = Int32(clamping: line)
        self.needsTranslation = needsTranslation
    }
}
