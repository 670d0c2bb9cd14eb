extension StringCatalog {
    /// The catalog with only the localizations in `languages` (the source
    /// language is kept whatever `languages` says).
    ///
    /// ```swift
    /// let smaller = catalog.keepingLanguages(["de", "fr"])   // en, de and fr
    /// ```
    public func keepingLanguages(_ languages: Set<String>) -> StringCatalog {
        var result = self
        for position in result.entries.indices {
            let localizations = result.entries[valueAt: position].localizations
            guard localizations.contains(where: { !languages.contains($0.key) && $0.key != sourceLanguage }) else {
                continue
            }
            var kept = CatalogMap(
                localizations.filter { languages.contains($0.key) || $0.key == sourceLanguage }.map {
                    ($0.key, $0.value)
                }
            )
            kept.isPresentWhenEmpty = localizations.isPresentWhenEmpty
            result.entries[valueAt: position].localizations = kept
        }
        return result
    }

    /// The catalog with only the entries whose key passes `isIncluded`.
    ///
    /// ```swift
    /// let buttons = catalog.keepingEntries { $0.hasPrefix("Button.") }
    /// ```
    public func keepingEntries(where isIncluded: (String) -> Bool) -> StringCatalog {
        var result = self
        var kept = CatalogMap(entries.filter { isIncluded($0.key) }.map { ($0.key, $0.value) })
        kept.isPresentWhenEmpty = true
        result.entries = kept
        return result
    }

    /// The catalog with `prefix` put before every key (`MyApp.` gives `MyApp.Button.Add`).
    public func prefixingKeys(_ prefix: String) -> StringCatalog {
        guard !prefix.isEmpty else { return self }
        var result = self
        var renamed = CatalogMap(entries.map { (prefix + $0.key, $0.value) })
        renamed.isPresentWhenEmpty = true
        result.entries = renamed
        return result
    }
}
