import Foundation

/// A finished child process: its exit status and everything it printed (standard output
/// and standard error, interleaved as written).
struct ProcessRun: CustomStringConvertible {
    let status: Int32
    let output: String

    var description: String { "exit \(status)\n\(output)" }

    /// Runs `executable` (a path, or a name looked up on PATH) and waits at most `timeout`
    /// seconds; a process still running then is terminated and reported with status -1.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String] = [:], timeout: TimeInterval = 900
    ) throws -> ProcessRun {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = Collected()
        let reader = Thread {
            collected.set(pipe.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
        }
        process.waitUntilExit()
        let output = collected.wait()
        return ProcessRun(
            status: timedOut ? -1 : process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The reader thread's bytes, handed over once.
    ///
    /// `@unchecked Sendable`: `data` is written once under `condition` and read after
    /// waiting on it.
    private final class Collected: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
