/// Completes regional localizations of a String Catalog from the localizations
/// they fall back to: what a lookup shows at run time, written into the catalog.
///
/// `.lproj` folders of regional variants hold only what differs from their
/// parent (`en-AU.lproj` may be empty, `en-GB.lproj` lists three titles);
/// fallback supplies the rest at run time. A catalog has no fallback in its
/// editor: a localization that lacks keys shows as incomplete in Xcode, so an
/// exported catalog is completed here, key by key, from the nearest
/// localization on the language's negotiated chain (`en-AU` → `en-GB` → `en`,
/// `zh-HK` → `zh-Hant`, `es-419` → `es`). Only localizations of the same
/// language are borrowed from: German never fills in from English, so a key
/// that is really untranslated stays missing.
///
/// ```swift
/// var catalog = LprojToCatalog.convert(tree, table: "StandardButtons").output
/// let fills = RegionalFallback.fill(&catalog, languages: ["en-AU", "en-GB", "de"])
/// catalog["Button.Cancel"]?.localizations["en-AU"]?.stringUnit?.value   // "Cancel", from en
/// ```
public enum RegionalFallback {
    /// One localization copied into a language from another.
    public struct Fill: Hashable, Sendable {
        /// The entry's key.
        public var key: String
        /// The language that lacked the key.
        public var language: String
        /// The language the localization was copied from.
        public var source: String

        /// Creates a record.
        public init(key: String, language: String, source: String) {
            self.key = key
            self.language = language
            self.source = source
        }
    }

    /// The languages `language` borrows from, nearest first: its negotiated
    /// chain among `available` (Apple's, as `LanguageNegotiator` and
    /// `LocalizationBundle` follow it), keeping only the same language, and only
    /// languages without a region for a language without one (`en-AU` →
    /// `["en-GB", "en"]` when both are available; `zh-Hant` never borrows from `zh-HK`).
    public static func chain(for language: String, available: [String]) -> [String] {
        guard let wanted = try? LocaleIdentifier(parsing: language) else { return [] }
        let others = available.filter { $0 != language }
        // Matches only: with none, Bundle's fallback to the first localization must not borrow
        // (`sr-Latn` from Cyrillic `sr`).
        return LanguageNegotiator.localizationsToUse(from: others, forPreferences: [language]).filter {
            guard $0 != language, let candidate = try? LocaleIdentifier(parsing: $0) else { return false }
            // Same language; and a language without a region never borrows from a regional one
            // (zh-Hant not from zh-HK, en not from en-GB), though a region may from a sibling (en-AU from en-GB).
            return candidate.language == wanted.language && (wanted.region != nil || candidate.region == nil)
        }
    }

    /// Gives every entry to translate (`shouldTranslate` is not `false`) a
    /// localization in each of `languages` that lacks one,
    /// copied from the nearest language on its chain that has one (among the
    /// catalog's languages and `languages`). Returns what was copied, in entry order.
    @discardableResult
    public static func fill(_ catalog: inout StringCatalog, languages: [String]) -> [Fill] {
        var available = Set(languages)
        for entry in catalog.entries.values { available.formUnion(entry.localizations.keys) }
        let all = available.sorted()
        let chains = Dictionary(uniqueKeysWithValues: languages.map { ($0, chain(for: $0, available: all)) })
        var fills: [Fill] = []
        for position in catalog.entries.indices {
            var entry = catalog.entries[valueAt: position]
            guard entry.shouldTranslate != false else { continue }
            var changed = false
            for language in languages where entry.localizations[language] == nil {
                guard let source = chains[language]?.first(where: { entry.localizations[$0] != nil }),
                    let localization = entry.localizations[source]
                else { continue }
                entry.localizations[language] = localization
                fills.append(Fill(key: catalog.entries[position].key, language: language, source: source))
                changed = true
            }
            if changed { catalog.entries[valueAt: position] = entry }
        }
        return fills
    }
}
