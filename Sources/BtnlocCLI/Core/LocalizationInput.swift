import LocalizeKit

/// An input of `convert`, `export` and `merge`: a String Catalog file or a
/// folder of `<lang>.lproj` folders, read with errors turned into exit codes.
enum LocalizationInput {
    case catalog(StringCatalog)
    case tree(LprojTree)

    /// Reads a folder as `.lproj` tables and anything else as a catalog.
    static func read(_ path: String, command: String) throws(CLIError) -> LocalizationInput {
        switch PathKind(path) {
        case .directory:
            return .tree(try readTree(path, command: command))
        case .file, .missing:
            return .catalog(try readCatalog(path, command: command))
        }
    }

    /// Reads a catalog file: malformed exits 65 with `file:line:column: error:`, unreadable 66.
    static func readCatalog(_ path: String, command: String) throws(CLIError) -> StringCatalog {
        do {
            return try XCStringsReader.read(contentsOfFile: path)
        } catch {
            throw failure(error, command: command)
        }
    }

    /// Reads a catalog given as bytes (standard input, named `<stdin>` in errors): malformed exits 65.
    static func readCatalog(bytes: [UInt8], command: String) throws(CLIError) -> StringCatalog {
        do {
            return try XCStringsReader.read(bytes, file: CommandContext.standardInputName)
        } catch {
            throw failure(error, command: command)
        }
    }

    /// The size of a regular file in bytes, 0 when it cannot be known.
    static func fileSize(_ path: String) -> Int {
        guard PathKind(path) == .file else { return 0 }
        return ((try? FileInput(path: path))?.size) ?? 0
    }

    /// `195 MB`.
    static func megabytes(_ bytes: Int) -> String {
        "\((bytes + 500_000) / 1_000_000) MB"
    }

    /// Reads a folder of `.lproj` tables.
    static func readTree(_ path: String, command: String) throws(CLIError) -> LprojTree {
        do {
            return try LprojTree.read(directory: path)
        } catch {
            throw failure(error, command: command)
        }
    }

    /// The exit code and message for an error met while reading or writing.
    static func failure(_ error: any Error, command: String) -> CLIError {
        switch error {
        case let error as ParseError:
            return CLIError(error.description, exitCode: .dataError)
        case let error as FileError:
            return CLIError(
                "btnloc \(command): \(error)", exitCode: error.operation == .read ? .noInput : .cannotCreate)
        case let error as CLIError:
            return error
        default:
            return CLIError("btnloc \(command): \(error)", exitCode: .software)
        }
    }

    /// The table of a tree to use: `requested`, else `preferred` when the tree
    /// has it, else the tree's only table.
    static func table(
        in tree: LprojTree, at path: String, requested: String?, preferred: String? = nil, command: String
    ) throws(CLIError) -> String {
        let names = tree.tableNames
        if let requested {
            guard names.contains(requested) else {
                throw CLIError(
                    "btnloc \(command): '\(path)' has no table '\(requested)'" + listing(names), exitCode: .noInput)
            }
            return requested
        }
        if let preferred, names.contains(preferred) { return preferred }
        guard let only = names.first else {
            throw CLIError(
                "btnloc \(command): '\(path)' has no <lang>.lproj/<Table>.strings or .stringsdict files",
                exitCode: .noInput)
        }
        guard names.count == 1 else {
            throw .usage("'\(path)' has several tables; choose one with --table" + listing(names))
        }
        return only
    }

    private static func listing(_ names: [String]) -> String {
        names.isEmpty ? "" : " (tables: " + names.joined(separator: ", ") + ")"
    }

    /// The file name of a path without its folder and extension (`Localizable` for `a/Localizable.xcstrings`).
    static func baseName(_ path: String) -> String {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }

    /// Prints conversion warnings on standard error, one line per kind.
    static func printWarnings(_ warnings: [ConversionWarning], command: String, context: CommandContext) {
        for line in ConversionWarning.summarize(warnings) {
            context.printError("btnloc \(command): warning: \(line)")
        }
    }
}
