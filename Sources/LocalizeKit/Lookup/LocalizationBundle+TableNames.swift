extension LocalizationBundle {
    /// The names of the bundle's tables, sorted: every `<Table>` of a
    /// `<lang>.lproj/<Table>.strings` or `.stringsdict` file, of a
    /// `<Table>.xcstrings` catalog, or of the tables built in memory, in any layer.
    ///
    /// ```swift
    /// let bundle = try LocalizationBundle(directory: "Resources")
    /// bundle.tableNames                      // ["StandardButtons"]
    /// bundle.hasTable("Localizable")         // false: a lookup there finds nothing
    /// ```
    public var tableNames: [String] {
        tableNameSet().sorted()
    }

    /// Whether any localization of the bundle has a table of that name.
    public func hasTable(_ name: String) -> Bool {
        tableNameSet().contains(name)
    }

    /// The table names, gathered from the layers once (the bundle is immutable).
    private func tableNameSet() -> Set<String> {
        if let names = tableNameCache.withLock({ $0 }) { return names }
        var names = Set<String>()
        for layer in layers {
            switch layer.content {
            case .files(let files):
                for file in files.tableFiles { names.insert(file.table) }
                names.formUnion(files.catalogs.keys)
            case .tables(let byLocalization):
                for tables in byLocalization.values { names.formUnion(tables.keys) }
            }
        }
        tableNameCache.withLock { $0 = names }
        return names
    }
}
