/// Reads one table of one localization from a bundle's files: the `.strings`
/// file, then the `.stringsdict` file, whose entries win (as on Apple platforms).
enum TableLoader {
    static func load(files: BundleFiles, localization: String, table: String) throws(LocalizationBundleError)
        -> LocalizationTable
    {
        var result = LocalizationTable()
        let matching = files.tableFiles.filter { $0.localization == localization && $0.table == table }
        for kind in [BundleFiles.Kind.strings, .stringsdict] {
            for file in matching where file.kind == kind {
                let bytes = try files.read(file.path)
                let path = files.displayPath(file.path)
                do {
                    switch kind {
                    case .strings:
                        result.merge(values(of: try StringsFileReader.read(bytes, file: path)), origin: path)
                    case .stringsdict:
                        result.merge(values(of: try StringsDictReader.read(bytes, file: path)), origin: path)
                    }
                } catch {
                    throw .malformed(error)
                }
            }
        }
        return result
    }

    /// Reads a `<Table>.xcstrings` catalog into tables per localization.
    static func loadCatalog(files: BundleFiles, path: String) throws(LocalizationBundleError)
        -> [String: LocalizationTable]
    {
        let bytes = try files.read(path)
        let display = files.displayPath(path)
        do {
            return CatalogLookupValues.tables(from: try XCStringsReader.read(bytes, file: display), origin: display)
        } catch {
            throw .malformed(error)
        }
    }

    /// Plain values of a `.strings` table, in file order; the last of duplicate keys wins.
    static func values(of table: StringsTable) -> [(key: String, value: LocalizedValue)] {
        table.entries.map { (key: $0.key, value: LocalizedValue.text($0.value)) }
    }

    /// Plural formats of a `.stringsdict` table (plural-rule variables only), in file order.
    static func values(of table: StringsDictTable) -> [(key: String, value: LocalizedValue)] {
        table.entries.compactMap { entry in
            guard let format = entry.formatKey else { return nil }
            var variables: [String: PluralVariable] = [:]
            for variable in entry.variables where variable.ruleType == .plural {
                variables[variable.name] = PluralVariable(valueType: variable.valueType, forms: variable.forms)
            }
            let value: LocalizedValue =
                variables.isEmpty ? .text(format) : .plural(PluralFormat(format: format, variables: variables))
            return (entry.key, value)
        }
    }
}
