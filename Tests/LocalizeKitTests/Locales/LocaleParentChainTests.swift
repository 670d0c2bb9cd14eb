import Testing

@testable import LocalizeKit

@Suite("Apple's parent chains")
struct LocaleParentChainTests {
    @Test(
        "Chains follow Apple's parents, then CLDR's, then truncation",
        arguments: [
            // Apple's own parents (appleParentMap).
            ("en-AU", ["en-AU", "en-GB", "en-001", "en"]),
            ("en-NZ", ["en-NZ", "en-AU", "en-GB", "en-001", "en"]),
            ("en-IN", ["en-IN", "en-GB", "en-001", "en"]),
            ("en-CY", ["en-CY", "en-150", "en-GB", "en-001", "en"]),
            ("en-150", ["en-150", "en-GB", "en-001", "en"]),
            ("ars", ["ars", "ar"]),
            ("wuu", ["wuu", "wuu-Hans", "zh-Hans", "zh"]),
            ("yue", ["yue", "yue-Hant", "yue-HK", "zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW"]),
            ("yue-HK", ["yue-HK", "yue-Hant-HK", "yue-Hant", "zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW"]),
            ("yue-Hans", ["yue-Hans", "zh-Hans", "zh"]),
            // CLDR's parent locales.
            ("en-GB", ["en-GB", "en-001", "en"]),
            ("en-DE", ["en-DE", "en-150", "en-GB", "en-001", "en"]),
            ("en-AD", ["en-AD", "en-150", "en-GB", "en-001", "en"]),
            ("es-MX", ["es-MX", "es-419", "es"]),
            ("es-AR", ["es-AR", "es-419", "es"]),
            ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
            ("hi-Latn", ["hi-Latn", "en-IN", "en-GB", "en-001", "en"]),
            ("ht", ["ht", "fr-HT", "fr"]),
            ("nb", ["nb", "no"]),
            ("nn", ["nn", "no"]),
            ("sr-Latn", ["sr-Latn"]),
            ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
            // Chinese: the normalized form comes second (zh-HK is read as zh-Hant-HK).
            ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW"]),
            ("zh-MO", ["zh-MO", "zh-Hant-MO", "zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW"]),
            ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
            ("zh-Hant", ["zh-Hant", "zh-TW"]),
            ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]),
            ("zh-Hans", ["zh-Hans", "zh"]),
            // Truncation.
            ("en-US", ["en-US", "en"]),
            ("en-CA", ["en-CA", "en"]),
            ("pt-BR", ["pt-BR", "pt"]),
            ("de-CH", ["de-CH", "de"]),
            ("fr-CA", ["fr-CA", "fr"]),
            ("de-DE-u-co-phonebk", ["de-DE-u-co-phonebk", "de-DE", "de"]),
        ])
    func chain(input: String, expected: [String]) throws {
        let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: input))
        #expect(chain.map(\.bcp47) == expected)
    }

    /// Every entry of Apple's `appleParentMap` (ualoc.cpp, ICU-76142.2).
    @Test(
        "Apple's parent map",
        arguments: [
            ("ars", "ar"), ("en_150", "en_GB"), ("en_AG", "en_GB"), ("en_AI", "en_GB"), ("en_AU", "en_GB"),
            ("en_BB", "en_GB"), ("en_BD", "en_GB"), ("en_BM", "en_GB"), ("en_BN", "en_GB"), ("en_BS", "en_GB"),
            ("en_BW", "en_GB"), ("en_BZ", "en_GB"), ("en_CC", "en_AU"), ("en_CK", "en_AU"), ("en_CX", "en_AU"),
            ("en_CY", "en_150"), ("en_DG", "en_GB"), ("en_DM", "en_GB"), ("en_FJ", "en_GB"), ("en_FK", "en_GB"),
            ("en_GB", "en_001"), ("en_GD", "en_GB"), ("en_GG", "en_GB"), ("en_GH", "en_GB"), ("en_GI", "en_GB"),
            ("en_GM", "en_GB"), ("en_GY", "en_GB"), ("en_HK", "en_GB"), ("en_IE", "en_GB"), ("en_IM", "en_GB"),
            ("en_IN", "en_GB"), ("en_IO", "en_GB"), ("en_JE", "en_GB"), ("en_JM", "en_GB"), ("en_KE", "en_GB"),
            ("en_KI", "en_GB"), ("en_KN", "en_GB"), ("en_KY", "en_GB"), ("en_LC", "en_GB"), ("en_LK", "en_GB"),
            ("en_LS", "en_GB"), ("en_MO", "en_GB"), ("en_MS", "en_GB"), ("en_MT", "en_GB"), ("en_MU", "en_GB"),
            ("en_MV", "en_GB"), ("en_MW", "en_GB"), ("en_MY", "en_GB"), ("en_NA", "en_GB"), ("en_NF", "en_AU"),
            ("en_NG", "en_GB"), ("en_NR", "en_AU"), ("en_NU", "en_AU"), ("en_NZ", "en_AU"), ("en_PG", "en_AU"),
            ("en_PK", "en_GB"), ("en_PN", "en_GB"), ("en_SB", "en_GB"), ("en_SC", "en_GB"), ("en_SD", "en_GB"),
            ("en_SG", "en_GB"), ("en_SH", "en_GB"), ("en_SL", "en_GB"), ("en_SS", "en_GB"), ("en_SZ", "en_GB"),
            ("en_TC", "en_GB"), ("en_TO", "en_GB"), ("en_TT", "en_GB"), ("en_TV", "en_GB"), ("en_TZ", "en_GB"),
            ("en_UG", "en_GB"), ("en_VC", "en_GB"), ("en_VG", "en_GB"), ("en_VU", "en_GB"), ("en_WS", "en_AU"),
            ("en_ZA", "en_GB"), ("en_ZM", "en_GB"), ("en_ZW", "en_GB"), ("es_MX", "es_419"), ("wuu", "wuu_Hans"),
            ("wuu_Hans", "zh_Hans"), ("wuu_Hant", "zh_Hant"), ("yue", "yue_Hant"), ("yue_HK", "zh_Hant_HK"),
            ("yue_Hans", "zh_Hans"), ("yue_Hant", "yue_HK"), ("zh_HK", "zh_Hant"), ("zh_Hant", "zh_TW"),
            ("zh_Hant_HK", "zh_HK"),
        ])
    func appleParent(child: String, parent: String) throws {
        let id = try #require(LocaleNormalization.parsed(child))
        #expect(LocaleParentChain.parent(of: id)?.icuIdentifier == parent)
    }

    @Test("Where the tables say root, the chain ends instead of truncating")
    func roots() throws {
        // Truncation would give zh, sr, az, pa and uz.
        for name in ["zh_TW", "sr_Latn", "az_Cyrl", "pa_Arab", "uz_Arab"] {
            let id = try #require(LocaleNormalization.parsed(name))
            #expect(LocaleParentChain.parent(of: id) == nil, "\(name)")
        }
        // Without a table entry, truncation.
        #expect(LocaleParentChain.parent(of: LocaleIdentifier(language: "zh", script: "Hans")) == .init(language: "zh"))
        #expect(LocaleParentChain.parent(of: LocaleIdentifier(language: "en")) == nil)
    }

    @Test("Traditional Chinese never falls back to Simplified or bare zh")
    func hongKongStaysTraditional() throws {
        for input in ["zh-HK", "zh-MO", "zh-TW", "zh-Hant-HK", "yue-HK"] {
            let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: input)).map(\.bcp47)
            #expect(!chain.contains("zh"), "\(input): \(chain)")
            #expect(!chain.contains("zh-Hans"), "\(input): \(chain)")
            #expect(chain.contains("zh-Hant"), "\(input): \(chain)")
        }
    }

    @Test("Latin Serbian never falls back to Cyrillic sr")
    func serbianLatinStaysLatin() throws {
        let chain = LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "sr-Latn-ME")).map(\.bcp47)
        #expect(!chain.contains("sr"))
        #expect(chain.last == "sr-Latn")
    }

    @Test(
        "Normalization: Apple's aliases, then ICU's language aliases",
        arguments: [
            ("zh_HK", "zh_Hant_HK"), ("zh_TW", "zh_Hant_TW"), ("zh_CN", "zh_Hans_CN"), ("zh_SG", "zh_Hans_SG"),
            ("zh_MO", "zh_Hant_MO"), ("yue_HK", "yue_Hant_HK"), ("yue_CN", "yue_Hans_CN"), ("no_NO", "nb_NO"),
            ("english", "en"), ("chinese", "zh_Hans"), ("norwegian", "nb"), ("thai", "th"),
            // ICU: a bare language replaces the language; a script keeps the region.
            ("iw", "he"), ("iw_IL", "he_IL"), ("in", "id"), ("sh", "sr_Latn"), ("sh_RS", "sr_Latn_RS"),
            // Not aliases.
            ("no", "no"), ("nb", "nb"), ("zh_Hant_HK", "zh_Hant_HK"), ("en_US", "en_US"),
        ])
    func normalization(name: String, expected: String) throws {
        // Legacy names are ICU base names in lowercase, longer than a language subtag may be.
        let base = LocaleNormalization.parsed(name) ?? LocaleIdentifier(language: name)
        #expect(LocaleNormalization.normalized(base).icuIdentifier == expected)
    }
}
