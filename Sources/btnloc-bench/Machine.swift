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

    /// `speed check: processors 3.3 ms, 3.3 ms; memory 52.1 ns a read (lower is faster)`.
    ///
    /// The processors of a shared virtual machine do not run at one speed: the same
    /// benchmark was a third slower for minutes at a time with nothing else running on it,
    /// and what slowed down was memory more than arithmetic (other machines' work on the
    /// same physical processors and their shared cache). Printed before and after the
    /// figures, two fixed loops tell a slow spell from a slow change: dependent
    /// multiplications on each processor at once (the processors' own speed), then reads
    /// that each depend on the last, at random through 16 MB (the shared cache and memory).
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
        return "speed check: processors " + figures.joined(separator: ", ") + "; memory "
            + Measure.format(memoryReadNanoseconds(), decimals: 1) + " ns a read (lower is faster)"
    }

    /// The time of one read in a chain of reads at random through 16 MB, each read giving
    /// the place of the next (a single cycle through every slot, the same every time), so
    /// that none can start before the last ends: best of three rounds.
    private static func memoryReadNanoseconds() -> Double {
        let slots = 2 << 20
        let next = UnsafeMutableBufferPointer<Int>.allocate(capacity: slots)
        defer { next.deallocate() }
        // Sattolo's shuffle of the identity: one cycle through all the slots.
        for index in 0..<slots { next[index] = index }
        var generator = SplitMix64(seed: 7)
        for index in stride(from: slots - 1, to: 0, by: -1) {
            next.swapAt(index, Int(generator.next() % UInt64(index)))
        }
        let reads = 1 << 18
        var best = Double.infinity
        var place = 0
        for _ in 0..<3 {
            let start = Measure.now()
            for _ in 0..<reads { place = next[place] }
            best = min(best, Measure.now() - start)
        }
        if place < 0 { print("") }  // keeps the chain from being optimized away
        return best * 1e9 / Double(reads)
    }

    /// The time this machine's processors ran its own work (user, nice and system) and the
    /// time the host gave them to other machines instead (steal), in clock ticks since boot,
    /// from `/proc/stat`; nil where it cannot be read.
    static func processorTicks() -> (busy: Int, stolen: Int)? {
        guard let line = text("/proc/stat").split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else {
            return nil
        }
        let fields = line.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard fields.count >= 8 else { return nil }
        return (busy: fields[0] + fields[1] + fields[2], stolen: fields[7])
    }

    /// `steal: 12 ms while 2 140 ms of work ran (…)`: what the host took from these
    /// processors for other machines since `start` (`processorTicks()`), against the work
    /// they ran; nil where `/proc/stat` cannot be read.
    static func steal(since start: (busy: Int, stolen: Int)?) -> String? {
        guard let start, let end = processorTicks() else { return nil }
        let milliseconds = 1000 / max(1, sysconf(Int32(_SC_CLK_TCK)))
        let stolen = (end.stolen - start.stolen) * milliseconds
        let busy = (end.busy - start.busy) * milliseconds
        return "steal: \(stolen) ms while \(busy) ms of work ran (time the host gave these processors to other"
            + " machines; above 0, the figures are slower than this machine)"
    }

    /// Steps of `speedCheck()`'s loop: a few milliseconds.
    private static let speedCheckSteps = 2_000_000

    private static func text(_ path: String) -> String {
        (try? FileInput.readAll(path: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
