#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spellings of a file's path that baselines compare: absolute and
/// without `.` or `..` (symbolic links resolved when the file exists), and
/// relative to a directory.
///
/// ```swift
/// AuditFilePath.absolute("./App/../App/Localizable.xcstrings", from: "/work")
/// // "/work/App/Localizable.xcstrings"
/// AuditFilePath.relative("/work/App/Localizable.xcstrings", to: "/work/ci")
/// // "../App/Localizable.xcstrings"
/// ```
enum AuditFilePath {
    /// The current directory.
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// A path made absolute (against `directory`, by default the current one) and normalized.
    static func absolute(_ path: String, from directory: String? = nil) -> String {
        let joined = path.hasPrefix("/") ? path : (directory ?? currentDirectory) + "/" + path
        if let resolved = realpath(joined, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return normalized(joined)
    }

    /// An absolute path without `.`, `..` and repeated slashes, as written.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// An absolute path relative to an absolute directory (`..` where it must climb).
    static func relative(_ path: String, to directory: String) -> String {
        let target = path.split(separator: "/")
        let base = directory.split(separator: "/")
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let climbs = Array(repeating: "..", count: base.count - common)
        let rest = target[common...].map(String.init)
        let parts = climbs + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The directory of a file's absolute path.
    static func directory(of path: String) -> String {
        let absolute = absolute(path)
        guard let slash = absolute.lastIndex(of: "/") else { return "/" }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }
}
