/// A bundle-style lookup of localized strings, as apps do on Apple platforms,
/// with ICU locale fallback that Foundation on Linux lacks.
///
/// A bundle reads a folder of `<lang>.lproj/<Table>.strings` and `.stringsdict`
/// files (and `<Table>.xcstrings` catalogs), files held in memory, or tables
/// built in memory. Lookups negotiate the user's preferred languages against
/// the bundle's localizations, then search the key along the negotiated chain,
/// then in the development localization. Tables are parsed once, lazily;
/// negotiation results and resolved tables are cached, and the resolved tables
/// are read without a lock. A bundle is immutable and safe to share between threads.
///
/// Negotiation is Apple's (`LanguageNegotiator`), and so is the chain a key
/// falls back along (`en-AU` → `en-GB` → `en`, `zh-HK` → `zh-Hant`). A
/// malformed table on the chain is skipped by `localizedString` and `format`,
/// which go on to the next localization, and reported to the bundle's
/// `DiagnosticsHandler`; `lookup` throws it.
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

    /// Receives each problem that `localizedString(forKey:…)` and `format(forKey:…)`
    /// step over, once per bundle: a malformed `.strings`, `.stringsdict` or
    /// `.xcstrings` file, or one that cannot be read. `lookup` throws the same
    /// errors. The handler runs on the thread that resolved the table.
    ///
    /// ```swift
    /// let bundle = try LocalizationBundle(directory: "Resources") { problem in
    ///     print("warning: \(problem)")
    /// }
    /// ```
    public typealias DiagnosticsHandler = @Sendable (LocalizationBundleError) -> Void

    /// The localization used when no preference matches, and searched last.
    public let developmentLocalization: String
    /// The bundle's localizations as spelled in it, sorted (`Base` excluded).
    public let localizations: [String]
    /// The languages `localizedString(forKey:table:)` resolves for.
    public let preferredLanguages: [String]
    /// The lookup options.
    public let options: Options
    /// Where skipped problems are reported, if anywhere.
    public let diagnostics: DiagnosticsHandler?

    let layers: [BundleLayer]
    private let hasBase: Bool
    private let tables = ResolvedTableCache()
    /// The hashes of `preferredLanguages` and of the default table's name, computed once for the hot path.
    private let preferredLanguagesHash: UInt64
    private let defaultTableHash: UInt64
    private let negotiated = Locked<[[String]: [String]]>([:])
    /// The localizations parsed for negotiation, once, on first use.
    private let candidates = Locked<NegotiationCandidates?>(nil)
    /// The table names (`tableNames`), gathered on first use.
    let tableNameCache = Locked<Set<String>?>(nil)
    /// Descriptions of the problems already reported.
    private let reported = Locked<Set<String>>([])

    /// A bundle over a folder on disk. Only the folder listing happens now.
    /// The preferred languages default to the system's (`SystemLanguages.preferred`).
    public convenience init(
        directory: String, developmentLocalization: String = "en",
        preferredLanguages: [String] = SystemLanguages.preferred, options: Options = Options(),
        diagnostics: DiagnosticsHandler? = nil
    ) throws(LocalizationBundleError) {
        self.init(
            layers: [BundleLayer(.files(try BundleFiles(directory: directory)))],
            developmentLocalization: developmentLocalization, preferredLanguages: preferredLanguages,
            options: options, diagnostics: diagnostics)
    }

    /// A bundle over files held in memory, by path relative to the bundle root
    /// (`de.lproj/Localizable.strings`, `Localizable.xcstrings`).
    public convenience init(
        files: [String: [UInt8]], developmentLocalization: String = "en",
        preferredLanguages: [String] = SystemLanguages.preferred, options: Options = Options(),
        diagnostics: DiagnosticsHandler? = nil
    ) {
        self.init(
            layers: [BundleLayer(.files(BundleFiles(files: files)))],
            developmentLocalization: developmentLocalization, preferredLanguages: preferredLanguages,
            options: options, diagnostics: diagnostics)
    }

    /// A bundle over tables built in memory: localization → table name → table.
    public convenience init(
        tables: [String: [String: LocalizationTable]], developmentLocalization: String = "en",
        preferredLanguages: [String] = SystemLanguages.preferred, options: Options = Options(),
        diagnostics: DiagnosticsHandler? = nil
    ) {
        self.init(
            layers: [BundleLayer(.tables(tables))], developmentLocalization: developmentLocalization,
            preferredLanguages: preferredLanguages, options: options, diagnostics: diagnostics)
    }

    init(
        layers: [BundleLayer], developmentLocalization: String, preferredLanguages: [String], options: Options,
        diagnostics: DiagnosticsHandler?
    ) {
        self.layers = layers
        self.developmentLocalization = developmentLocalization
        self.preferredLanguages = preferredLanguages
        self.preferredLanguagesHash = tables.preferencesHash(preferredLanguages)
        self.defaultTableHash = KeyHash.hash(options.defaultTable, seed: tables.seed)
        self.options = options
        self.diagnostics = diagnostics
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
            preferredLanguages: preferredLanguages, options: options, diagnostics: diagnostics)
    }

    /// The same bundle resolving for other preferred languages (caches are not shared).
    public func withPreferredLanguages(_ languages: [String]) -> LocalizationBundle {
        LocalizationBundle(
            layers: layers, developmentLocalization: developmentLocalization, preferredLanguages: languages,
            options: options, diagnostics: diagnostics)
    }

    /// The negotiated localizations for the preferences, best first (cached).
    public func preferredLocalizations(for preferences: [String]) -> [String] {
        if let cached = negotiated.withLock({ $0[preferences] }) { return cached }
        let parsed = candidates.withLock { cached in
            if let cached { return cached }
            let parsed = NegotiationCandidates(localizations)
            cached = parsed
            return parsed
        }
        let result = LanguageNegotiator.preferredLocalizations(
            from: parsed, forPreferences: preferences, development: developmentLocalization)
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
    /// when no localization has it. A malformed table is skipped (the next
    /// localization on the chain answers) and reported to `diagnostics`; use
    /// `lookup(_:table:preferredLanguages:)` to see its error.
    public func localizedString(forKey key: String, table: String? = nil) -> String {
        // Each case passes its strings on as they are (no copy is made and retained).
        if let table {
            return text(forKey: key, name: table, languages: preferredLanguages, table: table, preferences: nil)
        }
        return text(
            forKey: key, name: options.defaultTable, languages: preferredLanguages, table: nil, preferences: nil)
    }

    /// The text for a key in the given preferred languages, or the key itself.
    public func localizedString(forKey key: String, table: String? = nil, preferredLanguages: [String]) -> String {
        if let table {
            return text(
                forKey: key, name: table, languages: preferredLanguages, table: table, preferences: preferredLanguages)
        }
        return text(
            forKey: key, name: options.defaultTable, languages: preferredLanguages, table: nil,
            preferences: preferredLanguages)
    }

    /// The hot path of `localizedString`: the published table's text, else the table resolved
    /// now. `name` and `languages` are the table and the preferences; `table` and `preferences`
    /// the caller's (`nil` for the bundle's own, whose hashes are computed once).
    @inline(__always)
    private func text(
        forKey key: String, name: String, languages: [String], table: String?, preferences: [String]?
    ) -> String {
        // The key's bytes are taken once, for its hash and for the compare with the entry found.
        let found = key.utf8.withContiguousStorageIfAvailable { utf8 in
            text(
                of: UnsafeRawBufferPointer(utf8), name: name, languages: languages, table: table,
                preferences: preferences)
        }
        guard let found else {
            return text(ofCopied: key, name: name, languages: languages, table: table, preferences: preferences)
        }
        return found ?? key
    }

    /// The text of a key's UTF-8 bytes in the table `name` for `languages`, if the table has it.
    @inline(__always)
    private func text(
        of key: UnsafeRawBufferPointer, name: String, languages: [String], table: String?, preferences: [String]?
    ) -> String? {
        let hash = { self.cacheHash(table: table, preferences: preferences) }
        // The key is hashed before its table is found, with the seed the bundle's tables
        // share: the processor hashes it while it reads its way to the table.
        let seed = tables.seed
        let keyHash = KeyHash.hash(key, seed: seed)
        guard let published = tables.published(table: name, preferences: languages, hash: hash) else {
            return text(of: key, keyHash: keyHash, resolving: name, for: languages, hash: hash())
        }
        return published._withUnsafeGuaranteedRef { $0.texts.text(of: key, hash: keyHash, seed: seed) }
    }

    /// The text of a key in a table not published (yet): resolved (or found under the lock) now.
    /// Out of line, so that the hot path holds one probe.
    @inline(never)
    private func text(
        of key: UnsafeRawBufferPointer, keyHash: UInt64, resolving name: String, for languages: [String], hash: UInt64
    ) -> String? {
        resolvedTable(name, for: languages, hash: hash).texts.text(of: key, hash: keyHash, seed: tables.seed)
    }

    /// `text(forKey:…)` for a key whose UTF-8 bytes are not stored contiguously (a bridged
    /// string), from a copy of them; kept out of line, so that the hot path is inlined once.
    @inline(never)
    private func text(
        ofCopied key: String, name: String, languages: [String], table: String?, preferences: [String]?
    ) -> String {
        let found = Array(key.utf8).withUnsafeBytes {
            text(of: $0, name: name, languages: languages, table: table, preferences: preferences)
        }
        return found ?? key
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
        let resolved = resolvedTable(table, preferences: preferredLanguages)
        guard let index = resolved.texts.index(of: key) else { return key }
        return LocalizedFormatter.format(
            resolved.value(at: index), arguments: arguments, locale: resolved.source(at: index).locale)
    }

    /// Looks a key up and explains the result; throws when a table on the way is malformed.
    public func lookup(
        _ key: String, table: String? = nil, preferredLanguages: [String]? = nil
    ) throws(LocalizationBundleError) -> LocalizationLookup {
        let tableName = table ?? options.defaultTable
        let resolved = resolvedTable(table, preferences: preferredLanguages)
        if let problem = resolved.problems.first { throw problem }
        guard let index = resolved.texts.index(of: key) else {
            return LocalizationLookup(
                key: key, table: tableName, value: key, rawValue: nil, source: .missing, localization: nil,
                file: nil, layer: nil, chain: resolved.chain)
        }
        let source = resolved.source(at: index)
        return LocalizationLookup(
            key: key, table: tableName, value: resolved.texts.text(at: index), rawValue: resolved.value(at: index),
            source: .found, localization: source.localization, file: source.origin, layer: source.layer,
            chain: resolved.chain)
    }

    /// The text of a key and the localization it came from, when some localization on
    /// the chain has the key and no table on the way is malformed: what `lookup` finds
    /// (`.found`), without building its explanation. For the packages' own fast paths:
    /// SPI rather than `package`, because the adapters' type-check tests compile the
    /// modules with `swiftc`, outside SwiftPM's package name.
    @_spi(StandardButtons)
    public func foundText(
        forKey key: String, table: String?, preferredLanguages: [String]
    ) -> (text: String, localization: String)? {
        let resolved = resolvedTable(table, preferences: preferredLanguages)
        guard resolved.problems.isEmpty, let index = resolved.texts.index(of: key) else { return nil }
        return (resolved.texts.text(at: index), resolved.source(at: index).localization)
    }

    /// The resolved table for an optional table name and preference list (the
    /// defaults when `nil`): the published one when there is one.
    func resolvedTable(_ table: String?, preferences: [String]?) -> ResolvedTable {
        let name = table ?? options.defaultTable
        let languages = preferences ?? preferredLanguages
        let hash = { self.cacheHash(table: table, preferences: preferences) }
        // The published table is retained here: the callers do more than one step with it.
        if let published = tables.published(table: name, preferences: languages, hash: hash) {
            return published.takeUnretainedValue().table
        }
        return resolvedTable(name, for: languages, hash: hash())
    }

    /// The published cache's hash of a table name and preference list; `nil` stands
    /// for the bundle's own, whose hashes are computed once.
    @inline(__always)
    private func cacheHash(table: String?, preferences: [String]?) -> UInt64 {
        let tableHash = table.map { KeyHash.hash($0, seed: tables.seed) } ?? defaultTableHash
        let preferencesHash = preferences.map { tables.preferencesHash($0) } ?? preferredLanguagesHash
        return ResolvedTableCache.combine(tableHash, preferencesHash)
    }

    /// The resolved table for a table name and preferences, built once and cached;
    /// the problems of a newly built table are reported.
    func resolvedTable(_ table: String, for preferences: [String], hash: UInt64) -> ResolvedTable {
        let (resolved, isNew) = tables.table(
            named: table, preferences: preferences, hash: hash, chain: { searchChain(for: preferences) }
        ) { chain in
            ResolvedTable(table: table, chain: chain, layers: layers, strict: options.strict)
        }
        if isNew, let diagnostics, !resolved.problems.isEmpty {
            let fresh = reported.withLock { seen in resolved.problems.filter { seen.insert($0.description).inserted } }
            for problem in fresh { diagnostics(problem) }
        }
        return resolved
    }
}
