/// The keys of the last object read at one place of a catalog, so that the next
/// object there gets its keys without making new strings.
///
/// The maps of a catalog repeat their keys: every entry has the same languages,
/// every plural variation the same categories, in the same (sorted) order. A
/// key read as a `JSONName` is matched against the key at the same place in the
/// last object (or the one after it, when a key is missing); on a match that
/// key's `String` is reused, otherwise the name's text is made a `String`.
///
/// ```swift
/// var repeated = RepeatedKeys()
/// repeated.beginObject()
/// while let name = try scanner.nextName(first: &first) {
///     let key = repeated.key(for: name)   // "de", "en", … made once
/// }
/// ```
struct RepeatedKeys {
    private var previous: [(name: JSONName, key: String)] = []
    private var current: [(name: JSONName, key: String)] = []
    /// The place in `previous` where the next key is looked for.
    private var cursor = 0

    /// Starts an object: the keys of the last one become those matched against.
    mutating func beginObject() {
        if !current.isEmpty {
            swap(&previous, &current)
            current.removeAll(keepingCapacity: true)
        }
        cursor = 0
    }

    /// The key named `name`, read by `scanner`: the same string as the last object's key there
    /// when they match.
    mutating func key(for name: JSONName, in scanner: borrowing JSONScanner) -> String {
        var found: String?
        if cursor < previous.count, previous[cursor].name.isSame(as: name) {
            found = previous[cursor].key
            cursor += 1
        } else if cursor + 1 < previous.count, previous[cursor + 1].name.isSame(as: name) {
            found = previous[cursor + 1].key
            cursor += 2
        }
        let key = found ?? scanner.text(of: name)
        current.append((name, key))
        return key
    }
}
