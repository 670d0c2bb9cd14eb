/// One table of one localization in a folder of `<lang>.lproj` folders: its
/// `.strings` file, its `.stringsdict` file, or both.
///
/// ```swift
/// var table = LprojTable()
/// table.strings = try StringsFileReader.read("\"Button.Add\" = \"Hinzufügen\";")
/// table.isEmpty   // false
/// ```
public struct LprojTable: Hashable, Sendable {
    /// `<Table>.strings`, when present.
    public var strings: StringsTable?
    /// `<Table>.stringsdict`, when present.
    public var stringsDict: StringsDictTable?

    /// Creates a table from its files.
    public init(strings: StringsTable? = nil, stringsDict: StringsDictTable? = nil) {
        self.strings = strings
        self.stringsDict = stringsDict
    }

    /// Whether neither file has an entry.
    public var isEmpty: Bool {
        (strings?.entries.isEmpty ?? true) && (stringsDict?.entries.isEmpty ?? true)
    }
}
