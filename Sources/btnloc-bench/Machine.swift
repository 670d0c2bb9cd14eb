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

    private static func text(_ path: String) -> String {
        (try? FileInput.readAll(path: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
