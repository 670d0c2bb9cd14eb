import Testing

@testable import LocalizeKit

@Suite("Locale identifiers")
struct LocaleIdentifierTests {
    @Test(
        "Parsing and canonical BCP 47 form",
        arguments: [
            ("en", "en"), ("en_US", "en-US"), ("en-us", "en-US"), ("zh_CN", "zh-CN"), ("zh-hant-hk", "zh-Hant-HK"),
            ("zh_Hant_HK", "zh-Hant-HK"), ("es_419", "es-419"), ("sr-Latn", "sr-Latn"), ("English", "en"),
            ("Japanese", "ja"), ("german", "de"), ("iw", "he"), ("iw_IL", "he-IL"), ("in", "id"), ("no", "nb"),
            ("no_NO", "nb-NO"), ("sh", "sr-Latn"), ("en_US_POSIX", "en-US-posix"), ("de-DE-1996", "de-DE-1996"),
            ("de-DE-u-co-phonebk", "de-DE-u-co-phonebk"), ("fil", "fil"), ("yue-Hant", "yue-Hant"),
        ])
    func parses(input: String, expected: String) throws {
        #expect(try LocaleIdentifier(parsing: input).bcp47 == expected)
    }

    @Test("Every legacy bundle name negotiation knows (Apple's aliases) parses to the same language")
    func legacyNamesAgreeWithNegotiation() throws {
        let words = LocaleNormalization.appleAliases.filter { !$0.key.contains("_") }
        #expect(words.count > 10)
        for (word, alias) in words {
            let parsed = try LocaleIdentifier(parsing: word.prefix(1).uppercased() + word.dropFirst())
            let expected = try #require(LocaleNormalization.parsed(alias))
            #expect(parsed.language == expected.language, "\(word)")
        }
        #expect(try LocaleIdentifier(parsing: "Thai").bcp47 == "th")
    }

    @Test("Subtags are split and cased")
    func subtags() throws {
        let id = try LocaleIdentifier(parsing: "ZH_hANT_hk")
        #expect(id.language == "zh")
        #expect(id.script == "Hant")
        #expect(id.region == "HK")
        #expect(id.icuIdentifier == "zh_Hant_HK")
    }

    @Test(
        "Malformed identifiers are rejected with the offending offset",
        arguments: [
            ("", 0), ("e", 0), ("en--US", 3), ("en-US-", 6), ("123", 0), ("en-x", 3), ("en-US-abc", 6),
            ("de_DE!", 3), ("en US", 0),
        ])
    func rejects(input: String, offset: Int) {
        #expect(throws: LocaleIdentifierError.self) { try LocaleIdentifier(parsing: input) }
        do {
            _ = try LocaleIdentifier(parsing: input)
        } catch {
            #expect(error.offset == offset)
        }
    }

    @Test(
        "Likely subtags are added and removed",
        arguments: [
            ("zh-HK", "zh-Hant-HK", "zh-HK"), ("en", "en-Latn-US", "en"), ("zh-Hant", "zh-Hant-TW", "zh-TW"),
            ("sr", "sr-Cyrl-RS", "sr"), ("sr-Latn", "sr-Latn-RS", "sr-Latn"), ("pt", "pt-Latn-BR", "pt"),
            ("ja-JP", "ja-Jpan-JP", "ja"),
        ])
    func likelySubtags(input: String, maximized: String, minimized: String) throws {
        let id = try LocaleIdentifier(parsing: input)
        #expect(id.maximized().bcp47 == maximized)
        #expect(id.maximized().minimized().bcp47 == minimized)
    }

    @Test("Known and unknown languages")
    func knownLanguages() throws {
        #expect(try LocaleIdentifier(parsing: "de").isKnownLanguage)
        #expect(try LocaleIdentifier(parsing: "fil").isKnownLanguage)
        #expect(try !LocaleIdentifier(parsing: "qq").isKnownLanguage)
        #expect(try !LocaleIdentifier(parsing: "xx-YY").isKnownLanguage)
    }
}
