import LocalizeKit

/// `btnloc merge`: translations from other catalogs or tables into a catalog, with the smallest diff.
enum MergeCommand: Command {
    static let name = "merge"
    static let summary = "Merge translations from catalogs or .lproj tables into a String Catalog."
    static let help = """
        OVERVIEW: Merge translations from catalogs or .lproj tables into a String Catalog.

        Brings the translations of each <from> (a .xcstrings file, or a folder of
        <lang>.lproj folders read as Xcode migrates them) into <into>, in order.
        Entries are matched by key, localizations by language. A localization whose
        strings are all in state new counts as missing; the other side's new
        strings are never brought in. A comment is added where the entry has none.

        Strategies:
          fill    (default) add what is missing; never replace a translation:
                  differing translations are reported as conflicts.
          theirs  add what is missing and replace translations that differ.
          ours    change nothing: report what is missing and what differs.

        Each change is printed on standard output ('added', 'replaced',
        'conflict', 'missing'), then a count. Everything not changed keeps its
        bytes: the catalog is written in Xcode's formatting, so the diff shows only
        the merged entries (a catalog not in that formatting is also reformatted,
        with a warning; see 'btnloc format'). Nothing is written when nothing
        changes. Writes are atomic; a catalog that does not parse is left untouched.

        USAGE: btnloc merge <into.xcstrings> <from>... [-o <file.xcstrings>]
                            [--strategy fill|theirs|ours] [--dry-run]
                            [--table <name>] [--source-language <id>]

        ARGUMENTS:
          <into.xcstrings>         The catalog to merge into.
          <from>                   Catalogs or folders of <lang>.lproj folders.

        OPTIONS:
          -o, --output <file>      Write the result here instead of replacing <into>.
          --strategy <strategy>    fill, theirs or ours (default: fill).
          --dry-run                Print what would change; write nothing.
          --table <name>           The table to read from folders (default: the one
                                   named like <into>, or a folder's only table).
          --source-language <id>   The source language of .lproj tables (default: the
                                   source language of <into>).
          -h, --help               Show this help.

        EXIT STATUS:
          0 success; with --dry-run or --strategy ours, 1 when something would
          change or differs. 64 usage error, 65 malformed input, 66 input missing or
          unreadable, 73 output cannot be written, 74 standard output cannot be
          written.

        EXAMPLES:
          $ btnloc export -o Buttons.xcstrings
          $ btnloc merge Localizable.xcstrings Buttons.xcstrings
          $ btnloc merge --dry-run --strategy theirs App/Localizable.xcstrings Translations/

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--strategy": .words(MergeStrategy.allCases.map(\.rawValue)),
            "--source-language": .words(CompletionValues.languages), "--table": .none,
        ]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let strategyName = try arguments.option("--strategy") ?? MergeStrategy.fill.rawValue
        guard let strategy = MergeStrategy(rawValue: strategyName) else {
            throw .usage("--strategy must be one of: fill, theirs, ours")
        }
        let dryRun = arguments.flag("--dry-run")
        let table = try arguments.option("--table")
        let sourceLanguageOption = try SourceLanguageOption.parseIfGiven(&arguments)
        var positionals = try arguments.remainingPositionals()
        guard !positionals.isEmpty else { throw .usage("missing <into.xcstrings>") }
        let into = positionals.removeFirst()
        guard !positionals.isEmpty else { throw .usage("missing <from>") }

        var catalog = try LocalizationInput.readCatalog(into, command: name)
        let original = catalog
        let sourceLanguage = sourceLanguageOption ?? catalog.sourceLanguage
        var changes: [MergeChange] = []
        for from in positionals {
            let other: StringCatalog
            switch try LocalizationInput.read(from, command: name) {
            case .catalog(let read):
                other = read
            case .tree(let tree):
                let tableName = try LocalizationInput.table(
                    in: tree, at: from, requested: table, preferred: LocalizationInput.baseName(into), command: name)
                let result = LprojToCatalog.convert(
                    tree, table: tableName,
                    options: .init(sourceLanguage: sourceLanguage, extractionState: .manual))
                LocalizationInput.printWarnings(result.warnings, command: name, context: context)
                other = result.output
            }
            changes += CatalogMerger.merge(other, into: &catalog, strategy: strategy)
        }

        for change in changes { context.print(change.description) }
        let count = { (kind: MergeChange.Kind) in changes.filter { $0.kind == kind }.count }
        var summary = "\(count(.added)) added, \(count(.replaced)) replaced, \(count(.conflict)) conflicting"
        if strategy == .ours { summary += ", \(count(.missing)) missing" }
        if dryRun { summary += " (dry run: nothing written)" }
        context.print(summary)

        if dryRun || strategy == .ours { return changes.isEmpty ? .success : .failure }
        let destination = output ?? into
        do {
            guard catalog != original else {
                // Nothing changed: <into> is not touched, and a separate output gets its bytes as they are.
                if destination != into { try AtomicFile.write(try FileInput.readAll(path: into), to: destination) }
                return .success
            }
            if !(try XCStringsWriter.isWritten(original, asContentsOfFile: into)) {
                context.printError(
                    "btnloc merge: warning: '\(into)' is not in Xcode's formatting: writing it also reformats it")
            }
            try XCStringsWriter.write(catalog, toFile: destination)
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        return .success
    }
}
