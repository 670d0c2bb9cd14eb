import Foundation

/// Paths the integration tests use: the repository, the executables built beside the
/// tests, and scratch folders.
enum RepositoryFiles {
    /// The repository root, found from this file's path.
    static let root: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    /// The folder of the test binary, where SwiftPM puts the package's executables too.
    static var productsFolder: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// `btnloc`, built beside the tests (a debug build).
    static var btnloc: String { productsFolder + "/btnloc" }

    static var fixtures: String { root + "/Tests/IntegrationTests/Fixtures" }

    /// A folder under /tmp that stays between test runs, one per repository checkout (its
    /// path's hash in the name): builds in it are reused, which keeps reruns fast.
    static func persistentFolder(_ purpose: String) throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = "/tmp/standardbuttons-\(purpose)-\(String(hash, radix: 16))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new empty folder under the temporary directory, for one test.
    static func temporaryFolder(_ purpose: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Replaces `destination` with a copy of `source`.
    static func copyFolder(_ source: String, to destination: String) throws {
        if FileManager.default.fileExists(atPath: destination) {
            try FileManager.default.removeItem(atPath: destination)
        }
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Replaces text in a file, and fails when the text is not there (a fixture that changed).
    static func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try read(path)
        guard text.contains(old) else { throw FixtureError("\(path) does not contain \(old)") }
        try write(text.replacing(old, with: new), to: path)
    }

    /// The first executable of that name on PATH.
    static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A fixture does not look as a test expects.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
