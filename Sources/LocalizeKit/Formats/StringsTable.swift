/// The entries of a `.strings` file, in file order, with their comments and positions.
///
/// A key may occur more than once: every occurrence stays in `entries`, `duplicates`
/// lists them, and lookups return the last one, as Apple's loader does.
///
/// ```swift
/// var table = try StringsFileReader.read("/* Greeting */\n\"hello\" = \"Hallo\";\n")
/// table["hello"]               // "Hallo"
/// table.entries[0].comment     // "Greeting"
/// table.entries[0].location    // 2:1
/// table.setValue("Servus", forKey: "hello")
/// StringsFileWriter.write(table)   // "/* Greeting */\n\"hello\" = \"Servus\";\n"
/// ```
public struct StringsTable: Hashable, Sendable {
    /// One `"key" = "value";` definition.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// The comment written just above the entry, without its `/* */` or `//`.
        public var comment: String?
        /// Where the entry's key starts (line 0, column 0 for entries made in code).
        public var location: SourceLocation

        /// Creates an entry.
        public init(key: String, value: String, comment: String? = nil, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
            self.location = location ?? SourceLocation(line: 0, column: 0)
        }
    }

    /// An escape CoreFoundation's parser reads as the escaped character itself (`\Č` is
    /// `Č`): Apple loads the file, so the reader does too, and the audit reports each one as
    /// `unknown-escape`, since it is most likely a typo.
    public struct UnknownEscape: Hashable, Sendable {
        /// The character after the backslash, which the value holds.
        public var character: Character
        /// Where the backslash is.
        public var location: SourceLocation
    }

    private var storage: KeyedEntries<Entry>

    /// The escapes read as the character they escape, in file order.
    public var unknownEscapes: [UnknownEscape] = []

    /// Creates a table from entries in order.
    public init(entries: [Entry] = []) {
        storage = KeyedEntries(entries)
    }

    /// The entries in file order, duplicates included.
    public var entries: [Entry] { storage.entries }

    /// The value for a key (its last definition), or `nil`.
    public subscript(key: String) -> String? {
        storage[key]?.value
    }

    /// The entry that defines a key (its last definition), or `nil`.
    public func entry(forKey key: String) -> Entry? {
        storage[key]
    }

    /// The distinct keys in order of first appearance.
    public var keys: [String] { storage.keys }

    /// The keys defined more than once, each with all its locations.
    public var duplicates: [DuplicateKey] { storage.duplicates }

    /// Appends an entry; if its key already exists, the new entry is the one lookups find.
    public mutating func append(_ entry: Entry) {
        storage.append(entry)
    }

    /// Changes the value of a key's last definition, or appends an entry for a new key.
    public mutating func setValue(_ value: String, forKey key: String) {
        if !storage.modifyLast(forKey: key, { $0.value = value }) {
            storage.append(Entry(key: key, value: value))
        }
    }

    /// Removes every definition of a key.
    public mutating func removeValue(forKey key: String) {
        storage.removeAll(forKey: key)
    }
}

extension StringsTable.Entry: KeyedEntry {}
