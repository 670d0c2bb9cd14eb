import LocalizeKit

/// `btnloc lookup`: resolve a key in a bundle-style folder, as an app would at run time.
enum LookupCommand: Command {
    static let name = "lookup"
    static let summary = "Resolve a key in an .lproj folder tree or catalogs, as an app would."
    static let help = """
        OVERVIEW: Resolve a key in an .lproj folder tree or catalogs, as an app would.

        Negotiates the preferred languages against the bundle's localizations (as
        Apple platforms do), searches the key along the negotiated chain and then in
        the development localization, and prints the value, or the key itself when no
        localization has it. .stringsdict entries win over .strings entries of the
        same table; <Table>.xcstrings catalogs in the folder count too.

        USAGE: btnloc lookup <key> --bundle <dir> [--table <name>] [--lang <list>]
                             [--count <n>] [--development <id>] [--strict] [--explain]

        OPTIONS:
          --bundle <dir>      The folder holding <lang>.lproj folders and/or catalogs.
          --table <name>      The table (default: the bundle's only table when it has
                              one, else Localizable); it must exist.
          --lang <list>       Preferred languages, most preferred first (default: the
                              system's, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).
          --count <n>         Select the plural form for n and format the value with it.
          --development <id>  The development localization (default: en).
          --strict            Apple's strict lookup: no fall through to other languages
                              for a key missing from the table of the chosen one.
          --explain           Also print the negotiated chain and where the value was found.
          -h, --help          Show this help.

        EXIT STATUS:
          0 found, 1 the key is missing, 64 usage error, 65 malformed table, 66 no
          such folder or no such table (the folder's tables are listed), 74 standard
          output cannot be written.

        EXAMPLES:
          $ btnloc lookup Button.Delete.Count --bundle Resources --table StandardButtons \\
              --lang de-CH --count 3
          3 Objekte löschen

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--bundle": .directories, "--lang": .commaSeparated(CompletionValues.languages),
            "--development": .words(CompletionValues.languages), "--table": .none, "--count": .none,
        ]
    }

    static var argumentCompletions: CompletionValues { .none }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        guard let directory = try arguments.option("--bundle") else { throw .usage("missing --bundle") }
        let table = try arguments.option("--table")
        let languages = try LanguageOption.parse(&arguments, context: context)
        let countText = try arguments.option("--count")
        let development = try arguments.option("--development") ?? "en"
        let strict = arguments.flag("--strict")
        let explain = arguments.flag("--explain")
        let positionals = try arguments.remainingPositionals()
        guard let key = positionals.first else { throw .usage("missing the key to look up") }
        guard positionals.count == 1 else { throw .usage("unexpected argument '\(positionals[1])'") }
        var count: Int?
        if let countText {
            guard let value = Int(countText) else { throw .usage("--count must be a whole number") }
            count = value
        }

        let bundle: LocalizationBundle
        do {
            bundle = try LocalizationBundle(
                directory: directory, developmentLocalization: development, preferredLanguages: languages,
                options: .init(strict: strict))
        } catch {
            throw CLIError(error.description, exitCode: .noInput)
        }
        // Without --table, a bundle of one table looks up in that table, whatever its name.
        let onlyTable = bundle.tableNames.count == 1 ? bundle.tableNames.first : nil
        let tableName = table ?? onlyTable ?? bundle.options.defaultTable
        guard bundle.hasTable(tableName) else {
            let names = bundle.tableNames
            let listing =
                names.isEmpty
                ? "it has no tables (<lang>.lproj/<Table>.strings, .stringsdict or <Table>.xcstrings)"
                : "its tables: " + names.joined(separator: ", ")
            throw CLIError(
                "btnloc lookup: '\(directory)' has no table '\(tableName)'"
                    + Suggestion.phrase(for: tableName, in: names) + "; " + listing,
                exitCode: .noInput)
        }
        let lookup: LocalizationLookup
        do {
            lookup = try bundle.lookup(key, table: tableName)
        } catch {
            throw CLIError(error.description, exitCode: .dataError)
        }
        if let count {
            context.print(bundle.localizedString(forKey: key, count: count, table: tableName))
        } else {
            context.print(lookup.value)
        }
        if explain {
            context.print("preferred: \(languages.joined(separator: ", "))")
            context.print(lookup.explanation)
        }
        return lookup.source == .found ? .success : .failure
    }
}
