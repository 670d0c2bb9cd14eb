import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names on disk.
enum PathKind {
    case missing
    case directory
    case file

    /// Looks the path up, following symbolic links.
    init(_ path: String) {
        var info = stat()
        if stat(path, &info) != 0 {
            self = .missing
        } else {
            self = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
        }
    }
}

extension PathKind {
    /// Creates a folder and its missing parents; an existing folder is fine.
    static func createDirectory(_ path: String) throws(FileError) {
        if PathKind(path) == .directory { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectory(String(path[..<slash]))
        }
        if mkdir(path, 0o777) != 0 && !(errno == EEXIST && PathKind(path) == .directory) {
            throw FileError(.write, path: path, code: errno == EEXIST ? ENOTDIR : errno)
        }
    }

    /// The folders `createDirectory(path)` would make: `path` and its missing parents, deepest first.
    static func missingFolders(_ path: String) -> [String] {
        var folders: [String] = []
        var current = Substring(path)
        while !current.isEmpty, PathKind(String(current)) == .missing {
            folders.append(String(current))
            guard let slash = current.lastIndex(of: "/"), slash != current.startIndex else { break }
            current = current[..<slash]
        }
        return folders
    }

    /// Removes folders, deepest first, as long as they are empty (after a failed write into them).
    static func removeEmptyFolders(_ folders: [String]) {
        for folder in folders where rmdir(folder) != 0 { return }
    }
}
