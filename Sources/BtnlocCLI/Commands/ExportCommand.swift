import LocalizeKit
import StandardButtons

/// `btnloc export`: translations as a String Catalog, ready for an app.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Export translations as a String Catalog (the built-in button titles by default)."
    static let help = """
        OVERVIEW: Export translations as a String Catalog (the built-in button titles by default).

        Writes what Xcode would write for the strings: every language, states
        translated, the comments of the source language's tables, counted titles
        ('%#@items@' in .stringsdict) as plural variations, other stringsdict
        formats as substitutions, extractionState manual (Xcode never marks such
        entries stale or removes them).

        Regional localizations are completed: a regional .lproj folder holds only
        what differs from its parent (en-AU.lproj is empty, en-GB.lproj has three
        titles) and fallback supplies the rest at run time, but a catalog has no
        fallback in Xcode's editor, where a language that lacks keys shows as
        incomplete. So each language gets, for every key it lacks, the translation
        of the nearest language it falls back to: en-AU and en-IN from en-GB then
        en, zh-HK from zh-Hant, es-419 from es, fr-CA from fr. Only the same
        language is borrowed from: a key German lacks stays missing (and is
        reported), it is never filled in with English. --no-fallback writes only
        what the folders hold, as Xcode's own migration does.

        USAGE: btnloc export [<source>] [-o <file.xcstrings>] [--lang <list>]...
                             [--types <list>] [--definitions <file>] [--key-prefix <prefix>]
                             [--table <name>] [--source-language <id>] [--no-fallback]

        ARGUMENTS:
          <source>                 A folder of <lang>.lproj folders or a .xcstrings file;
                                   without it, the built-in StandardButtons titles.

        OPTIONS:
          -o, --output <file>      Write the catalog to this file (atomically); without
                                   it, or with '-', the catalog's JSON goes to standard
                                   output.
          --lang <list>            Only these languages (comma-separated, repeatable),
                                   spelled as given. The source language is always
                                   kept. A language the source lacks is made, key by
                                   key, from the languages a lookup in it reads, as
                                   Apple platforms negotiate: de-CH from de, es-MX
                                   from es-419 then es, pt (Brazilian on Apple
                                   platforms) from pt-BR, zh-TW or zh_TW from zh-Hant,
                                   en-CA from en, English from en. A language nothing
                                   matches is named in one warning and left out.
          --types <list>           Only these button types (built-in catalog only):
                                   their title, counted title and accessibility hint,
                                   e.g. add,delete; types of --definitions too.
          --definitions <file>     Button definitions of an app (JSON, format version
                                   1; see README): their keys join the export, with
                                   the titles the file gives.
          --key-prefix <prefix>    Put <prefix> before every key (MyApp. gives
                                   MyApp.Button.Add).
          --table <name>           The table to export from a folder with several.
          --source-language <id>   The source language of .lproj tables (default: en).
          --no-fallback            Do not complete regional languages.
          -h, --help               Show this help.

        EXIT STATUS:
          0 success, 64 usage error (an unknown --types name: the nearest are
          suggested), 65 malformed source or definitions, 66 a file missing or
          unreadable, 73 output cannot be written (nothing is written on any error),
          74 standard output cannot be written. Languages that lack keys are
          reported on standard error.

        EXAMPLES:
          $ btnloc export -o StandardButtons.xcstrings
          $ btnloc export --types ok,cancel,delete --lang de,fr --key-prefix MyApp.
          $ btnloc export Resources --table Localizable -o Localizable.xcstrings
          $ btnloc export --definitions Buttons.json --lang en,de,pt -o Buttons.xcstrings

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--lang": .commaSeparated(CompletionValues.languages),
            "--types": .commaSeparated(CompletionValues.buttonTypes),
            "--source-language": .words(CompletionValues.languages), "--key-prefix": .none, "--table": .none,
            "--definitions": .files,
        ]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments) ?? .standardOutput
        let requestedLanguages = try arguments.list("--lang")
        let types = try arguments.list("--types")
        let keyPrefix = try arguments.option("--key-prefix") ?? ""
        let table = try arguments.option("--table")
        let sourceLanguage = try SourceLanguageOption.parse(&arguments)
        let fallback = !arguments.flag("--no-fallback")
        let buttonSourcesOption = ButtonSourcesOption(definitionsPath: try arguments.option("--definitions"))
        let sources = try arguments.remainingPositionals()
        guard sources.count <= 1 else { throw .usage("unexpected argument '\(sources[1])'") }
        let source = sources.first
        if source != nil && !types.isEmpty { throw .usage("--types applies only to the built-in catalog") }
        var languagesWanted: [String] = []
        for language in requestedLanguages {
            _ = try LocaleArgument.validated(language, option: "--lang")
            languagesWanted.append(LprojToCatalog.language(forFolder: language))
        }
        let buttonSources = try buttonSourcesOption.load(command: name)
        let keys = try keys(forTypes: types, sources: buttonSources)

        // The catalog and its languages, as the source has them.
        var catalog: StringCatalog
        var languages: [String]
        let options = LprojToCatalog.Options(sourceLanguage: sourceLanguage, extractionState: .manual)
        let input: LocalizationInput
        if let source {
            input = try LocalizationInput.read(source, command: name)
        } else {
            do {
                input = .tree(
                    try LprojTree.read(files: StandardButtonsCatalog.resourceFiles.mapValues { Array($0.utf8) }))
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
        }
        switch input {
        case .catalog(let read):
            catalog = read
            languages = Set(catalog.entries.values.flatMap { $0.localizations.keys }).sorted()
        case .tree(let tree):
            let tableName = try LocalizationInput.table(
                in: tree, at: source ?? "the built-in catalog", requested: table,
                preferred: source == nil ? StandardButtonsCatalog.tableName : nil, command: name)
            let result = LprojToCatalog.convert(tree, table: tableName, options: options)
            LocalizationInput.printWarnings(result.warnings, command: name, context: context)
            catalog = result.output
            languages = tree.localizationNames(havingTable: tableName).map {
                $0 == "Base" ? sourceLanguage : LprojToCatalog.language(forFolder: $0)
            }
        }
        if let definitions = buttonSources.definitions {
            CatalogMerger.merge(definitions.catalog(), into: &catalog, strategy: .fill)
        }
        var kept = languagesWanted.isEmpty ? languages : languagesWanted
        if fallback { RegionalFallback.fill(&catalog, languages: languages) }
        if !languagesWanted.isEmpty {
            if fallback {
                let fit = CatalogLanguageFit(catalog, to: [catalog.sourceLanguage] + languagesWanted)
                catalog = fit.catalog
                for language in fit.languagesWithoutSource where language != catalog.sourceLanguage {
                    context.printError(
                        "btnloc export: warning: no titles for '\(language)': no language of the source matches it")
                }
                kept.removeAll { fit.languagesWithoutSource.contains($0) }
            } else {
                catalog = catalog.keepingLanguages(Set(languagesWanted))
            }
        }
        if let keys { catalog = catalog.keepingEntries { keys.contains($0) } }
        catalog = catalog.prefixingKeys(keyPrefix)
        reportGaps(in: catalog, languages: Array(Set(kept + [catalog.sourceLanguage])).sorted(), context: context)

        do {
            try output.write(catalog, context: context)
        } catch {
            throw LocalizationInput.failure(error, command: name)
        }
        if let path = output.path { context.print(path) }
        return .success
    }

    /// The keys of the named types and of the definitions, or `nil` for all; unknown
    /// names are a usage error.
    private static func keys(forTypes names: [String], sources: ButtonSources) throws(CLIError) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        var keys = Set(sources.definitions?.keys ?? [])
        for name in names {
            guard let type = sources.type(named: name) else {
                let suggestion = Suggestion.phrase(for: name, in: sources.types.map(\.identifier))
                throw .usage("--types: unknown type '\(name)'\(suggestion) (see 'btnloc list' for all)")
            }
            keys.formUnion(type.keys)
        }
        return keys
    }

    /// Warns about every language that lacks keys (entries not to be translated aside):
    /// one line per set of missing keys, so that the languages an app's definitions
    /// leave without titles are named together rather than one line each.
    private static func reportGaps(in catalog: StringCatalog, languages: [String], context: CommandContext) {
        var groups: [(missing: [String], languages: [String])] = []
        for language in languages {
            let missing = catalog.entries.filter {
                $0.value.shouldTranslate != false && $0.value.localizations[language] == nil
            }.map(\.key).sorted(by: CatalogKeyOrder.precedes)
            guard !missing.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.missing == missing }) {
                groups[index].languages.append(language)
            } else {
                groups.append((missing, [language]))
            }
        }
        for group in groups {
            let more = group.missing.count > 1 ? " and \(group.missing.count - 1) more" : ""
            let keys = "\(group.missing.count) of \(catalog.entries.count) keys: '\(group.missing[0])'\(more)"
            if group.languages.count == 1 {
                context.printError("btnloc export: warning: '\(group.languages[0])' lacks \(keys)")
            } else {
                let named = group.languages.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                let others = group.languages.count > 3 ? " and \(group.languages.count - 3) more" : ""
                context.printError(
                    "btnloc export: warning: \(group.languages.count) languages (\(named)\(others)) lack \(keys)")
            }
        }
    }
}
