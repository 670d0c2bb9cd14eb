/// The `.strings` and `.stringsdict` tables of a folder of `<lang>.lproj`
/// folders, by localization and table name: what `btnloc convert` reads and
/// writes on the `.lproj` side.
///
/// Only `<lang>.lproj/<Table>.strings` and `<lang>.lproj/<Table>.stringsdict`
/// files take part; anything else in the folder is ignored when reading and
/// left alone when writing.
///
/// ```swift
/// let tree = try LprojTree.read(directory: "Resources")
/// tree.tableNames                                  // ["Localizable", "StandardButtons"]
/// tree["de", table: "StandardButtons"]?.strings?["Button.Add"]   // "Hinzufügen"
/// try tree.write(toDirectory: "Out")
/// ```
public struct LprojTree: Hashable, Sendable {
    /// The tables by localization folder name (without `.lproj`: `de`, `en-GB`, `Base`) and table name.
    public var localizations: [String: [String: LprojTable]]

    /// Creates a tree from its tables.
    public init(localizations: [String: [String: LprojTable]] = [:]) {
        self.localizations = localizations
    }

    /// One table of one localization; setting `nil` removes it.
    public subscript(localization: String, table table: String) -> LprojTable? {
        get { localizations[localization]?[table] }
        set {
            localizations[localization, default: [:]][table] = newValue
            if localizations[localization]?.isEmpty == true { localizations[localization] = nil }
        }
    }

    /// One table of one localization, with a default for reading and changing it in place.
    subscript(localization: String, table table: String, default defaultValue: LprojTable) -> LprojTable {
        get { self[localization, table: table] ?? defaultValue }
        set { self[localization, table: table] = newValue }
    }

    /// The localization folder names, sorted.
    public var localizationNames: [String] { localizations.keys.sorted() }

    /// The names of the tables in any localization, sorted.
    public var tableNames: [String] {
        Set(localizations.values.flatMap { $0.keys }).sorted()
    }

    /// The localizations that have a table of that name, sorted.
    public func localizationNames(havingTable table: String) -> [String] {
        localizations.compactMap { $0.value[table] == nil ? nil : $0.key }.sorted()
    }

    // MARK: Reading

    /// Reads a tree from files held in memory, by path relative to the tree's
    /// root (`de.lproj/Localizable.strings`). `root`, when given, is put before
    /// the paths in errors.
    public static func read(files: [String: [UInt8]], root: String? = nil) throws(ParseError) -> LprojTree {
        var tree = LprojTree()
        for path in files.keys.sorted() {
            guard let (localization, table, kind) = classify(path), let bytes = files[path] else { continue }
            let shown = root.map { $0 + "/" + path } ?? path
            var entry = tree[localization, table: table] ?? LprojTable()
            switch kind {
            case .strings: entry.strings = try StringsFileReader.read(bytes, file: shown)
            case .stringsDict: entry.stringsDict = try StringsDictReader.read(bytes, file: shown)
            }
            tree[localization, table: table] = entry
        }
        return tree
    }

    /// Reads the tables of a folder on disk. Throws `FileError` when the folder
    /// or a file cannot be read, and `ParseError` (naming the file) when a file is malformed.
    public static func read(directory: String) throws -> LprojTree {
        var files: [String: [UInt8]] = [:]
        for file in try tableFiles(inDirectory: directory) {
            files[file.relativePath] = try FileInput.readAll(path: directory + "/" + file.relativePath)
        }
        return try read(files: files, root: directory)
    }

    /// The names of the tables the `<lang>.lproj` folders in `directory` hold, sorted,
    /// found from the file names alone (no file is read). Throws `FileError` as
    /// `read(directory:)` does for a folder that is missing or cannot be listed.
    ///
    /// ```swift
    /// try LprojTree.tableNames(inDirectory: "Resources")   // ["Localizable", "StandardButtons"]
    /// ```
    public static func tableNames(inDirectory directory: String) throws(FileError) -> [String] {
        Set(try tableFiles(inDirectory: directory).map(\.table)).sorted()
    }

    /// A table file in a folder of `.lproj` folders.
    struct TableFile {
        /// The path below the folder: `de.lproj/Localizable.strings`.
        var relativePath: String
        var localization: String
        var table: String
        var kind: FileKind
    }

    /// The table files of the `<lang>.lproj` folders in `directory`, in no particular order.
    static func tableFiles(inDirectory directory: String) throws(FileError) -> [TableFile] {
        guard Directory.exists(directory) else {
            // Distinguish "missing" from "not a folder" with the system's reason.
            _ = try Directory.list(directory)
            throw FileError(.read, path: directory, reason: "Not a directory")
        }
        var files: [TableFile] = []
        for folder in try Directory.list(directory) where folder.hasSuffix(".lproj") {
            let folderPath = directory + "/" + folder
            guard Directory.exists(folderPath) else { continue }
            for name in try Directory.list(folderPath) {
                let relative = folder + "/" + name
                guard let (localization, table, kind) = classify(relative) else { continue }
                files.append(TableFile(relativePath: relative, localization: localization, table: table, kind: kind))
            }
        }
        return files
    }

    // MARK: Writing

    /// The files of the tree, by relative path: `.strings` as UTF-8, `.stringsdict` as XML.
    public func files() -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for (localization, tables) in localizations {
            for (name, table) in tables {
                let folder = localization + ".lproj/" + name
                if let strings = table.strings { result[folder + ".strings"] = StringsFileWriter.data(strings) }
                if let dict = table.stringsDict { result[folder + ".stringsdict"] = StringsDictWriter.data(dict) }
            }
        }
        return result
    }

    /// Writes every file of the tree under `directory`, creating folders as
    /// needed; each file is replaced atomically. Returns the paths written, sorted.
    ///
    /// Every localization and table name must be a plain name (`isPlainName`),
    /// so that every file lands inside `directory`: otherwise nothing is
    /// written and the error names the first offending path.
    @discardableResult
    public func write(toDirectory directory: String) throws(FileError) -> [String] {
        for (localization, tables) in localizations {
            for name in tables.keys where !Self.isPlainName(localization) || !Self.isPlainName(name) {
                throw FileError(
                    .write, path: directory + "/" + localization + ".lproj/" + name,
                    reason: "'\(Self.isPlainName(localization) ? name : localization)' is not a plain file name")
            }
        }
        let files = files()
        var written: [String] = []
        for relative in files.keys.sorted() {
            guard let bytes = files[relative] else { continue }
            let path = directory + "/" + relative
            if let slash = path.lastIndex(of: "/") { try Directory.create(String(path[..<slash])) }
            try AtomicFile.write(bytes, to: path)
            written.append(path)
        }
        return written
    }

    // MARK: Paths

    /// Whether a localization or table name can be a file name inside a folder:
    /// not empty, without `/`, `..` or NUL, and not `.`.
    ///
    /// ```swift
    /// LprojTree.isPlainName("Localizable")   // true
    /// LprojTree.isPlainName("../../x")       // false
    /// ```
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
            && !zip(name.utf8, name.utf8.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
    }

    enum FileKind {
        case strings
        case stringsDict
    }

    /// The localization, table and kind of a relative path, if it is a table file.
    static func classify(_ path: String) -> (String, String, FileKind)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].hasSuffix(".lproj"), parts[0].count > 6 else { return nil }
        let localization = String(parts[0].dropLast(6))
        let file = parts[1]
        if file.hasSuffix(".stringsdict"), file.count > 12 {
            return (localization, String(file.dropLast(12)), .stringsDict)
        }
        if file.hasSuffix(".strings"), file.count > 8 {
            return (localization, String(file.dropLast(8)), .strings)
        }
        return nil
    }
}
