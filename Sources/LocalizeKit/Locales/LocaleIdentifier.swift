internal import CICU

/// A locale identifier: language, optional script and region, variants and
/// extensions, in canonical case.
///
/// Parses BCP 47 tags (`zh-Hant-HK`), ICU and Apple bundle forms (`en_US`,
/// `zh_CN`), Apple's legacy language names (`English`, `Japanese`) and
/// deprecated codes (`iw`, `in`, `no`), and writes them back as BCP 47.
///
/// ```swift
/// let id = try LocaleIdentifier(parsing: "zh_HK")
/// id.maximized().bcp47   // "zh-Hant-HK"
/// try LocaleIdentifier(parsing: "iw").bcp47   // "he"
/// ```
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag in lowercase, such as `en`.
    public let language: String
    /// The script subtag in title case, such as `Hant`, if present.
    public let script: String?
    /// The region subtag in uppercase (`AU`) or digits (`419`), if present.
    public let region: String?
    /// Variant subtags in lowercase, such as `posix`.
    public let variants: [String]
    /// Extension and private-use subtags in lowercase (`u-co-phonebk`), as one string.
    public let extensions: String?

    /// Creates an identifier from already-valid subtags; the case of each is normalized.
    public init(
        language: String, script: String? = nil, region: String? = nil, variants: [String] = [],
        extensions: String? = nil
    ) {
        self.language = language.asciiLowercased
        self.script = script.map(\.asciiTitlecased)
        self.region = region.map(\.asciiUppercased)
        self.variants = variants.map(\.asciiLowercased)
        self.extensions = extensions?.asciiLowercased
    }

    /// Parses a BCP 47 tag, an ICU or Apple identifier (`_` or `-` separated), or
    /// one of Apple's legacy language names; deprecated language codes are replaced.
    public init(parsing text: String) throws(LocaleIdentifierError) {
        try self.init(parsing: text, replacingAliases: true)
    }

    /// Parses as `init(parsing:)` does; without `replacingAliases`, legacy names and
    /// deprecated codes are kept as written (`iw` stays `iw`), as ICU's
    /// `uloc_getBaseName` keeps them: Apple's negotiation tells them apart.
    init(parsing text: String, replacingAliases: Bool) throws(LocaleIdentifierError) {
        if replacingAliases, let legacy = Self.legacyNames[text.asciiLowercased] {
            self = legacy
            return
        }
        var subtags: [(text: Substring, offset: Int)] = []
        var start = text.startIndex
        var offset = 0
        var index = text.startIndex
        while true {
            if index == text.endIndex || text[index] == "-" || text[index] == "_" {
                subtags.append((text[start..<index], offset))
                if index == text.endIndex { break }
                offset += text.utf8.distance(from: start, to: index) + 1
                index = text.index(after: index)
                start = index
            } else {
                index = text.index(after: index)
            }
        }
        func fail(_ reason: String, _ at: Int) -> LocaleIdentifierError {
            LocaleIdentifierError(input: text, reason: reason, offset: at)
        }
        for subtag in subtags {
            if subtag.text.isEmpty { throw fail("empty subtag", subtag.offset) }
            if !subtag.text.utf8.allSatisfy({ $0.isASCIIAlphanumeric }) {
                throw fail(
                    "subtag \"\(subtag.text)\" has characters other than ASCII letters and digits", subtag.offset)
            }
        }
        var position = 0
        let first = subtags[0]
        guard first.text.utf8.allSatisfy({ $0.isASCIILetter }), [2, 3, 5, 6, 7, 8].contains(first.text.utf8.count)
        else {
            throw fail("\"\(first.text)\" is not a language subtag", first.offset)
        }
        var language = String(first.text).asciiLowercased
        position = 1
        var script: String?
        var region: String?
        var variants: [String] = []
        var extensions: String?
        if position < subtags.count, subtags[position].text.utf8.count == 4,
            subtags[position].text.utf8.allSatisfy({ $0.isASCIILetter })
        {
            script = String(subtags[position].text)
            position += 1
        }
        if position < subtags.count {
            let candidate = subtags[position].text.utf8
            if (candidate.count == 2 && candidate.allSatisfy({ $0.isASCIILetter }))
                || (candidate.count == 3 && candidate.allSatisfy({ $0.isASCIIDigit }))
            {
                region = String(subtags[position].text)
                position += 1
            }
        }
        while position < subtags.count {
            let subtag = subtags[position]
            let utf8 = subtag.text.utf8
            if utf8.count == 1 {
                // A singleton starts the extensions (or private use): keep the rest as written.
                guard position + 1 < subtags.count else { throw fail("extension without subtags", subtag.offset) }
                extensions = subtags[position...].map { String($0.text) }.joined(separator: "-")
                break
            }
            let isVariant =
                (5...8).contains(utf8.count)
                || (utf8.count == 4 && utf8.first.map { $0.isASCIIDigit } == true)
            guard isVariant else { throw fail("\"\(subtag.text)\" is not a script, region or variant", subtag.offset) }
            variants.append(String(subtag.text))
            position += 1
        }
        if replacingAliases, let replacement = Self.deprecatedLanguages[language] {
            language = replacement.language
            if script == nil { script = replacement.script }
        }
        self.init(language: language, script: script, region: region, variants: variants, extensions: extensions)
    }

    /// The BCP 47 form, such as `zh-Hant-HK` or `es-419`.
    public var bcp47: String { joined(separator: "-") }

    /// The ICU form, such as `zh_Hant_HK` (extensions are left out).
    public var icuIdentifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        if !variants.isEmpty {
            if region == nil { parts.append("") }
            parts.append(contentsOf: variants.map(\.asciiUppercased))
        }
        return parts.joined(separator: "_")
    }

    /// The BCP 47 form.
    public var description: String { bcp47 }

    /// The identifier without script, region, variants or extensions.
    public var languageOnly: LocaleIdentifier { LocaleIdentifier(language: language) }

    /// The identifier without its extensions: ICU's base name (`uloc_getBaseName`).
    var withoutExtensions: LocaleIdentifier {
        extensions == nil
            ? self : LocaleIdentifier(language: language, script: script, region: region, variants: variants)
    }

    /// Whether ICU knows the language code (ISO 639), so that the identifier names a real language.
    public var isKnownLanguage: Bool { Self.knownLanguages.contains(language) }

    /// The identifier with likely script and region added (`zh-HK` → `zh-Hant-HK`,
    /// `en` → `en-Latn-US`), from CLDR's likely-subtags data through ICU.
    public func maximized() -> LocaleIdentifier {
        transformed { input, buffer, capacity, status in cicu_uloc_addLikelySubtags(input, buffer, capacity, &status) }
    }

    /// The shortest identifier that maximizes to the same thing (`zh-Hant-TW` → `zh-TW`).
    public func minimized() -> LocaleIdentifier {
        transformed { input, buffer, capacity, status in cicu_uloc_minimizeSubtags(input, buffer, capacity, &status) }
    }

    /// Applies an ICU function that maps one ICU identifier to another, keeping
    /// this identifier's extensions; on failure the identifier is returned unchanged.
    private func transformed(
        _ body: (String, UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) -> LocaleIdentifier {
        let input = icuIdentifier
        guard let output = try? ICUBuffer.chars("likely subtags", { body(input, $0, $1, &$2) }),
            let parsed = try? LocaleIdentifier(parsing: output)
        else { return self }
        return LocaleIdentifier(
            language: parsed.language, script: parsed.script, region: parsed.region, variants: parsed.variants,
            extensions: extensions)
    }

    private func joined(separator: String) -> String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts.append(contentsOf: variants)
        if let extensions { parts.append(extensions) }
        return parts.joined(separator: separator)
    }

    /// Apple's legacy bundle names (`English.lproj`) and what they mean: every word of
    /// `LocaleNormalization.appleAliases` (what negotiation matches), and Greek and Hebrew.
    static let legacyNames: [String: LocaleIdentifier] = [
        "english": .init(language: "en"), "french": .init(language: "fr"), "german": .init(language: "de"),
        "italian": .init(language: "it"), "japanese": .init(language: "ja"), "spanish": .init(language: "es"),
        "dutch": .init(language: "nl"), "swedish": .init(language: "sv"), "danish": .init(language: "da"),
        "finnish": .init(language: "fi"), "norwegian": .init(language: "nb"), "portuguese": .init(language: "pt"),
        "korean": .init(language: "ko"), "russian": .init(language: "ru"), "polish": .init(language: "pl"),
        "turkish": .init(language: "tr"), "greek": .init(language: "el"), "arabic": .init(language: "ar"),
        "hebrew": .init(language: "he"), "chinese": .init(language: "zh", script: "Hans"),
        "thai": .init(language: "th"),
    ]

    /// Deprecated language codes still found in bundles, and their replacements
    /// (CLDR language aliases; `no` becomes `nb` as on Apple platforms).
    static let deprecatedLanguages: [String: LocaleIdentifier] = [
        "iw": .init(language: "he"), "in": .init(language: "id"), "ji": .init(language: "yi"),
        "jw": .init(language: "jv"), "mo": .init(language: "ro"), "no": .init(language: "nb"),
        "tl": .init(language: "fil"), "sh": .init(language: "sr", script: "Latn"),
    ]

    /// ISO 639 codes that ICU knows.
    static let knownLanguages: Set<String> = {
        var codes: Set<String> = ["fil", "yue", "mul", "und"]
        guard var cursor = cicu_uloc_getISOLanguages() else { return codes }
        while let code = cursor.pointee {
            codes.insert(String(cString: code))
            cursor += 1
        }
        return codes
    }()
}
