/// One layer of a bundle: files (on disk or in memory) or tables built in
/// memory. File tables are parsed once, on first use, and kept.
final class BundleLayer: Sendable {
    /// What the layer holds.
    enum Content: Sendable {
        case files(BundleFiles)
        case tables([String: [String: LocalizationTable]])
    }

    let content: Content
    /// The localization folder names of the layer, as spelled (`Base` included).
    let localizations: [String]
    /// Catalog contents by table, then localization; read when the layer opens,
    /// since a catalog's localizations are only known from inside it.
    private let catalogTables: [String: Result<[String: LocalizationTable], LocalizationBundleError>]
    /// Which tables each localization has.
    private let tablesByLocalization: [String: Set<String>]
    /// Parsed tables by localization and table name; a failed parse is kept too.
    private let cache = Locked<[TableKey: Result<LocalizationTable, LocalizationBundleError>]>([:])

    private struct TableKey: Hashable {
        let localization: String
        let table: String
    }

    init(_ content: Content) {
        self.content = content
        var tables: [String: Set<String>] = [:]
        var catalogTables: [String: Result<[String: LocalizationTable], LocalizationBundleError>] = [:]
        switch content {
        case .files(let files):
            for file in files.tableFiles { tables[file.localization, default: []].insert(file.table) }
            for (table, path) in files.catalogs {
                let result = Result { () throws(LocalizationBundleError) in
                    try TableLoader.loadCatalog(files: files, path: path)
                }
                catalogTables[table] = result
                for localization in (try? result.get().keys).map(Array.init) ?? [] {
                    tables[localization, default: []].insert(table)
                }
            }
        case .tables(let byLocalization):
            for (localization, byTable) in byLocalization { tables[localization] = Set(byTable.keys) }
        }
        self.tablesByLocalization = tables
        self.catalogTables = catalogTables
        self.localizations = tables.keys.sorted()
    }

    /// Throws the parse error of the table's catalog, if it has one that failed to parse.
    func checkCatalog(_ table: String) throws(LocalizationBundleError) {
        if case .failure(let error) = catalogTables[table] { throw error }
    }

    /// Whether the localization has the table at all (for Apple's strict lookup).
    func hasTable(_ table: String, in localization: String) -> Bool {
        tablesByLocalization[localization]?.contains(table) == true
    }

    /// The table of a localization, parsed on first use; `nil` when the localization lacks it.
    func table(_ table: String, in localization: String) throws(LocalizationBundleError) -> LocalizationTable? {
        guard hasTable(table, in: localization) else { return nil }
        switch content {
        case .tables(let byLocalization):
            return byLocalization[localization]?[table]
        case .files(let files):
            let key = TableKey(localization: localization, table: table)
            if let cached = cache.withLock({ $0[key] }) { return try cached.get() }
            // Parsed outside the lock: two threads may parse the same table once
            // each at first use, and both get the same result.
            let result: Result<LocalizationTable, LocalizationBundleError>
            do {
                // A malformed catalog is reported by `checkCatalog`; the folder's own files still count.
                var loaded = (try? catalogTables[table]?.get())?[localization] ?? LocalizationTable()
                let fromFiles = try TableLoader.load(files: files, localization: localization, table: table)
                loaded.merge(fromFiles)
                result = .success(loaded)
            } catch {
                result = .failure(error)
            }
            cache.withLock { $0[key] = result }
            return try result.get()
        }
    }
}
