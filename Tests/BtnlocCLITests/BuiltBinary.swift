import Foundation

/// Runs the `btnloc` built beside the tests through `/bin/sh`, so that a test
/// chooses its standard output: a pipe it reads, a full device, a closed
/// descriptor, or a pipe nobody reads (with `SIGPIPE` ignored, as a parent
/// process may leave it).
enum BuiltBinary {
    /// Where standard output goes.
    enum Output {
        /// A pipe the test reads.
        case pipe
        /// `/dev/full`: every write fails with `ENOSPC`.
        case full
        /// No descriptor at all (`>&-`).
        case closed
        /// A pipe whose reading end is already closed: writes fail with `EPIPE`.
        case brokenPipe
    }

    /// What a run gave.
    struct Result {
        let status: Int32
        let output: Data
        let errors: String

        var text: String { String(decoding: output, as: UTF8.self) }
    }

    static var path: String { CopiedExecutableTests.builtExecutable.path }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `btnloc arguments…` with standard input from `input` (a file path) or `/dev/null`.
    static func run(
        _ arguments: [String], output: Output = .pipe, input: String? = nil, directory: String? = nil,
        environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script =
            switch output {
            case .pipe: #"exec "$0" "$@""#
            case .full: #"exec "$0" "$@" >/dev/full"#
            case .closed: #"exec "$0" "$@" >&-"#
            case .brokenPipe: #"trap '' PIPE; exec "$0" "$@""#
            }
        process.arguments = ["-c", script, path] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardInput =
            try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        var outputPipe: Pipe?
        switch output {
        case .pipe:
            outputPipe = Pipe()
            process.standardOutput = outputPipe
        case .brokenPipe:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe.fileHandleForWriting
        case .full, .closed:
            process.standardOutput = FileHandle.nullDevice
        }
        try process.run()
        let data = outputPipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: data, errors: String(decoding: errors, as: UTF8.self))
    }
}
