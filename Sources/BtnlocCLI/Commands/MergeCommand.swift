import LocalizeKit

/// `btnloc merge`: translations from other catalogs or tables into a catalog, with the smallest diff.
enum MergeCommand: Command {
    static let name = "merge"
    static let summary = "Merge translations from catalogs or .lproj tables into a String Catalog."
    static let help = """
        OVERVIEW: Merge translations from catalogs or .lproj tables into a String Catalog.

        Brings the translations of each <from> (a .xcstrings file, or a folder of
        <lang>.lproj folders read as Xcode migrates them) into <into>, in order.
        Entries are matched by key. Only the languages <into> already has (its
        source language and the languages of its entries) are touched, unless
        --add-languages is given; --lang limits them further. Each of them gets,
        key by key, what a lookup in it would find in <from>, negotiated as Apple
        platforms do: an app's pt (Brazilian Portuguese on Apple platforms) gets
        pt-BR's translations, es-MX gets es-419's, zh-TW zh-Hant's, en-CA en's. A
        language of <into> that <from> has nothing for is named in one warning.
        A localization whose strings are all in state new counts as missing; the
        other side's new strings are never brought in. A comment is added where
        the entry has none.

        Strategies:
          fill    (default) add what is missing; never replace a translation:
                  differing translations are reported as conflicts.
          theirs  add what is missing and replace translations that differ.
          ours    change nothing: report what is missing and what differs.

        Each change is printed on standard output ('added', 'replaced',
        'conflict', 'missing'), then a count; on standard error with '-o -', which
        writes the catalog to standard output. Everything not changed keeps its
        bytes: the catalog is written in Xcode's formatting, so the diff shows only
        the merged entries (a catalog not in that formatting is also reformatted,
        with a warning; see 'btnloc format'). When nothing changes, <into> is not
        written (-o gets its bytes as they are). Writes are atomic; a catalog that
        does not parse is left untouched.

        USAGE: btnloc merge <into.xcstrings> <from>... [-o <file.xcstrings>]
                            [--strategy fill|theirs|ours] [--dry-run]
                            [--add-languages] [--lang <list>]
                            [--table <name>] [--source-language <id>]

        ARGUMENTS:
          <into.xcstrings>         The catalog to merge into.
          <from>                   Catalogs or folders of <lang>.lproj folders.

        OPTIONS:
          -o, --output <file>      Write the result here instead of replacing <into>;
                                   '-' writes it to standard output, and the changes
                                   to standard error.
          --strategy <strategy>    fill, theirs or ours (default: fill).
          --dry-run                Print what would change; write nothing.
          --add-languages          Also add the languages of <from> that <into> lacks.
          --lang <list>            Only these languages (comma-separated, repeatable;
                                   the source language of <into> is always merged).
                                   Without --add-languages, each must be a language
                                   of <into>.
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
          $ btnloc merge --lang de,fr Localizable.xcstrings Buttons.xcstrings
          $ btnloc merge --dry-run --strategy theirs App/Localizable.xcstrings Translations/

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--strategy": .words(MergeStrategy.allCases.map(\.rawValue)),
            "--source-language": .words(CompletionValues.languages), "--table": .none,
            "--lang": .commaSeparated(CompletionValues.languages),
        ]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let strategyName = try arguments.option("--strategy") ?? MergeStrategy.fill.rawValue
        guard let strategy = MergeStrategy(rawValue: strategyName) else {
            throw .usage("--strategy must be one of: fill, theirs, ours")
        }
        let dryRun = arguments.flag("--dry-run")
        let addsLanguages = arguments.flag("--add-languages")
        let requestedLanguages = try arguments.list("--lang")
        for language in requestedLanguages { _ = try LocaleArgument.validated(language, option: "--lang") }
        let table = try arguments.option("--table")
        let sourceLanguageOption = try SourceLanguageOption.parseIfGiven(&arguments)
        var positionals = try arguments.remainingPositionals()
        guard !positionals.isEmpty else { throw .usage("missing <into.xcstrings>") }
        let into = positionals.removeFirst()
        guard !positionals.isEmpty else { throw .usage("missing <from>") }
        let destination = output ?? .path(into)

        var catalog = try LocalizationInput.readCatalog(into, command: name)
        let original = catalog
        let sourceLanguage = sourceLanguageOption ?? catalog.sourceLanguage
        let intoLanguages = CatalogLanguageFit.languages(of: catalog)
        let limit = limitedLanguages(
            requestedLanguages, of: intoLanguages, addsLanguages: addsLanguages, into: into, context: context)
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
            var languages = limit ?? intoLanguages
            if addsLanguages && limit == nil {
                languages += CatalogLanguageFit.languages(of: other).filter { !languages.contains($0) }
            }
            let fit = CatalogLanguageFit(other, to: languages)
            for language in fit.languagesWithoutSource {
                context.printError(
                    "btnloc merge: warning: '\(from)' has nothing for '\(language)': no language of it matches")
            }
            changes += CatalogMerger.merge(fit.catalog, into: &catalog, strategy: strategy)
        }

        let count = { (kind: MergeChange.Kind) in changes.filter { $0.kind == kind }.count }
        var summary = "\(count(.added)) added, \(count(.replaced)) replaced, \(count(.conflict)) conflicting"
        if strategy == .ours { summary += ", \(count(.missing)) missing" }
        if dryRun { summary += " (dry run: nothing written)" }
        // The changes are reported once they are written: a merge that cannot write says so alone.
        let report = {
            for change in changes { destination.printReport(change.description, context: context) }
            destination.printReport(summary, context: context)
        }

        if dryRun || strategy == .ours {
            report()
            return changes.isEmpty ? .success : .failure
        }
        do {
            guard catalog != original else {
                // Nothing changed: <into> is not touched, and a separate output gets its bytes as they are.
                if destination != .path(into) {
                    try destination.write(try FileInput.readAll(path: into), context: context)
                }
                report()
                return .success
            }
            if !(try XCStringsWriter.isWritten(original, asContentsOfFile: into)) {
                context.printError(
                    "btnloc merge: warning: '\(into)' is not in Xcode's formatting: writing it also reformats it")
            }
            try destination.write(catalog, context: context)
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        report()
        return .success
    }

    /// The languages `--lang` names, spelled as <into> spells them, with its source
    /// language first; `nil` without `--lang`. Without `--add-languages`, a language
    /// <into> lacks is left out with a warning.
    private static func limitedLanguages(
        _ requested: [String], of intoLanguages: [String], addsLanguages: Bool, into: String,
        context: CommandContext
    ) -> [String]? {
        guard !requested.isEmpty, let sourceLanguage = intoLanguages.first else { return nil }
        var result = [sourceLanguage]
        for name in requested {
            let spelled = LprojToCatalog.language(forFolder: name)
            if let own = intoLanguages.first(where: { LprojToCatalog.language(forFolder: $0) == spelled }) {
                if !result.contains(own) { result.append(own) }
            } else if addsLanguages {
                if !result.contains(spelled) { result.append(spelled) }
            } else {
                context.printError(
                    "btnloc merge: warning: '\(into)' has no language '\(name)'; use --add-languages to add it")
            }
        }
        return result
    }
}
