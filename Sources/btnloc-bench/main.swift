// btnloc-bench: measures LocalizeKit on large inputs.
//
// One subcommand per subject; add yours to `benchmarks`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let benchmarks: [any Benchmark.Type] = [
    XCStringsBenchmark.self,
    FormatBenchmark.self,
    ConvertBenchmark.self,
    LookupBenchmark.self,
    AuditBenchmark.self,
    GenerateCatalog.self,
    ReadOnce.self,
]

@MainActor
func usage() -> String {
    let lines = benchmarks.map { "  \($0.usage)\n      \($0.summary)" }
    return """
        USAGE: btnloc-bench <subject> [options]

        SUBJECTS:
        \(lines.joined(separator: "\n"))

        Build with -c release for meaningful numbers.

        """
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let subject = arguments.first, subject != "--help", subject != "-h" else {
    print(usage(), terminator: "")
    exit(arguments.isEmpty ? 64 : 0)
}
guard let benchmark = benchmarks.first(where: { $0.name == subject }) else {
    print("btnloc-bench: unknown subject '\(subject)'\n\n" + usage(), terminator: "")
    exit(64)
}
// A benchmark's figures are read with the processors' speed around them (`Machine.speedCheck()`)
// and the time the host took from them (`Machine.steal(since:)`); the catalog generator and the
// child run of read-once measure nothing to compare.
let checksSpeed = benchmark != GenerateCatalog.self && benchmark != ReadOnce.self
do {
    let ticks = checksSpeed ? Machine.processorTicks() : nil
    if checksSpeed { print(Machine.speedCheck()) }
    try benchmark.run(Array(arguments.dropFirst()))
    if checksSpeed {
        print(Machine.speedCheck())
        if let steal = Machine.steal(since: ticks) { print(steal) }
    }
} catch {
    print("btnloc-bench \(subject): \(error)")
    exit(1)
}
