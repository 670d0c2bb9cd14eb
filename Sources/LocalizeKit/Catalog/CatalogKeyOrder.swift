/// The order in which Xcode writes the keys of a String Catalog, at every level.
///
/// Keys compare as ICU's root collation does with numeric ordering on: first
/// by base characters (spaces and punctuation before digits, digits before
/// letters, digit runs as numbers), then by accents, then by case (lowercase
/// first). Keys equal at all three levels (`01` and `1`) fall back to code
/// point order, so that the order is total. This matches every catalog Xcode
/// wrote that we have seen, including keys that differ only in case.
///
/// ```swift
/// ["Item 10", "item 9", "Item 9", "Éclair", "eclair"].sorted(by: CatalogKeyOrder.precedes)
/// // ["eclair", "Éclair", "item 9", "Item 9", "Item 10"]
/// ```
public enum CatalogKeyOrder {
    /// The shared collator; `nil` only when ICU has no collation data, in
    /// which case keys compare by code point, ASCII letters folded.
    private static let collator: ICUCollatorHandle? = try? ICUCollatorHandle()

    /// Compares two keys: negative when `left` comes first, zero when they are identical.
    public static func compare(_ left: String, _ right: String) -> Int {
        if left == right { return 0 }
        return left.withUTF8Buffer { left in
            right.withUTF8Buffer { right in compare(left, right) }
        }
    }

    /// Whether `left` comes before `right`.
    public static func precedes(_ left: String, _ right: String) -> Bool {
        compare(left, right) < 0
    }

    /// Compares two keys given as UTF-8.
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        // Lowercase ASCII letters alone (plural categories, devices, most language codes) collate
        // as their bytes do: each letter has a primary weight of its own, in alphabetical order,
        // and the root collation has no contractions among them; a prefix comes first.
        if isLowercaseLetters(left), isLowercaseLetters(right) { return codeUnitCompare(left, right) }
        return collatedCompare(left, right)
    }

    /// `compare` without the shortcut for lowercase letters: the collator, then code points.
    static func collatedCompare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        if let collator {
            let result = collator.compare(left, right)
            if result != 0 { return result }
        } else {
            let result = foldedCompare(left, right)
            if result != 0 { return result }
        }
        return codeUnitCompare(left, right)
    }

    /// The positions of `keys` in the order Xcode writes them; equal keys keep their order.
    static func sortedIndices<Keys: RandomAccessCollection>(_ keys: Keys) -> [Int]
    where Keys.Element == String, Keys.Index == Int {
        var indices = Array(keys.indices)
        indices.sort { left, right in
            let order = compare(keys[left], keys[right])
            return order != 0 ? order < 0 : left < right
        }
        return indices
    }

    /// Whether `keys` are already in order (each key before or identical to the next).
    static func isSorted<Keys: Sequence>(_ keys: Keys) -> Bool where Keys.Element == String {
        var previous: String?
        for key in keys {
            if let previous, compare(previous, key) > 0 { return false }
            previous = key
        }
        return true
    }

    /// Whether every byte is an ASCII lowercase letter (`a`…`z`).
    private static func isLowercaseLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- UInt8(ascii: "a") > UInt8(ascii: "z") - UInt8(ascii: "a") { return false }
        return true
    }

    private static func codeUnitCompare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        for (a, b) in zip(left, right) where a != b {
            return Int(a) - Int(b)
        }
        return left.count - right.count
    }

    private static func foldedCompare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        func fold(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
        for (a, b) in zip(left, right) where fold(a) != fold(b) {
            return Int(fold(a)) - Int(fold(b))
        }
        return left.count - right.count
    }
}
