/// A JSON object: its members in the order they were written, duplicate keys included.
///
/// Looking a key up finds its first occurrence; `members` shows them all. A member read from text knows
/// the line and column its key starts on; positions take no part in equality.
///
/// ```swift
/// var object: JSONObject = ["state": .string("new")]
/// object["value"] = .string("Hallo")
/// object.keys   // ["state", "value"]
/// ```
public struct JSONObject: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One `"key" : value` pair.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue
        /// The 1-based line of the key's opening quote, or 0 when not read from text.
        public var line: Int { Int(storedLine) }
        /// The 1-based column of the key's opening quote, or 0 when not read from text.
        public var column: Int { Int(storedColumn) }
        var storedLine: Int32
        var storedColumn: Int32

        /// Creates a member that was not read from text.
        public init(key: String, value: JSONValue) {
            self.init(key: key, value: value, line: 0, column: 0)
        }

        init(key: String, value: JSONValue, line: Int, column: Int) {
            self.key = key
            self.value = value
            self.storedLine = Int32(clamping: line)
            self.storedColumn = Int32(clamping: column)
        }

        /// Members are equal when their keys and values are; positions are ignored.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        /// Hashes the key and value.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The members in order.
    public var members: [Member]

    /// Creates an object from members.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// Creates an object from key-value pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The first position.
    public var startIndex: Int { members.startIndex }
    /// One past the last position.
    public var endIndex: Int { members.endIndex }
    /// The member at a position.
    public subscript(position: Int) -> Member { members[position] }

    /// The keys in order, duplicates included.
    public var keys: [String] { members.map { $0.key } }

    /// The value of the first member with this key; setting replaces that
    /// member's value or appends a member, and setting `nil` removes every
    /// member with the key.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let newValue {
                if let index = members.firstIndex(where: { $0.key == key }) {
                    members[index].value = newValue
                } else {
                    members.append(Member(key: key, value: newValue))
                }
            } else {
                members.removeAll { $0.key == key }
            }
        }
    }
}
