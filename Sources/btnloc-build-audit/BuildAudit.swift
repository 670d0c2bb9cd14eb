import Foundation

/// The build step of the `LocalizationAudit` plugin:
///
///     btnloc-build-audit <btnloc> <stamp.swift> <btnloc audit arguments…>
///
/// Runs `btnloc audit` in its text format, whose lines are already compiler diagnostics
/// (`file:line:column: warning: … [rule]`), passes them to standard error, where Xcode
/// and SwiftPM show them in the build log, and exits with btnloc's status, so that the
/// build fails on what fails the audit (errors, with `--fail-on error`). On success it
/// writes `<stamp.swift>`, a Swift file of one comment that the build compiles: that
/// makes the build system run the step before the target's sources and again when a
/// catalog changes.
@main
enum BuildAudit {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 3 else {
            FileHandle.standardError.write(
                Data("usage: btnloc-build-audit <btnloc> <stamp.swift> <audit arguments…>\n".utf8))
            exit(64)
        }
        do {
            exit(try run(btnloc: arguments[0], stamp: arguments[1], auditArguments: Array(arguments.dropFirst(2))))
        } catch {
            FileHandle.standardError.write(Data("error: btnloc-build-audit: \(error)\n".utf8))
            exit(74)
        }
    }

    /// Runs the audit and returns the exit status.
    static func run(btnloc: String, stamp: String, auditArguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: btnloc)
        process.arguments = ["audit", "--format", "text", "--color", "never"] + auditArguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardError.write(report)
        let status = process.terminationStatus
        if status == 0 {
            try Data(stampText(forReport: String(decoding: report, as: UTF8.self)).utf8)
                .write(to: URL(fileURLWithPath: stamp), options: .atomic)
        }
        return status
    }

    /// The stamp file's one comment: the report's counts line
    /// (`// Localization audit: 0 errors, 2 warnings, 0 notes in 1 file.`).
    static func stampText(forReport report: String) -> String {
        let counts = report.split(whereSeparator: \.isNewline).last { line in
            line.first?.isNumber == true && (line.contains(" error, ") || line.contains(" errors, "))
        }
        return "// Localization audit: \(counts.map(String.init) ?? "no report").\n"
    }
}
