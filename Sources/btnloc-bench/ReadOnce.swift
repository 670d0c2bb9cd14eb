import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `btnloc-bench read-once FILE`: reads FILE once on one thread, in this fresh
/// process, and prints the read's seconds, its minor page faults and the
/// process's peak resident bytes on one line. `xcstrings` runs it as a child
/// for its "new process" row: a new process is what a `btnloc` command is,
/// with the page faults of its first heap, whatever the benchmark did before.
enum ReadOnce: Benchmark {
    static let name = "read-once"
    static let usage = "read-once FILE"
    static let summary =
        "Read FILE once on one thread in this new process; print seconds, minor page faults and peak RSS"
        + " (the child of xcstrings's 'new process' row)."

    static func run(_ arguments: [String]) throws {
        let parsed = try FileBenchmarkArguments(arguments, usage: usage, defaultRepeats: 1)
        let faultsBefore = minorFaults()
        let (catalog, seconds) = try Measure.time { try XCStringsReader.read(contentsOfFile: parsed.file, threads: 1) }
        let faults = minorFaults() - faultsBefore
        print("\(seconds) \(faults) \(Measure.peakResidentBytes() ?? 0) \(catalog.entries.count)")
    }

    /// The minor page faults of this process so far.
    static func minorFaults() -> Int {
        var usage = rusage()
        guard getrusage(currentProcess, &usage) == 0 else { return 0 }
        return Int(usage.ru_minflt)
    }

    #if canImport(Glibc)
        private static let currentProcess = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
        private static let currentProcess = RUSAGE_SELF
    #endif

    /// One child's figures.
    struct Result {
        /// The read's wall time in seconds.
        var seconds: Double
        /// The read's minor page faults.
        var faults: Int
        /// The child's peak resident set size in bytes.
        var peak: Int
    }

    #if os(Linux)
        /// Runs `btnloc-bench read-once file` as a new process and returns what it printed
        /// (Linux: the child is started through `/proc/self/exe`).
        static func spawn(file: String) throws -> Result {
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else { throw BenchmarkError("pipe failed") }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            let executable = "/proc/self/exe"
            let arguments = ["btnloc-bench", name, file]
            var argv = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var child = pid_t()
            let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
            close(pipeEnds[1])
            guard status == 0 else {
                close(pipeEnds[0])
                throw BenchmarkError("cannot start \(executable): error \(status)")
            }
            var output: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(pipeEnds[0])
            var exitStatus: Int32 = 0
            while waitpid(child, &exitStatus, 0) < 0 && errno == EINTR {}
            let fields = String(decoding: output, as: UTF8.self).split(separator: " ")
            guard exitStatus == 0, fields.count >= 3, let seconds = Double(fields[0]), let faults = Int(fields[1]),
                let peak = Int(fields[2])
            else { throw BenchmarkError("read-once failed: \(String(decoding: output, as: UTF8.self))") }
            return Result(seconds: seconds, faults: faults, peak: peak)
        }
    #endif
}
