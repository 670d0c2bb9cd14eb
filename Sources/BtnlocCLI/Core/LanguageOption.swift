import LocalizeKit

/// The `--lang` option shared by commands that resolve titles.
enum LanguageOption {
    /// Reads `--lang` (comma-separated, repeatable); without it, the system's
    /// preferred languages from the environment. Each must name a language ICU knows, as
    /// every command's locale arguments must (a usage error otherwise, exit 64); a known
    /// language that the titles lack is the command's warning, not an error.
    static func parse(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> [String] {
        let languages = try arguments.list("--lang")
        for language in languages { _ = try LocaleArgument.validated(language, option: "--lang") }
        if !languages.isEmpty { return languages }
        return SystemLanguages.fromEnvironment { context.environment[$0] }
    }
}
