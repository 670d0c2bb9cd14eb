/// The entries of one table in one localization: key → value.
///
/// ```swift
/// let table = LocalizationTable(["Button.Add": .text("Hinzufügen")])
/// ```
public struct LocalizationTable: Sendable, Hashable {
    /// The values by key.
    public var values: [String: LocalizedValue]
    /// Where each value came from, for explanations (`de.lproj/Main.strings`), by key.
    var origins: [String: String]

    /// Creates a table from values.
    public init(_ values: [String: LocalizedValue] = [:]) {
        self.values = values
        self.origins = [:]
    }

    /// Adds another table's values and origins, replacing existing ones of the same key.
    mutating func merge(_ other: LocalizationTable) {
        for (key, value) in other.values { values[key] = value }
        for (key, origin) in other.origins { origins[key] = origin }
    }

    /// Adds values, replacing existing ones of the same key, and records their origin.
    mutating func merge(_ newValues: [String: LocalizedValue], origin: String) {
        for (key, value) in newValues {
            values[key] = value
            origins[key] = origin
        }
    }
}
