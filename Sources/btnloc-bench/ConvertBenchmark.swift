import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `btnloc-bench convert FILE`: `btnloc convert` both ways on a catalog (catalog → `.lproj`
/// tables, then those tables → catalog), in one run.
enum ConvertBenchmark: Benchmark {
    static let name = "convert"
    static let usage = "convert FILE [--repeat N]"
    static let summary =
        "Convert FILE to <lang>.lproj tables and the tables back to a catalog, as 'btnloc convert' does"
        + " (--include-untranslated, so that both ways carry every value): best and median of N runs (default 5),"
        + " MB/s of the catalog, peak RSS and its ratio to each direction's input."

    static func run(_ arguments: [String]) throws {
        let parsed = try FileBenchmarkArguments(arguments, usage: usage, defaultRepeats: 5)
        let (file, size, repeats) = (parsed.file, parsed.size, parsed.repeats)
        print("file: \(file) (\(Measure.megabytes(size)))")
        print(Machine.describe())
        let scratch = try temporaryDirectory()
        defer { removeTree(scratch) }
        let tables = scratch + "/tables"
        let table = "Localizable"
        let options = CatalogToLproj.Options(includesUntranslated: true)
        var written: [String] = []
        let toTables = try Trial.run("catalog -> tables", bytes: size, repeats: repeats) {
            written = try CatalogToLproj.convert(
                contentsOfFile: file, table: table, toDirectory: tables, options: options
            ).output
        }
        let tableBytes = written.reduce(0) { $0 + ((try? FileInput(path: $1))?.size ?? 0) }
        let back = scratch + "/back.xcstrings"
        Measure.startMemoryMeasurement()
        let residentBefore = Measure.residentBytes() ?? 0
        let toCatalog = try Trial.run("tables -> catalog", bytes: size, repeats: repeats) {
            _ = try LprojToCatalog.convert(directory: tables, table: table, toFile: back)
        }
        let backSize = (try FileInput(path: back).size) ?? 0
        Trial.printTable([toTables], memoryRelativeTo: size)
        Trial.printTable([toCatalog], memoryRelativeTo: tableBytes)
        print(
            "tables: \(written.count) files, \(Measure.megabytes(tableBytes)); catalog written back: \(Measure.megabytes(backSize))"
        )
        // The process starts the second direction with what the first left resident; the peak above counts it.
        let ownPeak = max(toCatalog.peak - residentBefore, 0)
        print(
            "tables -> catalog: \(Measure.megabytes(residentBefore)) resident before it (in its peak above);"
                + " its own peak \(Measure.megabytes(ownPeak)),"
                + " \(Measure.format(Double(ownPeak) / Double(max(tableBytes, 1)), decimals: 2))x the tables")
        print(
            "tables -> catalog: \(Measure.format(Double(tableBytes) / 1e6 / max(toCatalog.best, 1e-9), decimals: 1)) MB/s of tables read"
        )
        print(Machine.load())
    }

    /// A new empty directory under /tmp.
    static func temporaryDirectory() throws -> String {
        var template = Array("/tmp/btnloc-bench-XXXXXX".utf8CString)
        guard let pointer = mkdtemp(&template) else { throw BenchmarkError("cannot create a temporary directory") }
        return String(cString: pointer)
    }

    /// Removes a directory tree the benchmark made (plain files and folders only).
    static func removeTree(_ path: String) {
        guard let handle = opendir(path) else {
            unlink(path)
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(handle)
        for name in names {
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }
}
