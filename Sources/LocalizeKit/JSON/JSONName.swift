/// A short string read from JSON — an object key such as `stringUnit`, or a
/// word such as `translated` — kept as its bytes, so that it can be matched
/// against literals without making a `String`.
///
/// A string of up to 24 bytes (after decoding any escapes) is kept in three
/// words, and a `JSONName` holds no reference: copying and dropping one costs
/// nothing. A longer string is not kept: it matches no literal, and its text
/// is the scanner's (`JSONScanner.text(of:)`) until the scanner reads the next
/// name. Match with `~=` (so `switch` works on literals).
///
/// ```swift
/// switch try scanner.nextName(first: &first) {
/// case "state"?: …
/// case let other?: extra.append(scanner.text(of: other))
/// case nil: break   // end of the object
/// }
/// ```
struct JSONName {
    /// The longest text kept.
    static let maximumCount = 24

    /// The bytes of a kept name, the first in the lowest byte of `first`, zero-padded.
    private let first: UInt64
    private let second: UInt64
    private let third: UInt64
    /// The byte count of a kept name; -1 for a longer one, not kept.
    private let count: Int

    /// A kept name: `count` bytes (at most 24) in three little-endian words, zero-padded.
    init(first: UInt64, second: UInt64, third: UInt64, count: Int) {
        self.first = first
        self.second = second
        self.third = third
        self.count = count
    }

    /// The name of `text`: kept when it has at most `maximumCount` bytes.
    init(_ text: String) {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var text = text
        let count = text.withUTF8 { bytes -> Int in
            guard bytes.count <= Self.maximumCount else { return -1 }
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            return bytes.count
        }
        self.init(
            first: UInt64(littleEndian: words.0), second: UInt64(littleEndian: words.1),
            third: UInt64(littleEndian: words.2), count: count)
    }

    /// Whether the text was kept (it has at most `maximumCount` bytes).
    var isKept: Bool { count >= 0 }

    /// The text of a kept name; nil for a longer one.
    var keptText: String? {
        guard count >= 0 else { return nil }
        return withUnsafeBytes(of: (first.littleEndian, second.littleEndian, third.littleEndian)) { bytes in
            String(decoding: bytes.prefix(count), as: UTF8.self)
        }
    }

    /// Whether two names hold the same text, for names that tend to repeat (four words
    /// compared). Names that were not kept are never the same: a caller that caches strings
    /// by name then only misses.
    @inline(__always)
    func isSame(as other: JSONName) -> Bool {
        count >= 0 && count == other.count && first == other.first && second == other.second && third == other.third
    }

    /// Whether the text is `pattern`'s (at most `maximumCount` bytes; inlined, so that a
    /// literal's words are constants).
    @inline(__always)
    static func ~= (pattern: StaticString, name: JSONName) -> Bool {
        let count = pattern.utf8CodeUnitCount
        // Checked in release builds too: a longer pattern would be copied past `words`
        // (folded away for a literal, whose count is a constant).
        precondition(count <= maximumCount, "a JSONName pattern is at most \(maximumCount) bytes")
        guard count == name.count else { return false }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &words) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: pattern.utf8Start, count: count))
        }
        return UInt64(littleEndian: words.0) == name.first && UInt64(littleEndian: words.1) == name.second
            && UInt64(littleEndian: words.2) == name.third
    }
}
