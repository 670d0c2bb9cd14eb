/// Brings translations from one String Catalog into another, changing as
/// little as possible.
///
/// Entries are matched by key and localizations by language. A localization
/// counts as present when it has a string that is not in state `new` (Xcode's
/// state for "not translated yet"): the other catalog's `new` strings are never
/// brought in, and the catalog's own `new` strings count as missing. A comment
/// is added to an entry that has none. Everything not changed stays as it
/// was, so writing the merged catalog with `XCStringsWriter` changes only the
/// bytes of what was added or replaced (when the file was in Xcode's formatting).
///
/// ```swift
/// var catalog = try XCStringsReader.read(contentsOfFile: "Localizable.xcstrings")
/// let other = try XCStringsReader.read(contentsOfFile: "Buttons.xcstrings")
/// let changes = CatalogMerger.merge(other, into: &catalog, strategy: .fill)
/// if changes.contains(where: { $0.kind == .added }) {
///     try XCStringsWriter.write(catalog, toFile: "Localizable.xcstrings")
/// }
/// ```
public enum CatalogMerger {
    /// Merges `other` into `catalog` and returns what changed (or, for
    /// `conflict` and `missing`, what was left alone), in the other catalog's key order.
    @discardableResult
    public static func merge(_ other: StringCatalog, into catalog: inout StringCatalog, strategy: MergeStrategy)
        -> [MergeChange]
    {
        var changes: [MergeChange] = []
        let applies = strategy != .ours
        var seen = Set<String>()
        for (key, theirs) in other.entries where seen.insert(key).inserted {
            guard let position = catalog.entries.index(forKey: key) else {
                var added = theirs
                var kept = CatalogMap<CatalogLocalization>()
                for (language, localization) in theirs.localizations where kept[language] == nil {
                    guard hasTranslation(localization) else { continue }
                    kept.append(key: language, value: localization)
                    changes.append(
                        MergeChange(
                            kind: applies ? .added : .missing, key: key, subject: .localization(language),
                            theirs: summary(localization)))
                }
                if kept.isEmpty {
                    changes.append(MergeChange(kind: applies ? .added : .missing, key: key, subject: .entry))
                }
                added.localizations = kept
                if applies { catalog.entries.append(key: key, value: added) }
                continue
            }
            var entry = catalog.entries[valueAt: position]
            var changed = false
            if entry.comment == nil, let comment = theirs.comment {
                changes.append(
                    MergeChange(kind: applies ? .added : .missing, key: key, subject: .comment, theirs: comment))
                if applies {
                    entry.comment = comment
                    changed = true
                }
            }
            var languages = Set<String>()
            for (language, their) in theirs.localizations where languages.insert(language).inserted {
                guard hasTranslation(their) else { continue }
                let ours = entry.localizations[language]
                guard let ours, hasTranslation(ours) else {
                    changes.append(
                        MergeChange(
                            kind: applies ? .added : .missing, key: key, subject: .localization(language),
                            ours: ours.map(summary), theirs: summary(their)))
                    if applies {
                        entry.localizations[language] = their
                        changed = true
                    }
                    continue
                }
                guard ours != their else { continue }
                let replaces = strategy == .theirs
                changes.append(
                    MergeChange(
                        kind: replaces ? .replaced : .conflict, key: key, subject: .localization(language),
                        ours: summary(ours), theirs: summary(their)))
                if replaces {
                    entry.localizations[language] = their
                    changed = true
                }
            }
            if changed { catalog.entries[valueAt: position] = entry }
        }
        return changes
    }

    /// Whether a localization holds a translation: a string (anywhere in its
    /// variations and substitutions) in a state other than `new`.
    public static func hasTranslation(_ localization: CatalogLocalization) -> Bool {
        if let unit = localization.stringUnit, unit.state != .new { return true }
        if let set = localization.stringSet, set.state != .new { return true }
        for (_, variations) in localization.variations.selectors {
            if variations.contains(where: { hasTranslation($0.value) }) { return true }
        }
        return false
    }

    /// A short text for a localization: its string, or its `other` plural form,
    /// or the first string found in its variations, with its state when not `translated`.
    static func summary(_ localization: CatalogLocalization) -> String {
        func unit(_ localization: CatalogLocalization) -> CatalogStringUnit? {
            if let unit = localization.stringUnit { return unit }
            let variations = localization.variations
            if let other = variations.plural?["other"], let unit = unit(other) { return unit }
            for (_, map) in variations.selectors {
                for (_, variation) in map { if let found = unit(variation) { return found } }
            }
            return nil
        }
        if let found = unit(localization) {
            return found.state == .translated ? found.value : found.value + " [\(found.state.rawValue)]"
        }
        if let set = localization.stringSet { return set.values.joined(separator: " | ") }
        return ""
    }
}
