#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pull scanner over JSON text in UTF-8: whitespace, tokens, and the
/// structure of objects and arrays, with 1-based line and column positions.
///
/// It reads either a buffer the caller lends (no copy) or a `FileInput`
/// through a window that slides over the file, so that a large file is never
/// held whole. The window always keeps the current line, so columns can be
/// counted from its start. Malformed text throws `ParseError`; nesting deeper
/// than `maximumDepth` is an error, not a stack overflow.
///
/// Callers take values in order: `nextKey(first:)` and `nextElement(first:)`
/// walk containers, `readString`, `readValue` and friends read values.
struct JSONScanner: ~Copyable {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 512

    /// The window: `base[0..<end]` holds input bytes starting at `windowOffset`.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var end: Int
    /// The window index of the next byte to read.
    private var position = 0
    private var windowOffset = 0
    private let ownsWindow: Bool
    private let input: FileInput?
    /// The error that stopped reading `input`, if any; parsing then fails at
    /// the end of what was read, and callers report this error instead.
    private(set) var inputError: FileError?

    /// The 1-based line of `position`.
    private(set) var line = 1
    /// The absolute offset of the current line's first byte.
    private var lineStart = 0
    /// A column already counted on the current line: its absolute offset and value.
    private var columnMarkOffset = 0
    private var columnMarkValue = 1
    private var columnMarkLine = 1
    /// Whether a string read on the current line (before `position`) holds non-ASCII
    /// text; until one does, a column is the byte distance from the line's start.
    /// (Outside strings, valid JSON is ASCII, and reading stops at the first byte that is not.)
    private var lineHasNonASCII = false

    private var depth = 0
    private var scratch: [UInt8] = []
    /// The text of the last name read that was too long for a `JSONName`.
    private var longName = ""

    /// The line and column of the key returned by the last `nextKey`.
    private(set) var keyLine = 0
    private(set) var keyColumn = 0
    /// The absolute offset of that key's opening quote.
    private(set) var keyOffset = 0
    /// The absolute offset from which the window keeps every byte (`retainBytes(from:)`), or -1.
    private var retainedOffset = -1
    /// Whether the shortcuts for Xcode's layout are taken (`readXcodeStringUnit()`, the line feed
    /// and spaces before a key or `}`), or everything is left to the general path (tests compare
    /// the two).
    var takesLayoutShortcuts = true

    /// Scans bytes the caller keeps alive and unchanged while the scanner exists.
    init(borrowing bytes: UnsafeBufferPointer<UInt8>) {
        if let address = bytes.baseAddress, bytes.count > 0 {
            base = UnsafeMutablePointer(mutating: address)
            capacity = bytes.count
            end = bytes.count
            ownsWindow = false
        } else {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
            capacity = 1
            end = 0
            ownsWindow = true
        }
        input = nil
        skipByteOrderMark()
    }

    /// The window a file is scanned through: small enough that the bytes a refill copies in
    /// are still in the processor's second-level cache when they are scanned, and with the
    /// entries made from them (a window of 1 MB missed that cache 12 % more often, simulated
    /// with a 2 MB one: `valgrind --tool=cachegrind --cache-sim=yes --LL=2097152,16,64`).
    static let defaultWindowSize = 1 << 18

    /// Scans a file through a window of `windowSize` bytes (grown when a line is longer).
    init(input: FileInput, windowSize: Int = defaultWindowSize) {
        capacity = max(windowSize, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        end = 0
        ownsWindow = true
        self.input = input
        _ = refill(keeping: 0)
        skipByteOrderMark()
    }

    /// Scans a file from `offset`, the first byte of line `line`, as if the bytes before it
    /// had been read and had opened `depth` containers: a part of a file that another scanner
    /// reads up to there. Columns count from `offset`; no byte order mark is looked for.
    init(input: FileInput, windowSize: Int = defaultWindowSize, startingAt offset: Int, line: Int, depth: Int) {
        capacity = max(windowSize, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        end = 0
        ownsWindow = true
        self.input = input
        windowOffset = offset
        lineStart = offset
        columnMarkOffset = offset
        self.line = line
        columnMarkLine = line
        self.depth = depth
        do {
            try input.seek(to: offset)
        } catch {
            inputError = error
            isExhausted = true
            return
        }
        _ = refill(keeping: 0)
    }

    deinit {
        if ownsWindow { base.deallocate() }
    }

    /// The absolute offset of the next byte to read.
    var absolutePosition: Int { windowOffset + position }

    /// Keeps every byte from the absolute offset `offset` (not before the next byte to read's
    /// line, nor after the next byte) in the window until told otherwise, so that
    /// `retainedBytes(upTo:)` can show them.
    mutating func retainBytes(from offset: Int) {
        retainedOffset = offset
    }

    /// The bytes kept since `retainBytes(from:)`, up to the absolute offset `offset` (at
    /// most the next byte to read); valid until the scanner reads on.
    func retainedBytes(upTo offset: Int) -> UnsafeRawBufferPointer {
        let start = retainedOffset - windowOffset
        return UnsafeRawBufferPointer(start: base + start, count: offset - retainedOffset)
    }

    private mutating func skipByteOrderMark() {
        ensureAvailable(3)
        if end - position >= 3, base[position] == 0xEF, base[position + 1] == 0xBB, base[position + 2] == 0xBF {
            position += 3
            lineStart = windowOffset + position
            columnMarkOffset = lineStart
        }
    }

    // MARK: Window

    private var isExhausted = false

    /// Reads more input after `end`. Bytes before window index `keep` may be
    /// dropped (never those of the current line); returns how far the kept
    /// bytes moved towards the start, to subtract from the caller's indices.
    /// `position` is adjusted here. At the end of input nothing is added.
    private mutating func refill(keeping keep: Int) -> Int {
        guard let input, !isExhausted else {
            isExhausted = true
            return 0
        }
        var shift = max(0, min(keep, lineStart - windowOffset, position))
        if retainedOffset >= 0 { shift = max(0, min(shift, retainedOffset - windowOffset)) }
        if shift > 0 {
            memmove(base, base + shift, end - shift)
            end -= shift
            position -= shift
            windowOffset += shift
        }
        if end == capacity {
            let newCapacity = capacity * 2
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.update(from: base, count: end)
            base.deallocate()
            base = grown
            capacity = newCapacity
        }
        do {
            let count = try input.read(into: UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end))
            if count == 0 { isExhausted = true }
            end += count
        } catch {
            inputError = error
            isExhausted = true
        }
        return shift
    }

    /// Makes at least `count` bytes available at `position` if the input has them.
    private mutating func ensureAvailable(_ count: Int) {
        while end - position < count, !isExhausted {
            _ = refill(keeping: position)
        }
    }

    // MARK: Positions

    /// The line and column of a window index on the current line.
    private mutating func column(at index: Int) -> Int {
        let offset = windowOffset + index
        if !lineHasNonASCII { return offset - lineStart + 1 }
        if columnMarkLine != line || columnMarkOffset > offset || columnMarkOffset < lineStart {
            columnMarkLine = line
            columnMarkOffset = lineStart
            columnMarkValue = 1
        }
        var column = columnMarkValue
        var cursor = columnMarkOffset - windowOffset
        while cursor &+ 8 <= index {
            column += SWAR.leadingByteCount(loadWord(at: cursor))
            cursor += 8
        }
        while cursor < index {
            if base[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnMarkOffset = offset
        columnMarkValue = column
        return column
    }

    /// The location of a window index on the current line.
    mutating func location(at index: Int) -> SourceLocation {
        SourceLocation(line: line, column: column(at: index))
    }

    /// The location of the next byte to read.
    mutating func currentLocation() -> SourceLocation {
        location(at: position)
    }

    /// An error at a window index on the current line.
    private mutating func error(_ message: String, at index: Int) -> ParseError {
        ParseError(message, at: location(at: index))
    }

    /// An error at the next byte.
    mutating func error(_ message: String) -> ParseError {
        error(message, at: position)
    }

    // MARK: Whitespace and structure

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
    /// The indentation after a line feed is skipped eight bytes at a time.
    @inline(__always)
    mutating func skipWhitespace() {
        var index = position
        while true {
            while index < end {
                let byte = base[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if byte == 0x0A {
                    index += 1
                    line += 1
                    lineStart = windowOffset + index
                    lineHasNonASCII = false
                    while index &+ 8 <= end {
                        let notSpaces = loadWord(at: index) ^ SWAR.spaces
                        if notSpaces != 0 {
                            index += notSpaces.trailingZeroBitCount >> 3
                            break
                        }
                        index += 8
                    }
                } else {
                    position = index
                    return
                }
            }
            position = index
            if isExhausted { return }
            index -= refill(keeping: position)
        }
    }

    /// The eight bytes at a window index as a little-endian word: the first byte is the lowest.
    @inline(__always)
    private func loadWord(at index: Int) -> UInt64 {
        SWAR.word(at: base + index)
    }

    /// The next byte after whitespace, without consuming it; `nil` at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < end ? base[position] : nil
    }

    /// Fails unless only whitespace is left.
    mutating func expectEnd() throws(ParseError) {
        if let byte = peek() {
            throw error("unexpected \(Self.describe(byte)) after the end of the JSON value")
        }
    }

    private mutating func enterContainer() throws(ParseError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels")
        }
        position += 1
    }

    /// Consumes `{`; a value of another kind is an error naming `what` (`'localizations'`).
    mutating func beginObject(for what: @autoclosure () -> String) throws(ParseError) {
        guard let byte = peek(), byte == UInt8(ascii: "{") else { throw typeError("an object", for: what()) }
        try enterContainer()
    }

    /// Consumes `[`; a value of another kind is an error naming `what`.
    mutating func beginArray(for what: @autoclosure () -> String) throws(ParseError) {
        guard let byte = peek(), byte == UInt8(ascii: "[") else { throw typeError("an array", for: what()) }
        try enterContainer()
    }

    /// Moves to the next member of the object being read and returns its key,
    /// having consumed the `:` after it; returns `nil` after consuming `}`.
    /// `keyLine` and `keyColumn` tell where the key starts.
    mutating func nextKey(first: inout Bool) throws(ParseError) -> String? {
        guard try beginKey(first: &first) else { return nil }
        let key = try readStringToken()
        try endKey()
        return key
    }

    /// `nextKey(first:)` for keys matched against literals: a short key is not made a `String`.
    mutating func nextName(first: inout Bool) throws(ParseError) -> JSONName? {
        guard try beginKey(first: &first) else { return nil }
        let name = try readNameToken()
        try endKey()
        return name
    }

    /// Reads a string value as a `JSONName`; a value of another kind is an error naming `what`.
    mutating func readName(for what: @autoclosure () -> String) throws(ParseError) -> JSONName {
        guard let byte = peek(), byte == UInt8(ascii: "\"") else { throw typeError("a string", for: what()) }
        return try readNameToken()
    }

    /// Moves to the opening quote of the next key (true), or consumes `}` (false).
    private mutating func beginKey(first: inout Bool) throws(ParseError) -> Bool {
        // Xcode's layout, taken without the general whitespace loop: `,`, a line feed and
        // spaces before the next key, or a line feed and spaces before `}`.
        if position < end && takesLayoutShortcuts {
            let byte = base[position]
            if byte == UInt8(ascii: ","), !first, let (next, quote) = indentedLine(at: position &+ 1),
                base[quote] == 0x22
            {
                startLine(at: next)
                markKey(at: quote, lineStart: next)
                position = quote
                return true
            }
            if byte == 0x0A, let (next, brace) = indentedLine(at: position), base[brace] == UInt8(ascii: "}") {
                startLine(at: next)
                position = brace &+ 1
                depth -= 1
                return false
            }
        }
        guard var byte = peek() else { throw error("unexpected end of input in an object") }
        if byte == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return false
        }
        if first {
            first = false
        } else {
            guard byte == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' after an object member, found \(Self.describe(byte))")
            }
            position += 1
            guard let next = peek() else { throw error("unexpected end of input in an object") }
            if next == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            byte = next
        }
        guard byte == UInt8(ascii: "\"") else {
            throw error("expected '\"' to begin an object key, found \(Self.describe(byte))")
        }
        keyLine = line
        keyOffset = windowOffset + position
        keyColumn = lineHasNonASCII ? column(at: position) : keyOffset - lineStart + 1
        return true
    }

    /// Consumes `{` (a value of another kind is an error naming `what`) and the object's first
    /// key: returns true when that key is `key`, consumed through its `:`. Otherwise `next` is the
    /// first key read (nil after `}`), for the caller's loop over the members. Xcode's layout
    /// takes the fast path (`beginObject(withFirstKey:)`); `first` is false once a key was read.
    mutating func beginObject(
        for what: @autoclosure () -> String, startingWith key: StaticString, first: inout Bool,
        next: inout JSONName?
    ) throws(ParseError) -> Bool {
        if beginObject(withFirstKey: key) {
            first = false
            return true
        }
        try beginObject(for: what())
        next = try nextName(first: &first)
        guard let name = next else { return false }
        return key ~= name
    }

    /// Consumes `{` and the object's first key, through its `:`, when they are laid out as Xcode
    /// writes them (spaces, `{`, a line feed, indentation, `"key" : `) and the key's bytes are
    /// `key`'s: returns true, with `keyLine`, `keyColumn` and `keyOffset` telling where the key
    /// starts. Otherwise consumes nothing and returns false, for the general path
    /// (`beginObject(for:)`, `nextName(first:)`) to read the same text.
    mutating func beginObject(withFirstKey key: StaticString) -> Bool {
        let keyCount = key.utf8CodeUnitCount
        ensureAvailable(keyCount &+ 64)
        var brace = position
        while brace < end && base[brace] == 0x20 { brace &+= 1 }
        guard brace < end, base[brace] == UInt8(ascii: "{"), depth < Self.maximumDepth,
            let (next, quote) = indentedLine(at: brace &+ 1),
            // `"`, the key, `" : `.
            quote &+ keyCount &+ 5 <= end, base[quote] == 0x22, base[quote &+ keyCount &+ 1] == 0x22,
            base[quote &+ keyCount &+ 2] == 0x20, base[quote &+ keyCount &+ 3] == UInt8(ascii: ":"),
            matches(key, at: quote &+ 1)
        else { return false }
        depth &+= 1
        startLine(at: next)
        markKey(at: quote, lineStart: next)
        position = quote &+ keyCount &+ 4
        return true
    }

    /// How many bytes `readXcodeStringUnit()` wants in the window: room for a string unit's
    /// indentation, keys and a value of usual length (a longer one takes the general path).
    private static var xcodeStringUnitLookahead: Int { 384 }

    /// Reads a value that is an object holding a string unit alone, laid out as Xcode writes it:
    ///
    ///     {
    ///       "stringUnit" : {
    ///         "state" : "translated",
    ///         "value" : "Abbrechen"
    ///       }
    ///     }
    ///
    /// (spaces before the `{`, a line feed and spaces between the tokens shown on different
    /// lines; a state of plain ASCII text of at most `JSONName.maximumCount` bytes; a value
    /// without escapes in well-formed UTF-8). Returns the state and the value, consumed through
    /// the last `}`, with lines, `keyLine`, `keyColumn` and `keyOffset` (those of `"value"`) as
    /// the general path leaves them. Otherwise consumes nothing and returns nil, for the
    /// general path to read (and report errors in) the same text.
    mutating func readXcodeStringUnit() -> (state: JSONName, value: String)? {
        guard takesLayoutShortcuts else { return nil }
        ensureAvailable(Self.xcodeStringUnitLookahead)
        guard depth &+ 2 <= Self.maximumDepth else { return nil }
        var index = position
        while index < end && base[index] == 0x20 { index &+= 1 }
        guard index < end, base[index] == UInt8(ascii: "{"),
            let (_, stringUnitKey) = indentedLine(at: index &+ 1),
            matches("\"stringUnit\" : {", at: stringUnitKey),
            let (_, stateKey) = indentedLine(at: stringUnitKey &+ 16),
            matches("\"state\" : \"", at: stateKey),
            let (state, stateCount) = plainName(at: stateKey &+ 11)
        else { return nil }
        let stateEnd = stateKey &+ 11 &+ stateCount
        guard stateEnd &+ 2 <= end, base[stateEnd &+ 1] == UInt8(ascii: ","),
            let (valueLineStart, valueKey) = indentedLine(at: stateEnd &+ 2),
            matches("\"value\" : \"", at: valueKey)
        else { return nil }
        let valueStart = valueKey &+ 11
        var highBits: UInt64 = 0
        // Eight bytes at a time up to the first quote, backslash or control byte, then bytes.
        var valueEnd = plainRunEnd(from: valueStart, highBits: &highBits)
        while valueEnd < end, base[valueEnd] >= 0x20, base[valueEnd] != 0x22, base[valueEnd] != 0x5C {
            highBits |= UInt64(base[valueEnd])
            valueEnd &+= 1
        }
        guard valueEnd < end, base[valueEnd] == 0x22,
            let (_, unitEnd) = indentedLine(at: valueEnd &+ 1), base[unitEnd] == UInt8(ascii: "}"),
            let (lastLineStart, objectEnd) = indentedLine(at: unitEnd &+ 1), base[objectEnd] == UInt8(ascii: "}")
        else { return nil }
        let raw = UnsafeBufferPointer(start: base + valueStart, count: valueEnd &- valueStart)
        let value: String
        if highBits & SWAR.highBits == 0 {
            value = String(decoding: raw, as: UTF8.self)
        } else if let valid = UTF8Validation.string(raw) {
            value = valid
        } else {
            return nil
        }
        line &+= 3
        markKey(at: valueKey, lineStart: valueLineStart)
        line &+= 1
        startLine(at: lastLineStart)
        position = objectEnd &+ 1
        return (state, value)
    }

    /// Makes the key whose opening quote is at window index `quote`, on the current line (which
    /// starts at window index `lineStart` and holds only spaces before it), the current key.
    @inline(__always)
    private mutating func markKey(at quote: Int, lineStart: Int) {
        keyLine = line
        keyOffset = windowOffset &+ quote
        keyColumn = quote &- lineStart &+ 1
    }

    /// Counts a line feed after which the next line starts at window index `next`.
    @inline(__always)
    private mutating func startLine(at next: Int) {
        line &+= 1
        lineStart = windowOffset &+ next
        lineHasNonASCII = false
    }

    /// A line feed at window index `index` and the spaces after it: the index of the line's
    /// first byte and of its first byte that is not a space (which is in the window), or nil.
    @inline(__always)
    private func indentedLine(at index: Int) -> (lineStart: Int, first: Int)? {
        guard index < end, base[index] == 0x0A else { return nil }
        let lineStart = index &+ 1
        var first = lineStart
        while first &+ 8 <= end {
            let notSpaces = loadWord(at: first) ^ SWAR.spaces
            if notSpaces != 0 {
                first &+= notSpaces.trailingZeroBitCount >> 3
                return (lineStart, first)
            }
            first &+= 8
        }
        while first < end && base[first] == 0x20 { first &+= 1 }
        return first < end ? (lineStart, first) : nil
    }

    /// Whether the window holds `literal`'s bytes at `index`.
    @inline(__always)
    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        return index &+ count <= end && memcmp(base + index, literal.utf8Start, count) == 0
    }

    /// The string text at window index `start` (after its opening quote) when it is plain
    /// ASCII (no escape, no control byte) of fewer than 24 bytes and its closing quote is in
    /// the window: its name and byte count. Needs 24 bytes in the window from `start`.
    @inline(__always)
    private func plainName(at start: Int) -> (name: JSONName, count: Int)? {
        guard start &+ 24 <= end else { return nil }
        let first = loadWord(at: start)
        let second = loadWord(at: start &+ 8)
        let third = loadWord(at: start &+ 16)
        // The first byte that is not plain ASCII text must be the closing quote.
        let firstStops = SWAR.stringStops(first) | (first & SWAR.highBits)
        let secondStops = SWAR.stringStops(second) | (second & SWAR.highBits)
        let thirdStops = SWAR.stringStops(third) | (third & SWAR.highBits)
        let count =
            firstStops != 0
            ? firstStops.trailingZeroBitCount >> 3
            : secondStops != 0
                ? 8 &+ (secondStops.trailingZeroBitCount >> 3)
                : thirdStops != 0 ? 16 &+ (thirdStops.trailingZeroBitCount >> 3) : 24
        guard count < 24 && base[start &+ count] == 0x22 else { return nil }
        let name = JSONName(
            first: SWAR.prefix(first, bytes: count),
            second: count > 8 ? SWAR.prefix(second, bytes: count &- 8) : 0,
            third: count > 16 ? SWAR.prefix(third, bytes: count &- 16) : 0, count: count)
        return (name, count)
    }

    /// Consumes the `:` after a key.
    private mutating func endKey() throws(ParseError) {
        // Xcode writes ` : `: taken without the general whitespace loop.
        if position &+ 2 <= end && base[position] == 0x20 && base[position &+ 1] == UInt8(ascii: ":") {
            position &+= 2
            return
        }
        guard let colon = peek() else { throw error("unexpected end of input after an object key") }
        guard colon == UInt8(ascii: ":") else {
            throw error("expected ':' after an object key, found \(Self.describe(colon))")
        }
        position += 1
    }

    /// Moves to the next element of the array being read: true when there is
    /// one, false after consuming `]`.
    mutating func nextElement(first: inout Bool) throws(ParseError) -> Bool {
        guard let byte = peek() else { throw error("unexpected end of input in an array") }
        if byte == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return false
        }
        if first {
            first = false
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw error("expected ',' or ']' after an array element, found \(Self.describe(byte))")
        }
        position += 1
        guard let next = peek() else { throw error("unexpected end of input in an array") }
        if next == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
        return true
    }

    // MARK: Values

    /// Reads a string value; a value of another kind is an error naming `what`.
    mutating func readString(for what: @autoclosure () -> String) throws(ParseError) -> String {
        guard let byte = peek(), byte == UInt8(ascii: "\"") else { throw typeError("a string", for: what()) }
        return try readStringToken()
    }

    /// Reads `true` or `false`; a value of another kind is an error naming `what`.
    mutating func readBool(for what: @autoclosure () -> String) throws(ParseError) -> Bool {
        guard let byte = peek(), byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") else {
            throw typeError("true or false", for: what())
        }
        guard case .bool(let value) = try readLiteral() else { throw typeError("true or false", for: what()) }
        return value
    }

    /// Reads an integer written without fraction or exponent; other values are
    /// an error naming `what`.
    mutating func readInteger(for what: @autoclosure () -> String) throws(ParseError) -> Int {
        guard let byte = peek(), byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) else {
            throw typeError("an integer", for: what())
        }
        let start = currentLocation()
        let literal = try readNumberToken()
        guard let value = Int(literal) else {
            throw ParseError("expected an integer for \(what()), found \(literal)", at: start)
        }
        return value
    }

    /// Reads any value, keeping object member order, duplicate keys, positions
    /// and number literals.
    mutating func readValue() throws(ParseError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try readStringToken())
        case UInt8(ascii: "{"):
            try enterContainer()
            var members: [JSONObject.Member] = []
            var first = true
            while let key = try nextKey(first: &first) {
                let (line, column) = (keyLine, keyColumn)
                members.append(JSONObject.Member(key: key, value: try readValue(), line: line, column: column))
            }
            return .object(JSONObject(members))
        case UInt8(ascii: "["):
            try enterContainer()
            var elements: [JSONValue] = []
            var first = true
            while try nextElement(first: &first) {
                elements.append(try readValue())
            }
            return .array(elements)
        case UInt8(ascii: "-"), 0x30...0x39:
            return .number(try readNumberToken())
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return try readLiteral()
        default:
            throw error("expected a value, found \(Self.describe(byte))")
        }
    }

    /// Skips any value.
    mutating func skipValue() throws(ParseError) {
        _ = try readValue()
    }

    /// An error for a value of the wrong kind, at its start.
    private mutating func typeError(_ expected: String, for what: String) -> ParseError {
        guard let byte = peek() else { return error("unexpected end of input, expected \(expected) for \(what)") }
        let found: String
        switch byte {
        case UInt8(ascii: "\""): found = "a string"
        case UInt8(ascii: "{"): found = "an object"
        case UInt8(ascii: "["): found = "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "a Boolean"
        case UInt8(ascii: "n"): found = "null"
        case UInt8(ascii: "-"), 0x30...0x39: found = "a number"
        default: found = Self.describe(byte)
        }
        return error("expected \(expected) for \(what), found \(found)")
    }

    // MARK: Tokens

    /// From `index`, eight bytes at a time while a whole word is in the window: the offset of
    /// the first quote, backslash or control byte, or of the last partial word's start; the
    /// bytes passed over are or'ed into `highBits` (to tell ASCII text).
    @inline(__always)
    private func plainRunEnd(from index: Int, highBits: inout UInt64) -> Int {
        var index = index
        while index &+ 8 <= end {
            let word = loadWord(at: index)
            let stops = SWAR.stringStops(word)
            if stops != 0 {
                highBits |= SWAR.prefix(word, bytes: stops.trailingZeroBitCount >> 3)
                return index &+ (stops.trailingZeroBitCount >> 3)
            }
            highBits |= word
            index &+= 8
        }
        return index
    }

    /// Reads the string starting at `position` (its opening quote).
    private mutating func readStringToken() throws(ParseError) -> String {
        var start = position + 1
        var index = start
        var hasEscapes = false
        var highBits: UInt64 = 0
        while true {
            // Eight bytes at a time up to the first quote, backslash or control byte.
            index = plainRunEnd(from: index, highBits: &highBits)
            if index >= end {
                let shift = refill(keeping: position)
                start -= shift
                index -= shift
                // A refill may add a single byte (the room left in the window) while `index`
                // is already past a backslash at the old end: only the end of input ends the string.
                if index >= end && isExhausted { throw error("unterminated string") }
                continue
            }
            let byte = base[index]
            if byte == 0x22 { break }
            if byte == 0x5C {
                hasEscapes = true
                index += 2
                continue
            }
            if byte < 0x20 {
                if highBits & SWAR.highBits != 0 { lineHasNonASCII = true }
                throw error("unescaped control character U+\(Self.hex(byte, digits: 4)) in a string", at: index)
            }
            highBits |= UInt64(byte)
            index += 1
        }
        let raw = UnsafeBufferPointer(start: base + start, count: index - start)
        if highBits & SWAR.highBits != 0 { lineHasNonASCII = true }
        let result: String
        if hasEscapes {
            if highBits & SWAR.highBits != 0, let invalid = UTF8Validation.firstInvalidIndex(in: raw) {
                throw error("invalid UTF-8 in a string", at: start + invalid)
            }
            result = try decodeEscapes(raw, startingAt: start)
        } else if highBits & SWAR.highBits == 0 {
            result = String(decoding: raw, as: UTF8.self)
        } else if let valid = UTF8Validation.string(raw) {
            result = valid
        } else {
            let invalid = UTF8Validation.firstInvalidIndex(in: raw) ?? 0
            throw error("invalid UTF-8 in a string", at: start + invalid)
        }
        position = index + 1
        return result
    }

    /// Reads the string starting at `position` (its opening quote) as a `JSONName`: a plain
    /// ASCII string of up to 23 bytes from its bytes, anything else decoded (and kept in
    /// `longName` when it is too long for a `JSONName`).
    private mutating func readNameToken() throws(ParseError) -> JSONName {
        ensureAvailable(26)
        let start = position + 1
        if let (name, count) = plainName(at: start) {
            position = start &+ count &+ 1
            return name
        }
        let text = try readStringToken()
        let name = JSONName(text)
        if !name.isKept { longName = text }
        return name
    }

    /// The text of a name read by `nextName` or `readName`: a kept name's own, or, for a
    /// longer one, that of the last such name read.
    func text(of name: JSONName) -> String {
        name.keptText ?? longName
    }

    /// Decodes a string's escapes; `raw` is valid UTF-8 starting at window index `start`.
    private mutating func decodeEscapes(_ raw: UnsafeBufferPointer<UInt8>, startingAt start: Int) throws(ParseError)
        -> String
    {
        scratch.removeAll(keepingCapacity: true)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == 0x5C else {
                scratch.append(byte)
                index += 1
                continue
            }
            let escapeIndex = index
            index += 1
            let kind = raw[index]
            index += 1
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(kind)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = Self.hexQuad(raw, at: index) else {
                    throw error("invalid \\u escape: expected four hexadecimal digits", at: start + escapeIndex)
                }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < raw.count, raw[index] == 0x5C, raw[index + 1] == UInt8(ascii: "u"),
                        let low = Self.hexQuad(raw, at: index + 2), (0xDC00...0xDFFF).contains(low)
                    else {
                        throw error("unpaired surrogate in \\u escape", at: start + escapeIndex)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw error("unpaired surrogate in \\u escape", at: start + escapeIndex)
                }
                Self.appendUTF8(scalar, to: &scratch)
            default:
                let shown =
                    kind < 0x20 || kind >= 0x7F ? Self.describe(kind) : "'\\" + String(UnicodeScalar(kind)) + "'"
                throw error("invalid escape \(shown) in a string", at: start + escapeIndex)
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Reads a number at `position` and returns its literal text.
    private mutating func readNumberToken() throws(ParseError) -> String {
        var index = position
        // Scan the longest run of number characters, then check the grammar.
        while true {
            if index >= end {
                let shift = refill(keeping: position)
                index -= shift
                if index >= end { break }
                continue
            }
            let byte = base[index]
            let isNumberByte =
                (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            if !isNumberByte { break }
            index += 1
        }
        let token = UnsafeBufferPointer(start: base + position, count: index - position)
        if let bad = Self.firstNumberError(token) {
            throw error("invalid number", at: position + bad)
        }
        let literal = String(decoding: token, as: UTF8.self)
        position = index
        return literal
    }

    /// The offset of the first byte that breaks JSON's number grammar, or nil.
    private static func firstNumberError(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        func digits() -> Int {
            let from = index
            while index < token.count, (0x30...0x39).contains(token[index]) { index += 1 }
            return index - from
        }
        if index < token.count, token[index] == UInt8(ascii: "-") { index += 1 }
        guard index < token.count, (0x30...0x39).contains(token[index]) else { return index }
        if token[index] == 0x30 {
            index += 1
            if index < token.count, (0x30...0x39).contains(token[index]) { return index }
        } else {
            _ = digits()
        }
        if index < token.count, token[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { return index }
        }
        if index < token.count, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits() == 0 { return index }
        }
        return index == token.count ? nil : index
    }

    /// Reads `true`, `false` or `null` at `position`.
    private mutating func readLiteral() throws(ParseError) -> JSONValue {
        ensureAvailable(5)
        func matches(_ word: StaticString) -> Bool { self.matches(word, at: position) }
        if matches("true") {
            position += 4
            return .bool(true)
        }
        if matches("false") {
            position += 5
            return .bool(false)
        }
        if matches("null") {
            position += 4
            return .null
        }
        if end > position {
            throw error("expected a value, found \(Self.describe(base[position]))")
        }
        throw error("unexpected end of input, expected a value")
    }

    // MARK: Helpers

    /// Four hexadecimal digits at `index` as a number, or nil.
    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = raw[index + offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    static func hex(_ value: UInt8, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A byte for messages: `'x'` when printable ASCII, else `byte 0xFF`.
    static func describe(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'" + String(UnicodeScalar(byte)) + "'" }
        return "byte 0x" + hex(byte, digits: 2)
    }
}
