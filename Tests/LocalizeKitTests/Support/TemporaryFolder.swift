#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/localizekit-tests-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes text at a path relative to the folder, creating folders on the way.
    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, Array(text.utf8))
    }

    /// Writes bytes at a path relative to the folder, creating folders on the way.
    func write(_ relativePath: String, _ bytes: [UInt8]) throws {
        let full = path + "/" + relativePath
        if let slash = full.lastIndex(of: "/") {
            try FileManager.default.createDirectory(atPath: String(full[..<slash]), withIntermediateDirectories: true)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }
}
