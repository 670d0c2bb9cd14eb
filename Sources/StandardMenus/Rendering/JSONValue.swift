/// A JSON value with ordered object members, written by hand (FoundationEssentials has
/// no `JSONSerialization`).
///
/// ```swift
/// JSONValue.fields([("title", .string("Copy")), ("shortcut", .null)]).written()
/// // {
/// //   "title" : "Copy",
/// //   "shortcut" : null
/// // }
/// ```
enum JSONValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    /// A member of an object: a key and a value, kept in the order given.
    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// An object from key–value pairs, in order.
    static func fields(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { Member(key: $0.0, value: $0.1) })
    }

    /// A string, or `null` when absent.
    static func nullable(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// The value pretty-printed: two-space indentation, `" : "` between keys and values,
    /// `[]` and `{}` for empty containers, no trailing newline.
    func written() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            Self.writeString(text, to: &output)
        case .integer(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                value.write(to: &output, indent: indent + 2)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                Self.writeString(member.key, to: &output)
                output += " : "
                member.value.write(to: &output, indent: indent + 2)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Writes a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`…
    /// or `\u00XX`; everything else, non-ASCII included, as is.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
