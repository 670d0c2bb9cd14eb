import LocalizeKit
import StandardButtons

/// The `--overrides`, `--overrides-table` and `--definitions` options of the commands
/// that resolve or export button titles: an app's own titles, consulted key by key
/// before the built-in ones, and its own button definitions. Parsing reads the
/// option values only; ``load(command:)`` reads the files.
struct ButtonSourcesOption {
    /// `--overrides`: an app's catalog or folder of `.lproj` folders.
    var overridesPath: String?
    /// `--overrides-table`: the table of a folder to use.
    var overridesTable: String?
    /// `--definitions`: a definitions file.
    var definitionsPath: String?

    /// Help lines for the options.
    static let help = """
          --overrides <path>       An app's titles, consulted key by key before the built-in
                                   ones: a .xcstrings catalog, or a folder of <lang>.lproj
                                   folders (an app bundle's resources).
          --overrides-table <name>
                                   The table of that folder to use (default: StandardButtons
                                   when the folder has it, else Localizable).
          --definitions <file>     Button definitions of the app (JSON, format version 1;
                                   see README): their types join the built-in ones.
        """

    /// Reads the option values; `--overrides-table` only goes with `--overrides`.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> ButtonSourcesOption {
        let result = ButtonSourcesOption(
            overridesPath: try arguments.option("--overrides"),
            overridesTable: try arguments.option("--overrides-table"),
            definitionsPath: try arguments.option("--definitions"))
        if result.overridesTable != nil && result.overridesPath == nil {
            throw .usage("--overrides-table needs --overrides")
        }
        return result
    }

    /// Reads the files: a missing one exits 66, a malformed one 65 with `file:line:column`.
    func load(command: String) throws(CLIError) -> ButtonSources {
        var sources = ButtonSources()
        if let overridesPath {
            sources.overrides = try Self.readOverrides(overridesPath, table: overridesTable, command: command)
        }
        if let definitionsPath {
            sources.definitions = try Self.readDefinitions(definitionsPath, command: command)
        }
        return sources
    }

    /// Reads a definitions file, its errors turned into exit codes.
    static func readDefinitions(_ path: String, command: String) throws(CLIError) -> ButtonDefinitionFile {
        do {
            return try ButtonDefinitionFile(contentsOfFile: path)
        } catch {
            throw LocalizationInput.failure(error, command: command)
        }
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
