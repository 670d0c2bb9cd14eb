#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for reading, read in pieces or whole.
///
/// Readers that stream (such as `XCStringsReader.read(contentsOfFile:)`) pull
/// their input through it, so that a large file is never held whole in memory.
///
/// ```swift
/// let bytes = try FileInput.readAll(path: "Localizable.xcstrings")
/// ```
public final class FileInput {
    /// The path as given.
    public let path: String
    private var descriptor: Int32

    /// Opens a file for reading.
    public init(path: String) throws(FileError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FileError(.read, path: path, code: EISDIR)
        }
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The file's size in bytes when the system knows it (regular files), else `nil`.
    public var size: Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Reads up to `buffer.count` bytes into `buffer`; returns how many, 0 at the end.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            #if canImport(Darwin)
                let count = Darwin.read(descriptor, base, buffer.count)
            #elseif canImport(Musl)
                let count = Musl.read(descriptor, base, buffer.count)
            #else
                let count = Glibc.read(descriptor, base, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw FileError(.read, path: path, code: errno)
        }
    }

    /// Moves the read position to `offset` bytes from the start of the file.
    func seek(to offset: Int) throws(FileError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else { throw FileError(.read, path: path, code: errno) }
    }

    /// Reads up to `buffer.count` bytes from `offset`, without moving the read position
    /// (`pread`); returns how many, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer, atOffset offset: Int) throws(FileError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = pread(descriptor, base, buffer.count, off_t(offset))
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw FileError(.read, path: path, code: errno)
        }
    }

    /// Reads the rest of the file.
    public func readAll() throws(FileError) -> [UInt8] {
        var result: [UInt8] = []
        // One byte more than the size, so that a file read whole is seen to end.
        var chunk = max((size ?? 0) + 1, 1 << 16)
        while true {
            let before = result.count
            result.append(contentsOf: repeatElement(0, count: chunk))
            var failure: FileError?
            let count = result.withUnsafeMutableBytes { bytes -> Int in
                do throws(FileError) {
                    return try self.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[before...]))
                } catch {
                    failure = error
                    return 0
                }
            }
            result.removeLast(chunk - count)
            if let failure { throw failure }
            if count == 0 { return result }
            if count < chunk {
                // Most likely the end: make sure with a small read before growing the array,
                // which would touch (and keep) half the file's size again.
                let probe = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 12, alignment: 1)
                defer { probe.deallocate() }
                let extra = try read(into: probe)
                if extra == 0 { return result }
                result.append(contentsOf: probe[..<extra])
            }
            chunk = max(1 << 20, result.count / 2)
        }
    }

    /// Reads a whole file.
    public static func readAll(path: String) throws(FileError) -> [UInt8] {
        try FileInput(path: path).readAll()
    }
}
