#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable byte buffer that writes JSON text in Xcode's formatting:
/// two-space indentation, `" : "` after keys, and strings escaped only where
/// JSON requires (`\"`, `\\`, control characters), `/` and non-ASCII as is.
///
/// Writers emit into it and hand full chunks to their sink, then `clear()`.
struct JSONOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written since the last `clear()`.
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written since the last `clear()`, valid until the next write.
    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count)
    }

    /// Forgets what was written, keeping the storage.
    mutating func clear() {
        count = 0
    }

    /// A copy of the bytes written.
    func makeArray() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy of the bytes written followed by `suffix`, made in one allocation.
    func makeArray(appending suffix: UInt8) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            if count > 0, let start = buffer.baseAddress { start.update(from: base, count: count) }
            buffer[count] = suffix
            initialized = count + 1
        }
    }

    /// The bytes written, decoded as UTF-8 (one copy, no intermediate array).
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The bytes written followed by `suffix`, as a string made in one allocation
    /// (the writers emit valid UTF-8, which the string checks again).
    func makeString(appending suffix: UInt8) -> String {
        String(unsafeUninitializedCapacity: count + 1) { buffer in
            if count > 0, let start = buffer.baseAddress { start.update(from: base, count: count) }
            buffer[count] = suffix
            return count + 1
        }
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        (base + count).update(from: bytes, count: length)
        count += length
    }

    /// Appends bytes as they are.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let address = bytes.baseAddress else { return }
        append(address.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }

    /// Appends raw text (a number literal, a pre-escaped string).
    mutating func appendRaw(_ text: String) {
        text.withUTF8Buffer { utf8 in
            if let address = utf8.baseAddress { append(address, count: utf8.count) }
        }
    }

    private static let spaces: StaticString = "                                                                "

    /// Appends a newline and the indentation of `level` (two spaces a level).
    @inline(__always)
    mutating func appendNewline(indent level: Int) {
        append(0x0A)
        var remaining = level * 2
        let chunk = Self.spaces.utf8CodeUnitCount
        while remaining > 0 {
            let length = min(remaining, chunk)
            append(Self.spaces.utf8Start, count: length)
            remaining -= length
        }
    }

    /// Appends `"key" : `.
    @inline(__always)
    mutating func appendKey(_ key: String) {
        appendString(key)
        append(" : ")
    }

    /// Appends a quoted, escaped string.
    mutating func appendString(_ string: String) {
        string.withUTF8Buffer { utf8 in appendString(utf8) }
    }

    /// Appends a quoted, escaped string given as UTF-8.
    mutating func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count + 2)
        base[count] = 0x22
        count += 1
        guard let source = utf8.baseAddress else {
            append(0x22)
            return
        }
        var runStart = 0
        var index = 0
        let length = utf8.count
        while index < length {
            if index + 8 <= length {
                // Eight bytes at once up to the first that needs escaping (the lowest flagged).
                let word = SWAR.word(at: source + index)
                let stops = SWAR.stringStops(word)
                if stops == 0 {
                    index += 8
                    continue
                }
                index += stops.trailingZeroBitCount >> 3
            }
            let byte = source[index]
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
                index += 1
                continue
            }
            append(source + runStart, count: index - runStart)
            appendEscape(byte)
            index += 1
            runStart = index
        }
        append(source + runStart, count: index - runStart)
        append(0x22)
    }

    /// Writes a byte that needs escaping as Xcode does: the short forms for
    /// quote, backslash, backspace, form feed, newline, carriage return and
    /// tab; `\u00xx` with lowercase hex digits for other control characters.
    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        default:
            let digits: StaticString = "0123456789abcdef"
            append("\\u00")
            append(digits.utf8Start[Int(byte >> 4)])
            append(digits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
