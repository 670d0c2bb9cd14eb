import Testing

@testable import LocalizeKit

/// Each special case of Apple's `ualoc_localizationsToUse` (ualoc.cpp in
/// apple-oss-distributions/ICU), with the answer worked out by hand from its rules.
@Suite("Apple's negotiation rules")
struct AppleNegotiationRulesTests {
    private func negotiate(_ available: [String], _ preferred: [String], development: String? = nil) -> [String] {
        LanguageNegotiator.preferredLocalizations(from: available, forPreferences: preferred, development: development)
    }

    // MARK: Apple's parents

    @Test("en-AU falls back to en-GB before en-001")
    func australia() {
        #expect(negotiate(["en", "en-001", "en-GB"], ["en-AU"]) == ["en-GB", "en-001", "en"])
    }

    @Test("en-NZ falls back to en-AU")
    func newZealand() {
        #expect(negotiate(["en", "en-AU", "en-GB"], ["en-NZ"]) == ["en-AU", "en-GB", "en"])
    }

    @Test(
        "Commonwealth English falls back to en-GB", arguments: ["en-IN", "en-HK", "en-MY", "en-PK", "en-SG", "en-ZA"])
    func commonwealth(preference: String) {
        #expect(negotiate(["en", "en-GB"], [preference]) == ["en-GB", "en"])
    }

    @Test("es-MX falls back to es-419; zh-HK to zh-Hant")
    func mexicoAndHongKong() {
        #expect(negotiate(["es", "es-419"], ["es-MX"]) == ["es-419", "es"])
        #expect(negotiate(["zh-Hans", "zh-Hant"], ["zh-HK"]) == ["zh-Hant"])
    }

    // MARK: Scores

    @Test("Among partial matches the closest wins; on a tie, the one listed first")
    func ties() {
        #expect(negotiate(["es-MX", "es"], ["es-419"]) == ["es-MX", "es"])
        #expect(negotiate(["es", "es-MX"], ["es-419"]) == ["es"])
    }

    @Test("The same name beats the same normalized name")
    func exactBeforeNormalized() {
        #expect(negotiate(["iw", "he"], ["he"]) == ["he", "iw"])
        #expect(negotiate(["he", "iw"], ["iw"]) == ["iw", "he"])
        #expect(negotiate(["English", "en"], ["en"]) == ["en", "English"])
        #expect(negotiate(["zh_TW", "zh-Hant"], ["zh-Hant-TW"]) == ["zh_TW", "zh-Hant"])
    }

    // MARK: The default region

    @Test("A language's default region beats another region")
    func defaultRegion() {
        #expect(negotiate(["it-CH", "it-IT"], ["it"]) == ["it-IT"])
        #expect(negotiate(["it-IT", "it-CH"], ["it"]) == ["it-IT"])
        #expect(negotiate(["fr-CA", "fr-FR"], ["fr-BE"]) == ["fr-FR"])
    }

    @Test("The penalty repeats a non-default region in the chain; es-MX and zh-Hant-TW are exempt")
    func penaltyInChain() throws {
        func chain(_ name: String) throws -> [String] {
            try #require(NegotiationLocale(name)).chain(penalizingNonDefaultRegion: true).map(\.icuIdentifier)
        }
        #expect(try chain("it-CH") == ["it_CH", "it_CH", "it"])
        #expect(try chain("it-IT") == ["it_IT", "it"])
        #expect(try chain("es-AR") == ["es_AR", "es_AR", "es_419", "es"])
        #expect(try chain("es-MX") == ["es_MX", "es_419", "es"])
        #expect(try chain("zh-TW") == ["zh_Hant_TW", "zh_Hant", "zh_TW"])
        #expect(try chain("zh-HK") == ["zh_Hant_HK", "zh_Hant_HK", "zh_HK", "zh_Hant", "zh_TW"])
        // Preferences are never penalized.
        #expect(try #require(NegotiationLocale("it-CH")).chain(penalizingNonDefaultRegion: false).count == 2)
    }

    // MARK: Portuguese

    @Test("pt-PT takes pt-BR only when nothing else matches any preference")
    func portuguese() {
        #expect(negotiate(["pt-BR", "en"], ["pt-PT", "en"]) == ["en"])
        #expect(negotiate(["pt-BR", "en"], ["pt-PT", "ja"]) == ["pt-BR"])
        #expect(negotiate(["pt-BR", "en"], ["pt-PT"], development: "en") == ["pt-BR"])
        #expect(negotiate(["pt-BR", "pt"], ["pt-PT"]) == ["pt"])
        // Only pt-PT itself: pt-AO reaches pt-BR through pt like any other regional match.
        #expect(negotiate(["pt-BR", "en"], ["pt-AO", "en"]) == ["pt-BR"])
    }

    // MARK: A later exact match of the same language

    @Test("A later preference of the same language with an exact match beats a regional guess")
    func laterExactMatch() {
        #expect(negotiate(["fr-FR", "fr-CA"], ["fr-CH", "fr-CA"]) == ["fr-CA"])
        #expect(negotiate(["en-GB", "en-AU"], ["en-IN", "en-AU", "en-GB"]) == ["en-AU", "en-GB"])
    }

    @Test("Not when the guess names no region, nor for another language")
    func laterExactMatchLimits() {
        #expect(negotiate(["fr-FR", "fr-CA", "fr"], ["fr-CH", "fr-CA"]) == ["fr"])
        #expect(negotiate(["fr-FR", "de"], ["fr-CH", "de"]) == ["fr-FR"])
    }

    // MARK: Chinese

    @Test("A Hong Kong match brings zh-Hant-TW along, before zh-Hant")
    func hongKongBringsTaiwan() {
        #expect(negotiate(["zh-HK", "zh-TW", "zh-Hant"], ["zh-HK"]) == ["zh-HK", "zh-TW", "zh-Hant"])
        #expect(negotiate(["zh-HK", "zh-Hant"], ["zh-MO"]) == ["zh-HK", "zh-Hant"])
    }

    @Test("Chinese skips the later-exact-match rule")
    func chineseKeepsFirstMatch() {
        #expect(negotiate(["zh-HK", "zh-TW"], ["zh-MO", "zh-TW"]) == ["zh-HK", "zh-TW"])
    }

    @Test("Taiwan and Traditional Chinese match each other; Hong Kong is further")
    func taiwan() {
        #expect(negotiate(["zh-HK", "zh-Hant"], ["zh-TW"]) == ["zh-Hant"])
        #expect(negotiate(["zh-TW", "zh-CN"], ["zh-Hant"]) == ["zh-TW"])
        #expect(negotiate(["zh-CN", "zh-TW"], ["zh-HK"]) == ["zh-TW"])
    }

    // MARK: Language groups

    @Test("Norwegian nb, nn and no are compared as one language, one step apart")
    func norwegian() {
        #expect(negotiate(["no", "en"], ["nb"]) == ["no"])
        #expect(negotiate(["nb", "no", "en"], ["nn"]) == ["no"])
        #expect(negotiate(["nn", "en"], ["nb"]) == ["nn"])
        #expect(negotiate(["nb", "en"], ["no"]) == ["nb"])
    }

    @Test("ars, wuu, yue and hi-Latn reach their group's language")
    func otherGroups() {
        #expect(negotiate(["ar", "en"], ["ars"]) == ["ar"])
        #expect(negotiate(["zh-Hans", "en"], ["wuu"]) == ["zh-Hans"])
        #expect(negotiate(["zh-Hans", "zh-HK", "zh-Hant"], ["yue-HK"]) == ["zh-HK", "zh-Hant"])
        #expect(negotiate(["en-IN", "hi", "en"], ["hi-Latn"]) == ["en-IN", "en"])
        // Devanagari Hindi shares no parent with English.
        #expect(negotiate(["en", "de"], ["hi"], development: "de") == ["de"])
    }

    // MARK: No match

    @Test("With no match, zxx if available, else the development localization")
    func noMatch() {
        #expect(negotiate(["zxx", "de"], ["ja"], development: "de") == ["zxx"])
        #expect(negotiate(["fr", "de"], ["ja"], development: "de") == ["de"])
        #expect(LanguageNegotiator.localizationsToUse(from: ["fr", "de"], forPreferences: ["ja"]).isEmpty)
    }
}
