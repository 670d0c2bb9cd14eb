/// The arguments of one command, consumed as the command asks for them.
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `--`
/// ends options. Whatever a command did not consume is an error, reported by
/// `finish()`, so a typo never passes silently; when the command's options
/// are known (from its help), the error names the nearest ("did you mean").
///
/// ```swift
/// var arguments = Arguments(["--locale", "ru", "3"])
/// let locale = try arguments.option("--locale")      // "ru"
/// let numbers = try arguments.remainingPositionals()  // ["3"]
/// ```
public struct Arguments: Sendable {
    private var tokens: [String]
    private var consumed: [Bool]
    /// The options the command documents, for suggestions.
    public var knownOptions: [String]
    /// Every option and flag name the command asked for, in order.
    public private(set) var queriedNames: [String] = []
    /// Parse only: `remainingPositionals()` and `finish()` end the command
    /// (throwing `CLIError.parsedOnly`) before it does any work, so that a
    /// caller can learn which options it reads (commands read every option first).
    var parsesOnly = false

    /// Wraps the arguments that follow the command name.
    public init(_ tokens: [String], knownOptions: [String] = []) {
        self.tokens = tokens
        self.consumed = Array(repeating: false, count: tokens.count)
        self.knownOptions = knownOptions
    }

    /// The arguments as given, consumed or not.
    public var given: [String] { tokens }

    /// Whether `--help` or `-h` was given (before any `--`).
    public var wantsHelp: Bool {
        for token in tokens {
            if token == "--" { return false }
            if token == "--help" || token == "-h" { return true }
        }
        return false
    }

    /// Consumes a flag; true if it was present. Repeats are allowed.
    public mutating func flag(_ name: String) -> Bool {
        queriedNames.append(name)
        var found = false
        for index in optionRange where tokens[index] == name && !consumed[index] {
            consumed[index] = true
            found = true
        }
        return found
    }

    /// Consumes a single-valued option; `nil` if absent. Given twice: a usage error.
    public mutating func option(_ name: String) throws(CLIError) -> String? {
        let values = try options(name)
        guard values.count <= 1 else { throw .usage("\(name) given more than once") }
        return values.first
    }

    /// Consumes a repeatable option and returns its values in order.
    public mutating func options(_ name: String) throws(CLIError) -> [String] {
        queriedNames.append(name)
        var values: [String] = []
        var index = optionRange.lowerBound
        while index < optionRange.upperBound {
            defer { index += 1 }
            guard !consumed[index] else { continue }
            let token = tokens[index]
            if token == name {
                guard index + 1 < optionRange.upperBound, !consumed[index + 1] else {
                    throw .usage("missing value for \(name)")
                }
                consumed[index] = true
                consumed[index + 1] = true
                values.append(tokens[index + 1])
                index += 1
            } else if token.hasPrefix(name + "=") {
                consumed[index] = true
                values.append(String(token.dropFirst(name.count + 1)))
            }
        }
        return values
    }

    /// Consumes a comma-separated, repeatable option (`--lang de,fr --lang ja`).
    public mutating func list(_ name: String) throws(CLIError) -> [String] {
        try options(name).flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }

    /// Consumes everything left that is not an option; an unknown option is a usage error.
    public mutating func remainingPositionals() throws(CLIError) -> [String] {
        if parsesOnly { throw .parsedOnly }
        var result: [String] = []
        var afterSeparator = false
        for index in tokens.indices where !consumed[index] {
            let token = tokens[index]
            consumed[index] = true
            if !afterSeparator && token == "--" {
                afterSeparator = true
                continue
            }
            if !afterSeparator && token.hasPrefix("-") && token.count > 1 && !Self.isNumber(token) {
                let name = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
                throw .usage("unknown option \(token)" + Suggestion.phrase(for: name, in: knownOptions))
            }
            result.append(token)
        }
        return result
    }

    /// Fails on anything the command did not consume.
    public mutating func finish() throws(CLIError) {
        let rest = try remainingPositionals()
        if let first = rest.first { throw .usage("unexpected argument '\(first)'") }
    }

    /// Options are looked for only before `--`.
    private var optionRange: Range<Int> {
        0..<(tokens.firstIndex(of: "--") ?? tokens.count)
    }

    /// Negative numbers are positionals, not options (`btnloc plural --locale en -1`).
    private static func isNumber(_ token: String) -> Bool {
        let body = token.dropFirst()
        return !body.isEmpty && body.allSatisfy { $0.isNumber || $0 == "." }
    }
}
