#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files written as their contents come, none of which replaces its target
/// until all are complete: each is written to a hidden folder beside the
/// output (in the nearest folder that exists), and `commit()` then moves them
/// into place, creating their folders, as `AtomicFile` would write each one.
/// `discard()` (or dropping the staging uncommitted) removes them and the
/// hidden folder, so that a failed run creates nothing.
///
/// ```swift
/// let staging = try FileStaging(near: "Out")
/// let file = try staging.makeFile(for: "Out/de.lproj/Localizable.strings")
/// try file.write(Array("\"a\" = \"b\";\n".utf8))
/// let written = try staging.commit()   // ["Out/de.lproj/Localizable.strings"]
/// ```
final class FileStaging {
    private let root: String
    /// The hidden folder that holds the files until they are committed, once made.
    private var folder: String?
    private var files: [StagedFile] = []

    /// A staging for files under `root`; its folder is made with the first file.
    init(near root: String) {
        self.root = root
    }

    /// Makes the hidden folder in the nearest existing folder at or above `root`.
    private static func makeFolder(near root: String) throws(FileError) -> String {
        var parent = root
        while !parent.isEmpty && !Directory.exists(parent) {
            guard let slash = parent.lastIndex(of: "/") else {
                parent = ""
                break
            }
            parent = slash == parent.startIndex ? "/" : String(parent[..<slash])
        }
        let base = parent.isEmpty ? "." : parent
        var name = Substring(root.split(separator: "/").last ?? "output")
        while name.utf8.count > 200 { name = name.dropLast() }
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = (base == "/" ? "" : base) + "/." + name + "." + suffix + ".staging"
            if mkdir(candidate, 0o700) == 0 { return candidate }
            if errno != EEXIST { throw FileError(.write, path: root, code: errno) }
        }
        throw FileError(.write, path: root, code: EEXIST)
    }

    deinit {
        discard()
    }

    /// A new file that will replace `target` (a path without `..` between folders that do not exist yet).
    func makeFile(for target: String) throws(FileError) -> StagedFile {
        let folder: String
        if let made = self.folder {
            folder = made
        } else {
            folder = try Self.makeFolder(near: root)
            self.folder = folder
        }
        let path = folder + "/" + String(files.count)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(.write, path: target, code: errno) }
        let file = StagedFile(target: target, path: path, descriptor: descriptor)
        files.append(file)
        return file
    }

    /// Moves every file to its target, in the order of the targets' paths, creating
    /// folders as needed; returns the targets in that order. A target that is a symbolic
    /// link is followed, and a replaced file keeps its permissions and, where the system
    /// allows, its owner.
    func commit() throws(FileError) -> [String] {
        defer { discard() }
        let ordered = files.sorted { $0.target < $1.target }
        for file in ordered { try file.finish() }
        for file in ordered {
            if let slash = file.target.lastIndex(of: "/") { try Directory.create(String(file.target[..<slash])) }
            try file.move()
        }
        return ordered.map(\.target)
    }

    /// Removes every file not yet moved, and the hidden folder.
    func discard() {
        for file in files { file.remove() }
        files = []
        if let folder { rmdir(folder) }
        folder = nil
    }
}

/// One file of a `FileStaging`, written through a buffer.
final class StagedFile {
    /// The path the file will replace.
    let target: String
    private let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var isMoved = false
    /// How many bytes were written.
    private(set) var count = 0

    fileprivate init(target: String, path: String, descriptor: Int32) {
        self.target = target
        self.path = path
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends bytes.
    func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        count += bytes.count
        if buffer.count + bytes.count > 1 << 16 { try flush() }
        if bytes.count >= 1 << 16 {
            try writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Appends the bytes of an array.
    func write(_ bytes: [UInt8]) throws(FileError) {
        try AtomicFile.emit(bytes) { buffer throws(FileError) in try write(buffer) }
    }

    private func flush() throws(FileError) {
        guard !buffer.isEmpty else { return }
        var failure: FileError?
        buffer.withUnsafeBytes { bytes in
            do throws(FileError) {
                try writeAll(bytes)
            } catch {
                failure = error
            }
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        if let error = DescriptorWriter.writeAll(bytes, to: descriptor).error {
            throw FileError(.write, path: target, code: error)
        }
    }

    /// Writes out the buffer, takes the replaced file's permissions, and makes the bytes durable.
    fileprivate func finish() throws(FileError) {
        try flush()
        var info = stat()
        if stat(AtomicFile.resolvedPath(target), &info) == 0 {
            _ = fchown(descriptor, info.st_uid, info.st_gid)
            _ = fchmod(descriptor, info.st_mode & 0o7777)
        }
        if fsync(descriptor) != 0 { throw FileError(.write, path: target, code: errno) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw FileError(.write, path: target, code: errno) }
    }

    /// Renames the file over its target (copying it when the target is on another file system).
    fileprivate func move() throws(FileError) {
        let destination = AtomicFile.resolvedPath(target)
        if rename(path, destination) == 0 {
            isMoved = true
            return
        }
        guard errno == EXDEV else { throw FileError(.write, path: target, code: errno) }
        let input = try FileInput(path: path)
        try AtomicFile.write(to: destination) { (emit) throws(FileError) in
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
            defer { chunk.deallocate() }
            while true {
                let read = try input.read(into: chunk)
                if read == 0 { break }
                try emit(UnsafeRawBufferPointer(rebasing: chunk[0..<read]))
            }
        }
        unlink(path)
        isMoved = true
    }

    fileprivate func remove() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if !isMoved { unlink(path) }
    }
}
