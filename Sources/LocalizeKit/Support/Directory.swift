#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small helpers over the system's directory calls, with `FileError`s.
enum Directory {
    /// Whether a path names a directory (following symbolic links).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in a directory, sorted, without `.` and `..`.
    static func list(_ path: String) throws(FileError) -> [String] {
        guard let handle = opendir(path) else { throw FileError(.read, path: path, code: errno) }
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

    /// Creates a directory and any missing parents; an existing directory is fine.
    static func create(_ path: String) throws(FileError) {
        if exists(path) { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try create(String(path[..<slash]))
        }
        if mkdir(path, 0o777) != 0 && !(errno == EEXIST && exists(path)) {
            throw FileError(.write, path: path, code: errno == EEXIST ? ENOTDIR : errno)
        }
    }

    /// Whether anything is at a path (a symbolic link counts, even a dangling one).
    static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether a path names a regular file (following symbolic links).
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Removes a folder this code made, with everything in it; symbolic links are removed,
    /// not followed. Nothing at `path` is fine.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in (try? list(path)) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
