/// Chooses localizations the way Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` does on Apple platforms.
///
/// This is Apple's algorithm, `ualoc_localizationsToUse` in
/// `icu/icu4c/source/common/ualoc.cpp` of Apple's open-source ICU
/// (github.com/apple-oss-distributions/ICU, tag ICU-76142.2), reimplemented:
///
/// 1. Preferences are tried in order; the first that matches anything decides.
///    Against it, every available localization is scored: the same name wins
///    outright (`-1`), then the same normalized name (`0`: `iw` for `he`,
///    `zh_TW` for `zh-Hant-TW`), then the closest common entry of the two parent
///    chains (`LocaleParentChain`): the sum of its depths in both, one more across
///    languages of one group (`nb` and `no`). Only languages of one group are
///    compared; on a tie the localization listed first wins.
/// 2. An available localization naming a region other than its language's
///    default one counts one step deeper (`it` prefers `it-IT` to `it-CH`;
///    `es-MX` and `zh-Hant-TW` are exempt).
/// 3. `pt-PT` matches `pt-BR` only when nothing else matches any preference.
/// 4. When the winner is not an exact match and names a region (Chinese aside),
///    a preference of the same language with an exact match wins instead:
///    `[fr-CH, fr-CA]` against `fr-FR` and `fr-CA` gives `fr-CA`.
/// 5. The result is the winner followed by the available localizations on its
///    parent chain; a `zh-Hant-TW` localization follows a Hong Kong one
///    (`zh-HK`, `zh-TW`, `zh-Hant`).
/// 6. With no match the result is `zxx` if available ("no linguistic content");
///    else, as `Bundle` does, the development localization if one is given,
///    else the first available.
///
/// ```swift
/// LanguageNegotiator.preferredLocalizations(
///     from: ["en", "en_AU", "en_GB"], forPreferences: ["en-IN"])   // ["en_GB", "en"]
/// LanguageNegotiator.preferredLocalizations(from: ["it-CH", "it-IT"], forPreferences: ["it"])   // ["it-IT"]
/// ```
///
/// Apple's likely-subtags and language-alias data come from Apple's ICU; here
/// they come from the system's ICU, so a locale whose data differs between
/// the two versions may score differently.
public enum LanguageNegotiator {
    /// The negotiated localizations, best first, as spelled in `available`.
    ///
    /// - Parameters:
    ///   - available: the bundle's localizations (`en`, `en_GB`, `English`, `zh-Hant`…);
    ///     entries that are not locale identifiers (such as `Base`) are ignored.
    ///   - preferences: the user's preferred languages, most preferred first.
    ///   - development: the localization to use when nothing matches.
    public static func preferredLocalizations(
        from available: [String], forPreferences preferences: [String], development: String? = nil
    ) -> [String] {
        preferredLocalizations(
            from: NegotiationCandidates(available), forPreferences: preferences, development: development)
    }

    /// `preferredLocalizations(from:forPreferences:development:)` against localizations
    /// parsed once (a bundle negotiates each new preference list against the same ones).
    static func preferredLocalizations(
        from available: NegotiationCandidates, forPreferences preferences: [String], development: String? = nil
    ) -> [String] {
        let matched = localizationsToUse(from: available, forPreferences: preferences)
        if !matched.isEmpty { return matched }
        if let development { return [development] }
        return available.names.first.map { [$0] } ?? []
    }

    /// Apple's `ualoc_localizationsToUse`: the matches only, empty when none (or `["zxx"]`).
    static func localizationsToUse(from available: [String], forPreferences preferences: [String]) -> [String] {
        localizationsToUse(from: NegotiationCandidates(available), forPreferences: preferences)
    }

    /// Apple's `ualoc_localizationsToUse` against localizations parsed once.
    static func localizationsToUse(from available: NegotiationCandidates, forPreferences preferences: [String])
        -> [String]
    {
        let candidates = available.locales
        let preferred = preferences.compactMap(NegotiationLocale.init)
        guard var winner = bestMatch(for: preferred, in: candidates, chains: available) else {
            return available.names.contains(noLinguisticContent) ? [noLinguisticContent] : []
        }
        if winner.score > 0, !winner.isPortugueseFallback,
            let exact = laterExactMatch(for: candidates[winner.index], preferred, candidates)
        {
            winner.index = exact
        }
        return expand(winner.index, in: candidates, chains: available)
    }

    /// The special localization Apple returns when nothing else matches.
    static let noLinguisticContent = "zxx"

    private struct Winner {
        var index: Int
        var score: Int
        /// `pt-BR` taken for `pt-PT` because nothing else matched: no further rule applies.
        var isPortugueseFallback = false
    }

    /// Steps 1–3: the best candidate for the first preference that matches any.
    private static func bestMatch(
        for preferred: [NegotiationLocale], in candidates: [NegotiationLocale], chains: NegotiationCandidates
    ) -> Winner? {
        var portugueseFallback: Int?
        for preference in preferred {
            var winner: Winner?
            var preferenceChain: [LocaleIdentifier]?
            for (index, candidate) in candidates.enumerated() {
                let score = winner?.score ?? Int.max
                if score > -1, preference.base == candidate.base {
                    winner = Winner(index: index, score: -1)
                } else if score > 0, preference.normalized == candidate.normalized {
                    winner = Winner(index: index, score: 0)
                } else if score > 0, preference.languageGroup == candidate.languageGroup {
                    let ownChain = preferenceChain ?? preference.chain(penalizingNonDefaultRegion: false)
                    preferenceChain = ownChain
                    if isPortugueseCrossing(preference, candidate) {
                        if sharesAncestor(ownChain, chains.chain(of: index)) { portugueseFallback = index }
                        continue
                    }
                    guard var depth = closestCommonDepth(ownChain, chains.chain(of: index)) else { continue }
                    if preference.language != candidate.language { depth += 1 }
                    if depth < score { winner = Winner(index: index, score: depth) }
                }
            }
            if let winner { return winner }
        }
        return portugueseFallback.map { Winner(index: $0, score: Int.max, isPortugueseFallback: true) }
    }

    /// European Portuguese never takes Brazilian unless nothing else matches at all.
    private static func isPortugueseCrossing(_ preference: NegotiationLocale, _ candidate: NegotiationLocale) -> Bool {
        preference.normalized == portugal && candidate.normalized == brazil
    }

    /// The smallest sum of depths at which the two chains share an entry.
    private static func closestCommonDepth(_ left: [LocaleIdentifier], _ right: [LocaleIdentifier]) -> Int? {
        var best: Int?
        for (leftDepth, leftStep) in left.enumerated() {
            for (rightDepth, rightStep) in right.enumerated() where leftStep == rightStep {
                best = min(best ?? Int.max, leftDepth + rightDepth)
            }
        }
        return best
    }

    private static func sharesAncestor(_ left: [LocaleIdentifier], _ right: [LocaleIdentifier]) -> Bool {
        left.contains { right.contains($0) }
    }

    /// Step 4: for a winner naming a region (not Chinese), the first candidate that
    /// exactly matches a preference of the winner's language.
    private static func laterExactMatch(
        for winner: NegotiationLocale, _ preferred: [NegotiationLocale], _ candidates: [NegotiationLocale]
    ) -> Int? {
        guard winner.specifiesRegion, winner.language != "zh" else { return nil }
        for preference in preferred where preference.language == winner.language {
            if let exact = candidates.firstIndex(where: {
                $0.base == preference.base || $0.normalized == preference.normalized
            }) {
                return exact
            }
        }
        return nil
    }

    /// Step 5: the winner, then the candidates on its chain, in chain order.
    private static func expand(_ winner: Int, in candidates: [NegotiationLocale], chains: NegotiationCandidates)
        -> [String]
    {
        var result = [candidates[winner].name]
        var previous: LocaleIdentifier?
        for step in chains.chain(of: winner) {
            defer { previous = step }
            if step == previous { continue }  // the default-region penalty's repeat
            for (index, candidate) in candidates.enumerated() where index != winner {
                if step == hongKong && candidate.normalized == taiwan {
                    result.append(candidate.name)
                } else if step == candidate.normalized {
                    result.append(candidate.name)
                }
            }
        }
        return result
    }

    private static let portugal = LocaleIdentifier(language: "pt", region: "PT")
    private static let brazil = LocaleIdentifier(language: "pt", region: "BR")
    private static let hongKong = LocaleIdentifier(language: "zh", script: "Hant", region: "HK")
    private static let taiwan = LocaleIdentifier(language: "zh", script: "Hant", region: "TW")
}
