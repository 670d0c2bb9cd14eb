/// The `.strings` grammar over validated UTF-8 bytes; `StringsFileReader` is its API.
struct StringsFileParser {
    /// An entry as read (`nextRawEntry()`), its value not yet made a string.
    struct RawEntry {
        var key = ""
        var value = RawValue.bytes(0..<0)
        var comment: String?
        /// Where the key starts; line 0 and column 0 without `locatesEntries`.
        var location = SourceLocation(line: 0, column: 0)
    }

    /// A value as read: the range of its bytes in the text when it has no escape (the common
    /// case), or the string an escape made.
    enum RawValue {
        case bytes(Range<Int>)
        case text(String)

        /// The string it holds, its range read from `text` (the parser's text, valid UTF-8).
        func string(in text: [UInt8]) -> String {
            switch self {
            case .bytes(let range):
                text.withUnsafeBufferPointer {
                    String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
                }
            case .text(let string): string
            }
        }

        /// Calls `body` with its UTF-8 bytes, its range read from `text` (the parser's text).
        func withBytes<Result>(in text: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch self {
            case .bytes(let range):
                text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
            case .text(let string):
                string.withUTF8Buffer(body)
            }
        }
    }

    private var text: SourceText
    private let bytes: [UInt8]
    private var position = 0
    /// Whether entries get their location, which counting columns costs (lines are counted
    /// where comments are met: they decide which entry a comment belongs to).
    private let locatesEntries: Bool

    /// The comment waiting for the next entry.
    private var pendingComment: Comment?
    /// The escapes CoreFoundation reads as the character after the backslash (`\Č` is `Č`),
    /// found so far: the backslash's offset and the character.
    private(set) var unknownEscapes: [(offset: Int, character: Character)] = []
    /// The offset of the previous entry's `;`, if there was one.
    private var lastEntryEnd: Int?

    private struct Comment {
        var text: String
        var endLine: Int
        var isLineComment: Bool
    }

    /// A parser of `text`; without `locatesEntries`, entries have no location (line 0, column 0).
    init(text: SourceText, locatesEntries: Bool = true) {
        self.text = text
        self.bytes = text.bytes
        self.locatesEntries = locatesEntries
    }

    mutating func parse() throws(ParseError) -> StringsTable {
        var table = StringsTable()
        while let entry = try nextEntry() { table.append(entry) }
        for escape in unknownEscapes {
            table.unknownEscapes.append(
                StringsTable.UnknownEscape(character: escape.character, location: text.location(at: escape.offset)))
        }
        return table
    }

    /// The next entry in file order, or `nil` at the end of the file.
    mutating func nextEntry() throws(ParseError) -> StringsTable.Entry? {
        guard let entry = try nextRawEntry() else { return nil }
        return StringsTable.Entry(
            key: entry.key, value: string(entry.value), comment: entry.comment, location: entry.location)
    }

    /// The next entry in file order as read, or `nil` at the end of the file: what `nextEntry()`
    /// gives, without making a string of the value (`string(_:)`, `withBytes(of:_:)`).
    mutating func nextRawEntry() throws(ParseError) -> RawEntry? {
        var entry = RawEntry()
        return try readNextRawEntry(into: &entry) ? entry : nil
    }

    /// Reads the next entry in file order into `entry`, as `nextRawEntry()` gives it; returns
    /// `false` at the end of the file, leaving `entry` as it was. A caller that keeps its next
    /// entry in place reads it so: an optional entry returned, then taken apart, was copied and
    /// destroyed through Swift's generic value witnesses.
    ///
    /// A key spelled with the bytes of `likelyKey` is given as that string, not as a new one, and
    /// so is a comment (or a line of one) with the bytes of `likelyComment`: a caller reading
    /// tables that list the same keys passes what another table just gave.
    mutating func readNextRawEntry(
        into entry: inout RawEntry, likelyKey: String? = nil, likelyComment: String? = nil
    ) throws(ParseError) -> Bool {
        try skipTrivia(recordingComments: true, likelyComment: likelyComment)
        guard position < bytes.count else { return false }
        let location = locatesEntries ? text.location(at: position) : SourceLocation(line: 0, column: 0)
        var comment: String?
        if let pending = pendingComment, pending.endLine >= text.line(at: position) - 1 {
            comment = Self.trimmingNewlines(pending.text)
        }
        pendingComment = nil

        // Read first, then made a string: `string(try readRaw(…))` copied the parser (the method's
        // `self` is taken before its argument, which changes the parser, is read).
        let rawKey = try readRaw(role: "key")
        let key = string(rawKey, reusing: likelyKey)
        try skipTrivia(recordingComments: false)
        let value: RawValue
        switch peek {
        case UInt8(ascii: ";"):
            value = .text(key)
        case UInt8(ascii: "="):
            position += 1
            try skipTrivia(recordingComments: false)
            value = try readRaw(role: "value")
            try skipTrivia(recordingComments: false)
            guard peek == UInt8(ascii: ";") else { throw error("expected ';' after the value") }
        default:
            throw error("expected '=' or ';' after the key")
        }
        lastEntryEnd = position
        position += 1
        entry.key = key
        entry.value = value
        entry.comment = comment
        entry.location = location
        return true
    }

    /// The string a value read holds.
    func string(_ value: RawValue) -> String {
        value.string(in: bytes)
    }

    /// The string a value read holds: `candidate` itself when it has the same bytes (so no new
    /// string is made, and comparing the two is at once).
    private func string(_ value: RawValue, reusing candidate: String?) -> String {
        guard candidate != nil, case .bytes(let range) = value else { return string(value) }
        return bytes.withUnsafeBufferPointer {
            String.reusing(candidate, forUTF8: UnsafeBufferPointer(rebasing: $0[range]))
        }
    }

    /// Calls `body` with the UTF-8 bytes of a value read (valid UTF-8).
    func withBytes<Result>(of value: RawValue, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        value.withBytes(in: bytes, body)
    }

    /// A joined `//` comment without the blank lines that empty `//` lines add at its ends
    /// (each line is trimmed already, so only newlines can remain there).
    private static func trimmingNewlines(_ text: String) -> String {
        // Most comments have no newline at either end: kept as they are.
        guard text.utf8.first == 0x0A || text.utf8.last == 0x0A else { return text }
        var scalars = Substring(text).unicodeScalars
        while scalars.first == "\n" { scalars.removeFirst() }
        while scalars.last == "\n" { scalars.removeLast() }
        return String(scalars)
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func error(_ message: String, at offset: Int? = nil) -> ParseError {
        ParseError(message, at: text.location(at: offset ?? position))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "/")
    }

    /// Skips whitespace and comments; between entries, remembers the comment for the next one.
    /// A comment's text with the bytes of `likelyComment` is that string.
    @inline(__always)
    private mutating func skipTrivia(recordingComments: Bool, likelyComment: String? = nil) throws(ParseError) {
        // Most calls meet one space or none before the next token: that needs no loop.
        var next = position
        if next < bytes.count, bytes[next] == 0x20 { next += 1 }
        if next < bytes.count, bytes[next] != UInt8(ascii: "/"), !Self.isWhitespace(bytes[next]) {
            position = next
            return
        }
        try skipTriviaAndComments(recordingComments: recordingComments, likelyComment: likelyComment)
    }

    /// What `skipTrivia(recordingComments:likelyComment:)` does, in general.
    private mutating func skipTriviaAndComments(recordingComments: Bool, likelyComment: String?) throws(ParseError) {
        while let byte = peek {
            if Self.isWhitespace(byte) {
                position += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), position + 1 < bytes.count else { return }
            let start = position
            let body: Range<Int>
            let isLineComment: Bool
            switch bytes[position + 1] {
            case UInt8(ascii: "*"):
                var end = position + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
                {
                    end += 1
                }
                guard end + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                body = (position + 2)..<end
                position = end + 2
                isLineComment = false
            case UInt8(ascii: "/"):
                var end = position + 2
                while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                body = (position + 2)..<end
                position = end
                isLineComment = true
            default:
                return
            }
            guard recordingComments else { continue }
            // In order of offsets, as `line(at:)` is fastest.
            let lastEntryEndLine = lastEntryEnd.map { text.line(at: $0) } ?? 0
            let startLine = text.line(at: start)
            let endLine = text.line(at: position)
            if startLine == lastEntryEndLine { continue }
            let content = trimmed(body, reusing: likelyComment)
            if isLineComment, let pending = pendingComment, pending.isLineComment, pending.endLine == startLine - 1 {
                pendingComment = Comment(text: pending.text + "\n" + content, endLine: endLine, isLineComment: true)
            } else {
                pendingComment = Comment(text: content, endLine: endLine, isLineComment: isLineComment)
            }
        }
    }

    private func trimmed(_ range: Range<Int>, reusing candidate: String?) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return string(.bytes(lower..<upper), reusing: candidate)
    }

    /// Reads a quoted or unquoted string at `position`.
    private mutating func readRaw(role: String) throws(ParseError) -> RawValue {
        guard let byte = peek else { throw error("expected a \(role), found the end of the file") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readQuoted(quote: byte) }
        guard Self.isUnquotedCharacter(byte) else {
            throw error("expected a \(role), found '\(characterDescription(at: position))'")
        }
        let start = position
        while let next = peek, Self.isUnquotedCharacter(next) { position += 1 }
        return .bytes(start..<position)
    }

    private func characterDescription(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = text.string(offset..<end)
        switch bytes[offset] {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        default: return character
        }
    }

    /// Reads a quoted string; the fast path copies a run without escapes in one go.
    private mutating func readQuoted(quote: UInt8) throws(ParseError) -> RawValue {
        let start = position
        position += 1
        let contentStart = position
        position = Self.firstStop(in: bytes, from: position, quote: quote)
        guard let stop = peek else { throw error("unterminated string", at: start) }
        if stop == quote {
            position += 1
            return .bytes(contentStart..<(position - 1))
        }
        var buffer = Array(bytes[contentStart..<position])
        var pendingHighSurrogate: (value: UInt32, offset: Int)?
        while true {
            guard let byte = peek else { throw error("unterminated string", at: start) }
            if byte == quote {
                if let high = pendingHighSurrogate { throw error("unpaired surrogate in escape", at: high.offset) }
                position += 1
                return .text(String(decoding: buffer, as: UTF8.self))
            }
            guard byte == UInt8(ascii: "\\") else {
                if let high = pendingHighSurrogate { throw error("unpaired surrogate in escape", at: high.offset) }
                buffer.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            let (scalarValue, isUnicodeEscape) = try readEscape(inStringAt: start)
            if let high = pendingHighSurrogate {
                guard isUnicodeEscape, (0xDC00...0xDFFF).contains(scalarValue) else {
                    throw error("unpaired surrogate in escape", at: high.offset)
                }
                pendingHighSurrogate = nil
                append(0x10000 + ((high.value - 0xD800) << 10) + (scalarValue - 0xDC00), to: &buffer)
            } else if (0xD800...0xDBFF).contains(scalarValue) {
                pendingHighSurrogate = (scalarValue, escapeStart)
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw error("unpaired surrogate in escape", at: escapeStart)
            } else {
                append(scalarValue, to: &buffer)
            }
        }
    }

    /// The offset of the first `quote` or backslash at or after `start`, or the end of `bytes`.
    static func firstStop(in bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            if let base = buffer.baseAddress {
                // Eight bytes at once: the lowest byte flagged is the first stop.
                while index + 8 <= buffer.count {
                    let word = SWAR.word(at: base + index)
                    let stops = SWAR.bytes(word, equalTo: quote) | SWAR.bytes(word, equalTo: UInt8(ascii: "\\"))
                    if stops != 0 { return index + stops.trailingZeroBitCount >> 3 }
                    index += 8
                }
            }
            while index < buffer.count, buffer[index] != quote, buffer[index] != UInt8(ascii: "\\") { index += 1 }
            return index
        }
    }

    private func append(_ value: UInt32, to buffer: inout [UInt8]) {
        if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { buffer.append($0) } }
    }

    /// Reads an escape at the backslash under `position`; returns the scalar value and
    /// whether it was a `\U` escape (the only kind that can form a surrogate pair).
    private mutating func readEscape(inStringAt stringStart: Int) throws(ParseError) -> (UInt32, Bool) {
        let start = position
        position += 1
        // Like any unterminated string, one that ends in a backslash is reported at its quote.
        guard let byte = peek else { throw error("unterminated string", at: stringStart) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"): return (UInt32(byte), false)
        case UInt8(ascii: "n"): return (0x0A, false)
        case UInt8(ascii: "t"): return (0x09, false)
        case UInt8(ascii: "r"): return (0x0D, false)
        case UInt8(ascii: "a"): return (0x07, false)
        case UInt8(ascii: "b"): return (0x08, false)
        case UInt8(ascii: "f"): return (0x0C, false)
        case UInt8(ascii: "v"): return (0x0B, false)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                digits += 1
                position += 1
            }
            return (value, false)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let next = peek, let digit = Self.hexValue(next) {
                value = value * 16 + digit
                digits += 1
                position += 1
            }
            guard digits > 0 else {
                throw error("'\\\(Character(Unicode.Scalar(byte)))' needs hexadecimal digits", at: start)
            }
            return (value, true)
        default:
            // CoreFoundation's parser (CFOldStylePList.c) takes any other escaped character
            // as itself: `\Č` is `Č`. So does this one, and it notes where, for the audit.
            let scalar = scalarValue(at: position - 1)
            position = position - 1 + scalar.length
            if let unicodeScalar = Unicode.Scalar(scalar.value) {
                unknownEscapes.append((start, Character(unicodeScalar)))
            }
            return (scalar.value, false)
        }
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset` (the text is valid UTF-8),
    /// and the number of bytes it takes.
    private func scalarValue(at offset: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length where offset + index < bytes.count {
            value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
        }
        return (value, length)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
