#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rules that compare a translated text with its source text:
/// `empty-translation`, `untranslated`, `whitespace-mismatch`,
/// `newline-mismatch`, `punctuation-mismatch` and `length-ratio`.
///
/// What they leave alone: identical texts in the source's own language
/// (`en-GB` for `en`), texts without words (`%@`, `•`, `1/2`), acronyms
/// and product names (`PDF`, `iCloud`, `CotEditor`), allowed words; a
/// missing space next to Chinese, Japanese or Thai text, which uses none;
/// `。` for `.`, `？` for `?`, `…` for `...`; Thai without final periods;
/// a Japanese or Chinese question ending in `。`; short sources that grow
/// (they count as `minimumLengthForRatio` columns wide).
struct TextRules {
    /// What the text rules of one entry leave to be decided once all its languages are seen:
    /// an identical text that most translators kept, or an ending most of them changed the
    /// same way ("Indentation" → "Einrückung:", "Sangría:", "インデント:"), is no mistake.
    struct Pending {
        /// Texts identical to their source that may be untranslated, to be confirmed.
        var untranslated: [UntranslatedCandidate] = []
        /// `punctuation-mismatch` findings with the ending the translation has.
        var punctuation: [(finding: AuditFinding, ending: AuditText.FinalPunctuation)] = []
        /// How many compared translations end each way, and how many were compared.
        var endings = [Int](repeating: 0, count: AuditText.FinalPunctuation.allCases.count)
        var comparedEndings = 0
        /// Source texts of the entry already judged by `isUntranslated`, and whether they may stay as they are.
        var verdicts: [(text: String, mayStay: Bool, latinOnly: Bool, words: Int)] = []

        mutating func reset() {
            untranslated.removeAll(keepingCapacity: true)
            verdicts.removeAll(keepingCapacity: true)
            punctuation.removeAll(keepingCapacity: true)
            for index in endings.indices { endings[index] = 0 }
            comparedEndings = 0
        }

        /// The punctuation findings that most translations do not share.
        func confirmedPunctuation() -> [AuditFinding] {
            punctuation.compactMap { candidate in
                let count = endings[candidate.ending.rawValue]
                return count >= 2 && count * 2 >= comparedEndings ? nil : candidate.finding
            }
        }
    }

    /// A text identical to its source, kept until the entry's other languages are seen;
    /// its message is only made if it is confirmed.
    struct UntranslatedCandidate {
        let file: String
        let line: Int
        let key: String
        let locale: AuditLocale
        let path: AuditPath.Components
        let source: String

        var finding: AuditFinding {
            AuditFinding(
                rule: .untranslated, file: file, line: line, key: key, locale: locale.name,
                message: "identical to the source\(AuditPath.describe(path)): \(TextRules.quoted(source))")
        }
    }

    let rules: AuditRuleSet
    let allowedUntranslated: Set<String>
    let maximumLengthRatio: Double
    let minimumLengthForRatio: Int

    init(configuration: AuditConfiguration) {
        rules = AuditRuleSet(configuration.rules)
        allowedUntranslated = configuration.allowedUntranslated
        maximumLengthRatio = configuration.maximumLengthRatio
        minimumLengthForRatio = configuration.minimumLengthForRatio
    }

    /// Whether any of these rules runs.
    var isActive: Bool {
        rules.containsAny(
            .emptyTranslation, .untranslated, .whitespaceMismatch, .newlineMismatch, .punctuationMismatch, .lengthRatio)
    }

    /// Compares one translated text with its source and reports what differs; returns
    /// whether the two are identical. An identical text that may be untranslated goes to
    /// `candidates` rather than `sink`: whether it is depends on the other languages.
    @discardableResult
    func check(
        translation: String, source: String, locale: AuditLocale, sourceLocale: AuditLocale, line: Int, key: String,
        path: AuditPath.Components, into sink: inout FindingSink, pending: inout Pending
    ) -> Bool {
        translation.withUTF8Buffer { t in
            source.withUTF8Buffer { s in
                check(
                    t, s, translation: translation, source: source, locale: locale, sourceLocale: sourceLocale,
                    line: line, key: key, path: path, into: &sink, pending: &pending)
            }
        }
    }

    private func check(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, translation: String, source: String,
        locale: AuditLocale, sourceLocale: AuditLocale, line: Int, key: String, path: AuditPath.Components,
        into sink: inout FindingSink, pending: inout Pending
    ) -> Bool {
        let name = locale.name
        if t.isEmpty {
            if !s.isEmpty && rules.contains(.emptyTranslation) && Self.hasVisibleText(s) {
                sink.add(
                    .emptyTranslation, line: line, key: key, locale: name,
                    "empty translation\(AuditPath.describe(path))")
            }
            return false
        }
        let identical: Bool
        if t.count == s.count, let left = t.baseAddress, let right = s.baseAddress {
            identical = memcmp(left, right, t.count) == 0
        } else {
            identical = false
        }
        if identical {
            if rules.contains(.punctuationMismatch) {
                let (ending, _) = AuditText.finalPunctuation(s, greek: false)
                pending.endings[ending.rawValue] += 1
                pending.comparedEndings += 1
            }
            if rules.contains(.untranslated)
                && isUntranslated(source, in: locale, sourceLocale: sourceLocale, pending: &pending)
            {
                pending.untranslated.append(
                    UntranslatedCandidate(
                        file: sink.file, line: line, key: key, locale: locale, path: path, source: source))
            }
            return true
        }
        if rules.contains(.whitespaceMismatch) {
            checkWhitespace(t, s, line: line, key: key, locale: name, path: path, into: &sink)
        }
        if rules.contains(.newlineMismatch) {
            let sourceBreaks = AuditText.lineFeedCount(s)
            let translationBreaks = AuditText.lineFeedCount(t)
            if sourceBreaks != translationBreaks {
                sink.add(
                    .newlineMismatch, line: line, key: key, locale: name,
                    "\(Self.count(translationBreaks, "line break")) where the source has \(sourceBreaks)\(AuditPath.describe(path))"
                )
            }
        }
        if rules.contains(.punctuationMismatch) {
            checkPunctuation(t, s, locale: locale, line: line, key: key, path: path, file: sink.file, into: &pending)
        }
        if rules.contains(.lengthRatio) {
            let floor = Double(minimumLengthForRatio) * maximumLengthRatio
            // Bytes bound the width from above: a quick way out for most texts.
            if Double(t.count) > floor && Double(t.count) > Double(s.count) * maximumLengthRatio {
                let sourceWidth = AuditText.displayWidth(s)
                let width = AuditText.displayWidth(t)
                let limit = Double(max(sourceWidth, minimumLengthForRatio)) * maximumLengthRatio
                if Double(width) > limit {
                    let ratio = Double(width) / Double(max(sourceWidth, 1))
                    sink.add(
                        .lengthRatio, line: line, key: key, locale: name,
                        "\(Self.format(ratio))× as long as the source (\(width) columns, source \(sourceWidth))\(AuditPath.describe(path))"
                    )
                }
            }
        }
        return false
    }

    private func checkWhitespace(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, line: Int, key: String, locale: String,
        path: AuditPath.Components, into sink: inout FindingSink
    ) {
        guard let sourceFirst = AuditText.firstScalar(s), let first = AuditText.firstScalar(t),
            let sourceLast = AuditText.lastScalar(s, before: s.count),
            let last = AuditText.lastScalar(t, before: t.count)
        else { return }
        let sourceLeads = AuditText.isHorizontalSpace(sourceFirst.scalar)
        let leads = AuditText.isHorizontalSpace(first.scalar)
        if sourceLeads != leads && !(sourceLeads && AuditText.isSpacelessWriting(first.scalar)) {
            sink.add(
                .whitespaceMismatch, line: line, key: key, locale: locale,
                (leads ? "starts with whitespace; the source does not" : "lacks the source's leading whitespace")
                    + AuditPath.describe(path))
        }
        let sourceTrails = AuditText.isHorizontalSpace(sourceLast.scalar)
        let trails = AuditText.isHorizontalSpace(last.scalar)
        if sourceTrails != trails && !(sourceTrails && AuditText.isSpacelessWriting(last.scalar)) {
            sink.add(
                .whitespaceMismatch, line: line, key: key, locale: locale,
                (trails ? "ends with whitespace; the source does not" : "lacks the source's trailing whitespace")
                    + AuditPath.describe(path))
        }
    }

    private func checkPunctuation(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, locale: AuditLocale, line: Int, key: String,
        path: AuditPath.Components, file: String, into pending: inout Pending
    ) {
        let language = locale.language ?? ""
        let (sourceEnd, sourceRange) = AuditText.finalPunctuation(s, greek: false)
        let (end, range) = AuditText.finalPunctuation(t, greek: language == "el")
        pending.endings[end.rawValue] += 1
        pending.comparedEndings += 1
        if sourceEnd == end { return }
        switch (sourceEnd, end) {
        case (.period, .none):
            if Self.periodsOptional.contains(language) { return }
        case (.none, .period):
            // A title ("Optical Character Recognition") gains no full stop: the period
            // closes an abbreviation ("Reconnais. optique des caract.").
            if Self.periodsOptional.contains(language) || Self.isTitle(s) { return }
        case (.question, .period):
            if Self.questionsMayEndInPeriod.contains(language) { return }
        default:
            break
        }
        let sourceText = String(decoding: UnsafeBufferPointer(rebasing: s[sourceRange]), as: UTF8.self)
        let text = String(decoding: UnsafeBufferPointer(rebasing: t[range]), as: UTF8.self)
        let message: String
        if end == .none {
            message = "ends without the source's final '\(sourceText)'"
        } else if sourceEnd == .none {
            message = "ends with '\(text)'; the source ends without punctuation"
        } else {
            message = "ends with '\(text)' where the source ends with '\(sourceText)'"
        }
        guard rules.contains(.punctuationMismatch) else { return }
        pending.punctuation.append(
            (
                AuditFinding(
                    rule: .punctuationMismatch, file: file, line: line, key: key, locale: locale.name,
                    message: message + AuditPath.describe(path)), end
            ))
    }

    /// Whether a text reads as a title or label: each word of four letters or more is capitalized.
    private static func isTitle(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let letters = word.filter(\.isLetter)
            if letters.count >= 4, let first = letters.first, !first.isUppercase { return false }
        }
        return true
    }

    /// Languages whose UI texts may end with or without a full stop where English has
    /// none or one: Chinese, Japanese and Korean (noun-phrase endings, polite sentence
    /// endings), and Thai, Lao, Khmer and Burmese, which end sentences without one.
    private static let periodsOptional: Set<String> = ["ja", "zh", "yue", "ko", "th", "lo", "km", "my"]
    /// Languages whose polite questions may end in a full stop (`か。`).
    private static let questionsMayEndInPeriod: Set<String> = ["ja", "zh", "yue"]

    // MARK: Untranslated

    /// Whether a text identical to its source is likely left untranslated in a locale:
    /// the locale writes another language, the text is no name, acronym, URL or allowed
    /// word, and either it is in a script the locale does not write (English left in
    /// Russian or Japanese), or it has several words (a single word is often the same
    /// in a related language: "Menu", "Version", "Format").
    func isUntranslated(
        _ source: String, in locale: AuditLocale, sourceLocale: AuditLocale, pending: inout Pending
    ) -> Bool {
        guard locale.isValid, !locale.isBase, !locale.isSameLanguage(as: sourceLocale) else { return false }
        let verdict: (text: String, mayStay: Bool, latinOnly: Bool, words: Int)
        if let known = pending.verdicts.first(where: { $0.text == source }) {
            verdict = known
        } else {
            let scripts = Self.letterScripts(source)
            verdict = (source, mayStayUntranslated(source), scripts.latin && !scripts.other, Self.wordCount(source))
            pending.verdicts.append(verdict)
        }
        if verdict.mayStay { return false }
        if verdict.latinOnly && locale.script != nil && locale.script != "Latn" { return true }
        return verdict.words >= 2
    }

    /// Whether a text has Latin letters, and letters of other scripts.
    private static func letterScripts(_ text: String) -> (latin: Bool, other: Bool) {
        var latin = false
        var other = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) {
                latin = true
            } else {
                other = true
            }
        }
        return (latin, other)
    }

    /// The number of words with letters, outside format specifiers.
    private static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        var skipping = false
        for scalar in text.unicodeScalars {
            if scalar == "%" {
                skipping = true
                inWord = false
                continue
            }
            if skipping {
                if scalar.properties.isAlphabetic && scalar != "l" && scalar != "h" && scalar != "q" {
                    skipping = false
                } else if scalar == " " {
                    skipping = false
                }
                continue
            }
            if scalar.properties.isAlphabetic {
                if !inWord { count += 1 }
                inWord = true
            } else if scalar != "'" && scalar != "’" && scalar != "-" {
                inWord = false
            }
        }
        return count
    }

    /// Whether a source text may well read the same in other languages: it is
    /// allowed, has no word, or is an acronym, a product name, a URL or a path.
    func mayStayUntranslated(_ source: String) -> Bool {
        let trimmed = Self.trimmed(source)
        if allowedUntranslated.contains(source) || allowedUntranslated.contains(trimmed) { return true }
        var uses: [FormatScanner.Use] = []
        let words = source.withUTF8Buffer { bytes -> [Substring] in
            _ = FormatScanner.scan(bytes, context: .plain, into: &uses)
            var text = ""
            var position = 0
            for use in uses {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<Int(use.start)]), as: UTF8.self)
                text += " "
                position = max(position, Int(use.end))
            }
            if position < bytes.count {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[position...]), as: UTF8.self)
            }
            return text.split { !$0.isLetter && $0 != "-" && $0 != "'" && $0 != "’" && $0 != "." && $0 != "/" }
        }
        let letterWords = words.filter { word in word.filter(\.isLetter).count >= 3 }
        if letterWords.isEmpty { return true }
        if trimmed.contains("://") || trimmed.hasPrefix("/") || trimmed.hasPrefix("~/") { return true }
        if trimmed.contains("@") && trimmed.contains(".") && !trimmed.contains(" ") { return true }
        // Names (`iCloud Drive`, `Metal HUD`): capitalized words, one of them a name or acronym.
        let capitalized = letterWords.allSatisfy { word in
            word.first(where: \.isLetter)?.isUppercase == true || Self.isNameLike(word)
        }
        return letterWords.allSatisfy(Self.isNameLike) || (capitalized && letterWords.contains(where: Self.isNameLike))
    }

    /// An acronym (`PDF`, `UTF-8`), a word with inner capitals (`iCloud`,
    /// `CotEditor`, `macOS`) or a file name (`Info.plist`).
    private static func isNameLike(_ word: Substring) -> Bool {
        let letters = word.filter(\.isLetter)
        if letters.allSatisfy(\.isUppercase) { return true }
        var previous: Character?
        for character in word {
            if let previous, previous.isLowercase, character.isUppercase { return true }
            previous = character
        }
        if let dot = word.lastIndex(of: "."), dot != word.startIndex, word.index(after: dot) != word.endIndex {
            return true
        }
        return false
    }

    // MARK: Helpers

    private static func hasVisibleText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard let (scalar, length) = AuditText.decode(bytes, at: index) else { return true }
            if !AuditText.isHorizontalSpace(scalar) && !AuditText.isLineBreak(scalar) { return true }
            index += length
        }
        return false
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    static func quoted(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(60) {
            switch scalar {
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\"": shown += "\\\""
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return "\"" + shown + (text.unicodeScalars.count > 60 ? "…" : "") + "\""
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
