/// A catalog fitted to other languages: each wanted language gets, key by key, the
/// translation a lookup in that language would show, taken from the catalog's own
/// localizations through the same negotiation and fallback as a lookup.
///
/// An app's `pt` (Brazilian Portuguese on Apple platforms) gets `pt-BR`'s
/// translations, `es-MX` gets `es-419`'s then `es`'s, `zh-TW` and `zh_TW` get
/// `zh-Hant`'s, `en-CA` gets `en`'s, the legacy `English` gets `en`'s. Only the
/// languages a lookup would read are borrowed from: a key German lacks stays
/// missing, it is never filled in with the development language.
///
/// ```swift
/// let fit = CatalogLanguageFit(exported, to: ["en", "de", "pt", "eu"])
/// fit.sources["pt"]                // ["pt-BR"]
/// fit.languagesWithoutSource       // ["eu"]: no localization matches Basque
/// fit.catalog["Button.Add"]?.localizations["pt"]?.stringUnit?.value   // "Adicionar"
/// ```
public struct CatalogLanguageFit: Sendable {
    /// The catalog with only the wanted languages (those it has a source for).
    public let catalog: StringCatalog
    /// For each wanted language, the catalog's localizations it was made from, best first.
    public let sources: [String: [String]]
    /// The wanted languages no localization of the catalog matches, in the order wanted.
    public let languagesWithoutSource: [String]

    /// Fits `catalog` to `languages` (each spelled as the result should spell it).
    public init(_ catalog: StringCatalog, to languages: [String]) {
        let available = Self.languages(of: catalog)
        var sources: [String: [String]] = [:]
        var unmatched: [String] = []
        for language in languages where sources[language] == nil {
            let found = Self.sources(for: language, among: available)
            if found.isEmpty {
                if !unmatched.contains(language) { unmatched.append(language) }
            } else {
                sources[language] = found
            }
        }
        var result = catalog
        for position in result.entries.indices {
            let entry = result.entries[valueAt: position]
            var kept = CatalogMap<CatalogLocalization>()
            kept.isPresentWhenEmpty = entry.localizations.isPresentWhenEmpty
            for language in languages where kept[language] == nil {
                guard let chain = sources[language],
                    let source = chain.first(where: { entry.localizations[$0] != nil }),
                    let localization = entry.localizations[source]
                else { continue }
                kept.append(key: language, value: localization)
            }
            if kept != entry.localizations { result.entries[valueAt: position].localizations = kept }
        }
        self.catalog = result
        self.sources = sources
        self.languagesWithoutSource = unmatched
    }

    /// The localizations among `available` that a lookup for `language` reads, best
    /// first: the negotiated localization and those on its parent chain, as Apple
    /// platforms negotiate; empty when none matches (the development fallback does not count).
    ///
    /// ```swift
    /// CatalogLanguageFit.sources(for: "es-MX", among: ["en", "es", "es-419"])   // ["es-419", "es"]
    /// CatalogLanguageFit.sources(for: "eu", among: ["en", "es"])                // []
    /// ```
    public static func sources(for language: String, among available: [String]) -> [String] {
        // Nothing available is spelled "": negotiation returns [""] exactly when nothing matches.
        let noMatch = ""
        let found = LanguageNegotiator.preferredLocalizations(
            from: available.filter { !$0.isEmpty }, forPreferences: [language], development: noMatch)
        return found == [noMatch] ? [] : found
    }

    /// The BCP 47 spelling of a localization name (`pt_BR` → `pt-BR`, `English` → `en`),
    /// or `nil` when it is no locale identifier (`Base`, `xx_yy_zz_1`).
    ///
    /// ```swift
    /// CatalogLanguageFit.canonicalName(of: "zh_TW")   // "zh-TW"
    /// CatalogLanguageFit.canonicalName(of: "Base")    // nil
    /// ```
    public static func canonicalName(of name: String) -> String? {
        (try? LocaleIdentifier(parsing: name))?.bcp47
    }

    /// The languages a catalog has: its source language, then every language an entry has, sorted.
    ///
    /// ```swift
    /// CatalogLanguageFit.languages(of: appCatalog)   // ["en", "de", "fr", "pt"]
    /// ```
    public static func languages(of catalog: StringCatalog) -> [String] {
        var languages = Set<String>()
        for entry in catalog.entries.values { languages.formUnion(entry.localizations.keys) }
        languages.remove(catalog.sourceLanguage)
        return [catalog.sourceLanguage] + languages.sorted()
    }
}
