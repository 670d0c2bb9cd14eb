import Dispatch
import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine a benchmark runs on and how busy it is, printed with the figures.
enum Machine {
    /// `machine: 2 processors (Intel Xeon …), 23.4 GB; load average 1.02 0.80 0.60`.
    static func describe() -> String {
        let cpuinfo = text("/proc/cpuinfo")
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { String($0.drop { $0 == " " }) } ?? "unknown processor"
        let memory =
            text("/proc/meminfo").split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ").dropFirst().first }
            .flatMap { Int($0) }
            .map { Measure.format(Double($0) * 1024 / 1e9, decimals: 1) + " GB" } ?? "unknown memory"
        return "machine: \(processors) processors (\(model)), \(memory); \(load())"
    }

    /// The processors online.
    static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `load average 1.02 0.80 0.60` (the system's 1, 5 and 15 minute averages).
    static func load() -> String {
        let fields = text("/proc/loadavg").split(separator: " ").prefix(3)
        return fields.count == 3 ? "load average " + fields.joined(separator: " ") : "load average unknown"
    }

    /// `processor speed check: 7.1 ms, 7.2 ms (a fixed loop on each processor at once; lower is faster)`.
    ///
    /// The processors of a shared virtual machine do not run at one speed: the same
    /// benchmark was a third slower for minutes at a time with nothing else running on it
    /// (another machine's work on the same physical cores). Printed before and after the
    /// figures, a fixed loop of dependent multiplications tells a slow spell from a slow
    /// change; it touches no memory, so only the processors' own speed moves it.
    static func speedCheck() -> String {
        let count = processors
        // Unchecked: each processor's loop writes its own element, and `concurrentPerform`
        // returns after every loop has.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
        defer { results.deallocate() }
        results.initialize(repeating: 0)
        DispatchQueue.concurrentPerform(iterations: count) { processor in
            var best = Double.infinity
            for _ in 0..<3 {
                let start = Measure.now()
                var state = UInt64(processor) &+ 1
                for _ in 0..<speedCheckSteps {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    state ^= state >> 29
                }
                best = min(best, Measure.now() - start)
                if state == 0 { print("") }  // keeps the loop from being optimized away
            }
            results[processor] = best
        }
        let figures = results.map { Measure.format($0 * 1000, decimals: 1) + " ms" }
        return "processor speed check: " + figures.joined(separator: ", ")
            + " (a fixed loop on each processor at once; lower is faster)"
    }

    /// Steps of `speedCheck()`'s loop: a few milliseconds.
    private static let speedCheckSteps = 2_000_000

    private static func text(_ path: String) -> String {
        (try? FileInput.readAll(path: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
