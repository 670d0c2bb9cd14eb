import LocalizeKit

/// `btnloc negotiate`: the localizations Apple's bundle negotiation would choose.
enum NegotiateCommand: Command {
    static let name = "negotiate"
    static let summary = "Choose localizations for preferred languages, as Apple platforms do."
    static let help = """
        OVERVIEW: Choose localizations for preferred languages, as Apple platforms do.

        Prints the localizations Bundle.preferredLocalizations(from:forPreferences:)
        chooses on Apple platforms, best first, one per line, spelled as given in
        --available. It is Apple's algorithm (ualoc_localizationsToUse in Apple's
        ICU): Apple's parent locales (en-AU → en-GB, es-MX → es-419, zh-HK → zh-Hant),
        a bias toward a language's default region, pt-PT taking pt-BR only as a last
        resort. The first preferred language with any match wins, though a later one
        of the same language with an exact match beats a regional guess; with no
        match, the development localization (if given) or the first available one.

        Every identifier must name a language, script and region ICU knows (Base
        aside, in --available): 'zz' or 'en-QQ' is a usage error.

        USAGE: btnloc negotiate --available <list> --preferred <list> [--development <id>]

        OPTIONS:
          --available <list>    The bundle's localizations, comma-separated (en,en_GB,de).
          --preferred <list>    The user's preferred languages, most preferred first.
          --development <id>    The localization to use when nothing matches.
          -h, --help            Show this help.

        EXIT STATUS:
          0 success, 64 usage error (a missing list, an unknown locale), 74 standard
          output cannot be written.

        EXAMPLES:
          $ btnloc negotiate --available en,en_AU,en_GB --preferred en-IN
          en_GB
          en

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--available": .commaSeparated(CompletionValues.languages),
            "--preferred": .commaSeparated(CompletionValues.languages),
            "--development": .words(CompletionValues.languages),
        ]
    }

    static var argumentCompletions: CompletionValues { .none }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let available = try arguments.list("--available")
        let preferred = try arguments.list("--preferred")
        let development = try arguments.option("--development")
        try arguments.finish()
        guard !available.isEmpty else { throw .usage("missing --available") }
        guard !preferred.isEmpty else { throw .usage("missing --preferred") }
        for name in available where name != "Base" { _ = try LocaleArgument.validated(name, option: "--available") }
        for name in preferred { _ = try LocaleArgument.validated(name, option: "--preferred") }
        if let development { _ = try LocaleArgument.validated(development, option: "--development") }
        let result = LanguageNegotiator.preferredLocalizations(
            from: available, forPreferences: preferred, development: development)
        for localization in result { context.print(localization) }
        return .success
    }
}
