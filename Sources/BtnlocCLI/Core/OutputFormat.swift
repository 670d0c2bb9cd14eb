/// The `--format` of commands that print data.
enum OutputFormat: String, CaseIterable {
    case text
    case json

    /// Reads `--format`, defaulting to text.
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> OutputFormat {
        guard let value = try arguments.option("--format") else { return .text }
        guard let format = OutputFormat(rawValue: value) else {
            throw .usage("--format must be one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }
}
