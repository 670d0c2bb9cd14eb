/// One locale name as Apple's negotiation sees it: the name as given, its base
/// name, its normalized form, its language group and, on demand, its parent chain.
///
/// Facts from `LocaleIDInfo` (`initBaseNames`, `calcParentChain`) in
/// `icu/icu4c/source/common/ualoc.cpp` of Apple's open-source ICU
/// (github.com/apple-oss-distributions/ICU, tag ICU-76142.2).
struct NegotiationLocale: Sendable {
    /// The name as the caller spelled it (`en_GB`, `English`, `zh-Hant`).
    let name: String
    /// The name in canonical form, aliases kept (`iw` stays `iw`, `English` is `english`).
    let base: LocaleIdentifier
    /// The base with Apple's and ICU's aliases applied (`iw` → `he`, `zh_HK` → `zh_Hant_HK`).
    let normalized: LocaleIdentifier
    /// The language, except that languages Apple compares as one share a group
    /// (`nb`, `nn` → `no`; `yue`, `wuu` → `zh`; `ars` → `ar`; `hi` → `en`, since `hi-Latn`
    /// falls back to `en-IN`).
    let languageGroup: String

    /// Apple's `likeLanguages`.
    static let languageGroups: [String: String] = [
        "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
    ]

    /// Normalized locales that are never penalized for naming a region other than
    /// their language's default one: Apple treats `es-MX` and `zh-Hant-TW` as defaults.
    static let unpenalizedRegions: Set<LocaleIdentifier> = [
        LocaleIdentifier(language: "es", region: "MX"), LocaleIdentifier(language: "zh", script: "Hant", region: "TW"),
    ]

    /// Reads a name; `nil` for one that is not a locale (`Base`), which Apple skips.
    init?(_ name: String) {
        let lowercased = name.asciiLowercased
        let base: LocaleIdentifier
        if LocaleNormalization.appleAliases[lowercased] != nil, !lowercased.contains("_") {
            // A legacy bundle name (`English.lproj`): ICU's base name is the word in lowercase.
            base = LocaleIdentifier(language: lowercased)
        } else {
            guard let parsed = try? LocaleIdentifier(parsing: name, replacingAliases: false) else { return nil }
            base = parsed.withoutExtensions
        }
        self.name = name
        self.base = base
        self.normalized = LocaleNormalization.normalized(base)
        self.languageGroup = Self.languageGroups[normalized.language] ?? normalized.language
    }

    /// The language of the normalized form.
    var language: String { normalized.language }

    /// Whether the normalized form names a region (`uloc_getCountry`).
    var specifiesRegion: Bool { normalized.region != nil }

    /// The normalized form and its parents. With `penalizingNonDefaultRegion`
    /// (Apple does so for available localizations, not for preferences), a form
    /// naming a region other than its language's default one appears twice at
    /// the start, so that matches through it score one worse: for `it`, `it-IT`
    /// beats `it-CH`. Apple's likely-subtags data decides the default region; here
    /// the system ICU's does.
    func chain(penalizingNonDefaultRegion: Bool) -> [LocaleIdentifier] {
        var chain = LocaleParentChain.walk(from: normalized)
        if penalizingNonDefaultRegion, normalized.region != nil, !Self.unpenalizedRegions.contains(normalized),
            normalized.minimized().region != nil
        {
            chain.insert(normalized, at: 1)
            if chain.count > LocaleParentChain.maximumLength { chain.removeLast() }
        }
        return chain
    }
}
