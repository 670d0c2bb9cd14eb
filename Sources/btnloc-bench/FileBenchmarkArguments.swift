import LocalizeKit

/// The arguments of the benchmarks that measure one file: `FILE [--repeat N]`
/// and one optional flag of the benchmark's own.
struct FileBenchmarkArguments {
    /// The file to measure.
    let file: String
    /// Its size in bytes.
    let size: Int
    /// How many runs to take the best of.
    let repeats: Int
    /// Whether the benchmark's own flag was given.
    let flag: Bool

    init(_ arguments: [String], flag flagName: String? = nil, usage: String, defaultRepeats: Int = 3) throws {
        var file: String?
        var repeats = defaultRepeats
        var flag = false
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--repeat":
                index += 1
                guard index < arguments.count, let count = Int(arguments[index]), count > 0 else {
                    throw BenchmarkError("--repeat needs a positive number")
                }
                repeats = count
            case let argument where argument == flagName:
                flag = true
            case let argument where file == nil && !argument.hasPrefix("-"):
                file = argument
            case let argument:
                throw BenchmarkError("unexpected argument '\(argument)'\nusage: btnloc-bench \(usage)")
            }
            index += 1
        }
        guard let file else { throw BenchmarkError("missing FILE\nusage: btnloc-bench \(usage)") }
        guard let size = try FileInput(path: file).size else { throw BenchmarkError("\(file) is not a regular file") }
        self.file = file
        self.size = size
        self.repeats = repeats
        self.flag = flag
    }
}
