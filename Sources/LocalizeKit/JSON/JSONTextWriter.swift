/// Writes JSON in the one style every `btnloc` command prints: the style of
/// Xcode's String Catalogs (two-space indentation, `" : "` after keys,
/// strings escaped as `JSONWriter.quoted` does), members in the order written,
/// and records that read best on one line (an audit finding, a button type)
/// written inline as `{ "a" : 1, "b" : 2 }`. Empty containers are `[]` and
/// `{}`; the document ends with a newline.
///
/// The writer streams: values go straight into a byte buffer, with no tree of
/// values in between.
///
/// ```swift
/// let json = JSONTextWriter()
/// json.beginObject()
/// json.key("findings")
/// json.beginArray()
/// json.beginObject(inline: true)
/// json.member("rule", "missing-translation")
/// json.member("line", 12)
/// json.endObject()
/// json.endArray()
/// json.endObject()
/// json.text()
/// // {
/// //   "findings" : [
/// //     { "rule" : "missing-translation", "line" : 12 }
/// //   ]
/// // }
/// ```
public final class JSONTextWriter {
    private var output = JSONOutput()
    /// The open containers: whether each is inline, and how many values it holds.
    private var open: [(inline: Bool, count: Int)] = []
    /// Whether a key was just written, so the next value is its member's.
    private var afterKey = false

    /// Creates an empty document.
    public init() {}

    // MARK: Containers

    /// Opens an object; `inline` writes it on one line (as are containers inside it).
    public func beginObject(inline: Bool = false) {
        beginContainer(UInt8(ascii: "{"), inline: inline)
    }

    /// Closes the innermost object.
    public func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Opens an array; `inline` writes it on one line.
    public func beginArray(inline: Bool = false) {
        beginContainer(UInt8(ascii: "["), inline: inline)
    }

    /// Closes the innermost array.
    public func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes an object member's key; the next value is the member's.
    public func key(_ name: String) {
        separate()
        output.appendKey(name)
        afterKey = true
    }

    // MARK: Values

    /// Writes a string, or `null` when there is none.
    public func string(_ text: String?) {
        separate()
        if let text { output.appendString(text) } else { output.append("null") }
    }

    /// Writes an integer.
    public func number(_ value: Int) {
        separate()
        output.appendRaw(String(value))
    }

    /// Writes a number given as its JSON literal (`75.0`).
    public func number(literal: String) {
        separate()
        output.appendRaw(literal)
    }

    /// Writes `true` or `false`.
    public func bool(_ value: Bool) {
        separate()
        output.append(value ? "true" : "false")
    }

    /// Writes `null`.
    public func null() {
        separate()
        output.append("null")
    }

    /// Writes a value already parsed or built as a `JSONValue` (objects keep their members' order).
    public func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .number(let literal): number(literal: literal)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    // MARK: Members

    /// Writes `"key" : "text"` (or `null`).
    public func member(_ name: String, _ text: String?) {
        key(name)
        string(text)
    }

    /// Writes `"key" : number`.
    public func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// Writes `"key" : true|false`.
    public func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    // MARK: The document

    /// The document's bytes, with a final newline.
    public func bytes() -> [UInt8] {
        output.makeArray(appending: 0x0A)
    }

    /// The document's text, with a final newline.
    public func text() -> String {
        output.makeString(appending: 0x0A)
    }

    // MARK: Layout

    private func beginContainer(_ bracket: UInt8, inline: Bool) {
        separate()
        output.append(bracket)
        open.append((inline || (open.last?.inline ?? false), 0))
    }

    private func endContainer(_ bracket: UInt8) {
        guard let container = open.popLast() else { return }
        if container.count > 0 {
            if container.inline {
                output.append(UInt8(ascii: " "))
            } else {
                output.appendNewline(indent: open.count)
            }
        }
        output.append(bracket)
        afterKey = false
    }

    /// What goes before a value or key: nothing after a key, else a comma after
    /// the previous element and the line break or space of the container.
    private func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.indices.last else { return }
        if open[last].count > 0 { output.append(UInt8(ascii: ",")) }
        open[last].count += 1
        if open[last].inline {
            output.append(UInt8(ascii: " "))
        } else {
            output.appendNewline(indent: open.count)
        }
    }
}
