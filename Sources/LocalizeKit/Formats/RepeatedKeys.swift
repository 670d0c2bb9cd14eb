/// The keys of the last object read at one place of a catalog, so that the next
/// object there gets its keys without making new strings.
///
/// The maps of a catalog repeat their keys: every entry has the same languages,
/// every plural variation the same categories, in the same (sorted) order. A
/// key read as a `JSONName` is matched against the key at the same place in the
/// last object (or the one after it, when a key is missing); on a match that
/// key's `String` is reused, otherwise the name's text is made a `String`.
/// At the end of an object, `endObject()` gives its keys as an array that
/// shares its storage with a recent object's that had the same keys: a
/// catalog's maps of languages, or of plural categories, then hold a few
/// arrays of keys between them, not one each (copy on write keeps them apart
/// if one changes).
///
/// ```swift
/// var repeated = RepeatedKeys()
/// repeated.beginObject()
/// while let name = try scanner.nextName(first: &first) {
///     let key = repeated.key(for: name)   // "de", "en", … made once
/// }
/// let keys = repeated.endObject()         // a recent object's array when the keys are the same
/// ```
struct RepeatedKeys {
    // Names and keys in two arrays, not one of tuples, which the runtime destroys through metadata.
    // Each array's first `previousCount` or `currentCount` elements are the object's; those after
    // are left from longer objects and overwritten in place, so that starting an object empties
    // nothing (emptying an array of strings runs the runtime's generic destroy).
    private var previousNames: [JSONName] = []
    private var previousKeys: [String] = []
    private var previousCount = 0
    private var currentNames: [JSONName] = []
    private var currentKeys: [String] = []
    private var currentCount = 0
    /// The place in `previousNames` where the next key is looked for.
    private var cursor = 0
    /// The distinct keys of the last objects ended, as `endObject()` handed them out (shared with
    /// their maps), the most recently used first: languages missing here and there, and the plural
    /// categories of the languages in turn, make a few sets of keys that keep coming back.
    private var recentKeys: [[String]] = []
    /// How many sets of keys `recentKeys` keeps.
    private static var recentCount: Int { 8 }

    /// Starts an object: the keys of the last one become those matched against.
    mutating func beginObject() {
        if currentCount > 0 {
            swap(&previousNames, &currentNames)
            swap(&previousKeys, &currentKeys)
            previousCount = currentCount
            currentCount = 0
        }
        cursor = 0
    }

    /// The key named `name`, read by `scanner`: the same string as the last object's key there
    /// when they match.
    mutating func key(for name: JSONName, in scanner: borrowing JSONScanner) -> String {
        let key: String
        if cursor < previousCount, previousNames[cursor].isSame(as: name) {
            key = previousKeys[cursor]
            cursor += 1
        } else if cursor + 1 < previousCount, previousNames[cursor + 1].isSame(as: name) {
            key = previousKeys[cursor + 1]
            cursor += 2
        } else {
            key = scanner.text(of: name)
        }
        if currentCount < currentNames.count {
            currentNames[currentCount] = name
            currentKeys[currentCount] = key
        } else {
            currentNames.append(name)
            currentKeys.append(key)
        }
        currentCount += 1
        return key
    }

    /// Ends the object: its keys in order, in the array `endObject()` returned for a recent
    /// object with the same keys, else in a new array of their count.
    mutating func endObject() -> [String] {
        if let position = recentKeys.firstIndex(where: isCurrent) {
            if position > 0 { recentKeys.insert(recentKeys.remove(at: position), at: 0) }
            return recentKeys[0]
        }
        let count = currentCount
        let keys = currentKeys.withUnsafeBufferPointer { current in
            [String](unsafeUninitializedCapacity: count) { buffer, initialized in
                _ = buffer.initialize(from: UnsafeBufferPointer(rebasing: current[..<count]))
                initialized = count
            }
        }
        if recentKeys.count == Self.recentCount { recentKeys.removeLast() }
        recentKeys.insert(keys, at: 0)
        return keys
    }

    /// Whether `keys` are the current object's keys.
    private func isCurrent(_ keys: [String]) -> Bool {
        guard keys.count == currentCount else { return false }
        for position in 0..<currentCount where keys[position] != currentKeys[position] {
            return false
        }
        return true
    }
}
