import LocalizeKit

/// `btnloc convert`: between a String Catalog and `.lproj` tables, both ways.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert between a String Catalog and <lang>.lproj .strings/.stringsdict tables."
    static let help = """
        OVERVIEW: Convert between a String Catalog and <lang>.lproj .strings/.stringsdict tables.

        A .xcstrings file becomes <lang>.lproj/<Table>.strings and .stringsdict files
        under the output folder (created if needed); <Table> is the catalog's file
        name, or --table. Plain strings go to .strings with the entry's comment;
        plural variations, substitutions and device variations go to .stringsdict.
        Files of the same table already in the folder are replaced; other files are
        left alone.

        A folder of <lang>.lproj folders becomes String Catalogs, as Xcode migrates
        them: values in state translated, comments from the source language's
        tables, '%#@name@' plurals as plural variations, other stringsdict formats as
        substitutions, extractionState migrated. With -o FILE.xcstrings, one catalog
        is written: the folder's only table, or the one --table names (required when
        there are several). With -o FOLDER, every table (or the --table one) is
        written to FOLDER/<Table>.xcstrings.

        Whatever the target cannot carry (translation states other than translated,
        extractionState, shouldTranslate, string sets, unknown fields, stringsdict
        rule types other than plural…) is named in a warning on standard error.
        The paths written are printed, one per line. Every file is replaced
        atomically.

        USAGE: btnloc convert <input> -o <output> [--table <name>] [--source-language <id>]

        ARGUMENTS:
          <input>                  A .xcstrings file or a folder of <lang>.lproj folders.

        OPTIONS:
          -o, --output <path>      The output folder (from a catalog), or a .xcstrings
                                   file or a folder (from .lproj tables).
          --table <name>           The table name to write or to read.
          --source-language <id>   The catalog's source language when reading .lproj
                                   tables; its tables give the comments (default: en).
          -h, --help               Show this help.

        EXIT STATUS:
          0 success, 64 usage error, 65 malformed input, 66 input missing or
          unreadable, 73 output cannot be written.

        EXAMPLES:
          $ btnloc convert Localizable.xcstrings -o Resources
          $ btnloc convert Resources -o Localizable.xcstrings --table Localizable

        """

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let table = try arguments.option("--table")
        let sourceLanguage = try SourceLanguageOption.parse(&arguments)
        let inputs = try arguments.remainingPositionals()
        guard let input = inputs.first else { throw .usage("missing input") }
        guard inputs.count == 1 else { throw .usage("unexpected argument '\(inputs[1])'") }
        guard let output else { throw .usage("missing -o <output>") }

        switch try LocalizationInput.read(input, command: name) {
        case .catalog(let catalog):
            guard PathKind(output) != .file else {
                throw CLIError("btnloc convert: cannot write '\(output)': Not a directory", exitCode: .cannotCreate)
            }
            let result = CatalogToLproj.convert(catalog, table: table ?? LocalizationInput.baseName(input))
            LocalizationInput.printWarnings(result.warnings, command: name, context: context)
            do {
                for path in try result.output.write(toDirectory: output) { context.print(path) }
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
        case .tree(let tree):
            let options = LprojToCatalog.Options(sourceLanguage: sourceLanguage)
            let tables: [String]
            let destination: (String) -> String
            if output.hasSuffix(".xcstrings") {
                tables = [try LocalizationInput.table(in: tree, at: input, requested: table, command: name)]
                destination = { _ in output }
            } else {
                guard PathKind(output) != .file else {
                    throw CLIError(
                        "btnloc convert: cannot write '\(output)': Not a directory (name a .xcstrings file to write one catalog)",
                        exitCode: .cannotCreate)
                }
                if let table {
                    tables = [try LocalizationInput.table(in: tree, at: input, requested: table, command: name)]
                } else {
                    tables = tree.tableNames
                    guard !tables.isEmpty else {
                        _ = try LocalizationInput.table(in: tree, at: input, requested: nil, command: name)
                        return .success
                    }
                }
                do {
                    try PathKind.createDirectory(output)
                } catch {
                    throw LocalizationInput.failure(error, command: name)
                }
                destination = { output + "/" + $0 + ".xcstrings" }
            }
            for name in tables {
                let result = LprojToCatalog.convert(tree, table: name, options: options)
                LocalizationInput.printWarnings(result.warnings, command: Self.name, context: context)
                let path = destination(name)
                do {
                    try XCStringsWriter.write(result.output, toFile: path)
                } catch {
                    throw LocalizationInput.failure(error, command: Self.name)
                }
                context.print(path)
            }
        }
        return .success
    }
}
