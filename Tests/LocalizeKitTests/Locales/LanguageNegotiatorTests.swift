import Testing

@testable import LocalizeKit

/// One negotiation vector: what Apple's `Bundle.preferredLocalizations(from:forPreferences:)`
/// chooses for these inputs.
struct NegotiationCase: Sendable, CustomTestStringConvertible {
    let available: [String]
    let preferred: [String]
    let development: String?
    let expected: [String]

    init(_ available: [String], _ preferred: [String], development: String? = nil, _ expected: [String]) {
        self.available = available
        self.preferred = preferred
        self.development = development
        self.expected = expected
    }

    var testDescription: String { "\(available) for \(preferred) → \(expected)" }
}

@Suite("Language negotiation")
struct LanguageNegotiatorTests {
    static let cases: [NegotiationCase] = [
        // The examples of Apple's documentation and the issue.
        .init(["en", "en_AU", "en_GB"], ["en-IN"], ["en_GB", "en"]),
        .init(["es", "es_419"], ["es-MX"], ["es_419", "es"]),
        .init(["pt", "pt_PT"], ["pt-BR"], ["pt"]),
        .init(["zh_CN", "zh_TW"], ["zh-HK"], ["zh_TW"]),
        .init(["English"], ["en-US"], ["English"]),
        // Regional fallback.
        .init(["en", "de"], ["de-CH"], ["de"]),
        .init(["en", "en_GB"], ["en-AU"], ["en_GB", "en"]),
        .init(["en", "en_AU", "en_GB"], ["en-AU"], ["en_AU", "en_GB", "en"]),
        .init(["en", "en_GB"], ["en-US"], ["en"]),
        .init(["en_GB", "en_US"], ["en"], ["en_US"]),
        .init(["fr", "fr_CA"], ["fr-CA"], ["fr_CA", "fr"]),
        .init(["fr", "fr_CA"], ["fr-CH"], ["fr"]),
        .init(["es", "es_419"], ["es-ES"], ["es"]),
        .init(["pt", "pt_PT"], ["pt-PT"], ["pt_PT", "pt"]),
        .init(["pt_BR", "pt_PT"], ["pt-AO"], ["pt_PT"]),
        .init(["ar", "en"], ["ar-SA"], ["ar"]),
        // Chinese scripts.
        .init(["zh-Hans", "zh-Hant"], ["zh-HK"], ["zh-Hant"]),
        .init(["zh-Hans", "zh-Hant", "zh-HK"], ["zh-HK"], ["zh-HK", "zh-Hant"]),
        .init(["zh-Hans", "zh-Hant"], ["zh-CN"], ["zh-Hans"]),
        .init(["zh-Hans", "zh-Hant"], ["zh-TW"], ["zh-Hant"]),
        .init(["zh-Hans", "zh-Hant"], ["zh-MO"], ["zh-Hant"]),
        .init(["en", "zh-Hans"], ["zh-SG"], ["zh-Hans"]),
        .init(["en", "zh-Hans"], ["zh-HK"], development: "en", ["en"]),
        // Serbian scripts.
        .init(["sr", "sr-Latn"], ["sr-Latn-RS"], ["sr-Latn"]),
        .init(["en", "sr"], ["sr-Latn"], development: "en", ["en"]),
        // Legacy names and deprecated codes, spelled as the bundle spells them.
        .init(["he"], ["iw"], ["he"]),
        .init(["iw", "en"], ["he-IL"], ["iw"]),
        .init(["nb", "en"], ["no"], ["nb"]),
        .init(["no", "en"], ["nb-NO"], ["no"]),
        .init(["id", "en"], ["in"], ["id"]),
        .init(["Japanese", "English"], ["ja-JP"], ["Japanese"]),
        // Order of preferences: the first with any match wins.
        .init(["en", "de", "fr"], ["ja", "fr", "de"], ["fr"]),
        .init(["de", "en"], ["fr", "de"], ["de"]),
        // No match.
        .init(["en", "de"], ["ja"], development: "en", ["en"]),
        .init(["de", "fr"], ["ja"], ["de"]),
        .init(["en"], [], ["en"]),
        // Entries that are not locales are ignored.
        .init(["Base", "en", "de"], ["de-AT"], ["de"]),
    ]

    @Test("Apple-compatible choices", arguments: cases)
    func negotiates(_ vector: NegotiationCase) {
        let result = LanguageNegotiator.preferredLocalizations(
            from: vector.available, forPreferences: vector.preferred, development: vector.development)
        #expect(result == vector.expected)
    }

    @Test("Localizations parsed once give every vector's choice, negotiated again and again", arguments: cases)
    func negotiatesWithParsedCandidates(_ vector: NegotiationCase) {
        let candidates = NegotiationCandidates(vector.available)
        for _ in 0..<2 {
            let result = LanguageNegotiator.preferredLocalizations(
                from: candidates, forPreferences: vector.preferred, development: vector.development)
            #expect(result == vector.expected)
        }
    }

    @Test("One parsed list serves different preference lists, each as if parsed anew")
    func parsedCandidatesServeManyLists() {
        let available = ["Base", "en", "en-AU", "en-GB", "de", "fr", "fr-CA", "it-CH", "it-IT", "pt-BR", "zh-Hant"]
        let candidates = NegotiationCandidates(available)
        let lists = [["en-NZ"], ["fr-CH", "fr-CA"], ["it"], ["pt-PT"], ["zh-HK"], ["de-AT", "fr"], ["ja"], ["en-IN"]]
        for preferences in lists + lists.reversed() {
            #expect(
                LanguageNegotiator.preferredLocalizations(
                    from: candidates, forPreferences: preferences, development: "en")
                    == LanguageNegotiator.preferredLocalizations(
                        from: available, forPreferences: preferences, development: "en"), "\(preferences)")
        }
    }

    @Test("At least 30 vectors")
    func enoughVectors() {
        #expect(Self.cases.count >= 30)
    }
}
