/// The available localizations of a negotiation, parsed once: a bundle
/// negotiates every new preference list against the same localizations, so it
/// keeps these rather than parsing and normalizing its list each time. The
/// parent chains (with the default-region penalty) are computed on first use
/// and kept.
///
/// ```swift
/// let candidates = NegotiationCandidates(["de", "en", "fr"])
/// LanguageNegotiator.preferredLocalizations(from: candidates, forPreferences: ["de-CH"])   // ["de"]
/// ```
final class NegotiationCandidates: Sendable {
    /// The localizations as given, `Base` and other non-locales included.
    let names: [String]
    /// The localizations that are locales, in the order given.
    let locales: [NegotiationLocale]
    /// Each locale's penalized parent chain, once computed.
    private let chains: Locked<[[LocaleIdentifier]?]>

    /// Parses the localizations.
    init(_ names: [String]) {
        self.names = names
        locales = names.compactMap(NegotiationLocale.init)
        chains = Locked(Array(repeating: nil, count: locales.count))
    }

    /// The parent chain of `locales[index]`, penalized for a non-default region
    /// (`NegotiationLocale.chain(penalizingNonDefaultRegion: true)`).
    func chain(of index: Int) -> [LocaleIdentifier] {
        if let chain = chains.withLock({ $0[index] }) { return chain }
        let chain = locales[index].chain(penalizingNonDefaultRegion: true)
        chains.withLock { $0[index] = chain }
        return chain
    }
}
