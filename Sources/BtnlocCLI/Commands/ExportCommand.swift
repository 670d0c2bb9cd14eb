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
                             [--types <list>] [--key-prefix <prefix>] [--table <name>]
                             [--source-language <id>] [--no-fallback]

        ARGUMENTS:
          <source>                 A folder of <lang>.lproj folders or a .xcstrings file;
                                   without it, the built-in StandardButtons titles.

        OPTIONS:
          -o, --output <file>      Write the catalog to this file (atomically); without
                                   it, the catalog's JSON goes to standard output.
          --lang <list>            Only these languages (comma-separated, repeatable).
                                   The source language is always kept. A language
                                   the source lacks is made from the one it falls
                                   back to (--lang de-CH gives de's titles).
          --types <list>           Only these button types (built-in catalog only):
                                   their title and counted title, e.g. add,delete.
          --key-prefix <prefix>    Put <prefix> before every key (MyApp. gives
                                   MyApp.Button.Add).
          --table <name>           The table to export from a folder with several.
          --source-language <id>   The source language of .lproj tables (default: en).
          --no-fallback            Do not complete regional languages.
          -h, --help               Show this help.

        EXIT STATUS:
          0 success, 64 usage error (an unknown --types name: the nearest are
          suggested), 65 malformed source, 66 source missing or unreadable, 73 output
          cannot be written, 74 standard output cannot be written. Languages that
          lack keys are reported on standard error.

        EXAMPLES:
          $ btnloc export -o StandardButtons.xcstrings
          $ btnloc export --types ok,cancel,delete --lang de,fr --key-prefix MyApp.
          $ btnloc export Resources --table Localizable -o Localizable.xcstrings

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--lang": .commaSeparated(CompletionValues.languages),
            "--types": .commaSeparated(CompletionValues.buttonTypes),
            "--source-language": .words(CompletionValues.languages), "--key-prefix": .none, "--table": .none,
        ]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let output = try OutputOption.parse(&arguments)
        let requestedLanguages = try arguments.list("--lang")
        let types = try arguments.list("--types")
        let keyPrefix = try arguments.option("--key-prefix") ?? ""
        let table = try arguments.option("--table")
        let sourceLanguage = try SourceLanguageOption.parse(&arguments)
        let fallback = !arguments.flag("--no-fallback")
        let sources = try arguments.remainingPositionals()
        guard sources.count <= 1 else { throw .usage("unexpected argument '\(sources[1])'") }
        let source = sources.first
        if source != nil && !types.isEmpty { throw .usage("--types applies only to the built-in catalog") }
        var languagesWanted: [String] = []
        for language in requestedLanguages {
            guard (try? LocaleIdentifier(parsing: language)) != nil else {
                throw .usage("--lang: '\(language)' is not a locale identifier")
            }
            languagesWanted.append(LprojToCatalog.language(forFolder: language))
        }
        let keys = try keys(forTypes: types)

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
        let kept = languagesWanted.isEmpty ? languages : languagesWanted
        if fallback {
            RegionalFallback.fill(&catalog, languages: Array(Set(languages + kept)).sorted())
        }
        if !languagesWanted.isEmpty { catalog = catalog.keepingLanguages(Set(languagesWanted)) }
        if let keys { catalog = catalog.keepingEntries { keys.contains($0) } }
        catalog = catalog.prefixingKeys(keyPrefix)
        reportGaps(in: catalog, languages: Array(Set(kept + [catalog.sourceLanguage])).sorted(), context: context)

        if let output {
            do {
                try XCStringsWriter.write(catalog, toFile: output)
            } catch {
                throw LocalizationInput.failure(error, command: name)
            }
            context.print(output)
        } else {
            context.write(bytes: XCStringsWriter.write(catalog))
        }
        return .success
    }

    /// The keys of the named types, or `nil` for all; unknown names are a usage error.
    private static func keys(forTypes names: [String]) throws(CLIError) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        var keys = Set<String>()
        for name in names {
            guard let type = StandardType(rawValue: name) else {
                let suggestion = Suggestion.phrase(for: name, in: CompletionValues.buttonTypes)
                throw .usage("--types: unknown type '\(name)'\(suggestion) (see 'btnloc list' for all)")
            }
            keys.insert(type.titleKey)
            if let counted = type.countedTitleKey { keys.insert(counted) }
        }
        return keys
    }

    /// Warns about every language that lacks keys (entries not to be translated aside).
    private static func reportGaps(in catalog: StringCatalog, languages: [String], context: CommandContext) {
        for language in languages {
            let missing = catalog.entries.filter {
                $0.value.shouldTranslate != false && $0.value.localizations[language] == nil
            }.map(\.key).sorted(by: CatalogKeyOrder.precedes)
            guard let first = missing.first else { continue }
            let more = missing.count > 1 ? " and \(missing.count - 1) more" : ""
            context.printError(
                "btnloc export: warning: '\(language)' lacks \(missing.count) of \(catalog.entries.count) keys: '\(first)'\(more)"
            )
        }
    }
}
