/// Turns a String Catalog into the XLIFF `<file>` Xcode's "Export Localizations" writes
/// for one language.
///
/// Each entry gives one unit per string: its key for a plain string, `key|==|path` for
/// each variation (`plural.one`, `device.iphone`, `device.iphone.plural.one`) and for the
/// cases of each substitution (`substitutions.count.plural.other`, after the unit holding
/// the `%#@count@` format itself). Within an entry, units are in the order of their ids.
/// The source is the source language's string (the key when the source language has
/// none); the target is the language's string with its state (`translated`, `new`,
/// `needs-review-translation`), left out when the language has none; the note is the
/// entry's comment. Plural variations get a unit for every category the language uses
/// (CLDR) and every one either side has, the source taken from the same category or
/// from `other`. Entries marked `shouldTranslate: false` are written with
/// `translate="no"`; stale entries are left out, and so are string sets (App Shortcuts
/// phrases), whose XLIFF form we have not seen. For the source language itself, an
/// untranslated string's target is its source in state `new`, as Xcode does.
///
/// ```swift
/// let file = try XLIFFExporter.file(for: catalog, original: "App/Localizable.xcstrings", language: "de")
/// let bytes = XLIFFWriter.write(XLIFFDocument(files: [file]))
/// ```
public enum XLIFFExporter {
    /// The plural categories in CLDR order.
    static let pluralOrder = PluralCategory.allCases.map(\.rawValue)

    /// The `<file>` for `catalog` in `language`, named `original`, with `tool` in its header.
    public static func file(
        for catalog: StringCatalog, original: String, language: String, tool: XLIFFTool? = nil
    ) throws(XLIFFExportError) -> XLIFFFile {
        var builder = Builder(
            sourceLanguage: catalog.sourceLanguage, language: language,
            languageCategories: pluralCategories(of: language))
        var seen = Set<String>()
        for (key, entry) in catalog.entries where seen.insert(key).inserted {
            guard entry.extractionState != .stale, !entry.localizations.values.contains(where: { $0.stringSet != nil })
            else { continue }
            try builder.add(key: key, entry: entry)
        }
        return XLIFFFile(
            original: original, sourceLanguage: catalog.sourceLanguage, targetLanguage: language, tool: tool,
            units: builder.units)
    }

    /// The plural categories a language uses (none when ICU does not know it).
    static func pluralCategories(of language: String) -> [String] {
        guard let rules = try? PluralRules(locale: language) else { return [] }
        return rules.categories.map(\.rawValue)
    }

    private struct Builder {
        let sourceLanguage: String
        let language: String
        let languageCategories: [String]
        var units: [XLIFFUnit] = []
        private var entryUnits: [XLIFFUnit] = []
        private var note: String?
        private var isTranslatable = true

        init(sourceLanguage: String, language: String, languageCategories: [String]) {
            self.sourceLanguage = sourceLanguage
            self.language = language
            self.languageCategories = languageCategories
        }

        mutating func add(key: String, entry: CatalogEntry) throws(XLIFFExportError) {
            note = entry.comment
            isTranslatable = entry.shouldTranslate != false
            entryUnits = []
            let source = entry.localizations[sourceLanguage]
            let target = language == sourceLanguage ? source : entry.localizations[language]
            try walk(
                source: source, fallback: source?.stringUnit?.value ?? key, target: target,
                id: XLIFFUnitID(key: key))
            entryUnits.sort { $0.id.unicodeScalars.lexicographicallyPrecedes($1.id.unicodeScalars) }
            units += entryUnits
        }

        /// Adds the units of one node: its own string, or its variations, then its substitutions.
        private mutating func walk(
            source: CatalogLocalization?, fallback: String, target: CatalogLocalization?, id: XLIFFUnitID
        ) throws(XLIFFExportError) {
            let sourceText = source?.stringUnit?.value ?? fallback
            let selectors = union(
                source?.variations.selectors.keys ?? [], target?.variations.selectors.keys ?? [])
            if selectors.isEmpty {
                try emit(id: id, source: sourceText, target: target?.stringUnit)
            }
            for selector in selectors {
                let sourceMap = source?.variations.selectors[selector]
                let targetMap = target?.variations.selectors[selector]
                for value in values(selector, sourceMap?.keys ?? [], targetMap?.keys ?? []) {
                    let sourceVariation = sourceMap?[value] ?? (selector == "plural" ? sourceMap?["other"] : nil)
                    try walk(
                        source: sourceVariation, fallback: sourceVariation?.stringUnit?.value ?? sourceText,
                        target: targetMap?[value], id: id.appending(selector, value))
                }
            }
            let names = union(source?.substitutions.keys ?? [], target?.substitutions.keys ?? [])
            for name in names {
                let sourceSubstitution = source?.substitutions[name]?.variations
                let targetSubstitution = target?.substitutions[name]?.variations
                let substitutionID = id.appending(XLIFFUnitID.substitutions, name)
                for selector in union(
                    sourceSubstitution?.selectors.keys ?? [], targetSubstitution?.selectors.keys ?? [])
                {
                    let sourceMap = sourceSubstitution?.selectors[selector]
                    let targetMap = targetSubstitution?.selectors[selector]
                    for value in values(selector, sourceMap?.keys ?? [], targetMap?.keys ?? []) {
                        let sourceVariation = sourceMap?[value] ?? (selector == "plural" ? sourceMap?["other"] : nil)
                        try walk(
                            source: sourceVariation, fallback: sourceVariation?.stringUnit?.value ?? "",
                            target: targetMap?[value], id: substitutionID.appending(selector, value))
                    }
                }
            }
        }

        private mutating func emit(id: XLIFFUnitID, source: String, target: CatalogStringUnit?)
            throws(XLIFFExportError)
        {
            var unit = XLIFFUnit(id: id.description, source: source, note: note, isTranslatable: isTranslatable)
            if let target {
                unit.target = target.value
                unit.state = target.state.xliffState
            } else if language == sourceLanguage {
                unit.target = source
                unit.state = TranslationState.new.xliffState
            }
            for text in [unit.id, unit.source, unit.target ?? "", unit.note ?? ""] {
                if let character = XLIFFWriter.unwritableCharacter(in: text) {
                    throw XLIFFExportError(unitID: unit.id, language: language, character: character)
                }
            }
            entryUnits.append(unit)
        }

        /// The values of a selector to write: for plurals, the language's categories and
        /// every category either side has, in CLDR order; otherwise both sides' values.
        private func values(_ selector: String, _ source: [String], _ target: [String]) -> [String] {
            let present = union(source, target)
            guard selector == "plural" else { return present }
            let wanted = Set(present).union(languageCategories)
            return pluralOrder.filter { wanted.contains($0) } + present.filter { !pluralOrder.contains($0) }
        }

        private func union(_ first: [String], _ second: [String]) -> [String] {
            var seen = Set<String>()
            return (first + second).filter { seen.insert($0).inserted }
        }
    }
}

extension XLIFFUnitID {
    /// This id with one more step.
    func appending(_ selector: String, _ value: String) -> XLIFFUnitID {
        XLIFFUnitID(key: key, path: path + [Step(selector, value)])
    }
}
