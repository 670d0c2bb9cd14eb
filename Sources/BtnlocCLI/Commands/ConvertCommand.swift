import LocalizeKit

/// `btnloc convert`: between a String Catalog and `.lproj` tables, both ways.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert between a String Catalog and <lang>.lproj .strings/.stringsdict tables."
    static let help = """
        OVERVIEW: Convert between a String Catalog and <lang>.lproj .strings/.stringsdict tables.

        A .xcstrings file (or '-', a catalog on standard input) becomes
        <lang>.lproj/<Table>.strings and .stringsdict files under the output folder
        (created if needed); <Table> is the catalog's file name (Localizable for
        '-'), or --table. Plain strings go to .strings with the entry's comment;
        plural variations, substitutions and device variations go to .stringsdict.
        Files of the same table already in the folder are replaced; other files are
        left alone. Every file is written inside the output folder.

        Tables have no translation states: whatever they hold reads back as
        translated. So a language's value that is not translated (new, needs_review,
        stale) is left out of the tables, as are entries whose extractionState is
        stale, and a warning names them: an app built from the tables falls back for
        them, and converting the tables back never promotes them. The source
        language is always written. --include-untranslated writes them too; then
        give the original catalog to --states-from when converting back, which
        restores their states.

        A folder of <lang>.lproj folders becomes String Catalogs, as Xcode migrates
        them: values in state translated, comments from the source language's
        tables, '%#@name@' plurals as plural variations, other stringsdict formats as
        substitutions, extractionState migrated. With -o FILE.xcstrings, or -o - for
        standard output, one catalog is written: the folder's only table, or the one
        --table names (required when there are several). With -o FOLDER, every table
        (or the --table one) is written to FOLDER/<Table>.xcstrings.
        --states-from ORIGINAL.xcstrings gives each key the extractionState,
        shouldTranslate and string unit states of the catalog the tables were made
        from: an unchanged value takes its state back, a changed value whose
        original was not translated becomes needs_review.

        Whatever the target cannot carry (translation states, extractionState,
        shouldTranslate, string sets, unknown fields, stringsdict rule types other
        than plural…) is named in a warning on standard error. The paths written are
        printed, one per line (none with -o -). Every file is replaced atomically.
        Inputs over 50 MB show their progress on standard error when it is a
        terminal.

        USAGE: btnloc convert <input> -o <output> [--table <name>] [--source-language <id>]
                              [--include-untranslated] [--states-from <file.xcstrings>]

        ARGUMENTS:
          <input>                  A .xcstrings file, '-' for a catalog on standard input,
                                   or a folder of <lang>.lproj folders.

        OPTIONS:
          -o, --output <path>      The output folder (from a catalog: not a .xcstrings
                                   name, not '-'), or a .xcstrings file, '-' for
                                   standard output or a folder (from .lproj tables).
          --table <name>           The table name to write or to read: a plain name (no
                                   '/', '..' or NUL).
          --source-language <id>   The catalog's source language when reading .lproj
                                   tables; its tables give the comments (default: en).
          --include-untranslated   Also write values that are not translated, and stale
                                   entries (catalog to tables).
          --states-from <file>     The catalog the tables were made from: restore its
                                   states and entry fields (tables to catalog).
          -h, --help               Show this help.

        EXIT STATUS:
          0 success, 64 usage error (a --table that is not a plain name, -o FILE.xcstrings
          or -o - for a catalog), 65 malformed input, 66 input missing or unreadable,
          73 output cannot be written, 74 standard output cannot be written.

        EXAMPLES:
          $ btnloc convert Localizable.xcstrings -o Resources
          $ btnloc convert Resources -o Localizable.xcstrings --table Localizable
          $ btnloc convert App.xcstrings -o Tables --include-untranslated
          $ btnloc convert Tables -o App.xcstrings --states-from App.xcstrings

        """

    static var optionCompletions: [String: CompletionValues] {
        ["--source-language": .words(CompletionValues.languages), "--table": .none]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let table = try arguments.option("--table")
        let sourceLanguage = try SourceLanguageOption.parse(&arguments)
        let includesUntranslated = arguments.flag("--include-untranslated")
        let statesFrom = try arguments.option("--states-from")
        let inputs = try arguments.remainingPositionals()
        guard let input = inputs.first else { throw .usage("missing input") }
        guard inputs.count == 1 else { throw .usage("unexpected argument '\(inputs[1])'") }
        guard let output else { throw .usage("missing -o <output>") }
        if let table, !LprojTree.isPlainName(table) {
            throw .usage("--table '\(table)' is not a plain table name (no '/', '..' or NUL, not empty)")
        }

        // Options are checked before any input is read: a usage error does not wait for a large file.
        let inputKind = input == "-" ? nil : PathKind(input)
        switch inputKind {
        case .directory:
            if includesUntranslated { throw .usage("--include-untranslated applies to a catalog converted to tables") }
            let options = LprojToCatalog.Options(sourceLanguage: sourceLanguage)
            if try convertOnlyTable(input, table: table, to: output, options: options, statesFrom: statesFrom, context)
            {
                return .success
            }
            let tree = try LocalizationInput.readTree(input, command: name)
            let original = try statesFrom.map { path throws(CLIError) in
                try LocalizationInput.readCatalog(path, command: name)
            }
            try writeCatalogs(
                tree, input: input, table: table, to: output, options: options, original: original, context)
        case .missing:
            // Reported as the catalog that cannot be read, after the options a catalog takes are checked.
            if input.hasSuffix(".xcstrings") {
                _ = try catalogTableName(input, table: table, statesFrom: statesFrom)
                _ = try tablesFolder(output)
            }
            _ = try LocalizationInput.readCatalog(input, command: name)
        case .file, nil:
            let tableName = try catalogTableName(input, table: table, statesFrom: statesFrom)
            let folder = try tablesFolder(output)
            guard PathKind(folder) != .file else {
                throw CLIError("btnloc convert: cannot write '\(folder)': Not a directory", exitCode: .cannotCreate)
            }
            if input == "-" {
                let catalog = try LocalizationInput.readCatalog(bytes: context.readStandardInput(), command: name)
                try writeTables(
                    catalog, table: tableName, to: folder, includesUntranslated: includesUntranslated, context)
            } else {
                try convertCatalogFile(
                    input, table: tableName, to: folder, includesUntranslated: includesUntranslated, context)
            }
        }
        context.clearProgress()
        return .success
    }

    /// The table a catalog `input` converts to, once the options are checked to fit a
    /// catalog converted to tables (usage errors, before any input is read).
    private static func catalogTableName(_ input: String, table: String?, statesFrom: String?) throws(CLIError)
        -> String
    {
        if statesFrom != nil { throw .usage("--states-from applies to .lproj tables read into a catalog") }
        let tableName = table ?? (input == "-" ? "Localizable" : LocalizationInput.baseName(input))
        guard LprojTree.isPlainName(tableName) else {
            throw .usage("'\(input)' gives no plain table name; name one with --table")
        }
        return tableName
    }

    /// The folder a catalog's tables go to: `-o -` and a `.xcstrings` name are usage errors
    /// (checked before any input is read).
    private static func tablesFolder(_ output: OutputOption) throws(CLIError) -> String {
        let folder = try output.folder(purpose: "a catalog converts to <lang>.lproj folders")
        if folder.hasSuffix(".xcstrings") {
            throw .usage(
                "-o '\(folder)' names a String Catalog, but a catalog converts to <lang>.lproj folders: name a folder"
            )
        }
        return folder
    }

    /// A catalog file → `<lang>.lproj` tables under `output`, converted as it is read.
    private static func convertCatalogFile(
        _ input: String, table: String, to output: String, includesUntranslated: Bool, _ context: CommandContext
    ) throws(CLIError) {
        let size = LocalizationInput.fileSize(input)
        if size >= context.largeInputBytes {
            context.progress("btnloc convert: reading \(input) (\(LocalizationInput.megabytes(size)))…")
        }
        let result: ConversionResult<[String]>
        do {
            result = try CatalogToLproj.convert(
                contentsOfFile: input, table: table, toDirectory: output,
                options: .init(includesUntranslated: includesUntranslated))
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        context.clearProgress()
        LocalizationInput.printWarnings(result.warnings, command: name, context: context)
        for path in result.output { context.print(path) }
    }

    /// Catalog → `<lang>.lproj` tables under `output`.
    private static func writeTables(
        _ catalog: StringCatalog, table: String, to output: String, includesUntranslated: Bool,
        _ context: CommandContext
    ) throws(CLIError) {
        let result = CatalogToLproj.convert(
            catalog, table: table, options: .init(includesUntranslated: includesUntranslated))
        LocalizationInput.printWarnings(result.warnings, command: name, context: context)
        do {
            for path in try result.output.write(toDirectory: output) { context.print(path) }
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
    }

    /// `.lproj` tables holding one table (the one `--table` names, if any) → a catalog,
    /// converted as the files are read; `false` when the folder holds other tables.
    private static func convertOnlyTable(
        _ input: String, table requested: String?, to output: OutputOption, options: LprojToCatalog.Options,
        statesFrom: String?, _ context: CommandContext
    ) throws(CLIError) -> Bool {
        let names: [String]
        do {
            names = try LprojTree.tableNames(inDirectory: input)
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        guard names.count == 1, let table = names.first, requested == nil || requested == table else { return false }
        // The output is checked before --states-from's catalog, which may be large, is read.
        let folder = catalogFolder(output)
        if let folder { try checkCatalogFolder(folder) }
        let original = try statesFrom.map { path throws(CLIError) in
            try LocalizationInput.readCatalog(path, command: name)
        }
        // A folder made for the catalog goes again when the conversion fails: nothing is left behind.
        let made = folder.map(PathKind.missingFolders) ?? []
        let destination = try catalogDestination(output, table: table)
        let warnings: [ConversionWarning]
        do {
            warnings = try LprojToCatalog.convert(
                directory: input, table: table, options: options, restoringStatesFrom: original
            ) { (produce) throws(FileError) in
                try destination.write(context: context, produce)
            }
        } catch {
            PathKind.removeEmptyFolders(made)
            throw LocalizationInput.failure(error, command: name)
        }
        LocalizationInput.printWarnings(warnings, command: name, context: context)
        if let path = destination.path { context.print(path) }
        return true
    }

    /// Where table `table` goes: `output` when it names a `.xcstrings` file or standard output,
    /// else `output/<table>.xcstrings`, creating the folder `output`.
    private static func catalogDestination(_ output: OutputOption, table: String) throws(CLIError) -> OutputOption {
        guard let folder = catalogFolder(output) else { return output }
        try checkCatalogFolder(folder)
        do {
            try PathKind.createDirectory(folder)
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        return .path(folder + "/" + table + ".xcstrings")
    }

    /// The folder `output` names for catalogs, or `nil` when it takes one catalog (a
    /// `.xcstrings` file or standard output).
    private static func catalogFolder(_ output: OutputOption) -> String? {
        guard let path = output.path, !path.hasSuffix(".xcstrings") else { return nil }
        return path
    }

    /// `.lproj` tables → one catalog (`-o FILE.xcstrings` or `-o -`) or one per table (`-o FOLDER`).
    private static func writeCatalogs(
        _ tree: LprojTree, input: String, table: String?, to output: OutputOption, options: LprojToCatalog.Options,
        original: StringCatalog?, _ context: CommandContext
    ) throws(CLIError) {
        let tables: [String]
        let destination: (String) -> OutputOption
        if let folder = catalogFolder(output) {
            try checkCatalogFolder(folder)
            if let table {
                tables = [try LocalizationInput.table(in: tree, at: input, requested: table, command: name)]
            } else {
                tables = tree.tableNames
                guard !tables.isEmpty else {
                    _ = try LocalizationInput.table(in: tree, at: input, requested: nil, command: name)
                    return
                }
            }
            do {
                try PathKind.createDirectory(folder)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
            destination = { .path(folder + "/" + $0 + ".xcstrings") }
        } else {
            tables = [try LocalizationInput.table(in: tree, at: input, requested: table, command: name)]
            destination = { _ in output }
        }
        for (index, tableName) in tables.enumerated() {
            if tables.count >= context.manyInputs {
                context.progress("btnloc convert: [\(index + 1)/\(tables.count)] \(tableName)")
            }
            var result = LprojToCatalog.convert(tree, table: tableName, options: options)
            if let original { TranslationStateRestorer.restore(&result.output, from: original) }
            LocalizationInput.printWarnings(result.warnings, command: name, context: context)
            let tableOutput = destination(tableName)
            do {
                try tableOutput.write(result.output, context: context)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
            if let path = tableOutput.path { context.print(path) }
        }
    }

    /// Fails when the folder catalogs should go to is a file.
    private static func checkCatalogFolder(_ output: String) throws(CLIError) {
        guard PathKind(output) != .file else {
            throw CLIError(
                "btnloc convert: cannot write '\(output)': Not a directory (name a .xcstrings file to write one catalog)",
                exitCode: .cannotCreate)
        }
    }
}
