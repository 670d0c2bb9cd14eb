import Foundation
import LocalizeKit

/// `btnloc-bench lookup`: nanoseconds per hit of `LocalizationBundle` (its
/// default-preferences path and its explicit-preferences path) and of
/// Foundation's `Bundle.localizedString`, on the same `.lproj` tree in one run,
/// with the ratios, a check of the answers and the memory the bundle took.
///
/// The tree is a folder (`--bundle DIR`) or a generated one (`--keys N --shape S`):
/// seven folders of N keys, `en-GB` holding every tenth (`LookupBundleGenerator`).
enum LookupBenchmark: Benchmark {
    static let name = "lookup"
    static let usage =
        "lookup (--bundle DIR | --keys N [--shape numbered|dotted|sentence]) [--lang LIST] [--table NAME]"
        + " [--iterations N] [--shuffle]"
    static let summary =
        "Time LocalizationBundle (default and explicit preferences) and Foundation's Bundle.localizedString"
        + " on the same .lproj tree (every key of the development table, N rounds, default about 4 million"
        + " calls a round), or on a generated 7-folder tree of N keys of a shape; prints ns per hit, the"
        + " ratios and the memory the bundle's tables took. Keys are looked up in file order (neighbours in"
        + " memory), or with --shuffle in a fixed random order, as an app's screens ask for them."

    private struct Arguments {
        var directory: String?
        var keyCount: Int?
        var shape = LookupBundleGenerator.Shape.numbered
        var languages = ["de-CH"]
        var table: String?
        var iterations: Int?
        var shuffled = false

        init(_ arguments: [String]) throws {
            var index = 0
            func value() throws -> String {
                index += 1
                guard index < arguments.count else { throw BenchmarkError("\(arguments[index - 1]) needs a value") }
                return arguments[index]
            }
            func positive(_ option: String) throws -> Int {
                guard let number = Int(try value()), number > 0 else { throw BenchmarkError("\(option): a number") }
                return number
            }
            while index < arguments.count {
                switch arguments[index] {
                case "--bundle": directory = try value()
                case "--keys": keyCount = try positive("--keys")
                case "--shape":
                    let name = try value()
                    guard let shape = LookupBundleGenerator.Shape(rawValue: name) else {
                        throw BenchmarkError("--shape: numbered, dotted or sentence, not '\(name)'")
                    }
                    self.shape = shape
                case "--lang": languages = try value().split(separator: ",").map(String.init)
                case "--table": table = try value()
                case "--iterations": iterations = try positive("--iterations")
                case "--shuffle": shuffled = true
                default:
                    throw BenchmarkError("unexpected argument '\(arguments[index])'; usage: \(LookupBenchmark.usage)")
                }
                index += 1
            }
            guard (directory == nil) != (keyCount == nil) else {
                throw BenchmarkError("give --bundle DIR or --keys N; usage: \(LookupBenchmark.usage)")
            }
        }
    }

    static func run(_ arguments: [String]) throws {
        let options = try Arguments(arguments)
        var generated: String?
        if let count = options.keyCount {
            generated = try LookupBundleGenerator.write(keys: count, shape: options.shape)
        }
        defer { if let generated { try? FileManager.default.removeItem(atPath: generated) } }
        guard let directory = options.directory ?? generated else { return }
        let tableName = try options.table ?? firstTable(in: directory)
        var keys = try developmentKeys(directory: directory, table: tableName)
        if options.shuffled {
            var generator = SplitMix64(seed: 18)
            keys.shuffle(using: &generator)
        }
        guard !keys.isEmpty else { throw BenchmarkError("no keys in en.lproj/\(tableName).strings") }
        let languages = options.languages
        let iterations = options.iterations ?? max(1, 4_000_000 / keys.count)

        // Our bundle first, with the memory it takes to read and resolve the table.
        let residentBefore = Measure.residentBytes()
        let ours = try LocalizationBundle(directory: directory, preferredLanguages: languages)
        for key in keys {
            _ = ours.localizedString(forKey: key, table: tableName)
            _ = ours.localizedString(forKey: key, table: tableName, preferredLanguages: languages)
        }
        let residentAfter = Measure.residentBytes()
        guard let foundation = Bundle(path: directory) else { throw BenchmarkError("Bundle(path:) failed") }

        // Warm Foundation and compare the answers.
        var differences: [(String, String, String)] = []
        for key in keys {
            let mine = ours.localizedString(forKey: key, table: tableName)
            let theirs = foundation.localizedString(forKey: key, value: nil, table: tableName)
            if mine != theirs { differences.append((key, mine, theirs)) }
        }

        // Rounds alternate between the three so that load on a shared machine hits
        // them alike; each one's median round of thread CPU time is reported (the
        // wall clock would count the time other processes hold the core).
        let rounds = 7
        let foundationIterations = max(1, iterations / 20)
        var sink = 0
        var defaultRounds: [Double] = []
        var explicitRounds: [Double] = []
        var foundationRounds: [Double] = []
        func nanoseconds(_ seconds: Double, _ repeats: Int) -> Double { seconds * 1e9 / Double(keys.count * repeats) }
        for _ in 0..<rounds {
            let (_, defaultSeconds) = Measure.cpuTime {
                for _ in 0..<iterations {
                    for key in keys { sink &+= ours.localizedString(forKey: key, table: tableName).utf8.count }
                }
            }
            defaultRounds.append(nanoseconds(defaultSeconds, iterations))
            let (_, explicitSeconds) = Measure.cpuTime {
                for _ in 0..<iterations {
                    for key in keys {
                        sink &+=
                            ours.localizedString(forKey: key, table: tableName, preferredLanguages: languages)
                            .utf8.count
                    }
                }
            }
            explicitRounds.append(nanoseconds(explicitSeconds, iterations))
            let (_, foundationSeconds) = Measure.cpuTime {
                for _ in 0..<foundationIterations {
                    for key in keys {
                        sink &+= foundation.localizedString(forKey: key, value: nil, table: tableName).utf8.count
                    }
                }
            }
            foundationRounds.append(nanoseconds(foundationSeconds, foundationIterations))
        }
        let defaultPath = median(defaultRounds)
        let explicitPath = median(explicitRounds)
        let foundationPath = median(foundationRounds)
        let source = options.keyCount.map { "generated, 7 folders, \($0) \(options.shape.rawValue) keys" } ?? directory
        print(
            "bundle: \(source), table: \(tableName), preferred: \(languages.joined(separator: ",")), order: "
                + (options.shuffled ? "shuffled" : "file"))
        print(
            "keys: \(keys.count), rounds: \(rounds), LocalizationBundle calls: \(keys.count * iterations * rounds)"
                + " per path, Foundation calls: \(keys.count * foundationIterations * rounds)")
        print("LocalizationBundle.localizedString(forKey:table:):                    \(format(defaultPath))")
        print("LocalizationBundle.localizedString(forKey:table:preferredLanguages:): \(format(explicitPath))")
        print("Foundation Bundle.localizedString(forKey:value:table:):               \(format(foundationPath))")
        if let residentBefore, let residentAfter {
            let grown = max(0, residentAfter - residentBefore)
            print(
                "LocalizationBundle memory (resident growth, all folders read and resolved): "
                    + "\(Measure.megabytes(grown)), \(grown / keys.count) bytes per key")
        }
        print("answers that differ: \(differences.count) of \(keys.count)")
        if !differences.isEmpty {
            // Foundation's Bundle takes its languages from the process, not from --lang: its
            // answers then come from another localization, which is no fault of the lookup.
            let chosen = ours.preferredLocalizations(for: languages).joined(separator: ",")
            print(
                "  LocalizationBundle answers from \(chosen) for \(languages.joined(separator: ",")); "
                    + "Foundation's Bundle does not take --lang")
        }
        for (key, mine, theirs) in differences.prefix(5) {
            print("  \(key): LocalizationBundle \"\(mine)\", Foundation \"\(theirs)\"")
        }
        if sink == 42 { print("") }  // keeps the loops from being optimized away
        print("ratio: \(Measure.format(foundationPath / defaultPath, decimals: 1))")
        print("ratio with explicit preferences: \(Measure.format(foundationPath / explicitPath, decimals: 1))")
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    private static func format(_ nanoseconds: Double) -> String {
        "\(Measure.format(nanoseconds, decimals: 1)) ns/hit (thread CPU time, median round)"
    }

    /// The first table of `en.lproj` (or of any .lproj) in the folder.
    private static func firstTable(in directory: String) throws -> String {
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        for folder in ["en.lproj"] + folders where folder.hasSuffix(".lproj") {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? []
            if let strings = files.sorted().first(where: { $0.hasSuffix(".strings") }) {
                return String(strings.dropLast(".strings".count))
            }
        }
        throw BenchmarkError("no .strings table in \(directory)")
    }

    /// Every key of the development localization's table.
    private static func developmentKeys(directory: String, table: String) throws -> [String] {
        let path = directory + "/en.lproj/" + table + ".strings"
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchmarkError("cannot read \(path)") }
        return try StringsFileReader.read(Array(data), file: path).keys
    }
}
