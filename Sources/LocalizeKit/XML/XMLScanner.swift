/// The XML grammar LocalizeKit reads, in one place: start and end tags with their
/// attributes, character data with the five predefined entities and character
/// references, CDATA sections, comments, processing instructions and the DOCTYPE.
///
/// Readers of XML formats (property lists, XLIFF) drive it element by element and
/// decide what each element means; the scanner only knows markup. It is small and
/// hardened for files from elsewhere: entities declared in a DOCTYPE are never
/// expanded (a reference to one is an error, so no entity can grow or reach outside
/// the file), nothing is ever fetched, and every error carries the line and column
/// of the offending markup. Namespace prefixes are kept in names; `localName(_:)`
/// drops them for readers that match elements whatever prefix a file chose.
struct XMLScanner {
    /// A start tag: `<name attributes>` or `<name/>`, at byte offset `start`.
    struct Tag {
        var name: String
        var attributes: [Attribute]
        var isEmpty: Bool
        var start: Int

        /// The value of the first attribute with this name (prefix included, as in `xml:space`).
        subscript(attribute name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The value of the first attribute with this local name, whatever its prefix.
        func attribute(localName name: String) -> String? {
            attributes.first { XMLScanner.localName($0.name) == name }?.value
        }
    }

    /// An attribute and its decoded value.
    struct Attribute {
        var name: String
        var value: String
        var offset: Int
    }

    private(set) var text: SourceText
    let bytes: [UInt8]
    /// The byte offset of the next unread byte.
    private(set) var position = 0

    init(_ text: SourceText) {
        self.text = text
        self.bytes = text.bytes
    }

    /// Moves to a byte offset, for a reader that read the bytes before it itself (a fast path
    /// over markup it recognises); the offset must be at the boundary of what it read.
    mutating func move(to offset: Int) {
        precondition(offset >= 0 && offset <= bytes.count, "an offset outside the document")
        position = offset
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// Whether `</` comes next.
    var atEndTag: Bool {
        position + 1 < bytes.count && bytes[position] == UInt8(ascii: "<") && bytes[position + 1] == UInt8(ascii: "/")
    }

    /// A name without its namespace prefix (`xliff` for `x:xliff`).
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// An error at a byte offset (the current position by default).
    mutating func error(_ message: String, at offset: Int? = nil) -> ParseError {
        ParseError(message, at: text.location(at: offset ?? position))
    }

    /// The line and column of a byte offset.
    mutating func location(at offset: Int) -> SourceLocation {
        text.location(at: offset)
    }

    // MARK: Between elements

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc() throws(ParseError) {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if starts(with: "<!--", at: position) {
                try skipComment()
            } else if starts(with: "<?", at: position) {
                try skipProcessingInstruction()
            } else if starts(with: "<!DOCTYPE", at: position) {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips character data, comments and processing instructions up to the next
    /// element or end tag (or the end of the input); the text is checked, not kept.
    mutating func skipCharacterData() throws(ParseError) {
        var ignored: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &ignored)
                ignored.removeAll(keepingCapacity: true)
            } else if byte != UInt8(ascii: "<") {
                position += 1
            } else if starts(with: "<!--", at: position) {
                try skipComment()
            } else if starts(with: "<![CDATA[", at: position) {
                _ = try readCDATA()
            } else if starts(with: "<?", at: position) {
                try skipProcessingInstruction()
            } else {
                return
            }
        }
    }

    private mutating func skipProcessingInstruction() throws(ParseError) {
        guard let end = end(of: "?>", from: position + 2) else { throw error("unterminated processing instruction") }
        position = end
    }

    /// Reads `<![CDATA[…]]>` at the current position and returns its content.
    private mutating func readCDATA() throws(ParseError) -> ArraySlice<UInt8> {
        guard let end = end(of: "]]>", from: position + 9) else { throw error("unterminated CDATA section") }
        defer { position = end }
        return bytes[(position + 9)..<(end - 3)]
    }

    private mutating func skipComment() throws(ParseError) {
        guard let end = end(of: "-->", from: position + 4) else { throw error("unterminated comment") }
        position = end
    }

    /// Skips `<!DOCTYPE …>`, including quoted identifiers and an internal subset in
    /// brackets. Declarations in it are not read: entities it declares stay unknown.
    private mutating func skipDoctype() throws(ParseError) {
        let start = position
        var index = position + 9
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count && bytes[index] != quote { index += 1 }
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                position = index + 1
                return
            default: break
            }
            index += 1
        }
        throw error("unterminated DOCTYPE", at: start)
    }

    // MARK: Tags

    /// Reads a start tag at the current position, with its attributes decoded.
    mutating func readStartTag() throws(ParseError) -> Tag {
        let start = position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            throw error("expected an element, found text")
        }
        if atEndTag {
            position += 2
            throw error("unexpected </\(readName())>", at: start)
        }
        position += 1
        let name = readName()
        guard !name.isEmpty else { throw error("malformed tag", at: start) }
        var attributes: [Attribute] = []
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated tag <\(name)>", at: start) }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, attributes: attributes, isEmpty: false, start: start)
            }
            if starts(with: "/>", at: position) {
                position += 2
                return Tag(name: name, attributes: attributes, isEmpty: true, start: start)
            }
            let attributeStart = position
            let attributeName = readName()
            guard !attributeName.isEmpty else { throw error("malformed tag <\(name)>", at: attributeStart) }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("malformed attribute in <\(name)>", at: attributeStart)
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else {
                throw error("malformed attribute in <\(name)>", at: attributeStart)
            }
            let value = try readAttributeValue(in: name, tagStart: start)
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("attribute '\(attributeName)' given twice in <\(name)>", at: attributeStart)
            }
            attributes.append(Attribute(name: attributeName, value: value, offset: attributeStart))
        }
    }

    /// Reads a quoted attribute value at the current position, decoding references.
    /// Line breaks and tabs written as themselves become spaces, as XML prescribes;
    /// written as `&#10;` they stay line breaks.
    private mutating func readAttributeValue(in element: String, tagStart: Int) throws(ParseError) -> String {
        let quote = bytes[position]
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("unterminated tag <\(element)>", at: tagStart) }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &value)
            } else if byte == UInt8(ascii: "<") {
                throw error("'<' in an attribute value of <\(element)> (write '&lt;')")
            } else if byte == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A {
                position += 1  // CRLF is one line break, so one space
            } else {
                value.append(Self.isWhitespace(byte) ? 0x20 : byte)
                position += 1
            }
        }
    }

    /// Reads `</name>` at the current position.
    mutating func readEndTag(_ name: String) throws(ParseError) {
        let start = position
        guard atEndTag else {
            if position >= bytes.count { throw error("missing </\(name)>") }
            throw error("expected </\(name)>")
        }
        position += 2
        let found = readName()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("malformed tag", at: start)
        }
        position += 1
        guard found == name else { throw error("expected </\(name)>, found </\(found)>", at: start) }
    }

    /// Reads the character data of a leaf element up to its end tag: text, references,
    /// CDATA sections, comments and processing instructions. A child element is an
    /// error (`unexpected <b> inside <string>`).
    mutating func readText(closing tag: Tag) throws(ParseError) -> String {
        if tag.isEmpty { return "" }
        var runStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") {
            position += 1
        }
        if atEndTag {
            let content = text.string(runStart..<position)
            try readEndTag(tag.name)
            return content
        }
        var buffer = Array(bytes[runStart..<position])
        while true {
            guard position < bytes.count else { throw error("unterminated <\(tag.name)>", at: tag.start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &buffer)
            } else if byte != UInt8(ascii: "<") {
                buffer.append(byte)
                position += 1
            } else if atEndTag {
                try readEndTag(tag.name)
                return String(decoding: buffer, as: UTF8.self)
            } else if starts(with: "<![CDATA[", at: position) {
                buffer.append(contentsOf: try readCDATA())
            } else if starts(with: "<!--", at: position) {
                try skipComment()
            } else if starts(with: "<?", at: position) {
                try skipProcessingInstruction()
            } else {
                runStart = position
                position += 1
                throw error("unexpected <\(readName())> inside <\(tag.name)>", at: runStart)
            }
        }
    }

    /// Skips an element whose start tag was just read, with everything in it, however
    /// it nests up to `maximumDepth` levels below `depth`.
    mutating func skipElement(_ tag: Tag, depth: Int, maximumDepth: Int) throws(ParseError) {
        if tag.isEmpty { return }
        guard depth < maximumDepth else {
            throw error("<\(tag.name)> nested more than \(maximumDepth) levels deep", at: tag.start)
        }
        while true {
            try skipCharacterData()
            guard position < bytes.count else { throw error("unterminated <\(tag.name)>", at: tag.start) }
            if atEndTag {
                try readEndTag(tag.name)
                return
            }
            let child = try readStartTag()
            try skipElement(child, depth: depth + 1, maximumDepth: maximumDepth)
        }
    }

    // MARK: References

    /// Reads `&name;` or `&#N;` / `&#xN;` at the current position into `buffer` as UTF-8.
    /// Only the five entities XML predefines are known.
    mutating func readReference(into buffer: inout [UInt8]) throws(ParseError) {
        let start = position
        var end = position + 1
        while end < bytes.count && end - start <= 10 && bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' that starts no entity (write '&amp;')")
        }
        let name = text.string((start + 1)..<end)
        var scalarValue: UInt32?
        switch name {
        case "amp": scalarValue = 0x26
        case "lt": scalarValue = 0x3C
        case "gt": scalarValue = 0x3E
        case "quot": scalarValue = 0x22
        case "apos": scalarValue = 0x27
        default:
            guard name.hasPrefix("#") else { throw error("unknown entity '&\(name);'") }
            let isHex = name.hasPrefix("#x") || name.hasPrefix("#X")
            let digits = name.utf8.dropFirst(isHex ? 2 : 1)
            if !digits.isEmpty,
                digits.allSatisfy({ isHex ? Character(Unicode.Scalar($0)).isHexDigit : $0.isASCIIDigit })
            {
                scalarValue = UInt32(Substring(digits), radix: isHex ? 16 : 10)
            }
        }
        guard let value = scalarValue, value != 0, let scalar = Unicode.Scalar(value) else {
            throw error("invalid character reference '&\(name);'")
        }
        UTF8.encode(scalar) { buffer.append($0) }
        position = end + 1
    }

    // MARK: Bytes

    static func isWhitespace(_ value: some BinaryInteger) -> Bool {
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
    }

    private mutating func skipWhitespace() {
        while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count && Self.isNameByte(bytes[position]) { position += 1 }
        return text.string(start..<position)
    }

    private func starts(with literal: StaticString, at offset: Int) -> Bool {
        // A literal's bytes, not a String's view: this runs between every two elements.
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for index in 0..<count where bytes[offset + index] != start[index] { return false }
        return true
    }

    /// The offset just after `literal`, searching from `offset`.
    private func end(of literal: String, from offset: Int) -> Int? {
        let needle = Array(literal.utf8)
        guard let first = needle.first else { return offset }
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
