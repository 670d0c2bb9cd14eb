import Foundation

/// A program that is not part of this package (a Python client, a browser), run by the
/// tests that check our output with it. Tests look for it, run it when present, and
/// skip with a loud warning when not (`.ci/run` installs them).
struct ExternalTool {
    let executable: String

    /// The result of one run.
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The package's root folder (this file is `Tests/BtnlocCLITests/ExternalTool.swift`).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// An environment variable, `nil` when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value
    }

    /// The first of `candidates` (absolute paths, or names looked up in `PATH`) that can be run.
    static func find(_ candidates: [String]) -> ExternalTool? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for candidate in candidates {
            if candidate.hasPrefix("/") {
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    return ExternalTool(executable: candidate)
                }
                continue
            }
            for folder in path.split(separator: ":") {
                let full = String(folder) + "/" + candidate
                if FileManager.default.isExecutableFile(atPath: full) { return ExternalTool(executable: full) }
            }
        }
        return nil
    }

    /// Prints a warning that stands out in a test log.
    static func warnSkipped(_ what: String, install: String) {
        let line = String(repeating: "!", count: 78)
        print("\n\(line)\nWARNING: SKIPPED: \(what)\n  \(install)\n\(line)\n")
    }

    /// Runs the tool and waits, at most `timeout` seconds. Its output goes to temporary
    /// files rather than pipes, so that a chatty program never blocks on a full pipe.
    func run(_ arguments: [String], timeout: Double = 120) throws -> Run {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("btnloc-tool-" + UUID().uuidString)
        let outputURL = base.appendingPathExtension("out")
        let errorURL = base.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self),
            errors: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
    }
}
