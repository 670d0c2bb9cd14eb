import LocalizeKit

/// A JSON value with ordered object members, written by hand (FoundationEssentials has
/// no `JSONSerialization`).
///
/// ```swift
/// MenuJSONValue.fields([("title", .string("Copy")), ("shortcut", .null)]).written()
/// // {
/// //   "title" : "Copy",
/// //   "shortcut" : null
/// // }
/// ```
enum MenuJSONValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([MenuJSONValue])
    case object([Member])

    /// A member of an object: a key and a value, kept in the order given.
    struct Member: Hashable, Sendable {
        var key: String
        var value: MenuJSONValue
    }

    /// An object from key–value pairs, in order.
    static func fields(_ members: [(String, MenuJSONValue)]) -> MenuJSONValue {
        .object(members.map { Member(key: $0.0, value: $0.1) })
    }

    /// A string, or `null` when absent.
    static func nullable(_ text: String?) -> MenuJSONValue {
        text.map(MenuJSONValue.string) ?? .null
    }

    /// The value pretty-printed in btnloc's JSON style (`JSONTextWriter`): two-space
    /// indentation, `" : "` between keys and values, `[]` and `{}` for empty
    /// containers, no trailing newline.
    func written() -> String {
        let json = JSONTextWriter()
        write(to: json)
        var text = json.text()
        text.removeLast()
        return text
    }

    private func write(to json: JSONTextWriter) {
        switch self {
        case .string(let text): json.string(text)
        case .integer(let number): json.number(number)
        case .bool(let flag): json.bool(flag)
        case .null: json.null()
        case .array(let values):
            json.beginArray()
            for value in values { value.write(to: json) }
            json.endArray()
        case .object(let members):
            json.beginObject()
            for member in members {
                json.key(member.key)
                member.value.write(to: json)
            }
            json.endObject()
        }
    }

}
