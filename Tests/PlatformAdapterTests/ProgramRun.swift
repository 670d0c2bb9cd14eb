import Foundation

/// One run of a program to its end: its exit status and everything it printed on
/// standard output and standard error, interleaved.
///
/// ```swift
/// let run = try ProgramRun(URL(fileURLWithPath: "/bin/bash"), ["-c", "echo hi"])
/// run.status   // 0
/// run.output   // "hi\n"
/// ```
struct ProgramRun {
    /// The exit status.
    let status: Int32
    /// Standard output and standard error.
    let output: String

    /// Runs `executable` with `arguments` in `directory` (the current one by default).
    init(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }
}
