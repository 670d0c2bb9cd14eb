/// Writes JSON values as Xcode writes String Catalogs.
///
/// Two-space indentation, `" : "` between key and value, `/` and non-ASCII
/// characters as is, only `\"`, `\\` and control characters escaped, object
/// keys sorted in `CatalogKeyOrder` at every level, an empty object or array
/// as the bracket, a blank line and the indented closing bracket, and no
/// newline at the end. Numbers are written as their literal text.
///
/// ```swift
/// let bytes = JSONWriter.xcodeFormatted(.object(["b": .number("1"), "a": .array([])]))
/// // {
/// //   "a" : [
/// //
/// //   ],
/// //   "b" : 1
/// // }
/// ```
public enum JSONWriter {
    /// The value as Xcode would write it.
    public static func xcodeFormatted(_ value: JSONValue) -> [UInt8] {
        var output = JSONOutput()
        write(value, level: 0, into: &output)
        return output.makeArray()
    }

    /// A JSON string literal with Xcode's escaping: `\"`, `\\` and control
    /// characters escaped, everything else (`/`, non-ASCII) as is.
    ///
    /// ```swift
    /// JSONWriter.quoted("Say \"hi\"\n")   // "\"Say \\\"hi\\\"\\n\""
    /// ```
    public static func quoted(_ text: String) -> String {
        var output = JSONOutput()
        output.appendString(text)
        return output.makeString()
    }

    /// A JSON string literal, or `null` when there is no text.
    public static func quotedOrNull(_ text: String?) -> String {
        text.map(quoted) ?? "null"
    }

    /// Writes a value whose first line is already indented to `level`.
    static func write(_ value: JSONValue, level: Int, into output: inout JSONOutput) {
        switch value {
        case .string(let string):
            output.appendString(string)
        case .number(let literal):
            output.appendRaw(literal)
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .null:
            output.append("null")
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.appendNewline(indent: level + 1)
                write(element, level: level + 1, into: &output)
            }
            if elements.isEmpty { output.append(0x0A) }
            output.appendNewline(indent: level)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            var isFirst = true
            forEachMemberInOrder(object) { member in
                if !isFirst { output.append(UInt8(ascii: ",")) }
                isFirst = false
                output.appendNewline(indent: level + 1)
                output.appendKey(member.key)
                write(member.value, level: level + 1, into: &output)
            }
            if object.members.isEmpty { output.append(0x0A) }
            output.appendNewline(indent: level)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Calls `body` with the members in `CatalogKeyOrder`.
    static func forEachMemberInOrder(_ object: JSONObject, _ body: (JSONObject.Member) -> Void) {
        if CatalogKeyOrder.isSorted(object.members.lazy.map { $0.key }) {
            object.members.forEach(body)
        } else {
            for index in CatalogKeyOrder.sortedIndices(object.members.map { $0.key }) {
                body(object.members[index])
            }
        }
    }
}
