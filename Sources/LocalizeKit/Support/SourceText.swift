#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The validated UTF-8 text of a file being parsed, with line and column lookup.
///
/// Readers decode their input into this once (checking the encoding and locating the
/// first bad byte), then work on bytes. `location(at:)` is fast for offsets that grow,
/// which is how parsers ask.
struct SourceText {
    /// The text as valid UTF-8, without a byte order mark.
    let bytes: [UInt8]
    /// The file name given by the caller, copied into every location.
    let file: String?

    private var cachedOffset = 0
    private var cachedLine = 1
    private var cachedColumn = 1
    /// The last offset `line(at:)` counted to, and its line: a cache apart from `location(at:)`'s.
    private var lineCacheOffset = 0
    private var lineCacheLine = 1
    /// Whether the text has a carriage return (a line break alone, or with a line feed); known
    /// at the first `line(at:)`.
    private var hasCarriageReturn: Bool?

    /// Wraps bytes that are already valid UTF-8.
    private init(validUTF8 bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
    }

    /// Text that is already a Swift string.
    init(_ text: String, file: String?) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: Self.utf8BOM) { bytes.removeFirst(3) }
        self.init(validUTF8: bytes, file: file)
    }

    /// Validates UTF-8 input, dropping a byte order mark.
    static func utf8(_ input: some Collection<UInt8>, file: String?) throws(ParseError) -> SourceText {
        var bytes = Array(input)
        if bytes.starts(with: utf8BOM) { bytes.removeFirst(3) }
        if let bad = firstInvalidUTF8Offset(bytes) {
            var prefix = SourceText(validUTF8: Array(bytes[..<bad]), file: file)
            throw ParseError("invalid UTF-8", at: prefix.location(at: bad))
        }
        return SourceText(validUTF8: bytes, file: file)
    }

    /// Decodes UTF-8 or UTF-16 input: a byte order mark decides, otherwise a leading
    /// ASCII character followed or preceded by a zero byte means UTF-16, otherwise UTF-8.
    static func unicode(_ input: some Collection<UInt8>, file: String?) throws(ParseError) -> SourceText {
        let bytes = Array(input)
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, file: file) }
        if bytes.count >= 2 && bytes.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false, file: file) }
            if bytes[0] == 0 && bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true, file: file) }
        }
        return try utf8(bytes, file: file)
    }

    private static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Transcodes UTF-16 to UTF-8, reporting unpaired surrogates and a dangling byte.
    private static func utf16(_ input: ArraySlice<UInt8>, bigEndian: Bool, file: String?) throws(ParseError)
        -> SourceText
    {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = input.startIndex
        func unit(at i: Int) -> UInt16 {
            let first = UInt16(input[i])
            let second = UInt16(input[i + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func failure(_ message: String) -> ParseError {
            var prefix = SourceText(validUTF8: output, file: file)
            return ParseError(message, at: prefix.location(at: output.count))
        }
        while index < input.endIndex {
            guard index + 1 < input.endIndex else { throw failure("invalid UTF-16: odd number of bytes") }
            let first = unit(at: index)
            index += 2
            var scalarValue = UInt32(first)
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < input.endIndex, case let second = unit(at: index), (0xDC00...0xDFFF).contains(second)
                else { throw failure("invalid UTF-16: unpaired surrogate") }
                index += 2
                scalarValue = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw failure("invalid UTF-16: unpaired surrogate")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("invalid UTF-16") }
            UTF8.encode(scalar) { output.append($0) }
        }
        return SourceText(validUTF8: output, file: file)
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidIndex(in: $0) }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset. Line breaks
    /// are LF, CRLF and a lone CR.
    mutating func location(at offset: Int) -> SourceLocation {
        let target = min(max(offset, 0), bytes.count)
        if target < cachedOffset {
            cachedOffset = 0
            cachedLine = 1
            cachedColumn = 1
        }
        var line = cachedLine
        var column = cachedColumn
        bytes.withUnsafeBufferPointer { bytes in
            var i = cachedOffset
            while i < target {
                if i + 8 <= target, let base = bytes.baseAddress {
                    // Eight bytes at once while none is a line break (or another byte below 0x0E).
                    let word = SWAR.word(at: base + i)
                    if SWAR.bytes(word, below: 0x0E) == 0 {
                        column += SWAR.leadingByteCount(word)
                        i += 8
                        continue
                    }
                }
                let byte = bytes[i]
                if byte > 0x0D && byte < 0x80 {
                    // The common case: an ASCII character that is no line break.
                    column += 1
                } else if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                    column += 1
                }
                i += 1
            }
        }
        cachedOffset = target
        cachedLine = line
        cachedColumn = column
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The 1-based line of a byte offset, as `location(at:)` gives it, without counting columns:
    /// fast for offsets that grow, as `location(at:)` is.
    mutating func line(at offset: Int) -> Int {
        let target = min(max(offset, 0), bytes.count)
        if target < lineCacheOffset {
            lineCacheOffset = 0
            lineCacheLine = 1
        }
        var line = lineCacheLine
        let hasCarriageReturn =
            self.hasCarriageReturn
            ?? bytes.withUnsafeBytes { raw in raw.baseAddress.map { memchr($0, 0x0D, raw.count) != nil } ?? false }
        self.hasCarriageReturn = hasCarriageReturn
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var i = lineCacheOffset
            guard hasCarriageReturn else {
                // Only line feeds: found by `memchr`, a line each.
                while i < target, let found = memchr(base + i, 0x0A, target - i) {
                    line += 1
                    i = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                }
                return
            }
            while i < target {
                let byte = bytes[i]
                if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { line += 1 }
                i += 1
            }
        }
        lineCacheOffset = target
        lineCacheLine = line
        return line
    }

    /// A string from a range of the (valid) bytes.
    func string(_ range: Range<Int>) -> String {
        // From a contiguous buffer: the generic slice path costs several times more a byte
        // (and checks the range only in debug builds, hence the precondition).
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the text")
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }
}
