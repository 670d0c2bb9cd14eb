import LocalizeKit

/// `btnloc-bench format FILE`: `btnloc format --check` on a catalog, on every processor and on
/// one, beside the plain read of the same file, in one run.
enum FormatBenchmark: Benchmark {
    static let name = "format"
    static let usage = "format FILE [--repeat N]"
    static let summary =
        "Check FILE's formatting as 'btnloc format --check' does (XCStringsFormatter) on every processor and on"
        + " one, beside the plain read (XCStringsReader) both ways: best and median of N runs (default 5), MB/s,"
        + " peak RSS and its ratio to the file."

    static func run(_ arguments: [String]) throws {
        let parsed = try FileBenchmarkArguments(arguments, usage: usage, defaultRepeats: 5)
        let (file, size, repeats) = (parsed.file, parsed.size, parsed.repeats)
        print("file: \(file) (\(Measure.megabytes(size)))")
        print(Machine.describe())
        let all = Machine.processors
        var formatted = false
        // The check first, so that its memory is measured before a catalog was ever held.
        let checks = [
            try Trial.run("format --check (\(all) threads)", bytes: size, repeats: repeats) {
                formatted = try XCStringsFormatter.isFormatted(contentsOfFile: file)
            },
            try Trial.run("format --check (1 thread)", bytes: size, repeats: repeats) {
                formatted = try XCStringsFormatter.isFormatted(contentsOfFile: file, threads: 1)
            },
        ]
        var kept: StringCatalog?
        let reads = [
            try Trial.run("read (\(all) threads)", bytes: size, repeats: repeats, before: { kept = nil }) {
                kept = try XCStringsReader.read(contentsOfFile: file)
            },
            try Trial.run("read (1 thread)", bytes: size, repeats: repeats, before: { kept = nil }) {
                kept = try XCStringsReader.read(contentsOfFile: file, threads: 1)
            },
        ]
        let entries = kept?.entries.count ?? 0
        kept = nil
        Trial.printTable(checks + reads, memoryRelativeTo: size)
        print("entries: \(entries), formatted: \(formatted ? "yes" : "no (format would rewrite it)")")
        print(
            "check / read time (\(all) threads): \(Measure.format(checks[0].best / max(reads[0].best, 1e-9), decimals: 2))"
        )
        print(Machine.load())
    }
}
