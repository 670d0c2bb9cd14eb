/// A parsed property list value with the offset of every element, which the XML
/// reader produces and the stringsdict reader turns into its model.
struct PropertyListNode: Sendable {
    /// A dictionary member with the byte offset of its `<key>`.
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: PropertyListNode
    }

    enum Content: Sendable {
        case scalar(PropertyListValue)
        case array([PropertyListNode])
        case dictionary([Member])
    }

    var content: Content
    /// The byte offset of the value's start tag (turned into a line and column only when needed).
    var offset: Int

    /// The value without positions.
    var value: PropertyListValue {
        switch content {
        case .scalar(let value): value
        case .array(let items): .array(items.map(\.value))
        case .dictionary(let members): .dictionary(members.map { .init(key: $0.key, value: $0.value.value) })
        }
    }

    /// The element name, for messages.
    var kindName: String {
        switch content {
        case .scalar(.string): "a string"
        case .scalar(.integer): "an integer"
        case .scalar(.real): "a real"
        case .scalar(.boolean): "a boolean"
        case .scalar(.date): "a date"
        case .scalar(.data): "data"
        case .scalar(.array), .array: "an array"
        case .scalar(.dictionary), .dictionary: "a dictionary"
        }
    }
}
