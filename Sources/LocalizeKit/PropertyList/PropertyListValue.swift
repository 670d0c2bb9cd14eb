/// A property list value with dictionary keys in file order, as the XML reader found it.
///
/// Stringsdict tables keep the keys they do not model as these values, so that writing
/// a table gives the file back.
///
/// ```swift
/// let value = PropertyListValue.dictionary([.init(key: "NSStringFormatSpecTypeKey", value: .string("NSStringPluralRuleType"))])
/// value["NSStringFormatSpecTypeKey"]   // .string("NSStringPluralRuleType")
/// ```
public enum PropertyListValue: Hashable, Sendable {
    /// `<string>`.
    case string(String)
    /// `<integer>`.
    case integer(Int)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`, as written (ISO 8601, such as `2024-05-01T12:00:00Z`).
    case date(String)
    /// `<data>`, decoded from Base64.
    case data([UInt8])
    /// `<array>`.
    case array([PropertyListValue])
    /// `<dict>`, members in order.
    case dictionary([Member])

    /// A key and its value in a dictionary.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListValue

        /// Creates a member.
        public init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// For a dictionary, the value of the last member with this key.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}
