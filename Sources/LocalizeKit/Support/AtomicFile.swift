#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once: the new bytes go to a temporary
/// file in the same directory, which is then renamed over the target.
///
/// Readers see either the old file or the new one, never a mix. If anything
/// fails, the old file is untouched and the temporary file is removed. A
/// replaced file keeps its permissions (and owner, where the system allows);
/// a new one gets `0666` less the umask.
/// A symbolic link is followed: the file it points to is replaced. A special
/// file (a device such as `/dev/null` or `/dev/stdout`, a FIFO) is written in
/// place, as a shell's `>` does: it has no contents to replace, and a rename
/// would put a regular file where the device was.
///
/// ```swift
/// try AtomicFile.write(Array("{}".utf8), to: "out.json")
/// try AtomicFile.write(to: "big.xcstrings") { emit in
///     try XCStringsWriter.write(catalog, to: emit)
/// }
/// ```
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write(to: path) { emit throws(FileError) in try Self.emit(bytes, to: emit) }
    }

    /// Hands the bytes of an array to an emitting function, in one piece, passing on its error.
    ///
    /// ```swift
    /// try AtomicFile.write(to: "out.txt") { emit throws(FileError) in
    ///     try AtomicFile.emit(Array("one line\n".utf8), to: emit)
    /// }
    /// ```
    public static func emit(
        _ bytes: [UInt8], to emit: (UnsafeRawBufferPointer) throws(FileError) -> Void
    ) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileError) {
                try emit(buffer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Writes to `path` atomically whatever `produce` emits, in as many pieces as it likes.
    ///
    /// `produce` receives a function that appends bytes to the temporary file;
    /// when `produce` throws, nothing is replaced and its error is rethrown.
    public static func write(
        to path: String,
        _ produce: (_ emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
    ) throws(FileError) {
        let target = resolvedPath(path)
        var existing = stat()
        if stat(target, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG,
            (existing.st_mode & S_IFMT) != S_IFDIR
        {
            try writeInPlace(to: target, reportedAs: path, produce)
            return
        }
        let (descriptor, temporary) = try createTemporaryFile(besides: target, reportedAs: path)
        var isOpen = true
        do throws(FileError) {
            try produce { (bytes) throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
            var info = stat()
            if stat(target, &info) == 0 {
                // Keep the replaced file's permissions (the new file has 0666 less the umask)
                // and, where allowed, its owner.
                _ = fchown(descriptor, info.st_uid, info.st_gid)
                _ = fchmod(descriptor, info.st_mode & 0o7777)
            }
            if fsync(descriptor) != 0 { throw FileError(.write, path: path, code: errno) }
            isOpen = false
            if close(descriptor) != 0 { throw FileError(.write, path: path, code: errno) }
            if rename(temporary, target) != 0 { throw FileError(.write, path: path, code: errno) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes what `produce` emits straight to the special file `target` (no temporary file).
    private static func writeInPlace(
        to target: String, reportedAs path: String,
        _ produce: (_ emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
    ) throws(FileError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.write, path: path, code: errno) }
        do throws(FileError) {
            try produce { (bytes) throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
        } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { throw FileError(.write, path: path, code: errno) }
    }

    /// The file a path names, following symbolic links; the path itself when it does not exist.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path's directory (with its final `/`, empty for a bare name) and file name.
    static func splitDirectory(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// Creates `.<name>.<random>.tmp` in the target's directory, with mode 0666 less the umask.
    private static func createTemporaryFile(
        besides target: String, reportedAs path: String
    ) throws(FileError) -> (Int32, String) {
        let (directory, name) = splitDirectory(target)
        // Keep the temporary name within the 255 bytes a file name may have.
        var prefix = Substring(name)
        while prefix.utf8.count > 200 { prefix = prefix.dropLast() }
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = directory + "." + prefix + "." + suffix + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { throw FileError(.write, path: path, code: errno) }
        }
        throw FileError(.write, path: path, code: EEXIST)
    }

    /// Writes all bytes, retrying partial writes and interruptions.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(FileError)
    {
        if let error = DescriptorWriter.writeAll(bytes, to: descriptor).error {
            throw FileError(.write, path: path, code: error)
        }
    }
}
