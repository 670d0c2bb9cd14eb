import Foundation
import LocalizeKit

/// `btnloc-bench lookup --bundle DIR --lang de-CH`: nanoseconds per lookup of
/// `LocalizationBundle` and of Foundation's `Bundle.localizedString` on the same
/// `.lproj` tree, in one run, with the ratio and a check of the answers.
enum LookupBenchmark: Benchmark {
    static let name = "lookup"
    static let usage = "lookup --bundle DIR [--lang LIST] [--table NAME] [--iterations N]"
    static let summary =
        "Time LocalizationBundle and Foundation's Bundle.localizedString on the same .lproj tree"
        + " (every key of the development table, N rounds, default 2000); prints ns per call and 'ratio: N'."

    static func run(_ arguments: [String]) throws {
        var directory: String?
        var languages = ["de-CH"]
        var table: String?
        var iterations = 2_000
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchmarkError("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--bundle": directory = try value()
            case "--lang": languages = try value().split(separator: ",").map(String.init)
            case "--table": table = try value()
            case "--iterations":
                guard let count = Int(try value()), count > 0 else { throw BenchmarkError("--iterations: a number") }
                iterations = count
            default: throw BenchmarkError("unexpected argument '\(arguments[index])'; usage: \(usage)")
            }
            index += 1
        }
        guard let directory else { throw BenchmarkError("missing --bundle DIR; usage: \(usage)") }
        let tableName = try table ?? firstTable(in: directory)
        let keys = try developmentKeys(directory: directory, table: tableName)
        guard !keys.isEmpty else { throw BenchmarkError("no keys in en.lproj/\(tableName).strings") }

        let ours = try LocalizationBundle(directory: directory, preferredLanguages: languages)
        guard let foundation = Bundle(path: directory) else { throw BenchmarkError("Bundle(path:) failed") }

        // Warm both (parsing, caches) and compare the answers.
        var differences: [(String, String, String)] = []
        for key in keys {
            let mine = ours.localizedString(forKey: key, table: tableName)
            let theirs = foundation.localizedString(forKey: key, value: nil, table: tableName)
            if mine != theirs { differences.append((key, mine, theirs)) }
        }

        // Rounds alternate between the two so that load on a shared machine hits
        // both alike; each side's median round is reported.
        let rounds = 7
        let foundationIterations = max(1, iterations / 20)
        var sink = 0
        var oursRounds: [Double] = []
        var foundationRounds: [Double] = []
        for _ in 0..<rounds {
            let (_, oursSeconds) = Measure.time {
                for _ in 0..<iterations {
                    for key in keys { sink &+= ours.localizedString(forKey: key, table: tableName).utf8.count }
                }
            }
            oursRounds.append(oursSeconds * 1e9 / Double(keys.count * iterations))
            let (_, foundationSeconds) = Measure.time {
                for _ in 0..<foundationIterations {
                    for key in keys {
                        sink &+= foundation.localizedString(forKey: key, value: nil, table: tableName).utf8.count
                    }
                }
            }
            foundationRounds.append(foundationSeconds * 1e9 / Double(keys.count * foundationIterations))
        }
        let oursNanoseconds = oursRounds.sorted()[rounds / 2]
        let foundationNanoseconds = foundationRounds.sorted()[rounds / 2]
        let calls = keys.count * iterations * rounds
        print("bundle: \(directory), table: \(tableName), preferred: \(languages.joined(separator: ","))")
        print(
            "keys: \(keys.count), rounds: \(rounds), LocalizationBundle calls: \(calls),"
                + " Foundation calls: \(keys.count * foundationIterations * rounds)")
        print(
            "LocalizationBundle.localizedString: \(Measure.format(oursNanoseconds, decimals: 1)) ns/call (median round)"
        )
        print(
            "Foundation Bundle.localizedString:  \(Measure.format(foundationNanoseconds, decimals: 1)) ns/call (median round)"
        )
        print("answers that differ: \(differences.count) of \(keys.count)")
        for (key, mine, theirs) in differences.prefix(5) {
            print("  \(key): LocalizationBundle \"\(mine)\", Foundation \"\(theirs)\"")
        }
        if sink == 42 { print("") }  // keeps the loops from being optimized away
        print("ratio: \(Measure.format(foundationNanoseconds / oursNanoseconds, decimals: 1))")
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
