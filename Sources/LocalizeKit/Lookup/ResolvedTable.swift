/// One table flattened for one search chain: every key with the value the
/// chain resolves it to, so that a lookup is a single hash lookup.
final class ResolvedTable: Sendable {
    /// A resolved value and where it came from.
    struct Entry: Sendable {
        let value: LocalizedValue
        let text: String
        let localization: String
        let locale: LocaleIdentifier
        let layer: Int
        let origin: String?
    }

    let name: String
    let chain: [String]
    let entries: [String: Entry]
    /// The resolved text by key: what the hot path returns, without copying an `Entry`.
    let texts: KeyedTexts

    /// Flattens `table` along `chain`. Layers are searched top first within
    /// each localization. In strict mode only the first localization of the
    /// chain that has the table is used, as on Apple platforms.
    init(table: String, chain: [String], layers: [BundleLayer], strict: Bool) throws(LocalizationBundleError) {
        for layer in layers { try layer.checkCatalog(table) }
        var steps = chain
        if strict, let first = chain.first(where: { name in layers.contains { $0.hasTable(table, in: name) } }) {
            steps = [first]
        }
        var entries: [String: Entry] = [:]
        // Least preferred first, bottom layer first: later inserts win.
        for localization in steps.reversed() {
            let locale = Self.locale(for: localization, chain: chain)
            for (index, layer) in layers.enumerated().reversed() {
                guard let content = try layer.table(table, in: localization) else { continue }
                for (key, value) in content.values {
                    entries[key] = Entry(
                        value: value, text: value.defaultText, localization: localization, locale: locale,
                        layer: index, origin: content.origins[key])
                }
            }
        }
        self.name = table
        self.chain = steps
        self.entries = entries
        self.texts = KeyedTexts(entries.mapValues(\.text))
    }

    /// The locale whose plural rules and digits apply to values of a localization;
    /// `Base` uses the first real localization of the chain.
    private static func locale(for localization: String, chain: [String]) -> LocaleIdentifier {
        if let id = try? LocaleIdentifier(parsing: localization) { return id }
        for name in chain { if let id = try? LocaleIdentifier(parsing: name) { return id } }
        return LocaleIdentifier(language: "en")
    }
}
