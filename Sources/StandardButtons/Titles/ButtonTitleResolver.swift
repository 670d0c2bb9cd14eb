import LocalizeKit

/// Resolves button titles: an app's overrides first, key by key, then the built-in
/// catalog; in the languages ``languages`` chooses unless a call names others.
///
/// For each key, every source that has it offers its best text for the preferred
/// languages. The text in the most preferred language wins, and between texts in the
/// same language the first source: an override in German beats the built-in German
/// title, but an app that overrides only English titles does not turn a German
/// user's buttons English. Keys a source lacks fall through to the next one. The
/// article's keys (`Button.OK`) are accepted as aliases (``ArticleCompatibility``).
///
/// ``StandardButtonsCatalog/resolver`` is the one the titles of types, the adapters
/// and the menus use; make others for tools and tests.
///
/// ```swift
/// let app = ButtonTitleSource(titles: ["de": ["Button.Delete": "Entfernen"]])
/// let resolver = ButtonTitleResolver(overrides: [app])
/// resolver.title(for: .delete, preferredLanguages: ["de"])   // "Entfernen"
/// resolver.title(for: .delete, preferredLanguages: ["fr"])   // "Supprimer"
/// resolver.title(for: .cancel, preferredLanguages: ["de"])   // "Abbrechen"
/// ```
public struct ButtonTitleResolver: Sendable {
    /// The sources consulted before the catalog, first first.
    public var overrides: [ButtonTitleSource] {
        didSet { ranks = RankCache() }
    }
    /// The built-in titles, consulted last (``ButtonTitleSource/builtIn`` unless a test gives others).
    public var catalog: ButtonTitleSource {
        didSet { ranks = RankCache() }
    }
    /// The languages titles are shown in when a call names none.
    public var languages: ButtonLanguages
    /// The app's name, which titles such as "About %@", "Quit %@" and "Hide %@" show in
    /// place of `%@`; `nil` (the default) means ``AppName/current``.
    public var appName: String?

    private var ranks = RankCache()

    /// A resolver over overrides and a catalog.
    public init(
        overrides: [ButtonTitleSource] = [], catalog: ButtonTitleSource = .builtIn,
        languages: ButtonLanguages = .automatic
    ) {
        self.overrides = overrides
        self.catalog = catalog
        self.languages = languages
    }

    /// The languages titles are shown in by default, for a view in `environmentLocale`.
    public func preferredLanguages(environmentLocale: String? = nil) -> [String] {
        languages.preferredLanguages(environmentLocale: environmentLocale)
    }

    // MARK: Titles

    /// The title of a type; a title that names the app ("Quit %@") gets ``appName``.
    public func title(for type: StandardType, preferredLanguages: [String]? = nil) -> String {
        AppName.fill(title(forKey: type.titleKey, preferredLanguages: preferredLanguages), with: appName)
    }

    /// The counted title of a type ("Delete 3 Items"), with the plural form the
    /// language needs for `count`; a type without one gives its plain title.
    public func title(for type: StandardType, count: Int, preferredLanguages: [String]? = nil) -> String {
        guard let key = type.countedTitleKey else { return title(for: type, preferredLanguages: preferredLanguages) }
        let languages = preferredLanguages ?? self.preferredLanguages()
        if overrides.isEmpty {
            // One source: its own lookup, which gives the key itself for a key it lacks.
            return catalog.bundle.localizedString(
                forKey: key, count: count, table: catalog.table, preferredLanguages: languages)
        }
        guard let found = best(for: key, preferredLanguages: languages) else { return key }
        return found.source.bundle.localizedString(
            forKey: found.text.key, count: count, table: found.source.table, preferredLanguages: languages)
    }

    /// The accessibility hint of a type, or `nil` when no source has one.
    public func accessibilityHint(for type: StandardType, preferredLanguages: [String]? = nil) -> String? {
        guard let key = type.accessibilityHintKey else { return nil }
        return best(for: key, preferredLanguages: preferredLanguages ?? self.preferredLanguages())?.text.value
    }

    /// The help text of `type` ("Copies the selection to the clipboard."): what the
    /// adapters show as a tooltip; `nil` for a type without one, and where no table has it.
    ///
    /// ```swift
    /// resolver.helpText(for: .copy, preferredLanguages: ["de"])
    /// ```
    public func helpText(for type: StandardType, preferredLanguages: [String]? = nil) -> String? {
        guard let key = type.helpTextKey else { return nil }
        return best(for: key, preferredLanguages: preferredLanguages ?? self.preferredLanguages())?.text.value
    }

    /// The text of any key (the article's keys accepted), or the key itself when no source has it.
    ///
    /// ```swift
    /// StandardButtonsCatalog.resolver.title(forKey: "Button.OK", preferredLanguages: ["fr"])   // "OK"
    /// ```
    public func title(forKey key: String, preferredLanguages: [String]? = nil) -> String {
        guard overrides.isEmpty else { return lookup(key, preferredLanguages: preferredLanguages).value }
        // One source: the first of the key and its aliases that it has. A text equal to its key
        // counts as found (an app's "OK" = "OK"), as it does when there are overrides.
        let languages = preferredLanguages ?? self.preferredLanguages()
        for candidate in ArticleCompatibility.lookupKeys(for: key) {
            if let found = catalog.found(candidate, preferredLanguages: languages) { return found.value }
        }
        return key
    }

    /// How a key resolves: the text, the key and source it came from, the localization.
    public func lookup(_ key: String, preferredLanguages: [String]? = nil) -> ButtonTitleLookup {
        let languages = preferredLanguages ?? self.preferredLanguages()
        guard let found = best(for: key, preferredLanguages: languages) else {
            return ButtonTitleLookup(key: key, value: key, origin: .missing, localization: nil)
        }
        let origin: ButtonTitleLookup.Origin = found.index < overrides.count ? .override(found.index) : .catalog
        return ButtonTitleLookup(
            key: found.text.key, value: found.text.value, origin: origin, localization: found.text.localization)
    }

    // MARK: Choosing a source

    private struct Candidate {
        let index: Int
        let source: ButtonTitleSource
        let text: ButtonTitleSource.Found
    }

    /// The text each source offers for the key (or an alias of it), and the best of them.
    private func best(for key: String, preferredLanguages: [String]) -> Candidate? {
        let keys = ArticleCompatibility.lookupKeys(for: key)
        var candidates: [Candidate] = []
        for (index, source) in (overrides + [catalog]).enumerated() {
            for key in keys {
                if let text = source.found(key, preferredLanguages: preferredLanguages) {
                    candidates.append(Candidate(index: index, source: source, text: text))
                    break
                }
            }
        }
        guard candidates.count > 1 else { return candidates.first }
        let ranks = ranks.ranks(for: preferredLanguages, sources: overrides + [catalog])
        func rank(_ candidate: Candidate) -> Int {
            ranks[candidate.text.localization] ?? Int.max
        }
        // The most preferred language first; in one language, the first source.
        return candidates.min { (rank($0), $0.index) < (rank($1), $1.index) }
    }
}

/// For each list of preferences, the rank of every localization the sources have (as
/// they spell it): its place among all sources' localizations negotiated for the
/// preferences, then their development localizations. Cached: the order in which the
/// texts sources offer are compared.
private final class RankCache: Sendable {
    private let cache = SharedValue<[[String]: [String: Int]]>([:])

    func ranks(for preferences: [String], sources: [ButtonTitleSource]) -> [String: Int] {
        if let cached = cache.withLock({ $0[preferences] }) { return cached }
        let chain = self.chain(for: preferences, sources: sources)
        var ranks: [String: Int] = [:]
        for source in sources {
            for name in source.localizations + [source.bundle.developmentLocalization] {
                if let canonical = CatalogLanguageFit.canonicalName(of: name),
                    let rank = chain.firstIndex(of: canonical)
                {
                    ranks[name] = rank
                }
            }
        }
        cache.withLock { $0[preferences] = ranks }
        return ranks
    }

    /// The negotiated chain, in BCP 47 spelling.
    private func chain(for preferences: [String], sources: [ButtonTitleSource]) -> [String] {
        var available: [String] = []
        for source in sources {
            for name in source.localizations where !available.contains(name) { available.append(name) }
        }
        var names = LanguageNegotiator.preferredLocalizations(
            from: available, forPreferences: preferences, development: sources.last?.bundle.developmentLocalization)
        for source in sources.reversed() where !names.contains(source.bundle.developmentLocalization) {
            names.append(source.bundle.developmentLocalization)
        }
        var chain: [String] = []
        for name in names {
            if let canonical = CatalogLanguageFit.canonicalName(of: name), !chain.contains(canonical) {
                chain.append(canonical)
            }
        }
        return chain
    }
}
