import LocalizeKit
import StandardButtons

/// `btnloc list`: every standard type with its symbol, role, key, shortcut and title.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List the standard button types with their symbols, roles, shortcuts and titles."
    static let help = """
        OVERVIEW: List the standard button types with their symbols, roles, shortcuts and titles.

        Titles come from the built-in catalog, resolved for --lang (default: the
        system's preferred languages) with CLDR fallback: en-AU finds en-GB, zh-HK
        finds zh-Hant. When no language asked for has titles (gsw, whose CLDR
        parent is root), the development language's are listed and a warning on
        standard error says so. With --overrides, an app's own titles win key by
        key where they are in a language at least as preferred; with
        --definitions, the app's button definitions are listed after the
        built-in types.

        USAGE: btnloc list [--lang <list>] [--format text|json]
                           [--overrides <path> [--overrides-table <name>]] [--definitions <file>]

        OPTIONS:
          --lang <list>            Preferred languages, comma-separated, most preferred first.
          --format <fmt>           text (aligned columns, the default) or json (an array with
                                   one object per type, on one line: type, symbol, role,
                                   titleKey, shortcut, title; role and shortcut are null when
                                   the type has none).
        \(ButtonSourcesOption.help)
          -h, --help               Show this help.

        EXIT STATUS:
          0 success, 64 usage error, 65 malformed overrides or definitions, 66 a file
          missing or unreadable, 74 standard output cannot be written.

        EXAMPLES:
          $ btnloc list --lang de --format json
          $ btnloc list --lang de --overrides App/Localizable.xcstrings --definitions Buttons.json

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--lang": .commaSeparated(CompletionValues.languages),
            "--format": .words(OutputFormat.allCases.map(\.rawValue)), "--overrides-table": .none,
        ]
    }

    static var argumentCompletions: CompletionValues { .none }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let languages = try LanguageOption.parse(&arguments, context: context)
        let format = try OutputFormat.parse(&arguments)
        let sourcesOption = try ButtonSourcesOption.parse(&arguments)
        try arguments.finish()
        let sources = try sourcesOption.load(command: name)
        let resolver = sources.resolver(languages: languages)
        let rows = sources.types.map { type in
            let title = resolver.lookup(type.titleKey)
            return Row(
                type: type.identifier, symbol: type.symbolName, role: type.role?.rawValue, titleKey: type.titleKey,
                shortcut: type.keyboardShortcut?.description, title: title.value, localization: title.localization)
        }
        let development = resolver.catalog.bundle.developmentLocalization
        if let unmatched = unmatchedLanguages(
            languages, localizations: rows.map(\.localization), development: development)
        {
            context.printError(
                "btnloc list: warning: no titles for \(unmatched): no built-in language matches; "
                    + "listing the development language's (\(development))")
        }
        switch format {
        case .json:
            let json = JSONTextWriter()
            json.beginArray()
            for row in rows {
                json.beginObject(inline: true)
                json.member("type", row.type)
                json.member("symbol", row.symbol)
                json.member("role", row.role)
                json.member("titleKey", row.titleKey)
                json.member("shortcut", row.shortcut)
                json.member("title", row.title)
                json.endObject()
            }
            json.endArray()
            context.write(bytes: json.bytes())
        case .text:
            let table = TextTable(header: ["TYPE", "SYMBOL", "ROLE", "KEY", "SHORTCUT", "TITLE"])
            for row in rows {
                table.add([row.type, row.symbol, row.role ?? "-", row.titleKey, row.shortcut ?? "-", row.title])
            }
            context.write(table.render())
        }
        return .success
    }

    /// The preferred languages, quoted and comma-separated, when every title fell back to the
    /// development localization although none of them is its language (`--lang gsw`: CLDR's
    /// parent of Swiss German is root, and Apple's table has no gsw → de); nil otherwise.
    private static func unmatchedLanguages(_ languages: [String], localizations: [String?], development: String)
        -> String?
    {
        guard !languages.isEmpty, localizations.allSatisfy({ $0 == nil || $0 == development }) else { return nil }
        let developmentLanguage = (try? LocaleIdentifier(parsing: development))?.language ?? development
        let asksForDevelopment = languages.contains {
            (try? LocaleIdentifier(parsing: $0))?.language == developmentLanguage
        }
        guard !asksForDevelopment else { return nil }
        return languages.map { "'\($0)'" }.joined(separator: ", ")
    }

    private struct Row {
        let type: String
        let symbol: String
        let role: String?
        let titleKey: String
        let shortcut: String?
        let title: String
        /// The localization the title came from (nil when no source has the key).
        let localization: String?
    }
}
