/// Byte-level helpers over UTF-8 text for the text rules: scalars at either
/// end, whitespace, display width, final punctuation.
enum AuditText {
    /// The first scalar and its length in bytes.
    @inline(__always)
    static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> (scalar: UInt32, length: Int)? {
        guard let first = bytes.first else { return nil }
        if first < 0x80 { return (UInt32(first), 1) }
        return decode(bytes, at: 0)
    }

    /// The last scalar and where it starts.
    @inline(__always)
    static func lastScalar(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (scalar: UInt32, start: Int)? {
        guard end > 0 else { return nil }
        let last = bytes[end - 1]
        if last < 0x80 { return (UInt32(last), end - 1) }
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard let decoded = decode(bytes, at: start) else { return nil }
        return (decoded.scalar, start)
    }

    /// Decodes the scalar starting at `index` (valid UTF-8 assumed, checked for bounds).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0..<0x80: return (UInt32(lead), 1)
        case 0xC0..<0xE0:
            length = 2
            scalar = UInt32(lead & 0x1F)
        case 0xE0..<0xF0:
            length = 3
            scalar = UInt32(lead & 0x0F)
        case 0xF0..<0xF8:
            length = 4
            scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (scalar, length)
    }

    /// A text with its control characters written as escapes: `\n`, `\t`, `\r`, and
    /// `\u{1B}` for the others (C0, DEL, C1, and the bidirectional overrides and isolates
    /// that would reorder a terminal line), so that no raw control reaches a terminal.
    static func escapingControls(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0xC2 }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Spaces and tabs, including no-break and typographic spaces; not line breaks.
    @inline(__always)
    static func isHorizontalSpace(_ scalar: UInt32) -> Bool {
        // ASCII first: most scalars asked about are, and take two comparisons then.
        if scalar < 0x80 { return scalar == 0x20 || scalar == 0x09 }
        return scalar == 0xA0 || scalar == 0x1680 || (0x2000...0x200A).contains(scalar) || scalar == 0x202F
            || scalar == 0x205F || scalar == 0x3000
    }

    /// Line breaks.
    @inline(__always)
    static func isLineBreak(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || scalar == 0x2028 || scalar == 0x2029
    }

    /// Characters of writing that puts no spaces between words or around
    /// punctuation (Chinese, Japanese, Thai, Lao, Khmer, Myanmar, Tibetan),
    /// and fullwidth forms: next to them a missing space is no mistake.
    static func isSpacelessWriting(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3001...0x303F, 0x3040...0x30FF,
            0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
            0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// Columns the text takes in a terminal or a label: East Asian wide characters count 2, combining marks 0.
    static func displayWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                width += 1
                index += 1
                continue
            }
            guard let (scalar, length) = decode(bytes, at: index) else {
                index += 1
                continue
            }
            index += length
            width += scalarWidth(scalar)
        }
        return width
    }

    private static func scalarWidth(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F, 0x0E31,
            0x0E34...0x0E3A,
            0x0E47...0x0E4E, 0x200B...0x200F, 0xFE00...0xFE0F:
            0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default: 1
        }
    }

    /// The number of line feeds (`LineFeeds`, the counter the catalog reader uses too).
    @inline(__always)
    static func lineFeedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        LineFeeds.count(in: bytes)
    }

    /// The kind of punctuation a string ends with.
    enum FinalPunctuation: Int, CaseIterable {
        case none
        case period
        case ellipsis
        case question
        case exclamation
        case colon
    }

    /// The final punctuation of a text, after trailing whitespace and closing quotation
    /// marks, and where it is. Greek writes the question mark as `;`. A period that ends
    /// an abbreviation ("Supp.", "Вкл.") and the colon of a drive name ("C:") are none.
    static func finalPunctuation(_ bytes: UnsafeBufferPointer<UInt8>, greek: Bool) -> (FinalPunctuation, Range<Int>) {
        var end = bytes.count
        while let (scalar, start) = lastScalar(bytes, before: end) {
            if isHorizontalSpace(scalar) || isLineBreak(scalar) || isClosingQuote(scalar) {
                end = start
            } else {
                break
            }
        }
        guard let (scalar, start) = lastScalar(bytes, before: end) else { return (.none, 0..<0) }
        let range = start..<end
        switch scalar {
        case 0x2E:
            if end >= 3, bytes[end - 2] == 0x2E, bytes[end - 3] == 0x2E { return (.ellipsis, (end - 3)..<end) }
            if endsWithAbbreviation(bytes, before: start) { return (.none, range) }
            return (.period, range)
        case 0x3A where isDriveLetter(bytes, before: start):
            return (.none, range)
        case 0x2026, 0x22EF, 0x2025: return (.ellipsis, range)
        case 0x3002, 0xFF0E, 0xFF61, 0x0964, 0x0965, 0x06D4, 0x1362, 0x104B, 0x0589, 0x0F0D: return (.period, range)
        case 0x3F, 0xFF1F, 0x061F, 0x037E, 0x2E2E: return (.question, range)
        case 0x3B where greek: return (.question, range)
        case 0x21, 0xFF01: return (.exclamation, range)
        case 0x3A, 0xFF1A, 0xFE13: return (.colon, range)
        default: return (.none, range)
        }
    }

    /// Whether the period at `end` closes an abbreviation: the word before it is a known
    /// abbreviation, has periods inside (`N.v.t.`), is the only, short word (`Вкл.`,
    /// `piks.`), or is short and capitalized at the end of a short title (`… Supp.`).
    private static func endsWithAbbreviation(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        var start = scalars.count
        while start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1] == "." { start -= 1 }
        let word = scalars[start...]
        let letters = word.filter { $0.properties.isAlphabetic }
        guard let first = letters.first else { return false }
        if word.contains(".") { return true }
        if abbreviations.contains(String(String.UnicodeScalarView(letters)).lowercased()) { return true }
        let words = text.split(whereSeparator: \.isWhitespace)
        if words.count == 1 && letters.count <= 5 { return true }
        guard first.properties.isUppercase, letters.count <= 4, words.count <= 4 else { return false }
        return words.allSatisfy { word in
            let wordLetters = word.filter(\.isLetter)
            return wordLetters.count < 4 || wordLetters.first?.isUppercase == true
        }
    }

    private static let abbreviations: Set<String> = [
        "etc", "inc", "ltd", "co", "corp", "approx", "supp", "suppl", "vs", "no", "vol", "ext", "ver", "fig", "dept",
        "jr", "sr", "mr", "mrs", "ms", "dr", "st", "min", "max", "sec", "hr", "hrs",
    ]

    /// Whether a final colon follows a lone letter, as in the drive name "C:".
    private static func isDriveLetter(_ bytes: UnsafeBufferPointer<UInt8>, before colon: Int) -> Bool {
        guard colon >= 1, bytes[colon - 1].isASCIILetter else { return false }
        return colon == 1 || bytes[colon - 2] == 0x20
    }

    private static func isClosingQuote(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x22, 0x27, 0x201D, 0x2019, 0x00BB, 0x203A, 0x300D, 0x300F, 0x201C, 0x00AB: true
        default: false
        }
    }
}
