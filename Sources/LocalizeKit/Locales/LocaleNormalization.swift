/// How Apple's negotiation normalizes a locale name before comparing it:
/// legacy bundle names and old Chinese region forms first, then ICU's CLDR
/// language aliases.
///
/// Facts from Apple's open-source ICU (github.com/apple-oss-distributions/ICU,
/// tag ICU-76142.2, `icu/icu4c/source/common/ualoc.cpp`): `appleAliasMap` and
/// `ualoc_normalize`. Apple reads the language aliases from its own ICU's
/// `metadata` resource; here they come from the system's ICU (the same CLDR
/// table, in the version that ICU ships).
///
/// ```swift
/// LocaleNormalization.normalized(LocaleIdentifier(language: "zh", region: "HK")).bcp47   // "zh-Hant-HK"
/// ```
enum LocaleNormalization {
    /// Apple's aliases (`appleAliasMap`), keyed by ICU base name as `uloc_getBaseName`
    /// writes it (legacy names lowercase).
    static let appleAliases: [String: String] = [
        "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
        "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no_NO": "nb_NO",
        "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv",
        "thai": "th", "turkish": "tr", "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK", "zh_CN": "zh_Hans_CN",
        "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG", "zh_TW": "zh_Hant_TW",
    ]

    /// The normalized form of a base name (no extensions): Apple's alias if it has
    /// one, else ICU's language alias of the whole name, else of its language with
    /// the rest of the name put back; else the name itself.
    static func normalized(_ base: LocaleIdentifier) -> LocaleIdentifier {
        let name = base.icuIdentifier
        if let alias = appleAliases[name] { return parsed(alias) ?? base }
        let aliases = ICULanguageAliasesHandle.shared
        if let whole = aliases.replacement(for: name) { return parsed(whole) ?? base }
        guard base.script != nil || base.region != nil || !base.variants.isEmpty,
            let forLanguage = aliases.replacement(for: base.language), let replacement = parsed(forLanguage)
        else { return base }
        if replacement.script == nil && replacement.region == nil && replacement.variants.isEmpty {
            // A bare language replaces the language only: `iw_IL` → `he_IL`.
            return LocaleIdentifier(
                language: replacement.language, script: base.script, region: base.region, variants: base.variants)
        }
        if replacement.script != nil, replacement.region == nil, replacement.variants.isEmpty,
            base.variants.isEmpty, let region = base.region
        {
            // A replacement ending in a script keeps the name's region: `sh_RS` → `sr_Latn_RS`.
            return LocaleIdentifier(language: replacement.language, script: replacement.script, region: region)
        }
        return replacement
    }

    /// An ICU name from the tables, read as written (`no` stays `no`).
    static func parsed(_ name: String) -> LocaleIdentifier? {
        try? LocaleIdentifier(parsing: name, replacingAliases: false)
    }
}
