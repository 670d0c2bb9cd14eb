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
               btnloc list --toggles [--lang <list>] [--format text|json]

        OPTIONS:
          --lang <list>            Preferred languages, comma-separated, most preferred first.
          --format <fmt>           text (aligned columns, the default) or json (an array with
                                   one object per type, on one line: type, symbol, role,
                                   titleKey, shortcut, title, help, toggle; role, shortcut,
                                   help and toggle are null when the type has none; toggle
                                   names the on/off pair the type belongs to).
          --toggles                List the toggles instead: each pair of types that turns a
                                   setting on and off, with the title and symbol it shows
                                   when off and when on (JSON: toggle, turnOn, turnOff,
                                   offTitle, onTitle, offSymbol, onSymbol).
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
        let listsToggles = arguments.flag("--toggles")
        let languages = try LanguageOption.parse(&arguments, context: context)
        let format = try OutputFormat.parse(&arguments)
        if listsToggles {
            try arguments.finish()
            listToggles(languages: languages, format: format, context: context)
            return .success
        }
        let sourcesOption = try ButtonSourcesOption.parse(&arguments)
        try arguments.finish()
        let sources = try sourcesOption.load(command: name)
        let resolver = sources.resolver(languages: languages)
        let rows = sources.types.map { type in
            let title = resolver.lookup(type.titleKey)
            let help = type.helpTextKey.map { resolver.lookup($0) }
            return Row(
                type: type.identifier, symbol: type.symbolName, role: type.role?.rawValue, titleKey: type.titleKey,
                shortcut: type.keyboardShortcut?.description, title: title.value,
                help: help?.origin == .missing ? nil : help?.value, toggle: StandardToggle.containing(type)?.identifier,
                localization: title.localization)
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
                json.member("help", row.help)
                json.member("toggle", row.toggle)
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

    /// `btnloc list --toggles`: each built-in toggle with what it shows off and on.
    private static func listToggles(languages: [String], format: OutputFormat, context: CommandContext) {
        let languages = languages.isEmpty ? nil : languages
        switch format {
        case .json:
            let json = JSONTextWriter()
            json.beginArray()
            for toggle in StandardToggle.allCases {
                json.beginObject(inline: true)
                json.member("toggle", toggle.identifier)
                json.member("turnOn", toggle.turnOn.identifier)
                json.member("turnOff", toggle.turnOff.identifier)
                json.member("offTitle", toggle.title(isOn: false, preferredLanguages: languages))
                json.member("onTitle", toggle.title(isOn: true, preferredLanguages: languages))
                json.member("offSymbol", toggle.symbolName(isOn: false))
                json.member("onSymbol", toggle.symbolName(isOn: true))
                json.endObject()
            }
            json.endArray()
            context.write(bytes: json.bytes())
        case .text:
            let table = TextTable(header: ["TOGGLE", "OFF: TITLE", "OFF: SYMBOL", "ON: TITLE", "ON: SYMBOL"])
            for toggle in StandardToggle.allCases {
                table.add([
                    toggle.identifier, toggle.title(isOn: false, preferredLanguages: languages),
                    toggle.symbolName(isOn: false), toggle.title(isOn: true, preferredLanguages: languages),
                    toggle.symbolName(isOn: true),
                ])
            }
            context.write(table.render())
        }
    }

    private struct Row {
        let type: String
        let symbol: String
        let role: String?
        let titleKey: String
        let shortcut: String?
        let title: String
        /// The help text, if a source has one.
        let help: String?
        /// The identifier of the toggle the type belongs to, if any.
        let toggle: String?
        /// The localization the title came from (nil when no source has the key).
        let localization: String?
    }
}
