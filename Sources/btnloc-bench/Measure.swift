import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Clocks and memory figures for benchmarks.
enum Measure {
    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds of CPU time the calling thread has used: unlike the wall clock,
    /// it does not count the time other processes of a shared machine hold the core.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds of CPU time every thread of the process has used.
    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` and returns its result and the CPU seconds the thread spent in it.
    static func cpuTime<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = threadCPUTime()
        let result = try body()
        return (result, threadCPUTime() - start)
    }

    /// Runs `body` and returns its result and the seconds it took.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let result = try body()
        return (result, now() - start)
    }

    /// The process's peak resident set size in bytes (`VmHWM` in /proc/self/status), or nil.
    static func peakResidentBytes() -> Int? { statusBytes("VmHWM:") }

    /// The process's resident set size in bytes (`VmRSS` in /proc/self/status), or nil.
    static func residentBytes() -> Int? { statusBytes("VmRSS:") }

    /// A field of /proc/self/status given in kilobytes, in bytes.
    private static func statusBytes(_ field: String) -> Int? {
        guard let status = try? FileInput.readAll(path: "/proc/self/status") else { return nil }
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix(field) {
            let fields = line.split(separator: " ")
            if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
        return nil
    }

    /// Gives freed memory back to the system, then resets the peak resident set size to what
    /// is left, so that the next peak is that of the next operation alone.
    static func startMemoryMeasurement() {
        #if canImport(Glibc)
            // glibc's malloc_trim, looked up because the Glibc module does not declare it.
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                typealias Trim = @convention(c) (Int) -> Int32
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
        resetPeakResident()
    }

    /// Resets the peak resident set size to the current one (Linux: `5` to /proc/self/clear_refs).
    @discardableResult
    static func resetPeakResident() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// Bytes as megabytes (10^6) with one decimal.
    static func megabytes(_ bytes: Int) -> String {
        format(Double(bytes) / 1e6, decimals: 1) + " MB"
    }

    /// A number with a fixed count of decimals.
    static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let digits = text.distance(from: dot, to: text.endIndex) - 1
            if digits < decimals { text += String(repeating: "0", count: decimals - digits) }
        } else if decimals > 0 {
            text += "." + String(repeating: "0", count: decimals)
        }
        return text
    }
}
