/// The rules about single characters and short sequences in a text:
/// `double-space`, `invisible-character`, `escape-leak` and `ellipsis`.
///
/// Each compares a translation with its source, so that what the source
/// itself has (a deliberate `\n` shown as text, two spaces, a soft hyphen)
/// is no finding. A first pass reads eight bytes at a time and tells whether
/// a text can have any of these at all; most texts stop there.
///
/// What they leave alone: a soft hyphen between two letters (a hyphenation
/// point in a long compound, as German and Dutch use it); a zero-width space
/// between letters of writing without spaces (Thai, Khmer, Lao, Burmese,
/// Chinese, Japanese), where it marks where a line may break; a zero-width
/// joiner or non-joiner between letters or marks of scripts that join
/// (Arabic, Persian, the Indic scripts) or inside an emoji sequence;
/// left-to-right and right-to-left marks in right-to-left locales; a
/// backslash before a character that escapes nothing (`（\）`: the
/// backslash itself, named in the text).
enum CharacterRules {
    /// What a first pass found a text may hold.
    struct Traits: OptionSet {
        let rawValue: UInt8
        /// A byte of 0x80 or above: a scalar beyond ASCII.
        static let nonASCII = Traits(rawValue: 1)
        static let backslash = Traits(rawValue: 2)
        /// Two spaces in a row, perhaps.
        static let doubleSpace = Traits(rawValue: 4)
        /// Two periods in a row, perhaps.
        static let periods = Traits(rawValue: 8)
        /// A line feed (U+000A), perhaps: without it, a text has no line feed to count.
        static let lineFeed = Traits(rawValue: 16)
    }

    /// The traits of a text, eight bytes at a time; a trait may be set where the text has
    /// none (a borrow between bytes), never left out where it has one.
    @inline(__always)
    static func traits(_ bytes: UnsafeBufferPointer<UInt8>) -> Traits {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return [] }
        let count = bytes.count
        var scan = TraitScan()
        var offset = 0
        while offset &+ 8 <= count {
            scan.add(SWAR.word(at: base + offset))
            offset &+= 8
        }
        guard offset < count else { return scan.traits }
        // The bytes left, in one word whose other bytes are 0x01 (no space, period, backslash,
        // line feed or high byte).
        let filled = count &- offset
        let word: UInt64
        if count >= 8 {
            // The last eight bytes, of which the first were seen: shifted out.
            let shift = UInt64(8 &- filled) << 3
            let last = SWAR.word(at: base + (count &- 8))
            word = (last >> shift) | (0x0101_0101_0101_0101 << (64 &- shift))
        } else if count >= 4 {
            // Two overlapping four-byte loads: where they overlap, they hold the same bytes.
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            word = low | high << (UInt64(count &- 4) << 3) | (0x0101_0101_0101_0101 << (UInt64(count) << 3))
        } else {
            var partial: UInt64 = 0
            for index in 0..<count { partial |= UInt64(bytes[index]) << (UInt64(index) << 3) }
            word = partial | (0x0101_0101_0101_0101 << (UInt64(count) << 3))
        }
        scan.add(word)
        return scan.traits
    }

    /// The running flags of `traits`. Each test is `SWAR`'s zero-byte test without its final
    /// mask, which is applied once at the end (a flag only counts in a byte's high bit).
    private struct TraitScan {
        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private var high: UInt64 = 0
        private var backslash: UInt64 = 0
        private var lineFeed: UInt64 = 0
        private var pairs: UInt64 = 0
        private var dots: UInt64 = 0
        private var previousSpace: UInt64 = 0
        private var previousDot: UInt64 = 0

        /// The bytes of `word` equal to `pattern` (eight copies of a byte), flagged in their high bits.
        @inline(__always)
        private static func equal(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
            let difference = word ^ pattern
            return (difference &- ones) & ~difference
        }

        @inline(__always)
        mutating func add(_ word: UInt64) {
            high |= word
            backslash |= Self.equal(word, 0x5C5C_5C5C_5C5C_5C5C)
            lineFeed |= Self.equal(word, 0x0A0A_0A0A_0A0A_0A0A)
            let spaces = Self.equal(word, 0x2020_2020_2020_2020)
            let periods = Self.equal(word, 0x2E2E_2E2E_2E2E_2E2E)
            // A flag and the flag of the byte before it (the last byte of the previous word).
            pairs |= spaces & ((spaces << 8) | previousSpace)
            dots |= periods & ((periods << 8) | previousDot)
            previousSpace = spaces >> 56
            previousDot = periods >> 56
        }

        var traits: Traits {
            var traits: Traits = []
            if high & SWAR.highBits != 0 { traits.insert(.nonASCII) }
            if backslash & SWAR.highBits != 0 { traits.insert(.backslash) }
            if pairs & SWAR.highBits != 0 { traits.insert(.doubleSpace) }
            if dots & SWAR.highBits != 0 { traits.insert(.periods) }
            if lineFeed & SWAR.highBits != 0 { traits.insert(.lineFeed) }
            return traits
        }
    }

    // MARK: Double spaces

    /// Whether two spaces (U+0020) stand together between other characters: not the
    /// leading or trailing whitespace `whitespace-mismatch` looks at, nor before a line break.
    static func hasInnerDoubleSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x20 && bytes[index + 1] == 0x20 {
                var end = index + 2
                while end < bytes.count && bytes[end] == 0x20 { end += 1 }
                let before = index > 0 ? bytes[index - 1] : 0x0A
                let after = end < bytes.count ? bytes[end] : 0x0A
                if !isBreakOrTab(before) && !isBreakOrTab(after) { return true }
                index = end
                continue
            }
            index += 1
        }
        return false
    }

    private static func isBreakOrTab(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: Invisible characters

    /// Whether a text may hold one of the invisible characters `strayInvisibles` looks for
    /// (by their UTF-8 lead and second bytes).
    static func mayHaveInvisible(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            let byte = bytes[index]
            if byte < 0xC2 {
                index += 1
                continue
            }
            let second = bytes[index + 1]
            switch byte {
            case 0xC2 where second == 0xAD: return true
            case 0xD8 where second == 0x9C: return true
            case 0xE1 where second == 0xA0: return true
            case 0xE2 where second == 0x80 || second == 0x81: return true
            case 0xEF where second == 0xBB || second == 0xBF: return true
            default: index += 1
            }
        }
        return false
    }

    /// Scripts written right to left.
    static func isRightToLeft(_ locale: AuditLocale) -> Bool {
        switch locale.script {
        case "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr": true
        default: false
        }
    }

    /// The invisible characters of a text that are out of place, each once, in order:
    /// `(scalar, name)`.
    static func strayInvisibles(_ bytes: UnsafeBufferPointer<UInt8>, rightToLeft: Bool) -> [(UInt32, String)] {
        var found: [(UInt32, String)] = []
        var previous: UInt32 = 0x20
        var index = 0
        var isolates = 0
        var embeddings = 0
        while index < bytes.count {
            guard let (scalar, length) = AuditText.decode(bytes, at: index) else { break }
            let next = index + length < bytes.count ? AuditText.decode(bytes, at: index + length)?.scalar ?? 0x20 : 0x20
            index += length
            defer { previous = scalar }
            guard scalar >= 0x80 else { continue }
            var problem: String?
            switch scalar {
            case 0xFEFF: problem = "U+FEFF BYTE ORDER MARK"
            case 0x00AD:
                if !(isLetter(previous) && isLetter(next)) { problem = "U+00AD SOFT HYPHEN outside a word" }
            case 0x200B:
                if !(isSpacelessLetter(previous) && isSpacelessLetter(next)) { problem = "U+200B ZERO WIDTH SPACE" }
            case 0x200C, 0x200D:
                let joins =
                    (isJoiningContext(previous) && isJoiningContext(next))
                    || (scalar == 0x200D && isEmojiPart(previous) && isEmojiPart(next))
                if !joins {
                    problem = scalar == 0x200C ? "U+200C ZERO WIDTH NON-JOINER" : "U+200D ZERO WIDTH JOINER"
                }
            case 0x2060: problem = "U+2060 WORD JOINER"
            case 0x180E: problem = "U+180E MONGOLIAN VOWEL SEPARATOR"
            case 0x2061...0x2064: problem = "an invisible mathematical operator (U+\(hex(scalar)))"
            case 0xFFF9...0xFFFB: problem = "an interlinear annotation character (U+\(hex(scalar)))"
            case 0x200E, 0x200F, 0x061C:
                if !rightToLeft { problem = "a bidirectional mark (U+\(hex(scalar))) in a left-to-right language" }
            case 0x202A, 0x202B, 0x202D, 0x202E:
                embeddings += 1
                if !rightToLeft { problem = "a bidirectional embedding or override (U+\(hex(scalar)))" }
            case 0x202C:
                embeddings -= 1
            case 0x2066...0x2068:
                isolates += 1
                if !rightToLeft { problem = "a bidirectional isolate (U+\(hex(scalar))) in a left-to-right language" }
            case 0x2069:
                isolates -= 1
            default: break
            }
            if let problem, !found.contains(where: { $0.0 == scalar }) { found.append((scalar, problem)) }
        }
        if rightToLeft && (isolates != 0 || embeddings > 0) && found.isEmpty {
            found.append((0x2069, "unbalanced bidirectional controls (an embedding or isolate is not closed)"))
        }
        return found
    }

    private static func hex(_ scalar: UInt32) -> String {
        let text = String(scalar, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private static func isLetter(_ scalar: UInt32) -> Bool {
        guard let value = Unicode.Scalar(scalar) else { return false }
        return value.properties.isAlphabetic
    }

    /// Letters of writing that puts no spaces between words.
    private static func isSpacelessLetter(_ scalar: UInt32) -> Bool {
        AuditText.isSpacelessWriting(scalar) && scalar != 0x3000
    }

    /// Letters and marks of scripts where joiners shape letters: Arabic, Syriac, N'Ko,
    /// Mongolian, the Indic scripts, Sinhala, Tibetan, Myanmar, Khmer.
    private static func isJoiningContext(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0600...0x08FF, 0x0900...0x0DFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x18AF, 0xA8E0...0xA8FF,
            0xFB50...0xFDFF, 0xFE70...0xFEFF:
            true
        default: false
        }
    }

    /// Parts of emoji sequences: pictographs, variation selector 16, skin tones, tags.
    private static func isEmojiPart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2600...0x27BF, 0x2B00...0x2BFF, 0xFE0F, 0x1F000...0x1FAFF, 0xE0020...0xE007F: true
        default: false
        }
    }

    // MARK: Escapes

    /// The escape-like sequences of a text: Swift interpolation `\(`, `\n`, `\t`, `\r` written
    /// as text, and a backslash before a quote, a backslash, `u`, `U` or `0`.
    enum Escape: Int, CaseIterable {
        case interpolation
        case lineBreak
        case tab
        case carriageReturn
        case other

        var shown: String {
            switch self {
            case .interpolation: "Swift interpolation '\\(' shown as text"
            case .lineBreak: "'\\n' written as text (two characters, not a line break)"
            case .tab: "'\\t' written as text (not a tab)"
            case .carriageReturn: "'\\r' written as text"
            case .other: "a backslash escape shown as text"
            }
        }
    }

    /// How many of each escape a text holds.
    static func escapes(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var counts = [Int](repeating: 0, count: Escape.allCases.count)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x5C else {
                index += 1
                continue
            }
            let escape: Escape?
            switch bytes[index + 1] {
            case UInt8(ascii: "("): escape = .interpolation
            case UInt8(ascii: "n"): escape = .lineBreak
            case UInt8(ascii: "t"): escape = .tab
            case UInt8(ascii: "r"): escape = .carriageReturn
            case UInt8(ascii: "\""), UInt8(ascii: "'"), 0x5C, UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "0"):
                escape = .other
            default: escape = nil
            }
            if let escape { counts[escape.rawValue] += 1 }
            index += 2
        }
        return counts
    }

    // MARK: Ellipsis

    /// Whether a text has three periods in a row (and not four or more: a drawn line).
    static func hasThreePeriods(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x2E && bytes[index + 1] == 0x2E && bytes[index + 2] == 0x2E {
                var end = index + 3
                while end < bytes.count && bytes[end] == 0x2E { end += 1 }
                if end - index == 3 { return true }
                index = end
                continue
            }
            index += 1
        }
        return false
    }

    /// Whether a text has the ellipsis character `…` (U+2026).
    static func hasEllipsisCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6 { return true }
            index += 1
        }
        return false
    }
}
