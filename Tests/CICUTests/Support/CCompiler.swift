import Foundation

/// The C compiler on PATH (the Swift toolchain ships clang), run on C source text to
/// check it without producing anything (`-fsyntax-only`).
struct CCompiler {
    let path: String

    /// The first `clang` or `cc` on PATH, or nil.
    static let available: CCompiler? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["clang", "cc"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return CCompiler(path: folder + "/" + name)
            }
        }
        return nil
    }()

    /// Whether a compiler is there; prints a loud warning when it is not (the tests that
    /// need one are then skipped).
    static var isAvailable: Bool {
        if available == nil {
            print("WARNING: no C compiler (clang or cc) on PATH: the ICU compiler checks are skipped")
        }
        return available != nil
    }

    /// Checks C source: the exit status and what the compiler printed.
    func check(_ source: String, arguments: [String] = []) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cicu-check-\(UUID().uuidString).c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-fsyntax-only", "-std=c11", "-Wall", "-Wextra", "-Werror"] + arguments + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
