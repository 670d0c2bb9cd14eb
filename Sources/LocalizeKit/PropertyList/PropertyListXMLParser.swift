/// Reads an XML property list into nodes that remember their byte offsets: `plist`, `dict`, `key`, `string`,
/// `array`, `integer`, `real`, `true`, `false`, `data` and `date` elements, the five XML
/// entities and character references, CDATA sections, comments, processing instructions
/// and the DOCTYPE. Errors carry the line and column of the offending markup.
struct PropertyListXMLParser {
    private var text: SourceText
    private let bytes: [UInt8]
    private var position = 0
    /// How many dictionaries and arrays enclose the value being parsed.
    private var depth = 0

    /// Dictionaries and arrays nest at most this deep: the parser recurses, and real files
    /// nest a handful of levels, so a deeper one is malformed rather than a reason to crash.
    static let maximumDepth = 256

    /// A start tag: `<name attributes>` or `<name/>`.
    private struct Tag {
        var name: String
        var isEmpty: Bool
        var start: Int
    }

    /// Parses a whole document; node offsets index `text.bytes`.
    static func parse(_ text: SourceText) throws(ParseError) -> PropertyListNode {
        var parser = PropertyListXMLParser(text: text)
        return try parser.parseDocument()
    }

    private init(text: SourceText) {
        self.text = text
        self.bytes = text.bytes
    }

    private mutating func parseDocument() throws(ParseError) -> PropertyListNode {
        try skipMisc()
        guard position < bytes.count else { throw error("expected a property list, found the end of the file") }
        let tag = try readStartTag()
        var root: PropertyListNode
        if tag.name == "plist" {
            guard !tag.isEmpty else { throw error("empty <plist>", at: tag.start) }
            try skipMisc()
            if atEndTag { throw error("empty <plist>", at: tag.start) }
            root = try parseValue(try readStartTag())
            try skipMisc()
            try readEndTag("plist")
        } else {
            root = try parseValue(tag)
        }
        try skipMisc()
        guard position == bytes.count else { throw error("unexpected content after the property list") }
        return root
    }

    private mutating func parseValue(_ tag: Tag) throws(ParseError) -> PropertyListNode {
        let offset = tag.start
        func node(_ value: PropertyListValue) -> PropertyListNode {
            PropertyListNode(content: .scalar(value), offset: offset)
        }
        switch tag.name {
        case "dict":
            var members: [PropertyListNode.Member] = []
            if tag.isEmpty { return PropertyListNode(content: .dictionary([]), offset: offset) }
            try enterContainer(tag)
            defer { depth -= 1 }
            while true {
                try skipMisc()
                if atEndTag {
                    try readEndTag("dict")
                    return PropertyListNode(content: .dictionary(members), offset: offset)
                }
                guard position < bytes.count else { throw error("unterminated <dict>", at: tag.start) }
                let keyTag = try readStartTag()
                guard keyTag.name == "key" else {
                    throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.start)
                }
                let key = keyTag.isEmpty ? "" : try readText(closing: keyTag)
                try skipMisc()
                guard position < bytes.count, !atEndTag else { throw error("missing value for key '\(key)'") }
                let valueTag = try readStartTag()
                if valueTag.name == "key" { throw error("missing value for key '\(key)'", at: valueTag.start) }
                members.append(.init(key: key, keyOffset: keyTag.start, value: try parseValue(valueTag)))
            }
        case "array":
            var items: [PropertyListNode] = []
            if tag.isEmpty { return PropertyListNode(content: .array([]), offset: offset) }
            try enterContainer(tag)
            defer { depth -= 1 }
            while true {
                try skipMisc()
                if atEndTag {
                    try readEndTag("array")
                    return PropertyListNode(content: .array(items), offset: offset)
                }
                guard position < bytes.count else { throw error("unterminated <array>", at: tag.start) }
                let itemTag = try readStartTag()
                if itemTag.name == "key" { throw error("<key> outside a dictionary", at: itemTag.start) }
                items.append(try parseValue(itemTag))
            }
        case "string":
            return node(.string(tag.isEmpty ? "" : try readText(closing: tag)))
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

    private mutating func enterContainer(_ tag: Tag) throws(ParseError) {
        guard depth < Self.maximumDepth else {
            throw error("<\(tag.name)> nested more than \(Self.maximumDepth) levels deep", at: tag.start)
        }
        depth += 1
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
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
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

    private var atEndTag: Bool {
        position + 1 < bytes.count && bytes[position] == UInt8(ascii: "<") && bytes[position + 1] == UInt8(ascii: "/")
    }

    private func starts(with literal: String, at offset: Int) -> Bool {
        var index = offset
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
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

    private mutating func error(_ message: String, at offset: Int? = nil) -> ParseError {
        ParseError(message, at: text.location(at: offset ?? position))
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(ParseError) {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if starts(with: "<!--", at: position) {
                guard let end = end(of: "-->", from: position + 4) else { throw error("unterminated comment") }
                position = end
            } else if starts(with: "<?", at: position) {
                guard let end = end(of: "?>", from: position + 2) else {
                    throw error("unterminated processing instruction")
                }
                position = end
            } else if starts(with: "<!DOCTYPE", at: position) {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE …>`, including quoted identifiers and an internal subset in brackets.
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

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count && Self.isNameByte(bytes[position]) { position += 1 }
        return text.string(start..<position)
    }

    /// Reads a start tag at `position`, skipping its attributes.
    private mutating func readStartTag() throws(ParseError) -> Tag {
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
        while true {
            while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
            guard position < bytes.count else { throw error("unterminated tag <\(name)>", at: start) }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, isEmpty: false, start: start)
            }
            if starts(with: "/>", at: position) {
                position += 2
                return Tag(name: name, isEmpty: true, start: start)
            }
            let attributeStart = position
            guard !readName().isEmpty else { throw error("malformed tag <\(name)>", at: attributeStart) }
            while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("malformed attribute in <\(name)>", at: attributeStart)
            }
            position += 1
            while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else {
                throw error("malformed attribute in <\(name)>", at: attributeStart)
            }
            let quote = bytes[position]
            position += 1
            while position < bytes.count && bytes[position] != quote { position += 1 }
            guard position < bytes.count else { throw error("unterminated tag <\(name)>", at: start) }
            position += 1
        }
    }

    /// Reads `</name>` at `position`.
    private mutating func readEndTag(_ name: String) throws(ParseError) {
        let start = position
        guard atEndTag else {
            if position >= bytes.count { throw error("missing </\(name)>") }
            throw error("expected </\(name)>")
        }
        position += 2
        let found = readName()
        while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("malformed tag", at: start)
        }
        position += 1
        guard found == name else { throw error("expected </\(name)>, found </\(found)>", at: start) }
    }

    /// Reads character data up to the end tag of `tag`: text, entities, CDATA, comments.
    private mutating func readText(closing tag: Tag) throws(ParseError) -> String {
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
                guard let end = end(of: "]]>", from: position + 9) else { throw error("unterminated CDATA section") }
                buffer.append(contentsOf: bytes[(position + 9)..<(end - 3)])
                position = end
            } else if starts(with: "<!--", at: position) {
                guard let end = end(of: "-->", from: position + 4) else { throw error("unterminated comment") }
                position = end
            } else {
                runStart = position
                position += 1
                throw error("unexpected <\(readName())> inside <\(tag.name)>", at: runStart)
            }
        }
    }

    /// Reads `&name;` or `&#N;` / `&#xN;` at `position`.
    private mutating func readReference(into buffer: inout [UInt8]) throws(ParseError) {
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
}
