/// One subject `btnloc-bench` can measure (`xcstrings`, later `lookup`, `audit`).
protocol Benchmark {
    /// The subcommand name.
    static var name: String { get }
    /// One line of usage: `xcstrings FILE [--repeat N] [--baseline]`.
    static var usage: String { get }
    /// What it measures, in one line.
    static var summary: String { get }
    /// Runs the measurement and prints the results; throws for bad arguments or failures.
    static func run(_ arguments: [String]) throws
}

/// A failure reported by a benchmark.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
