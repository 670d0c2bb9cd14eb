import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new folder under /tmp for one test, removed with everything in it when released.
final class ScratchFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/btnloc-tests-XXXXXX".utf8CString)
        guard let pointer = mkdtemp(&template) else { throw FileError(.write, path: "/tmp", code: errno) }
        path = String(cString: pointer)
    }

    deinit { Self.remove(path) }

    /// The full path of a relative one.
    func callAsFunction(_ relative: String) -> String { path + "/" + relative }

    /// Writes text at a relative path, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let full = self(relative)
        var folder = path
        for part in relative.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)
        }
        try AtomicFile.write(Array(text.utf8), to: full)
    }

    /// The text of a file at a relative path.
    func read(_ relative: String) throws -> String {
        String(decoding: try FileInput.readAll(path: self(relative)), as: UTF8.self)
    }

    /// The names in a folder, sorted, with the files of sub-folders as `folder/name`.
    func list(_ relative: String = "") -> [String] {
        Self.names(relative.isEmpty ? path : self(relative), prefix: "")
    }

    private static func children(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func names(_ directory: String, prefix: String) -> [String] {
        children(directory).flatMap { name in
            isDirectory(directory + "/" + name)
                ? names(directory + "/" + name, prefix: prefix + name + "/") : [prefix + name]
        }
    }

    private static func remove(_ path: String) {
        if isDirectory(path) {
            for name in children(path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
