/// One table flattened for one search chain: every key with the value the
/// chain resolves it to, so that a lookup is a single hash lookup.
///
/// Built leniently: a malformed table file (or catalog) on the chain is left
/// out, so its keys come from the next localization that has them, and the
/// problem is kept in `problems` for `lookup` to throw and the bundle's
/// diagnostics handler to report.
final class ResolvedTable: Sendable {
    /// Where resolved values came from: one per localization, layer and file.
    struct Source: Sendable, Hashable {
        let localization: String
        let locale: LocaleIdentifier
        let layer: Int
        let origin: String?
    }

    /// The table name.
    let name: String
    /// The localizations searched, in order.
    let chain: [String]
    /// The resolved text by key, and each key's entry number.
    let texts: KeyedTexts
    /// The raw value of each entry, by entry number.
    private let values: [LocalizedValue]
    /// The source of each entry (an index into `sources`), by entry number.
    private let sourceIndices: [UInt32]
    private let sources: [Source]
    /// The malformed files left out, in chain order.
    let problems: [LocalizationBundleError]

    /// Flattens `table` along `chain`. Layers are searched top first within
    /// each localization. In strict mode only the first localization of the
    /// chain that has the table (well formed) is used, as on Apple platforms.
    init(table: String, chain: [String], layers: [BundleLayer], strict: Bool) {
        var problems: [LocalizationBundleError] = []
        for layer in layers {
            do { try layer.checkCatalog(table) } catch { problems.append(error) }
        }
        var found: [(source: Source, content: LocalizationTable)] = []
        var steps = chain
        for localization in chain {
            let locale = Self.locale(for: localization, chain: chain)
            var hasTable = false
            for (index, layer) in layers.enumerated() {
                do {
                    guard let content = try layer.table(table, in: localization) else { continue }
                    hasTable = true
                    found.append(
                        (Source(localization: localization, locale: locale, layer: index, origin: nil), content))
                } catch {
                    problems.append(error)
                }
            }
            if strict && hasTable {
                steps = [localization]
                break
            }
        }
        var keys = HashedKeys(expected: found.first?.content.values.count ?? 0)
        var texts: [String] = []
        var values: [LocalizedValue] = []
        var sourceIndices: [UInt32] = []
        var sources: [Source] = []
        var sourceNumbers: [Source: UInt32] = [:]
        // Most preferred first, top layer first: the first value of a key wins.
        for (source, content) in found {
            // Keys of one file come in a row: the last source found is tried first.
            var last: (origin: String?, number: UInt32)?
            content.forEachEntry { key, value, origin in
                // Hashed once, here: the map is built with these hashes.
                guard keys.insert(key) else { return }
                let number: UInt32
                if let last, last.origin == origin {
                    number = last.number
                } else {
                    let keySource = Source(
                        localization: source.localization, locale: source.locale, layer: source.layer,
                        origin: origin)
                    if let known = sourceNumbers[keySource] {
                        number = known
                    } else {
                        number = UInt32(sources.count)
                        sources.append(keySource)
                        sourceNumbers[keySource] = number
                    }
                    last = (origin, number)
                }
                texts.append(value.defaultText)
                values.append(value)
                sourceIndices.append(number)
            }
        }
        self.name = table
        self.chain = steps
        self.texts = KeyedTexts(keys, texts: texts)
        self.values = values
        self.sourceIndices = sourceIndices
        self.sources = sources
        self.problems = problems
    }

    /// The raw value of entry `index`.
    func value(at index: Int) -> LocalizedValue { values[index] }

    /// Where entry `index` came from.
    func source(at index: Int) -> Source { sources[Int(sourceIndices[index])] }

    /// The locale whose plural rules and digits apply to values of a localization;
    /// `Base` uses the first real localization of the chain.
    private static func locale(for localization: String, chain: [String]) -> LocaleIdentifier {
        if let id = try? LocaleIdentifier(parsing: localization) { return id }
        for name in chain { if let id = try? LocaleIdentifier(parsing: name) { return id } }
        return LocaleIdentifier(language: "en")
    }
}
