import LocalizeKit

/// `btnloc-bench generate KEYS LANGUAGES OUT`: writes a synthetic catalog for
/// the other benchmarks (`SyntheticCatalog`), as Xcode formats it.
enum GenerateCatalog: Benchmark {
    static let name = "generate"
    static let usage = "generate KEYS LANGUAGES OUT [--seed N]"
    static let summary =
        "Write a synthetic String Catalog of KEYS keys in the first LANGUAGES of 50 languages to OUT"
        + " (plurals, substitutions, device variations, comments, a few missing and untranslated values;"
        + " the same for the same seed, default 1). 20000 40 gives about 195 MB."

    static func run(_ arguments: [String]) throws {
        var positionals: [String] = []
        var seed: UInt64 = 1
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--seed" {
                index += 1
                guard index < arguments.count, let value = UInt64(arguments[index]) else {
                    throw BenchmarkError("--seed needs a whole number")
                }
                seed = value
            } else {
                positionals.append(arguments[index])
            }
            index += 1
        }
        guard positionals.count == 3, let keys = Int(positionals[0]), keys >= 0, let languages = Int(positionals[1]),
            (1...SyntheticCatalog.languages.count).contains(languages)
        else {
            throw BenchmarkError(
                "usage: btnloc-bench \(usage) (KEYS ≥ 0, 1 ≤ LANGUAGES ≤ \(SyntheticCatalog.languages.count))")
        }
        let output = positionals[2]
        let (catalog, seconds) = Measure.time {
            SyntheticCatalog(keys: keys, languageCount: languages, seed: seed).make()
        }
        let (_, writeSeconds) = try Measure.time { try XCStringsWriter.write(catalog, toFile: output) }
        let size = try FileInput(path: output).size ?? 0
        print(
            "wrote \(output): \(keys) keys, \(languages) languages, \(Measure.megabytes(size))"
                + " (made in \(Measure.format(seconds, decimals: 2)) s, written in \(Measure.format(writeSeconds, decimals: 2)) s)"
        )
    }
}
