import LocalizeKit

/// Locale identifiers given on the command line (`plural --locale`,
/// `negotiate --available`, every `--lang`): each must parse and name a language, script
/// and region ICU knows, or the command stops with a usage error (exit 64). One policy for
/// every command: a language ICU knows that the data lacks (`kl` for the built-in titles)
/// is a warning where the command can go on.
enum LocaleArgument {
    /// The identifier `value` names; `option` is put in the message.
    static func validated(_ value: String, option: String) throws(CLIError) -> LocaleIdentifier {
        do {
            return try LocaleIdentifier(validating: value)
        } catch {
            throw .usage("\(option): '\(value)' is not a locale ICU knows: \(error.reason)")
        }
    }
}
