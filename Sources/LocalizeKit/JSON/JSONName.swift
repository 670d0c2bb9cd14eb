/// A short string read from JSON — an object key such as `stringUnit`, or a
/// word such as `translated` — kept as its bytes, so that it can be matched
/// against literals without making a `String`.
///
/// Plain ASCII strings of up to 16 bytes without escapes are kept in two
/// words; any other string is decoded. Match with `~=` (so `switch` works
/// on literals) and take `string` when the text itself is needed.
///
/// ```swift
/// switch try scanner.nextName(first: &first) {
/// case "state"?: …
/// case let other?: extra.append(other.string)
/// case nil: break   // end of the object
/// }
/// ```
struct JSONName {
    /// The bytes of a short plain key, the first in the lowest byte of `low`, zero-padded.
    private let low: UInt64
    private let high: UInt64
    /// The byte count of a short plain key; -1 when `decoded` holds the text.
    private let count: Int
    private let decoded: String?

    /// A short plain string: `count` bytes (at most 16) in two little-endian words.
    init(low: UInt64, high: UInt64, count: Int) {
        self.low = low
        self.high = high
        self.count = count
        decoded = nil
    }

    /// Any other string, decoded.
    init(decoded: String) {
        low = 0
        high = 0
        count = -1
        self.decoded = decoded
    }

    /// The text.
    var string: String {
        if let decoded { return decoded }
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: bytes.prefix(count), as: UTF8.self)
        }
    }

    /// Whether two names hold the same text, for names that tend to repeat (two words compared
    /// for a short plain name). A name kept as bytes and one decoded are never the same, even
    /// when their texts are: a caller that caches strings by name then only misses.
    @inline(__always)
    func isSame(as other: JSONName) -> Bool {
        guard count == other.count, low == other.low, high == other.high else { return false }
        return count >= 0 || decoded == other.decoded
    }

    /// Whether the text is `pattern`'s (inlined, so that a literal's words are constants).
    @inline(__always)
    static func ~= (pattern: StaticString, name: JSONName) -> Bool {
        if let decoded = name.decoded {
            return pattern.withUTF8Buffer { decoded.utf8.elementsEqual($0) }
        }
        let count = pattern.utf8CodeUnitCount
        guard count == name.count else { return false }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: pattern.utf8Start, count: count))
        }
        return UInt64(littleEndian: words.0) == name.low && UInt64(littleEndian: words.1) == name.high
    }
}
