/// When to colour output: the `--color` option every command takes.
///
/// `always` and `never` decide by themselves. `auto` (the default) colours a
/// terminal, except that a non-empty `NO_COLOR` turns colour off, a non-empty
/// `FORCE_COLOR` (other than `0`) turns it on even through a pipe, and
/// `TERM=dumb` turns it off. `NO_COLOR` wins over `FORCE_COLOR`.
///
/// ```swift
/// ColorChoice.auto.usesColor(environment: ["NO_COLOR": "1"], isTerminal: true)      // false
/// ColorChoice.auto.usesColor(environment: ["FORCE_COLOR": "1"], isTerminal: false)  // true
/// ColorChoice.always.usesColor(environment: ["TERM": "dumb"], isTerminal: false)    // true
/// ```
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour a terminal, as the environment allows.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never

    /// Whether output to a stream is coloured.
    public func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// Reads `--color` (`--color never`, `--color=always`); without it, `auto`.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> ColorChoice? {
        guard let value = try arguments.option("--color") else { return nil }
        guard let choice = ColorChoice(rawValue: value) else {
            throw .usage("--color must be one of: auto, always, never")
        }
        return choice
    }
}
