import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files and directories for tests that need real files.
enum TemporaryFile {
    /// A new empty directory under the system's temporary directory.
    static func makeDirectory() throws -> String {
        var template = Array("/tmp/localizekit-tests-XXXXXX".utf8CString)
        guard let pointer = mkdtemp(&template) else { throw FileError(.write, path: "/tmp", code: errno) }
        return String(cString: pointer)
    }

    /// Writes `text` to a new file in a new directory and returns its path.
    static func write(_ text: String, name: String) throws -> String {
        let directory = try makeDirectory()
        let path = directory + "/" + name
        try AtomicFile.write(Array(text.utf8), to: path)
        return path
    }

    /// The names in a directory, sorted, without `.` and `..`.
    static func list(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress.unsafelyUnwrapped)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file and, when it is then empty, its directory.
    static func remove(_ path: String) {
        unlink(path)
        if let slash = path.lastIndex(of: "/") { rmdir(String(path[..<slash])) }
    }

    /// Removes a directory and the files in it.
    static func removeDirectory(_ directory: String) {
        for name in list(directory) { unlink(directory + "/" + name) }
        rmdir(directory)
    }
}
