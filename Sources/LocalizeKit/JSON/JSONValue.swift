/// A JSON value, as read from text, keeping what ordinary parsers lose.
///
/// Objects keep their members in order, duplicates included, with the line
/// and column each member starts on; numbers keep their literal text, so
/// that `1.50` is written back as `1.50`.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"a" : [1.50, true, null]}"#.utf8))
/// value.object?["a"]?.array?.first   // .number("1.50")
/// ```
public enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number, as its literal text (`-1`, `2.50`, `1e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object(JSONObject)

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number's literal text, if this is a number.
    public var number: String? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, if this is one.
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}
