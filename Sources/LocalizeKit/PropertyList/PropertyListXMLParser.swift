/// Reads an XML property list into nodes that remember their byte offsets: `plist`, `dict`, `key`, `string`,
/// `array`, `integer`, `real`, `true`, `false`, `data` and `date` elements. The markup
/// itself (tags, entities and character references, CDATA sections, comments,
/// processing instructions, the DOCTYPE) is read by `XMLScanner`, the XML grammar the
/// XLIFF reader shares. Errors carry the line and column of the offending markup.
struct PropertyListXMLParser {
    private var scanner: XMLScanner
    /// How many dictionaries and arrays enclose the value being parsed.
    private var depth = 0

    /// Dictionaries and arrays nest at most this deep: the parser recurses, and real files
    /// nest a handful of levels, so a deeper one is malformed rather than a reason to crash.
    static let maximumDepth = 256

    /// Parses a whole document; node offsets index `text.bytes`.
    static func parse(_ text: SourceText) throws(ParseError) -> PropertyListNode {
        var parser = PropertyListXMLParser(text: text)
        return try parser.parseDocument()
    }

    init(text: SourceText) {
        self.scanner = XMLScanner(text)
    }

    private mutating func parseDocument() throws(ParseError) -> PropertyListNode {
        let (tag, isWrapped) = try openDocument()
        let root = try parseValue(tag)
        try closeDocument(isWrapped: isWrapped)
        return root
    }

    /// Reads up to the root value's start tag; `isWrapped` tells whether it is inside `<plist>`.
    mutating func openDocument() throws(ParseError) -> (tag: Tag, isWrapped: Bool) {
        try skipMisc()
        guard !isAtEnd else { throw error("expected a property list, found the end of the file") }
        let tag = try readStartTag()
        guard tag.name == "plist" else { return (tag, false) }
        guard !tag.isEmpty else { throw error("empty <plist>", at: tag.start) }
        try skipMisc()
        if atEndTag { throw error("empty <plist>", at: tag.start) }
        return (try readStartTag(), true)
    }

    /// Reads what follows the root value, to the end of the file.
    mutating func closeDocument(isWrapped: Bool) throws(ParseError) {
        if isWrapped {
            try skipMisc()
            try readEndTag("plist")
        }
        try skipMisc()
        guard isAtEnd else { throw error("unexpected content after the property list") }
    }

    /// The members of a document whose root is a dictionary, read one at a time:
    /// what `parse(_:)` gives, without holding the whole tree (a streamed `.stringsdict`).
    struct RootMembers {
        /// The parser, for a reader that reads each member's value itself (`nextHead()`).
        var parser: PropertyListXMLParser
        private let root: Tag
        private let isWrapped: Bool
        private var isFinished: Bool

        /// Reads up to the root dictionary's first member; throws when the root is not a dictionary.
        init(_ text: SourceText) throws(ParseError) {
            parser = PropertyListXMLParser(text: text)
            (root, isWrapped) = try parser.openDocument()
            guard root.name == "dict" else {
                throw parser.error("expected a dictionary at the top level", at: root.start)
            }
            isFinished = root.isEmpty
            if !isFinished { try parser.enterContainer(root) }
            if isFinished { try parser.closeDocument(isWrapped: isWrapped) }
        }

        /// The next member, or `nil` after the last one (once the document is read to its end).
        mutating func next() throws(ParseError) -> PropertyListNode.Member? {
            guard let head = try nextHead() else { return nil }
            return .init(key: head.key, keyOffset: head.keyOffset, value: try parser.parseValue(head.valueTag))
        }

        /// The next member's key and its value's start tag, the value to be read next with
        /// `parser` (`parseValue(_:)`, or `readString(_:)`, `nextHead(of:)` … as its tag says);
        /// `nil` after the last member (once the document is read to its end).
        mutating func nextHead() throws(ParseError) -> MemberHead? {
            guard !isFinished else { return nil }
            if let head = try parser.nextHead(of: root) { return head }
            isFinished = true
            parser.leaveContainer()
            try parser.closeDocument(isWrapped: isWrapped)
            return nil
        }
    }

    /// A dictionary member's key, where its `<key>` starts, and its value's start tag (the value not read yet).
    struct MemberHead {
        var key: String
        var keyOffset: Int
        var valueTag: Tag
    }

    /// The next member of the dictionary `tag` opened, or `nil` once its end tag is read.
    private mutating func nextMember(of tag: Tag) throws(ParseError) -> PropertyListNode.Member? {
        guard let head = try nextHead(of: tag) else { return nil }
        return .init(key: head.key, keyOffset: head.keyOffset, value: try parseValue(head.valueTag))
    }

    /// The key and value tag of the next member of the dictionary `tag` opened (`enterContainer(_:)`),
    /// or `nil` once its end tag is read: the value is for the caller to read.
    mutating func nextHead(of tag: Tag) throws(ParseError) -> MemberHead? {
        try skipMisc()
        if atEndTag {
            try readEndTag("dict")
            return nil
        }
        guard !isAtEnd else { throw error("unterminated <dict>", at: tag.start) }
        let keyTag = try readStartTag()
        guard keyTag.name == "key" else {
            throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.start)
        }
        let key = keyTag.isEmpty ? "" : try readText(closing: keyTag)
        try skipMisc()
        guard !isAtEnd, !atEndTag else { throw error("missing value for key '\(key)'") }
        let valueTag = try readStartTag()
        if valueTag.name == "key" { throw error("missing value for key '\(key)'", at: valueTag.start) }
        return MemberHead(key: key, keyOffset: keyTag.start, valueTag: valueTag)
    }

    /// The content of the `<string>` element whose start tag was just read.
    mutating func readString(_ tag: Tag) throws(ParseError) -> String {
        tag.isEmpty ? "" : try readText(closing: tag)
    }

    /// Parses the value whose start tag was just read, with everything in it.
    mutating func parseValue(_ tag: Tag) throws(ParseError) -> PropertyListNode {
        let offset = tag.start
        func node(_ value: PropertyListValue) -> PropertyListNode {
            PropertyListNode(content: .scalar(value), offset: offset)
        }
        switch tag.name {
        case "dict":
            var members: [PropertyListNode.Member] = []
            if tag.isEmpty { return PropertyListNode(content: .dictionary([]), offset: offset) }
            try enterContainer(tag)
            defer { leaveContainer() }
            while let member = try nextMember(of: tag) { members.append(member) }
            return PropertyListNode(content: .dictionary(members), offset: offset)
        case "array":
            var items: [PropertyListNode] = []
            if tag.isEmpty { return PropertyListNode(content: .array([]), offset: offset) }
            try enterContainer(tag)
            defer { leaveContainer() }
            while true {
                try skipMisc()
                if atEndTag {
                    try readEndTag("array")
                    return PropertyListNode(content: .array(items), offset: offset)
                }
                guard !isAtEnd else { throw error("unterminated <array>", at: tag.start) }
                let itemTag = try readStartTag()
                if itemTag.name == "key" { throw error("<key> outside a dictionary", at: itemTag.start) }
                items.append(try parseValue(itemTag))
            }
        case "string":
            return node(.string(try readString(tag)))
        case "key":
            throw error("<key> outside a dictionary", at: tag.start)
        case "true", "false":
            if !tag.isEmpty, !(try readText(closing: tag)).isEmpty {
                throw error("<\(tag.name)> has content", at: tag.start)
            }
            return node(.boolean(tag.name == "true"))
        case "integer":
            let content = trimmed(tag.isEmpty ? "" : try readText(closing: tag))
            guard let value = Self.integer(content) else { throw error("invalid integer '\(content)'", at: tag.start) }
            return node(.integer(value))
        case "real":
            let content = trimmed(tag.isEmpty ? "" : try readText(closing: tag))
            guard let value = Self.real(content) else { throw error("invalid real '\(content)'", at: tag.start) }
            return node(.real(value))
        case "date":
            return node(.date(trimmed(tag.isEmpty ? "" : try readText(closing: tag))))
        case "data":
            let content = tag.isEmpty ? "" : try readText(closing: tag)
            guard let data = Base64.decode(content.utf8) else { throw error("invalid Base64 in <data>", at: tag.start) }
            return node(.data(data))
        default:
            throw error("unknown element <\(tag.name)>", at: tag.start)
        }
    }

    /// Enters the dictionary or array whose (non-empty) start tag was just read; throws when it nests too deep.
    mutating func enterContainer(_ tag: Tag) throws(ParseError) {
        guard depth < Self.maximumDepth else {
            throw error("<\(tag.name)> nested more than \(Self.maximumDepth) levels deep", at: tag.start)
        }
        depth += 1
    }

    /// Leaves the container entered last, once its end tag is read.
    mutating func leaveContainer() {
        depth -= 1
    }

    // MARK: Values

    private func trimmed(_ string: String) -> String {
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0.value) }),
            let last = scalars.lastIndex(where: { !Self.isWhitespace($0.value) })
        else { return "" }
        return String(scalars[first...last])
    }

    private static func isWhitespace(_ value: some BinaryInteger) -> Bool {
        XMLScanner.isWhitespace(value)
    }

    private static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }), let magnitude = UInt64(digits, radix: radix) else {
            return nil
        }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    private static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "infinity", "+inf", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default:
            guard !text.isEmpty, text.utf8.allSatisfy({ $0.isASCIIDigit || "+-.eE".utf8.contains($0) }) else {
                return nil
            }
            return Double(text)
        }
    }

    // MARK: Markup

    typealias Tag = XMLScanner.Tag

    private var atEndTag: Bool { scanner.atEndTag }

    private var isAtEnd: Bool { scanner.isAtEnd }

    /// The document's bytes, for a reader with a fast path of its own over them.
    var bytes: [UInt8] { scanner.bytes }

    /// The offset of the next unread byte; a reader that read bytes itself moves it past them.
    var position: Int {
        get { scanner.position }
        set { scanner.move(to: newValue) }
    }

    /// An error at a byte offset (the current position by default).
    mutating func error(_ message: String, at offset: Int? = nil) -> ParseError {
        scanner.error(message, at: offset)
    }

    /// The line and column of a byte offset.
    mutating func location(at offset: Int) -> SourceLocation {
        scanner.location(at: offset)
    }

    private mutating func skipMisc() throws(ParseError) { try scanner.skipMisc() }

    private mutating func readStartTag() throws(ParseError) -> Tag { try scanner.readStartTag() }

    private mutating func readEndTag(_ name: String) throws(ParseError) { try scanner.readEndTag(name) }

    private mutating func readText(closing tag: Tag) throws(ParseError) -> String {
        try scanner.readText(closing: tag)
    }
}
