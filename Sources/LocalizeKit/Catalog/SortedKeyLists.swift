/// Remembers a few lists of keys found in `CatalogKeyOrder`, so that a writer meeting the
/// same list again (every entry's languages, a plural's `one`/`other`) tells it is sorted by
/// comparing bytes rather than collating each pair of neighbours again.
///
/// A list counts as the same only when every key has the same UTF-8 bytes (not merely equal
/// strings: canonically equivalent spellings may collate apart). Only sorted lists are kept,
/// at most `capacity`, the one last found first: a list met once (a substitution's names)
/// takes the last place, not that of a list met at every entry.
///
/// ```swift
/// let memo = SortedKeyLists()
/// memo.isSorted(["de", "en", "fr"])   // true, collated once
/// memo.isSorted(["de", "en", "fr"])   // true, found among the lists kept
/// ```
final class SortedKeyLists {
    /// How many lists are kept.
    static let capacity = 8

    /// The lists kept, the one last found first.
    private var lists: [[String]] = []

    /// Whether `keys` are in `CatalogKeyOrder` (each before or identical to the next), as
    /// `CatalogKeyOrder.isSorted` tells.
    func isSorted(_ keys: [String]) -> Bool {
        guard keys.count > 1 else { return true }
        if let found = lists.firstIndex(where: { Self.holdSameBytes($0, keys) }) {
            if found > 0 { lists.swapAt(found, 0) }
            return true
        }
        guard CatalogKeyOrder.isSorted(keys) else { return false }
        if lists.count < Self.capacity {
            lists.append(keys)
        } else {
            lists[lists.count - 1] = keys
        }
        return true
    }

    /// Whether two lists have as many keys and each key the same UTF-8 bytes as its counterpart.
    static func holdSameBytes(_ left: [String], _ right: [String]) -> Bool {
        guard left.count == right.count else { return false }
        for position in left.indices where !left[position].hasSameUTF8(as: right[position]) {
            return false
        }
        return true
    }
}
