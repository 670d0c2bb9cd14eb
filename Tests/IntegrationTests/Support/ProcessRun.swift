import Foundation

/// A finished child process: its exit status and what it printed.
struct ProcessRun: CustomStringConvertible {
    let status: Int32
    /// Standard output, with standard error interleaved as written unless they were kept apart.
    let output: String
    /// Standard error, when it was kept apart from `output`.
    let errors: String

    var description: String { "exit \(status)\n\(output)" + (errors.isEmpty ? "" : "\nstandard error:\n" + errors) }

    /// Runs `executable` (a path, or a name looked up on PATH) and waits at most `timeout`
    /// seconds; a process still running then is terminated and reported with status -1.
    ///
    /// The waiting happens on a thread of its own: a build that takes minutes must not hold
    /// one of the few threads that run the other tests.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String] = [:], separateErrors: Bool = false, timeout: TimeInterval = 900
    ) async throws -> ProcessRun {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try runWaiting(
                            executable, arguments, in: directory, environment: environment,
                            separateErrors: separateErrors, timeout: timeout)
                    })
            }.start()
        }
    }

    /// `run`, blocking the calling thread.
    private static func runWaiting(
        _ executable: String, _ arguments: [String], in directory: String?, environment: [String: String],
        separateErrors: Bool, timeout: TimeInterval
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
        let errorPipe = separateErrors ? Pipe() : pipe
        process.standardOutput = pipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = Collected()
        Thread { collected.set(pipe.fileHandleForReading.readDataToEndOfFile()) }.start()
        let collectedErrors = Collected()
        if separateErrors {
            Thread { collectedErrors.set(errorPipe.fileHandleForReading.readDataToEndOfFile()) }.start()
        } else {
            collectedErrors.set(Data())
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
        }
        process.waitUntilExit()
        return ProcessRun(
            status: timedOut ? -1 : process.terminationStatus,
            output: String(decoding: collected.wait(), as: UTF8.self),
            errors: String(decoding: collectedErrors.wait(), as: UTF8.self))
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
