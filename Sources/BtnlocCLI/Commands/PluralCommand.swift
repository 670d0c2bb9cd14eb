import LocalizeKit

/// `btnloc plural`: CLDR plural categories of numbers, or of a locale.
enum PluralCommand: Command {
    static let name = "plural"
    static let summary = "Show the CLDR plural category of numbers in a locale."
    static let help = """
        OVERVIEW: Show the CLDR plural category of numbers in a locale.

        Prints one line per number, 'N category', with the number as given. Decimals
        keep their visible fraction digits: in English 1 is 'one' but 1.0 is 'other'.
        With --categories, prints the categories the locale uses, one per line, in
        CLDR order (zero, one, two, few, many, other).

        USAGE: btnloc plural --locale <id> [--ordinal] <number>...
               btnloc plural --locale <id> [--ordinal] --categories

        OPTIONS:
          --locale <id>   The locale (BCP 47 or Apple form: ru, pt-PT, zh_Hant); its
                          language, script and region must be ones ICU knows.
          --ordinal       Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.
          --categories    List the locale's categories instead of selecting.
          -h, --help      Show this help.

        EXIT STATUS:
          0 success, 64 usage error (an unknown locale such as zz, a number that is
          not one), 74 standard output cannot be written.

        EXAMPLES:
          $ btnloc plural --locale ru 1 3 5 1.5
          1 one
          3 few
          5 many
          1.5 other
          $ btnloc plural --locale cy --categories

        """

    static var optionCompletions: [String: CompletionValues] {
        ["--locale": .words(CompletionValues.languages)]
    }

    static var argumentCompletions: CompletionValues { .none }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        guard let localeName = try arguments.option("--locale") else { throw .usage("missing --locale") }
        let ordinal = arguments.flag("--ordinal")
        let listCategories = arguments.flag("--categories")
        let numbers = try arguments.remainingPositionals()
        let locale = try LocaleArgument.validated(localeName, option: "--locale")
        if listCategories && !numbers.isEmpty { throw .usage("give either --categories or numbers, not both") }
        if !listCategories && numbers.isEmpty { throw .usage("missing numbers (or --categories)") }
        var operands: [PluralOperand] = []
        for number in numbers {
            do {
                operands.append(try PluralOperand(parsing: number))
            } catch {
                throw .usage("\(error)")
            }
        }
        let rules: PluralRules
        do {
            rules = try PluralRules(locale: locale, kind: ordinal ? .ordinal : .cardinal)
        } catch {
            throw CLIError("btnloc plural: no plural rules for \(locale): \(error)", exitCode: .dataError)
        }
        if listCategories {
            for category in rules.categories { context.print(category.rawValue) }
            return .success
        }
        for (text, operand) in zip(numbers, operands) {
            context.print("\(text) \(rules.category(for: operand).rawValue)")
        }
        return .success
    }
}
