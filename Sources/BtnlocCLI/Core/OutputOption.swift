import LocalizeKit

/// The `-o` / `--output` option.
enum OutputOption {
    /// Reads `-o` or `--output` (not both).
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> String? {
        let short = try arguments.option("-o")
        let long = try arguments.option("--output")
        if short != nil && long != nil { throw .usage("-o given more than once") }
        return short ?? long
    }
}
