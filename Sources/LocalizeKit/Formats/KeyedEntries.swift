/// An entry of a table read from a file: a key and where it is defined.
protocol KeyedEntry: Hashable, Sendable {
    var key: String { get }
    var location: SourceLocation { get }
}

/// Entries in file order, duplicates included, with the index of each key's last
/// entry: the storage `StringsTable` and `StringsDictTable` share.
struct KeyedEntries<Entry: KeyedEntry>: Hashable, Sendable {
    private(set) var entries: [Entry]
    /// The index in `entries` of the last entry for each key.
    private var lastIndex: [String: Int]

    init(_ entries: [Entry]) {
        self.entries = entries
        self.lastIndex = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 })
    }

    /// The last entry for a key, which lookups use (as Apple's loaders do).
    subscript(key: String) -> Entry? {
        lastIndex[key].map { entries[$0] }
    }

    /// The distinct keys in order of first appearance.
    var keys: [String] {
        var seen: Set<String> = []
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// The keys that occur more than once, in order of first occurrence, with every location.
    var duplicates: [DuplicateKey] {
        var firstLocation: [String: SourceLocation] = [:]
        var position: [String: Int] = [:]
        var found: [DuplicateKey] = []
        for entry in entries {
            if let index = position[entry.key] {
                found[index].locations.append(entry.location)
            } else if let first = firstLocation[entry.key] {
                position[entry.key] = found.count
                found.append(DuplicateKey(key: entry.key, locations: [first, entry.location]))
            } else {
                firstLocation[entry.key] = entry.location
            }
        }
        return found
    }

    mutating func append(_ entry: Entry) {
        lastIndex[entry.key] = entries.count
        entries.append(entry)
    }

    /// Changes the last entry for a key; `false` if there is none.
    mutating func modifyLast(forKey key: String, _ body: (inout Entry) -> Void) -> Bool {
        guard let index = lastIndex[key] else { return false }
        body(&entries[index])
        return true
    }

    mutating func removeAll(forKey key: String) {
        guard lastIndex[key] != nil else { return }
        self = KeyedEntries(entries.filter { $0.key != key })
    }
}
