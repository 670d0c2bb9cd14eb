import LocalizeKit
import StandardButtons

/// The `--overrides`, `--overrides-table` and `--definitions` options of the commands
/// that resolve or export button titles: an app's own titles, consulted key by key
/// before the built-in ones, and its own button definitions.
struct ButtonSourcesOption {
    /// The app's titles, if `--overrides` was given.
    var overrides: ButtonTitleSource?
    /// The definitions file, if `--definitions` was given.
    var definitions: ButtonDefinitionFile?
    /// The definitions file's path.
    var definitionsPath: String?

    /// Help lines for the options.
    static let help = """
          --overrides <path>       An app's titles, consulted key by key before the built-in
                                   ones: a .xcstrings catalog, or a folder of <lang>.lproj
                                   folders (an app bundle's resources).
          --overrides-table <name> The table of a folder to use (default: StandardButtons
                                   when the folder has it, else Localizable).
          --definitions <file>     Button definitions of the app (JSON, format version 1;
                                   see README): their types join the built-in ones.
        """

    /// Reads the options; `--overrides-table` only with `--overrides`. A missing file
    /// exits 66, a malformed one 65 with `file:line:column`.
    static func parse(_ arguments: inout Arguments, command: String) throws(CLIError) -> ButtonSourcesOption {
        var result = ButtonSourcesOption()
        let overridesPath = try arguments.option("--overrides")
        let table = try arguments.option("--overrides-table")
        if let overridesPath {
            result.overrides = try readOverrides(overridesPath, table: table, command: command)
        } else if table != nil {
            throw .usage("--overrides-table needs --overrides")
        }
        if let path = try arguments.option("--definitions") {
            do {
                result.definitions = try ButtonDefinitionFile(contentsOfFile: path)
                result.definitionsPath = path
            } catch {
                throw LocalizationInput.failure(error, command: command)
            }
        }
        return result
    }

    /// The definitions of the file, after the built-in types.
    var types: [StandardType] { StandardType.allCases + (definitions?.definitions ?? []) }

    /// A resolver over the built-in titles with the app's overrides first, then the
    /// definitions file's own titles, for the languages given.
    func resolver(languages: [String]) -> ButtonTitleResolver {
        ButtonTitleResolver(
            overrides: [overrides, definitions?.titles].compactMap { $0 }, languages: .fixed(languages))
    }

    /// The type named `name`: a built-in one or a definition's.
    func type(named name: String) -> StandardType? {
        StandardType(identifier: name) ?? definitions?.definitions.first { $0.identifier == name }
    }

    private static func readOverrides(
        _ path: String, table: String?, command: String
    ) throws(CLIError) -> ButtonTitleSource {
        switch try LocalizationInput.read(path, command: command) {
        case .catalog(let catalog):
            return ButtonTitleSource(catalog: catalog, table: table ?? LocalizationInput.baseName(path))
        case .tree(let tree):
            let names = tree.tableNames
            let preferred =
                names.contains(StandardButtonsCatalog.tableName) ? StandardButtonsCatalog.tableName : "Localizable"
            let name = try LocalizationInput.table(
                in: tree, at: path, requested: table, preferred: preferred, command: command)
            return ButtonTitleSource(
                bundle: LocalizationBundle(files: tree.files(), options: .init(defaultTable: name)), table: name)
        }
    }
}
