/// A bundle-style lookup of localized strings, as apps do on Apple platforms,
/// with ICU locale fallback that Foundation on Linux lacks.
///
/// A bundle reads a folder of `<lang>.lproj/<Table>.strings` and `.stringsdict`
/// files (and `<Table>.xcstrings` catalogs), files held in memory, or tables
/// built in memory. Lookups negotiate the user's preferred languages against
/// the bundle's localizations, then search the key along the negotiated chain,
/// then in the development localization. Tables are parsed once, lazily;
/// negotiation results and resolved tables are cached. A bundle is immutable
/// and safe to share between threads.
///
/// ```swift
/// let bundle = try LocalizationBundle(directory: "Resources", preferredLanguages: ["de-CH"])
/// bundle.localizedString(forKey: "Button.Add", table: "StandardButtons")   // "Hinzufügen"
/// bundle.localizedString(forKey: "Button.Delete.Count", count: 3, table: "StandardButtons")
/// // "3 Objekte löschen"
/// ```
public final class LocalizationBundle: Sendable {
    /// How lookups behave.
    public struct Options: Sendable, Hashable {
        /// Apple's strict behaviour: each table is read from the first negotiated
        /// localization that has it, with no fall through to other languages for
        /// a missing key. Off by default: a missing key falls back along the chain.
        public var strict: Bool
        /// The table used when none is named.
        public var defaultTable: String

        /// Creates options.
        public init(strict: Bool = false, defaultTable: String = "Localizable") {
            self.strict = strict
            self.defaultTable = defaultTable
        }
    }

    /// The localization used when no preference matches, and searched last.
    public let developmentLocalization: String
    /// The bundle's localizations as spelled in it, sorted (`Base` excluded).
    public let localizations: [String]
    /// The languages `localizedString(forKey:table:)` resolves for.
    public let preferredLanguages: [String]
    /// The lookup options.
    public let options: Options

    let layers: [BundleLayer]
    private let hasBase: Bool
    private let resolved = Locked<[ResolvedTableKey: ResolvedTable]>([:])
    /// The first table resolved for `preferredLanguages`, published once: the
    /// hot path reads it (without a lock on Linux) and compares its name instead of
    /// hashing the preferences.
    private let firstDefaultTable = OnceReference<ResolvedTable>()
    private let negotiated = Locked<[[String]: [String]]>([:])

    private struct ResolvedTableKey: Hashable {
        let preferences: [String]
        let table: String
    }

    /// A bundle over a folder on disk. Only the folder listing happens now.
    public convenience init(
        directory: String, developmentLocalization: String = "en", preferredLanguages: [String] = ["en"],
        options: Options = Options()
    ) throws(LocalizationBundleError) {
        self.init(
            layers: [BundleLayer(.files(try BundleFiles(directory: directory)))],
            developmentLocalization: developmentLocalization, preferredLanguages: preferredLanguages,
            options: options)
    }

    /// A bundle over files held in memory, by path relative to the bundle root
    /// (`de.lproj/Localizable.strings`, `Localizable.xcstrings`).
    public convenience init(
        files: [String: [UInt8]], developmentLocalization: String = "en", preferredLanguages: [String] = ["en"],
        options: Options = Options()
    ) {
        self.init(
            layers: [BundleLayer(.files(BundleFiles(files: files)))],
            developmentLocalization: developmentLocalization, preferredLanguages: preferredLanguages,
            options: options)
    }

    /// A bundle over tables built in memory: localization → table name → table.
    public convenience init(
        tables: [String: [String: LocalizationTable]], developmentLocalization: String = "en",
        preferredLanguages: [String] = ["en"], options: Options = Options()
    ) {
        self.init(
            layers: [BundleLayer(.tables(tables))], developmentLocalization: developmentLocalization,
            preferredLanguages: preferredLanguages, options: options)
    }

    init(layers: [BundleLayer], developmentLocalization: String, preferredLanguages: [String], options: Options) {
        self.layers = layers
        self.developmentLocalization = developmentLocalization
        self.preferredLanguages = preferredLanguages
        self.options = options
        var all = Set<String>()
        for layer in layers { all.formUnion(layer.localizations) }
        self.hasBase = all.contains("Base")
        all.remove("Base")
        self.localizations = all.sorted()
    }

    /// This bundle on top of another: for each localization on the chain, this
    /// bundle's value wins key by key, and the base supplies the rest (an app
    /// overriding some of a package's titles).
    public func overlaid(on base: LocalizationBundle) -> LocalizationBundle {
        LocalizationBundle(
            layers: layers + base.layers, developmentLocalization: developmentLocalization,
            preferredLanguages: preferredLanguages, options: options)
    }

    /// The same bundle resolving for other preferred languages (caches are not shared).
    public func withPreferredLanguages(_ languages: [String]) -> LocalizationBundle {
        LocalizationBundle(
            layers: layers, developmentLocalization: developmentLocalization, preferredLanguages: languages,
            options: options)
    }

    /// The negotiated localizations for the preferences, best first (cached).
    public func preferredLocalizations(for preferences: [String]) -> [String] {
        if let cached = negotiated.withLock({ $0[preferences] }) { return cached }
        let result = LanguageNegotiator.preferredLocalizations(
            from: localizations, forPreferences: preferences, development: developmentLocalization)
        negotiated.withLock { $0[preferences] = result }
        return result
    }

    /// The localizations searched for the preferences: the negotiated ones, then
    /// the development localization, then `Base`.
    public func searchChain(for preferences: [String]) -> [String] {
        var chain = preferredLocalizations(for: preferences)
        if !chain.contains(developmentLocalization) { chain.append(developmentLocalization) }
        if hasBase { chain.append("Base") }
        return chain
    }

    /// The text for a key in the bundle's preferred languages, or the key itself
    /// when no localization has it. Malformed tables count as empty here; use
    /// `lookup(_:table:preferredLanguages:)` to see their errors.
    public func localizedString(forKey key: String, table: String? = nil) -> String {
        let name = table ?? options.defaultTable
        let published = firstDefaultTable.withObject { resolvedTable -> String?? in
            resolvedTable.name == name ? .some(resolvedTable.texts[key]) : .none
        }
        if let found = published.flatMap({ $0 }) { return found ?? key }
        guard let resolvedTable = try? resolvedTable(name, for: preferredLanguages) else { return key }
        firstDefaultTable.publish(resolvedTable)
        return resolvedTable.texts[key] ?? key
    }

    /// The text for a key in the given preferred languages, or the key itself.
    public func localizedString(forKey key: String, table: String? = nil, preferredLanguages: [String]) -> String {
        guard let resolvedTable = try? resolvedTable(table ?? options.defaultTable, for: preferredLanguages) else {
            return key
        }
        return resolvedTable.texts[key] ?? key
    }

    /// The counted text for a key: a `.stringsdict` plural rule (or catalog plural
    /// variations) selected for `count` in the resolved language and formatted
    /// with it; plain text is formatted with `count` as its argument.
    public func localizedString(
        forKey key: String, count: Int, table: String? = nil, preferredLanguages: [String]? = nil
    ) -> String {
        format(forKey: key, table: table, arguments: [.int(Int64(count))], preferredLanguages: preferredLanguages)
    }

    /// Looks a key up and formats its value with arguments: `%#@var@` plural
    /// variables pick their form by the argument they refer to, positional
    /// arguments (`%2$@`) are honoured, and numbers use the resolved language's digits.
    public func format(
        forKey key: String, table: String? = nil, arguments: [FormatArgument], preferredLanguages: [String]? = nil
    ) -> String {
        let languages = preferredLanguages ?? self.preferredLanguages
        guard let resolvedTable = try? resolvedTable(table ?? options.defaultTable, for: languages),
            let entry = resolvedTable.entries[key]
        else { return key }
        return LocalizedFormatter.format(entry.value, arguments: arguments, locale: entry.locale)
    }

    /// Looks a key up and explains the result; throws when a table on the way is malformed.
    public func lookup(
        _ key: String, table: String? = nil, preferredLanguages: [String]? = nil
    ) throws(LocalizationBundleError) -> LocalizationLookup {
        let tableName = table ?? options.defaultTable
        let languages = preferredLanguages ?? self.preferredLanguages
        let resolvedTable = try resolvedTable(tableName, for: languages)
        guard let entry = resolvedTable.entries[key] else {
            return LocalizationLookup(
                key: key, table: tableName, value: key, rawValue: nil, source: .missing, localization: nil,
                file: nil, layer: nil, chain: resolvedTable.chain)
        }
        return LocalizationLookup(
            key: key, table: tableName, value: entry.text, rawValue: entry.value, source: .found,
            localization: entry.localization, file: entry.origin, layer: entry.layer, chain: resolvedTable.chain)
    }

    /// The resolved table for a table name and preferences, built once and cached.
    func resolvedTable(_ table: String, for preferences: [String]) throws(LocalizationBundleError) -> ResolvedTable {
        let key = ResolvedTableKey(preferences: preferences, table: table)
        if let cached = resolved.withLock({ $0[key] }) { return cached }
        let built = try ResolvedTable(
            table: table, chain: searchChain(for: preferences), layers: layers, strict: options.strict)
        resolved.withLock { $0[key] = built }
        return built
    }
}
