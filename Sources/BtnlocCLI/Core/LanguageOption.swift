import LocalizeKit

/// The `--lang` option shared by commands that resolve titles.
enum LanguageOption {
    /// Reads `--lang` (comma-separated, repeatable); without it, the system's
    /// preferred languages from the environment. Each must be a locale identifier.
    static func parse(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> [String] {
        let languages = try arguments.list("--lang")
        for language in languages {
            do {
                _ = try LocaleIdentifier(parsing: language)
            } catch {
                throw .usage("--lang: \(error)")
            }
        }
        if !languages.isEmpty { return languages }
        return SystemLanguages.fromEnvironment { context.environment[$0] }
    }
}
