/// `btnloc completions`: a shell completion script.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "Print a shell completion script (bash, zsh or fish)."
    static let help = """
        OVERVIEW: Print a shell completion script (bash, zsh or fish).

        The script completes the commands, their options, and the values they take:
        output formats, button types (--types), languages (--lang, --locale), audit
        rules, menu names; file names elsewhere. It is made from the same help texts
        as --help, so it always matches this btnloc.

        USAGE: btnloc completions <shell>

        ARGUMENTS:
          <shell>     bash, zsh or fish.

        OPTIONS:
          -h, --help  Show this help.

        EXIT STATUS:
          0 success, 64 usage error, 74 standard output cannot be written.

        EXAMPLES:
          $ source <(btnloc completions bash)
          $ btnloc completions zsh > "${fpath[1]}/_btnloc"
          $ btnloc completions fish > ~/.config/fish/completions/btnloc.fish

        """

    static var argumentCompletions: CompletionValues { .words(CompletionShell.allCases.map(\.rawValue)) }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let positionals = try arguments.remainingPositionals()
        let names = CompletionShell.allCases.map(\.rawValue)
        guard let name = positionals.first else { throw .usage("missing shell (bash, zsh or fish)") }
        guard positionals.count == 1 else { throw .usage("unexpected argument '\(positionals[1])'") }
        guard let shell = CompletionShell(rawValue: name) else {
            throw .usage("unknown shell '\(name)' (bash, zsh or fish)" + Suggestion.phrase(for: name, in: names))
        }
        context.write(CompletionScript.script(for: shell))
        return .success
    }
}
