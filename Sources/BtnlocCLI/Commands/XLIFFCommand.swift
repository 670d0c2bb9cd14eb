import LocalizeKit

/// `btnloc xliff`: String Catalogs to XLIFF 1.2 / `.xcloc` for translators, and back.
enum XLIFFCommand: Command {
    static let name = "xliff"
    static let summary = "Exchange String Catalogs with translators as XLIFF or .xcloc, as Xcode does."
    static let help = """
        OVERVIEW: Exchange String Catalogs with translators as XLIFF or .xcloc, as Xcode does.

        'export' writes the strings of one language as Xcode's "Export Localizations"
        does: one <file> per catalog, one <trans-unit> per string with the key as its
        id (key|==|plural.one, key|==|device.iphone, key|==|substitutions.name.plural.other
        for variations), the source language's text, the language's translation and
        its state, and the comment as <note>. A plural gets a unit for each category
        the language uses. Entries marked shouldTranslate: false get translate="no";
        stale entries are left out. With -o NAME.xcloc it writes a Localization
        Catalog: contents.json, Localized Contents/<lang>.xliff, Source Contents/
        (the catalogs) and Notes/.

        'import' brings a translated .xliff or .xcloc back into catalogs: only the
        strings whose target (or state) changed are changed, with the state the
        XLIFF gives (no state: translated; needs-review-translation: needs_review;
        new: new). Every other byte of the catalog stays as it was; writes are
        atomic. A key the catalog lacks, another source or target language, or
        malformed XML is an error with file:line:column, and nothing is written.

        USAGE: btnloc xliff export <catalog.xcstrings>... --lang <id>
                                   [-o <file.xliff>|<dir.xcloc>]
               btnloc xliff import <file.xliff>|<dir.xcloc> --into <catalog.xcstrings>...
                                   [--lang <id>] [--dry-run]

        OPTIONS:
          --lang <id>              export: the language to export (required).
                                   import: the language the file must be for.
          -o, --output <path>      export: write here (atomically); a path ending in
                                   .xcloc is a Localization Catalog. Without it, or
                                   with '-', the XLIFF goes to standard output.
          --into <catalog>         import: a catalog to import into (repeatable). Each
                                   takes the <file> whose original is its path or,
                                   failing that, has its file name.
          --dry-run                import: print what would change; write nothing.
          -h, --help               Show this help.

        EXIT STATUS:
          0 success; with --dry-run, 1 when something would change. 64 usage error,
          65 malformed input (file:line:column: error: …), 66 input missing or
          unreadable, 73 output cannot be written, 74 standard output cannot be
          written.

        EXAMPLES:
          $ btnloc xliff export App/Localizable.xcstrings --lang de -o de.xliff
          $ btnloc xliff export App/Localizable.xcstrings App/InfoPlist.xcstrings --lang ja \\
                -o ja.xcloc
          $ btnloc xliff import de.xliff --into App/Localizable.xcstrings --dry-run
          $ btnloc xliff import ja.xcloc --into App/Localizable.xcstrings \\
                --into App/InfoPlist.xcstrings

        """

    static var optionCompletions: [String: CompletionValues] {
        ["--lang": .words(CompletionValues.languages)]
    }

    /// The tool written in exported files: Xcode's id and name, whose conventions the
    /// file follows (tools recognise Xcode's unit ids by them), the Xcode version whose
    /// output it matches, and btnloc as the build.
    static var tool: XLIFFTool {
        .xcode(version: "26.0", buildNumber: "btnloc " + CommandLineTool.version)
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let language = try arguments.option("--lang")
        let into = try arguments.options("--into")
        let dryRun = arguments.flag("--dry-run")
        var positionals = try arguments.remainingPositionals()
        guard !positionals.isEmpty else { throw .usage("missing subcommand: export or import") }
        let subcommand = positionals.removeFirst()
        if let language {
            do {
                _ = try LocaleIdentifier(parsing: language)
            } catch {
                throw .usage("--lang: \(error)")
            }
        }
        switch subcommand {
        case "export":
            if !into.isEmpty { throw .usage("--into applies to 'import'") }
            if dryRun { throw .usage("--dry-run applies to 'import'") }
            guard let language else { throw .usage("missing --lang: the language to export") }
            guard !positionals.isEmpty else { throw .usage("missing <catalog.xcstrings>") }
            return try export(
                positionals, language: language, output: output ?? .standardOutput, context: context)
        case "import":
            if output != nil { throw .usage("-o applies to 'export'; import writes into the --into catalogs") }
            guard positionals.count <= 1 else {
                let extra = positionals[1]
                if extra.hasSuffix(".xcstrings") {
                    throw .usage(
                        "unexpected argument '\(extra)': name the catalogs to import into with --into \(extra)")
                }
                throw .usage("unexpected argument '\(extra)'")
            }
            guard let input = positionals.first else { throw .usage("missing <file.xliff> or <dir.xcloc>") }
            guard !into.isEmpty else { throw .usage("missing --into <catalog.xcstrings>") }
            return try importing(input, into: into, language: language, dryRun: dryRun, context: context)
        default:
            throw .usage("unknown subcommand '\(subcommand)' (export or import)")
        }
    }

    private static func export(_ paths: [String], language: String, output: OutputOption, context: CommandContext)
        throws(CLIError) -> ExitCode
    {
        var files: [XLIFFFile] = []
        var sources: [(path: String, bytes: [UInt8])] = []
        var developmentRegion: String?
        for path in paths {
            let bytes: [UInt8]
            let catalog: StringCatalog
            do {
                bytes = try FileInput.readAll(path: path)
                catalog = try XCStringsReader.read(bytes, file: path)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
            if let region = developmentRegion, region != catalog.sourceLanguage {
                throw .usage(
                    "'\(path)' has source language '\(catalog.sourceLanguage)', the others '\(region)': export them apart"
                )
            }
            developmentRegion = catalog.sourceLanguage
            do {
                files.append(try XLIFFExporter.file(for: catalog, original: path, language: language, tool: tool))
            } catch {
                throw CLIError("btnloc \(name): \(path): \(error)", exitCode: .dataError)
            }
            sources.append((path, bytes))
        }
        let document = XLIFFDocument(files: files)
        do {
            if let path = output.path, path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/") {
                let contents = XCLocContents(
                    developmentRegion: developmentRegion ?? "en", targetLocale: language, tool: tool)
                try XCLocBundle.write(document, contents: contents, sources: sources, to: path)
            } else {
                try output.write(XLIFFWriter.write(document), context: context)
            }
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        let count = files.reduce(0) { $0 + $1.units.count }
        if let path = output.path {
            context.printError("btnloc \(name): \(count) units for '\(language)' written to \(path)")
        }
        return .success
    }

    private static func importing(
        _ input: String, into catalogs: [String], language: String?, dryRun: Bool, context: CommandContext
    ) throws(CLIError) -> ExitCode {
        let document: XLIFFDocument
        do {
            if PathKind(input) == .directory {
                document = try XCLocBundle.read(path: input).document
            } else {
                document = try XLIFFReader.read(contentsOfFile: input)
            }
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        var updates: [(path: String, original: StringCatalog, catalog: StringCatalog)] = []
        var used = Set<String>()
        var changes: [XLIFFImportChange] = []
        for path in catalogs {
            var catalog = try LocalizationInput.readCatalog(path, command: name)
            let original = catalog
            var file = document.file(forCatalogAt: path)
            if file == nil, catalogs.count == 1, document.files.count == 1, let only = document.files.first {
                context.printError(
                    "btnloc \(name): warning: importing <file original=\"\(only.original)\"> into '\(path)'")
                file = only
            }
            guard let file else {
                let names = document.files.map(\.original).joined(separator: ", ")
                throw CLIError(
                    "btnloc \(name): '\(input)' has no <file> for '\(path)' (its files: \(names))",
                    exitCode: .dataError)
            }
            used.insert(file.original)
            do {
                changes += try XLIFFImporter.apply(file, to: &catalog, language: language)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
            updates.append((path, original, catalog))
        }
        for file in document.files where !used.contains(file.original) {
            context.printError(
                "btnloc \(name): warning: skipped <file original=\"\(file.original)\">: no --into for it")
        }
        for change in changes { context.print(change.description) }
        context.print("\(changes.count) changed" + (dryRun ? " (dry run: nothing written)" : ""))
        if dryRun { return changes.isEmpty ? .success : .failure }
        for update in updates where update.catalog != update.original {
            do {
                if !(try XCStringsWriter.isWritten(update.original, asContentsOfFile: update.path)) {
                    context.printError(
                        "btnloc \(name): warning: '\(update.path)' is not in Xcode's formatting: writing it also reformats it"
                    )
                }
                try XCStringsWriter.write(update.catalog, toFile: update.path)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
        }
        return .success
    }
}
