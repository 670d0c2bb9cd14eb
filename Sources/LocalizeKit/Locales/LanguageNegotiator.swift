/// Chooses localizations the way Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` does on Apple platforms.
///
/// For each preferred language in order, the negotiator walks its CLDR parent
/// chain and takes the first available localization that matches; the result
/// is that localization followed by the available ones on its own parent
/// chain, spelled exactly as the bundle spells them. The first preference with
/// any match wins. When none matches, the result is the development
/// localization if one is given, else the first available.
///
/// ```swift
/// LanguageNegotiator.preferredLocalizations(
///     from: ["en", "en_AU", "en_GB"], forPreferences: ["en-IN"])   // ["en_GB", "en"]
/// ```
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
        let candidates = available.compactMap { name -> Candidate? in
            guard let id = try? LocaleIdentifier(parsing: name) else { return nil }
            return Candidate(name: name, id: id, maximized: id.maximized())
        }
        for preference in preferences {
            guard let wanted = try? LocaleIdentifier(parsing: preference) else { continue }
            if let match = bestMatch(for: wanted, in: candidates) {
                return expand(match, in: candidates)
            }
        }
        if let development { return [development] }
        return available.first.map { [$0] } ?? []
    }

    private struct Candidate {
        let name: String
        let id: LocaleIdentifier
        let maximized: LocaleIdentifier
    }

    /// The first candidate on the preference's parent chain, else one of the same
    /// language and script in another region.
    private static func bestMatch(for wanted: LocaleIdentifier, in candidates: [Candidate]) -> Candidate? {
        for step in LocaleParentChain.chain(for: wanted) {
            if let match = candidate(matching: step, in: candidates) { return match }
        }
        let wantedMaximized = wanted.maximized()
        return candidates.first {
            $0.maximized.language == wantedMaximized.language && $0.maximized.script == wantedMaximized.script
        }
    }

    /// A candidate that stands for one step of a chain: the same identifier, or one
    /// that maximizes to the same thing (`zh_TW` for `zh-Hant`); `en_GB` stands in
    /// for `en-001` when a bundle has no `en-001`, as on Apple platforms.
    ///
    /// While expanding a match, a bare language step takes only that language
    /// itself: `pt` must not bring in `pt_BR` behind `pt_PT`.
    private static func candidate(
        matching step: LocaleIdentifier, in candidates: [Candidate], expanding: Bool = false
    ) -> Candidate? {
        if let exact = candidates.first(where: { $0.id == step }) { return exact }
        let isBareLanguage = step.script == nil && step.region == nil
        if !(expanding && isBareLanguage) {
            let maximized = step.maximized()
            if let equivalent = candidates.first(where: { $0.maximized == maximized }) { return equivalent }
        }
        if step == Self.worldEnglish {
            return candidates.first { $0.id == Self.britishEnglish }
        }
        return nil
    }

    /// The match followed by the available localizations on its parent chain.
    private static func expand(_ match: Candidate, in candidates: [Candidate]) -> [String] {
        var result = [match.name]
        for step in LocaleParentChain.chain(for: match.id).dropFirst() {
            if let next = candidate(matching: step, in: candidates, expanding: true), !result.contains(next.name) {
                result.append(next.name)
            }
        }
        return result
    }

    private static let worldEnglish = LocaleIdentifier(language: "en", region: "001")
    private static let britishEnglish = LocaleIdentifier(language: "en", region: "GB")
}
