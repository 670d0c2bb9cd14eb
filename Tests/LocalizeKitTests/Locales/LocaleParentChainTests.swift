import Testing

@testable import LocalizeKit

@Suite("CLDR parent chains")
struct LocaleParentChainTests {
    @Test(
        "Chains follow CLDR parent locales",
        arguments: [
            ("en-AU", ["en-AU", "en-001", "en"]),
            ("en-IN", ["en-IN", "en-001", "en"]),
            ("en-GB", ["en-GB", "en-001", "en"]),
            ("en-US", ["en-US", "en"]),
            ("es-MX", ["es-MX", "es-419", "es"]),
            ("es-419", ["es-419", "es"]),
            ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
            ("pt-BR", ["pt-BR", "pt"]),
            ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant"]),
            ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
            ("zh-Hant", ["zh-Hant"]),
            ("zh-CN", ["zh-CN", "zh"]),
            ("zh-Hans", ["zh-Hans", "zh"]),
            ("sr-Latn", ["sr-Latn"]),
            ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
            ("de-CH", ["de-CH", "de"]),
            ("fr-CA", ["fr-CA", "fr"]),
            ("nb", ["nb"]),
            ("de-DE-u-co-phonebk", ["de-DE-u-co-phonebk", "de-DE", "de"]),
        ])
    func chain(input: String, expected: [String]) throws {
        let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: input))
        #expect(chain.map(\.bcp47) == expected)
    }

    @Test("Traditional Chinese never falls back to Simplified or bare zh")
    func hongKongStaysTraditional() throws {
        for input in ["zh-HK", "zh-MO", "zh-TW", "zh-Hant-HK"] {
            let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: input)).map(\.bcp47)
            #expect(!chain.contains("zh"), "\(input): \(chain)")
            #expect(!chain.contains("zh-Hans"), "\(input): \(chain)")
            #expect(chain.last == "zh-Hant", "\(input): \(chain)")
        }
    }

    @Test("Latin Serbian never falls back to Cyrillic sr")
    func serbianLatinStaysLatin() throws {
        let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "sr-Latn-ME")).map(\.bcp47)
        #expect(!chain.contains("sr"))
        #expect(chain.last == "sr-Latn")
    }
}
