import LocalizeKit

extension StandardType {
    /// The title in the user's preferred languages, from the built-in catalog.
    ///
    /// ```swift
    /// StandardType.cancel.title(preferredLanguages: ["ja"])   // "キャンセル"
    /// ```
    public func title(preferredLanguages: [String] = SystemLanguages.preferred) -> String {
        StandardButtonsCatalog.bundle.localizedString(
            forKey: titleKey, table: StandardButtonsCatalog.tableName, preferredLanguages: preferredLanguages)
    }

    /// The counted title ("Delete 3 Items") with the plural form the language
    /// needs for `count`; types without a counted title give their plain title.
    ///
    /// ```swift
    /// StandardType.delete.title(count: 5, preferredLanguages: ["ru"])   // "Удалить 5 объектов"
    /// ```
    public func title(count: Int, preferredLanguages: [String] = SystemLanguages.preferred) -> String {
        guard let key = countedTitleKey else { return title(preferredLanguages: preferredLanguages) }
        return StandardButtonsCatalog.bundle.localizedString(
            forKey: key, count: count, table: StandardButtonsCatalog.tableName,
            preferredLanguages: preferredLanguages)
    }

    /// How the title was resolved, for diagnostics: the chain searched and where the title was found.
    public func titleLookup(preferredLanguages: [String]) throws -> LocalizationLookup {
        try StandardButtonsCatalog.bundle.lookup(
            titleKey, table: StandardButtonsCatalog.tableName, preferredLanguages: preferredLanguages)
    }
}
