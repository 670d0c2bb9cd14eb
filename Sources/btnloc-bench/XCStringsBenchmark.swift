import LocalizeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `btnloc-bench xcstrings FILE`: read and write speed of the `.xcstrings`
/// reader and writer, peak memory, and a byte-for-byte round-trip check.
enum XCStringsBenchmark: Benchmark {
    static let name = "xcstrings"
    static let usage = "xcstrings FILE [--repeat N] [--baseline]"
    static let summary =
        "Read FILE with LocalizeKit on every processor and on one, and write it (best and median of N runs,"
        + " default 5), check the bytes round-trip; --baseline also decodes and encodes it with"
        + " JSONDecoder/JSONEncoder into Codable types."

    static func run(_ arguments: [String]) throws {
        let parsed = try FileBenchmarkArguments(arguments, flag: "--baseline", usage: usage, defaultRepeats: 5)
        let (file, size, repeats, baseline) = (parsed.file, parsed.size, parsed.repeats, parsed.flag)
        print("file: \(file) (\(Measure.megabytes(size)))")
        print(Machine.describe())
        // Measured in a function of its own, so that the catalog is gone before the baseline runs.
        let identical = try measureLocalizeKit(file: file, size: size, repeats: repeats)
        if baseline {
            try runBaseline(file: file, megabytes: Double(size) / 1e6)
        }
        print(Machine.load())
        if !identical { throw BenchmarkError("the written bytes differ from the file") }
    }

    /// Reads and writes the file `repeats` times; returns whether the bytes round-trip.
    private static func measureLocalizeKit(file: String, size: Int, repeats: Int) throws -> Bool {
        let all = Machine.processors
        var catalog: StringCatalog?
        let parallel = try Trial.run(
            "read (\(all) threads)", bytes: size, repeats: repeats, before: { catalog = nil }
        ) {
            catalog = try XCStringsReader.read(contentsOfFile: file)
        }
        let single = try Trial.run("read (1 thread)", bytes: size, repeats: repeats, before: { catalog = nil }) {
            catalog = try XCStringsReader.read(contentsOfFile: file, threads: 1)
        }
        // Main's benchmark before this branch read without giving freed memory back: compare with this row.
        let reused = try Trial.run(
            "read (1 thread, reused pages)", bytes: size, repeats: repeats, reusesFreedMemory: true,
            before: { catalog = nil }
        ) {
            catalog = try XCStringsReader.read(contentsOfFile: file, threads: 1)
        }
        // A new process for each run: the pages a `btnloc` command faults in, nothing reused
        // (spawned through /proc/self/exe: Linux only). The children's memory is their own,
        // so the catalog read above is kept for the write.
        var trials = [parallel, single, reused]
        var children: [ReadOnce.Result] = []
        #if os(Linux)
            for _ in 0..<repeats { children.append(try ReadOnce.spawn(file: file)) }
            trials.append(
                Trial.recorded(
                    "read (1 thread, new process)", bytes: size, times: children.map(\.seconds),
                    peak: children.map(\.peak).max() ?? 0))
        #endif
        guard let catalog else { return false }
        var written = 0
        let write = Trial.run("write", bytes: size, repeats: repeats) {
            written = 0
            XCStringsWriter.write(catalog) { (chunk: UnsafeRawBufferPointer) in written += chunk.count }
        }
        let identical = try XCStringsWriter.isWritten(catalog, asContentsOfFile: file)
        Trial.printTable(trials + [write], memoryRelativeTo: size)
        print("(the read's peak RSS is the catalog in memory; the write's is what writing adds to it;")
        print(" each run starts on fresh pages, except 'reused pages', whose peak includes the pages reused)")
        let faults = children.map(\.faults).sorted()
        if !children.isEmpty {
            print(
                "(the 'new process' row: the read inside a child process, page faults of its best run: "
                    + "\(children.min { $0.seconds < $1.seconds }?.faults ?? 0), median \(faults.isEmpty ? 0 : faults[faults.count / 2]))"
            )
        }
        print("entries: \(catalog.entries.count), bytes written: \(written)")
        print("round trip: " + (identical ? "identical bytes" : "DIFFERENT bytes"))
        return identical
    }

    /// JSONDecoder and JSONEncoder (FoundationEssentials) on the same file, for comparison.
    private static func runBaseline(file: String, megabytes: Double) throws {
        Measure.resetPeakResident()
        let (decoded, decodeSeconds) = try Measure.time { () throws -> CodableCatalog in
            let data = Data(try FileInput.readAll(path: file))
            return try JSONDecoder().decode(CodableCatalog.self, from: data)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let (encoded, encodeSeconds) = try Measure.time { try encoder.encode(decoded) }
        let peak = Measure.peakResidentBytes() ?? 0
        print(
            "baseline JSONDecoder (Codable, file read included): \(Measure.format(decodeSeconds, decimals: 3)) s"
                + " = \(Measure.format(megabytes / decodeSeconds, decimals: 1)) MB/s")
        print(
            "baseline JSONEncoder (pretty, sorted keys): \(Measure.format(encodeSeconds, decimals: 3)) s"
                + " = \(Measure.format(megabytes / encodeSeconds, decimals: 1)) MB/s, \(encoded.count) bytes")
        print("baseline peak RSS (since reset): \(Measure.megabytes(peak))")
    }
}

/// The catalog as ordinary Codable types, for the baseline.
private struct CodableCatalog: Codable {
    var sourceLanguage: String
    var strings: [String: CodableEntry]
    var version: String
}

private struct CodableEntry: Codable {
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: CodableLocalization]?
}

private struct CodableLocalization: Codable {
    var stringUnit: CodableStringUnit?
    var variations: [String: [String: CodableLocalization]]?
    var substitutions: [String: CodableSubstitution]?
}

private struct CodableStringUnit: Codable {
    var state: String
    var value: String
}

private struct CodableSubstitution: Codable {
    var argNum: Int?
    var formatSpecifier: String?
    var variations: [String: [String: CodableLocalization]]?
}
