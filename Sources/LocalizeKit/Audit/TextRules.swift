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
        /// The locale slots whose ending is counted: each once, whatever its number of plural forms.
        var endingSlots = SlotSet()

        /// Counts a locale's ending, the first time the locale is met in the entry.
        mutating func count(_ ending: AuditText.FinalPunctuation, slot: Int) {
            guard !endingSlots.contains(slot) else { return }
            endingSlots.insert(slot)
            endings[ending.rawValue] += 1
            comparedEndings += 1
        }
        /// Source texts of the entry already judged by `untranslatedVerdict`, and whether they may stay as they are.
        var verdicts: [Verdict] = []
        /// What the rules read from the entry's source texts, read once for all its languages.
        var sourceFacts = SourceTextFacts.Cache()

        mutating func reset() {
            untranslated.removeAll(keepingCapacity: true)
            verdicts.removeAll(keepingCapacity: true)
            sourceFacts.removeAll()
            punctuation.removeAll(keepingCapacity: true)
            for index in endings.indices { endings[index] = 0 }
            comparedEndings = 0
            endingSlots.removeAll()
        }

        /// The punctuation findings that most translations do not share.
        func confirmedPunctuation() -> [AuditFinding] {
            punctuation.compactMap { candidate in
                let count = endings[candidate.ending.rawValue]
                return count >= 2 && count * 2 >= comparedEndings ? nil : candidate.finding
            }
        }
    }

    /// What `untranslatedVerdict` found about a source text.
    struct Verdict {
        let text: String
        /// A name, acronym, URL or allowed word, which may stay as it is anywhere.
        let mayStay: Bool
        /// Whether its letters are all Latin.
        let latinOnly: Bool
        /// Its words with letters, outside format specifiers.
        let words: Int
        /// Whether one of its words is a name or acronym (`iCloud`, `PDF`).
        let brandLike: Bool
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
        /// A single word or a brand-like text: no finding when most translators kept it too.
        let mayBeKept: Bool
        /// Latin text in a locale that writes another script.
        let otherScript: Bool

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
            .emptyTranslation, .untranslated, .whitespaceMismatch, .newlineMismatch, .punctuationMismatch, .lengthRatio,
            .doubleSpace, .invisibleCharacter, .escapeLeak, .ellipsis)
    }

    /// Compares one translated text with its source and reports what differs; returns
    /// whether the two are identical. An identical text that may be untranslated goes to
    /// `pending` rather than `sink`: whether it is depends on the other languages.
    ///
    /// Each rule reports once per key and locale: a finding of the same rule and locale
    /// already in `sink` since `start` (another plural form) is not repeated.
    @discardableResult
    func check(
        translation: String, source: String, locale: AuditLocale, slot: Int, sourceLocale: AuditLocale, line: Int,
        key: String, path: AuditPath.Components, into sink: inout FindingSink, pending: inout Pending,
        since start: Int
    ) -> Bool {
        translation.withUTF8Buffer { t in
            source.withUTF8Buffer { s in
                let context = Context(locale: locale, slot: slot, line: line, start: start)
                return check(
                    t, s, source: source, sourceLocale: sourceLocale, context: context, key: key, path: path,
                    composed: nil, into: &sink, pending: &pending)
            }
        }
    }

    /// Compares the text a string with substitutions shows (`composed`, its substitutions'
    /// variants put in) with the source shown the same way, as `check(translation:…)` does;
    /// findings name the composed text.
    @discardableResult
    func check(
        composed: UnsafeBufferPointer<UInt8>, source: String, locale: AuditLocale, slot: Int,
        sourceLocale: AuditLocale, line: Int, key: String, path: AuditPath.Components, into sink: inout FindingSink,
        pending: inout Pending, since start: Int
    ) -> Bool {
        source.withUTF8Buffer { s in
            let context = Context(locale: locale, slot: slot, line: line, start: start)
            return check(
                composed, s, source: source, sourceLocale: sourceLocale, context: context, key: key, path: path,
                composed: composed, into: &sink, pending: &pending)
        }
    }

    /// Where a text is, for messages, and where the entry's findings start.
    /// (The key, path and composed text travel as parameters beside it: a struct holding
    /// them would retain and release them for every text checked.)
    private struct Context {
        /// `unowned(unsafe)`: the locale outlives every check, held by the auditor's slots.
        unowned(unsafe) let locale: AuditLocale
        let slot: Int
        let line: Int
        let start: Int
    }

    /// The path, and ` in "…"` for a composed text (the text shown).
    private static func place(_ path: AuditPath.Components, _ composed: UnsafeBufferPointer<UInt8>?) -> String {
        AuditPath.describe(path)
            + (composed.map { " in " + TextRules.quoted(String(decoding: $0, as: UTF8.self)) } ?? "")
    }

    /// Adds a finding unless the entry already has one of the same rule for the locale.
    private func add(
        _ rule: AuditRule, _ message: @autoclosure () -> String, context: Context, key: String,
        path: AuditPath.Components, composed: UnsafeBufferPointer<UInt8>?, into sink: inout FindingSink
    ) {
        guard sink.wants(rule), !sink.hasFinding(rule, locale: context.locale.name, since: context.start) else {
            return
        }
        sink.add(
            rule, line: context.line, key: key, locale: context.locale.name, message() + Self.place(path, composed))
    }

    /// Checks a source-language text on its own: three periods for an ellipsis (the HIG
    /// asks for '…'), once per key.
    func checkSource(
        _ text: String, line: Int, key: String, locale: AuditLocale, into sink: inout FindingSink, since start: Int
    ) {
        guard rules.contains(.ellipsis) else { return }
        text.withUTF8Buffer { bytes in
            guard CharacterRules.traits(bytes).contains(.periods), CharacterRules.hasThreePeriods(bytes) else { return }
            let context = Context(locale: locale, slot: 0, line: line, start: start)
            add(
                .ellipsis, "three periods '...' where the HIG asks for an ellipsis character '…'",
                context: context, key: key, path: [], composed: nil, into: &sink)
        }
    }

    private func check(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, source: String,
        sourceLocale: AuditLocale, context: Context, key: String, path: AuditPath.Components,
        composed: UnsafeBufferPointer<UInt8>?,
        into sink: inout FindingSink, pending: inout Pending
    ) -> Bool {
        // Not retained: the context holds it unowned(unsafe), and the auditor's slots keep it alive.
        unowned(unsafe) let locale = context.locale
        if t.isEmpty {
            if !s.isEmpty && rules.contains(.emptyTranslation) && Self.hasVisibleText(s) {
                add(
                    .emptyTranslation, "empty translation", context: context, key: key, path: path, composed: composed,
                    into: &sink)
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
                pending.count(AuditText.finalPunctuation(s, greek: false).0, slot: context.slot)
            }
            if rules.contains(.untranslated), !Self.namesTheApp(key),
                let verdict = untranslatedVerdict(source, in: locale, sourceLocale: sourceLocale, pending: &pending)
            {
                pending.untranslated.append(
                    UntranslatedCandidate(
                        file: sink.file, line: context.line, key: key, locale: locale, path: path,
                        source: source, mayBeKept: verdict.words < 2 || verdict.brandLike,
                        otherScript: verdict.latinOnly && locale.script != nil && locale.script != "Latn"))
            }
            return true
        }
        let facts = pending.sourceFacts.facts(of: source, bytes: s)
        // One first pass over the translation tells the line and character rules what to look at.
        let traits = characterRulesActive || rules.contains(.newlineMismatch) ? CharacterRules.traits(t) : []
        if rules.contains(.whitespaceMismatch) {
            checkWhitespace(t, facts, context: context, key: key, path: path, composed: composed, into: &sink)
        }
        if rules.contains(.newlineMismatch) && (traits.contains(.lineFeed) || facts.lineFeeds > 0) {
            let sourceBreaks = facts.lineFeeds
            let translationBreaks = traits.contains(.lineFeed) ? AuditText.lineFeedCount(t) : 0
            if sourceBreaks != translationBreaks {
                add(
                    .newlineMismatch,
                    "\(Self.count(translationBreaks, "line break")) where the source has \(sourceBreaks)",
                    context: context, key: key, path: path, composed: composed, into: &sink)
            }
        }
        if rules.contains(.punctuationMismatch) {
            checkPunctuation(
                t, s, facts, context: context, key: key, path: path, composed: composed, file: sink.file,
                into: &pending)
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
                    add(
                        .lengthRatio,
                        "\(Self.format(ratio))× as long as the source (\(width) columns, source \(sourceWidth))",
                        context: context, key: key, path: path, composed: composed, into: &sink)
                }
            }
        }
        if characterRulesActive && !traits.subtracting(.lineFeed).isEmpty {
            checkCharacters(
                t, s, traits: traits, sourceTraits: facts.traits, context: context, key: key, path: path,
                composed: composed, into: &sink)
        }
        return false
    }

    private var characterRulesActive: Bool {
        rules.containsAny(.doubleSpace, .invisibleCharacter, .escapeLeak, .ellipsis)
    }

    /// `double-space`, `invisible-character`, `escape-leak` and `ellipsis` for a text whose
    /// first pass found something.
    private func checkCharacters(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, traits: CharacterRules.Traits,
        sourceTraits: CharacterRules.Traits, context: Context, key: String, path: AuditPath.Components,
        composed: UnsafeBufferPointer<UInt8>?, into sink: inout FindingSink
    ) {
        if traits.contains(.doubleSpace) && rules.contains(.doubleSpace) && CharacterRules.hasInnerDoubleSpace(t)
            && !(sourceTraits.contains(.doubleSpace) && CharacterRules.hasInnerDoubleSpace(s))
        {
            add(
                .doubleSpace, "two spaces in a row; the source has none", context: context, key: key, path: path,
                composed: composed, into: &sink)
        }
        if traits.contains(.nonASCII) && rules.contains(.invisibleCharacter) && CharacterRules.mayHaveInvisible(t) {
            let rightToLeft = CharacterRules.isRightToLeft(context.locale)
            let sourceHas =
                CharacterRules.mayHaveInvisible(s) ? CharacterRules.strayInvisibles(s, rightToLeft: true) : []
            let stray = CharacterRules.strayInvisibles(t, rightToLeft: rightToLeft).filter { found in
                !sourceHas.contains { $0.0 == found.0 }
            }
            if !stray.isEmpty {
                add(
                    .invisibleCharacter,
                    "holds " + stray.map(\.1).joined(separator: ", ") + ", which the source does not",
                    context: context, key: key, path: path, composed: composed, into: &sink)
            }
        }
        if traits.contains(.backslash) && rules.contains(.escapeLeak) {
            let counts = CharacterRules.escapes(t)
            let sourceCounts = CharacterRules.escapes(s)
            for escape in CharacterRules.Escape.allCases where counts[escape.rawValue] > sourceCounts[escape.rawValue] {
                add(
                    .escapeLeak, escape.shown + "; the source has none there", context: context, key: key, path: path,
                    composed: composed, into: &sink)
                break
            }
        }
        if traits.contains(.periods) && rules.contains(.ellipsis) && CharacterRules.hasThreePeriods(t)
            && CharacterRules.hasEllipsisCharacter(s)
            && !(sourceTraits.contains(.periods) && CharacterRules.hasThreePeriods(s))
        {
            add(
                .ellipsis, "three periods '...' where the source has an ellipsis character '…'", context: context,
                key: key, path: path, composed: composed, into: &sink)
        }
    }

    private func checkWhitespace(
        _ t: UnsafeBufferPointer<UInt8>, _ source: SourceTextFacts, context: Context, key: String,
        path: AuditPath.Components, composed: UnsafeBufferPointer<UInt8>?, into sink: inout FindingSink
    ) {
        guard let sourceFirst = source.first, let first = AuditText.firstScalar(t), let sourceLast = source.last,
            let last = AuditText.lastScalar(t, before: t.count)
        else { return }
        let sourceLeads = AuditText.isHorizontalSpace(sourceFirst)
        let leads = AuditText.isHorizontalSpace(first.scalar)
        if sourceLeads != leads && !(sourceLeads && AuditText.isSpacelessWriting(first.scalar)) {
            add(
                .whitespaceMismatch,
                leads ? "starts with whitespace; the source does not" : "lacks the source's leading whitespace",
                context: context, key: key, path: path, composed: composed, into: &sink)
        }
        let sourceTrails = AuditText.isHorizontalSpace(sourceLast)
        let trails = AuditText.isHorizontalSpace(last.scalar)
        if sourceTrails != trails && !(sourceTrails && AuditText.isSpacelessWriting(last.scalar)) {
            add(
                .whitespaceMismatch,
                trails ? "ends with whitespace; the source does not" : "lacks the source's trailing whitespace",
                context: context, key: key, path: path, composed: composed, into: &sink)
        }
    }

    /// Whether the text's final mark, at `range`, is the byte `mark`.
    private static func endsWith(_ mark: UInt8, _ t: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        !range.isEmpty && t[range.lowerBound] == mark
    }

    /// Whether the text's final mark, at `range`, is a period after another period ("..", not an ellipsis).
    private static func periodIsDoubled(_ t: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        endsWith(0x2E, t, range) && range.lowerBound >= 1 && t[range.lowerBound - 1] == 0x2E
    }

    private func checkPunctuation(
        _ t: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>, _ source: SourceTextFacts,
        context: Context, key: String, path: AuditPath.Components, composed: UnsafeBufferPointer<UInt8>?, file: String,
        into pending: inout Pending
    ) {
        unowned(unsafe) let locale = context.locale
        let sourceEnd = source.ending
        let sourceRange = source.endingRange
        let (end, range) = AuditText.finalPunctuation(t, greek: locale.isGreek)
        pending.count(end, slot: context.slot)
        if sourceEnd == end { return }
        let language = locale.language ?? ""
        switch (sourceEnd, end) {
        case (.period, .none):
            if Self.periodsOptional.contains(language) { return }
            // The text ends with a period read as closing an abbreviation ("Beendet die App."):
            // where the source ends a sentence, so does this period; not a doubled one ("gewist..").
            if Self.endsWith(0x2E, t, range) && !Self.periodIsDoubled(t, range) { return }
        case (.colon, .none):
            // A colon after a lone letter, read as a drive name's ("Popup a:", "Offset X:"):
            // where the source ends with a colon, so does this text.
            if Self.endsWith(0x3A, t, range) { return }
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
        if end == .none && Self.periodIsDoubled(t, range) {
            message = "ends with '..' where the source ends with '\(sourceText)'"
        } else if end == .none {
            message = "ends without the source's final '\(sourceText)'"
        } else if sourceEnd == .none {
            message = "ends with '\(text)'; the source ends without punctuation"
        } else {
            message = "ends with '\(text)' where the source ends with '\(sourceText)'"
        }
        guard rules.contains(.punctuationMismatch),
            !pending.punctuation.contains(where: { $0.finding.locale == locale.name })
        else { return }
        pending.punctuation.append(
            (
                AuditFinding(
                    rule: .punctuationMismatch, file: file, line: context.line, key: key, locale: locale.name,
                    message: message + Self.place(path, composed)), end
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

    /// Whether a text identical to its source is likely left untranslated in a locale, and
    /// what is known about it; nil when it is not. It is when the locale writes another
    /// language, the text is no name, acronym, URL or allowed word, and either it is in a
    /// script the locale does not write (English left in Russian or Japanese), or it has
    /// several words (a single word is often the same in a related language: "Menu",
    /// "Version", "Format").
    func untranslatedVerdict(
        _ source: String, in locale: AuditLocale, sourceLocale: AuditLocale, pending: inout Pending
    ) -> Verdict? {
        guard locale.isValid, !locale.isBase, !locale.isSameLanguage(as: sourceLocale) else { return nil }
        let verdict: Verdict
        if let known = pending.verdicts.first(where: { $0.text == source }) {
            verdict = known
        } else {
            let scripts = Self.letterScripts(source)
            verdict = Verdict(
                text: source, mayStay: mayStayUntranslated(source), latinOnly: scripts.latin && !scripts.other,
                words: Self.wordCount(source), brandLike: Self.hasNameLikeWord(source))
            pending.verdicts.append(verdict)
        }
        if verdict.mayStay { return nil }
        if verdict.latinOnly && locale.script != nil && locale.script != "Latn" { return verdict }
        return verdict.words >= 2 ? verdict : nil
    }

    /// Whether a key is one of Info.plist's names of the app, which stay as they are.
    private static func namesTheApp(_ key: String) -> Bool {
        key == "CFBundleName" || key == "CFBundleDisplayName" || key == "CFBundleSpokenName"
    }

    /// Whether some word of a text is a name or an acronym.
    static func hasNameLikeWord(_ text: String) -> Bool {
        text.split { !$0.isLetter && $0 != "-" && $0 != "." }.contains { $0.count >= 2 && isNameLike($0) }
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
    static func wordCount(_ text: String) -> Int {
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

    /// A text in double quotes, at most `limit` scalars of it (then `…`), with `"` and
    /// control characters escaped.
    static func quoted(_ text: String, limit: Int? = 60) -> String {
        // Most texts have no quote and fit: shown as they are, not rebuilt a scalar at a time.
        if limit.map({ text.utf8.count <= $0 }) ?? true, !text.utf8.contains(UInt8(ascii: "\"")) {
            return "\"" + AuditText.escapingControls(text) + "\""
        }
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit { break }
            count += 1
            if scalar == "\"" {
                shown += "\\\""
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        let cut = limit.map { text.unicodeScalars.count > $0 } ?? false
        return "\"" + AuditText.escapingControls(shown) + (cut ? "…" : "") + "\""
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
