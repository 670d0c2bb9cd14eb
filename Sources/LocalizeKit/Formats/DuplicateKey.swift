/// A key defined more than once in a table, with every place it is defined.
///
/// ```swift
/// let table = try StringsFileReader.read("\"a\" = \"1\";\n\"a\" = \"2\";\n")
/// table.duplicates   // [DuplicateKey(key: "a", locations: [1:1, 2:1])]
/// table["a"]         // "2": the last definition wins, as on Apple platforms
/// ```
public struct DuplicateKey: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where each definition starts, in file order.
    public var locations: [SourceLocation]

    /// Creates a duplicate report.
    public init(key: String, locations: [SourceLocation]) {
        self.key = key
        self.locations = locations
    }

}
