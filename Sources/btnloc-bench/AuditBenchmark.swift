import LocalizeKit

/// `btnloc-bench audit FILE`: the audit of a catalog with every rule and every
/// locale, against the plain read of the same file in the same run.
enum AuditBenchmark: Benchmark {
    static let name = "audit"
    static let usage = "audit FILE [--repeat N] [--rules-only]"
    static let summary =
        "Audit FILE with every rule and locale (best of N runs, default 3): wall time, peak RSS and its"
        + " ratio to the file size; then the plain XCStringsReader read of FILE for comparison, and the rules"
        + " alone on the catalog in memory (--rules-only: just those, N times, for profiling)."

    static func run(_ arguments: [String]) throws {
        let parsed = try FileBenchmarkArguments(arguments, flag: "--rules-only", usage: usage)
        let (file, size, repeats, rulesOnly) = (parsed.file, parsed.size, parsed.repeats, parsed.flag)
        let megabytes = Double(size) / 1e6
        print("file: \(file) (\(Measure.megabytes(size)))")
        if rulesOnly {
            let catalog = try XCStringsReader.read(contentsOfFile: file)
            for _ in 0..<repeats {
                let (count, seconds) = Measure.time { Auditor().audit(catalog, file: file).findings.count }
                print("rules alone: \(Measure.format(seconds, decimals: 3)) s, \(count) findings")
            }
            return
        }

        // The audit first, so that its peak is measured from a fresh process.
        var auditTimes: [Double] = []
        var findings = 0
        var summaries = 0
        var auditPeak = 0
        var cpuTimes: [Double] = []
        for run in 0..<repeats {
            if run > 0 { Measure.resetPeakResident() }
            let cpuStart = Measure.processCPUTime()
            let (diagnostics, seconds) = Measure.time { Auditor().audit(paths: [file]) }
            cpuTimes.append(Measure.processCPUTime() - cpuStart)
            if let failure = diagnostics.inputFailures.first { throw BenchmarkError("\(failure)") }
            findings = diagnostics.findings.count
            summaries = diagnostics.summaries.count
            auditTimes.append(seconds)
            auditPeak = max(auditPeak, Measure.peakResidentBytes() ?? 0)
        }
        let best = auditTimes.min() ?? 0
        print(
            "audit (every rule, every locale): best \(Measure.format(best, decimals: 3)) s"
                + " = \(Measure.format(megabytes / best, decimals: 1)) MB/s, median"
                + " \(Measure.format(auditTimes.sorted()[auditTimes.count / 2], decimals: 3)) s (\(repeats) runs)")
        print("findings: \(findings), locales summarized: \(summaries)")
        // CPU time of every thread: what the audit costs, whatever else holds the cores.
        let bestCPU = cpuTimes.min() ?? 0
        print(
            "audit CPU time, all threads: best \(Measure.format(bestCPU, decimals: 3)) s, median"
                + " \(Measure.format(cpuTimes.sorted()[cpuTimes.count / 2], decimals: 3)) s"
                + " (\(Measure.format(bestCPU / max(best, 1e-9), decimals: 2)) cores in the best run's time)")
        print(
            "audit peak RSS: \(Measure.megabytes(auditPeak))"
                + " (\(Measure.format(Double(auditPeak) / Double(size), decimals: 2))x file)")

        // The plain read of the whole catalog, for comparison; then the rules alone on it.
        var readTimes: [Double] = []
        var rulesTimes: [Double] = []
        var readPeak = 0
        for _ in 0..<repeats {
            Measure.resetPeakResident()
            let (catalog, seconds) = try Measure.time { try XCStringsReader.read(contentsOfFile: file) }
            readTimes.append(seconds)
            readPeak = max(readPeak, Measure.peakResidentBytes() ?? 0)
            let (_, rulesSeconds) = Measure.time { Auditor().audit(catalog, file: file).findings.count }
            rulesTimes.append(rulesSeconds)
        }
        let readBest = readTimes.min() ?? 0
        print(
            "plain read (XCStringsReader, whole catalog in memory): best \(Measure.format(readBest, decimals: 3)) s"
                + " = \(Measure.format(megabytes / readBest, decimals: 1)) MB/s, peak RSS \(Measure.megabytes(readPeak))"
                + " (\(Measure.format(Double(readPeak) / Double(size), decimals: 2))x file)")
        print(
            "rules alone on the catalog in memory (one thread): best"
                + " \(Measure.format(rulesTimes.min() ?? 0, decimals: 3)) s")
        print("audit / read time: \(Measure.format(best / readBest, decimals: 2))")
    }
}
