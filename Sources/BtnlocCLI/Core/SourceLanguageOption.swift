import LocalizeKit

/// The `--source-language` option of commands that read `.lproj` tables.
enum SourceLanguageOption {
    /// Reads `--source-language` (default `en`); it must be a locale identifier.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> String {
        try parseIfGiven(&arguments) ?? "en"
    }

    /// Reads `--source-language`, `nil` when absent; it must be a locale identifier.
    static func parseIfGiven(_ arguments: inout Arguments) throws(CLIError) -> String? {
        guard let value = try arguments.option("--source-language") else { return nil }
        guard (try? LocaleIdentifier(parsing: value)) != nil else {
            throw .usage("--source-language: '\(value)' is not a locale identifier")
        }
        return LprojToCatalog.language(forFolder: value)
    }
}
