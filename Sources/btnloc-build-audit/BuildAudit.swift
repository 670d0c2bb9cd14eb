import Foundation

/// The build step of the `LocalizationAudit` plugin:
///
///     btnloc-build-audit <btnloc> <stamp.swift> <btnloc audit arguments…>
///
/// Runs `btnloc audit --format github` with the arguments, prints each finding as a
/// compiler diagnostic on standard error (`file:line: warning: …`), and exits with
/// btnloc's status, so that the build fails on what fails the audit (errors, with
/// `--fail-on error`). On success it writes `<stamp.swift>`, a Swift file of one comment
/// that the build compiles: that makes the build system run the step before the
/// target's sources and again when a catalog changes.
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
        // Every finding becomes a build diagnostic: GitHub's limit of annotations per step
        // (the format's default of 10 per severity) does not apply to a build.
        process.arguments = ["audit", "--format", "github", "--max-annotations", String(Int.max)] + auditArguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var counts: [String: Int] = [:]
        var diagnostics = ""
        for line in text.split(whereSeparator: \.isNewline) {
            if let annotation = WorkflowAnnotation(parsing: line) {
                counts[annotation.level, default: 0] += 1
                diagnostics += annotation.diagnostic + "\n"
            } else {
                diagnostics += line + "\n"
            }
        }
        FileHandle.standardError.write(Data(diagnostics.utf8))
        let status = process.terminationStatus
        if status == 0 {
            let summary = ["error", "warning", "notice"].map { "\(counts[$0, default: 0]) \($0)s" }
            try Data("// Localization audit: \(summary.joined(separator: ", ")).\n".utf8)
                .write(to: URL(fileURLWithPath: stamp), options: .atomic)
        }
        return status
    }
}
