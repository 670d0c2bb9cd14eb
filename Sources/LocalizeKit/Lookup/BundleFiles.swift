#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files of a bundle-style folder: `<localization>.lproj/<Table>.strings`,
/// `.stringsdict`, and `<Table>.xcstrings` catalogs, on disk or in memory.
struct BundleFiles: Sendable {
    /// Where the bytes come from.
    enum Storage: Sendable {
        case directory(String)
        case memory([String: [UInt8]])
    }

    /// One table file inside a localization folder.
    struct TableFile: Sendable, Hashable {
        /// The folder name without `.lproj`, as spelled on disk (`en_GB`, `Base`).
        let localization: String
        /// The table name (`Localizable`).
        let table: String
        /// `strings` or `stringsdict`.
        let kind: Kind
        /// The path relative to the bundle root.
        let path: String
    }

    /// The kinds of table file.
    enum Kind: String, Sendable {
        case strings
        case stringsdict
    }

    let storage: Storage
    /// Every `.strings` and `.stringsdict` file in a localization folder.
    let tableFiles: [TableFile]
    /// Every `.xcstrings` catalog: table name → relative path.
    let catalogs: [String: String]

    /// Lists a folder on disk; only the listing happens now, files are read on demand.
    init(directory: String) throws(LocalizationBundleError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory) else { throw .missing(directory) }
        var relativePaths: [String] = []
        let top: [String]
        do {
            top = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw .notADirectory(directory)
        }
        for name in top {
            if name.hasSuffix(".lproj") {
                let folder = directory + "/" + name
                let inner = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
                relativePaths.append(contentsOf: inner.map { name + "/" + $0 })
            } else {
                relativePaths.append(name)
            }
        }
        self.init(storage: .directory(directory), relativePaths: relativePaths)
    }

    /// Wraps files held in memory, keyed by relative path (`de.lproj/Main.strings`).
    init(files: [String: [UInt8]]) {
        self.init(storage: .memory(files), relativePaths: Array(files.keys))
    }

    private init(storage: Storage, relativePaths: [String]) {
        self.storage = storage
        var tableFiles: [TableFile] = []
        var catalogs: [String: String] = [:]
        for path in relativePaths.sorted() {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            if components.count == 1, let table = Self.stripSuffix(path, ".xcstrings") {
                catalogs[table] = path
            } else if components.count == 2, let localization = Self.stripSuffix(components[0], ".lproj") {
                let file = String(components[1])
                if let table = Self.stripSuffix(file, ".stringsdict") {
                    tableFiles.append(
                        TableFile(localization: localization, table: table, kind: .stringsdict, path: path))
                } else if let table = Self.stripSuffix(file, ".strings") {
                    tableFiles.append(TableFile(localization: localization, table: table, kind: .strings, path: path))
                }
            }
        }
        self.tableFiles = tableFiles
        self.catalogs = catalogs
    }

    /// The bytes of a file, by relative path.
    func read(_ path: String) throws(LocalizationBundleError) -> [UInt8] {
        switch storage {
        case .memory(let files):
            guard let bytes = files[path] else { throw .unreadable(path, "no such file") }
            return bytes
        case .directory(let root):
            let full = root + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else {
                throw .unreadable(full, "cannot read the file")
            }
            return [UInt8](data)
        }
    }

    /// The path to show in diagnostics for a relative path.
    func displayPath(_ path: String) -> String {
        switch storage {
        case .memory: path
        case .directory(let root): root + "/" + path
        }
    }

    private static func stripSuffix<S: StringProtocol>(_ text: S, _ suffix: String) -> String? {
        guard text.hasSuffix(suffix), text.count > suffix.count else { return nil }
        return String(text.dropLast(suffix.count))
    }
}
