import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes produced in pieces for standard output, held until the producer is done,
/// so that a producer that fails half-way writes nothing there.
///
/// Up to `memoryLimit` bytes stay in memory; past it, all of them go to a temporary
/// file that is removed from its folder as soon as it is made (only the open
/// descriptor keeps it), so that `convert Tables -o -` of a 200 MB catalog costs the
/// memory a conversion into a file costs, not twice the catalog in a growing array,
/// and leaves nothing behind however the process ends.
///
/// ```swift
/// let spool = SpooledBytes(temporaryDirectory: "/tmp")
/// try spool.append(piece)
/// try spool.forEachPiece { context.write(bytes: Array($0)) }
/// ```
final class SpooledBytes {
    /// Bytes held in memory before they go to a file.
    static let defaultMemoryLimit = 8 << 20
    /// The most bytes handed on at once by `forEachPiece(_:)`.
    static let pieceSize = 1 << 20

    private let memoryLimit: Int
    private let temporaryDirectory: String
    private var memory: [UInt8] = []
    /// The temporary file once the bytes outgrew `memoryLimit` (its writer, which keeps the
    /// first failure), and the path it was made at.
    private var file: (writer: DescriptorWriter, path: String)?

    /// An empty spool that keeps up to `memoryLimit` bytes in memory and the rest in a
    /// temporary file in `temporaryDirectory`.
    init(temporaryDirectory: String, memoryLimit: Int = defaultMemoryLimit) {
        self.temporaryDirectory = temporaryDirectory
        self.memoryLimit = max(0, memoryLimit)
    }

    /// The folder for temporary files: `TMPDIR`, else `/tmp`.
    static func temporaryDirectory(environment: [String: String]) -> String {
        guard let folder = environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
        return folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    }

    deinit {
        if let file { close(file.writer.descriptor) }
    }

    /// Whether the bytes went to a temporary file (for tests).
    var isInFile: Bool { file != nil }

    /// Adds bytes at the end. Throws `FileError` naming the temporary file when it cannot be made or written.
    func append(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        if file == nil && memory.count + bytes.count <= memoryLimit {
            memory.append(contentsOf: bytes)
            return
        }
        let file: (writer: DescriptorWriter, path: String)
        if let made = self.file { file = made } else { file = try makeFile() }
        if !memory.isEmpty {
            file.writer.write(memory)
            memory = []
        }
        file.writer.write(bytes: bytes)
        try check(file)
    }

    /// Hands every byte on, in order, in pieces of at most `pieceSize` bytes that end with a
    /// whole UTF-8 character (a reader that decodes each piece alone then cuts none in two).
    /// Throws `FileError` when the temporary file cannot be read.
    func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) throws(FileError) {
        guard let file else {
            memory.withUnsafeBytes { all in
                var start = 0
                while start < all.count {
                    let piece = UnsafeRawBufferPointer(rebasing: all[start..<min(all.count, start + Self.pieceSize)])
                    let length = start + piece.count == all.count ? piece.count : Self.wholeCharacters(piece)
                    body(UnsafeRawBufferPointer(rebasing: piece[0..<length]))
                    start += length
                }
            }
            return
        }
        file.writer.flush()
        try check(file)
        let descriptor = file.writer.descriptor
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileError(.read, path: file.path, code: errno) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.pieceSize, alignment: 16)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress.unsafelyUnwrapped
        // Bytes carried over from the last read: the start of a character the read cut.
        var carried = 0
        while true {
            let count = read(descriptor, base + carried, Self.pieceSize - carried)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path: file.path, code: errno)
            }
            let filled = UnsafeRawBufferPointer(rebasing: buffer[0..<(carried + count)])
            let length = count == 0 ? filled.count : Self.wholeCharacters(filled)
            if length > 0 { body(UnsafeRawBufferPointer(rebasing: filled[0..<length])) }
            if count == 0 { return }
            carried = filled.count - length
            if carried > 0 { base.copyMemory(from: base + length, byteCount: carried) }
        }
    }

    /// How many of `bytes` end with a whole character: all of them but a last UTF-8
    /// character cut short (at most three bytes); all of them when the last four bytes
    /// start no character (they are not UTF-8), or when nothing else would be left.
    static func wholeCharacters(_ bytes: UnsafeRawBufferPointer) -> Int {
        var position = bytes.count
        while position > 0 && bytes.count - position < 4 {
            position -= 1
            let byte = bytes[position]
            // A continuation byte (10xxxxxx) belongs to a character that starts before it.
            guard byte & 0xC0 == 0x80 else {
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                return position + length > bytes.count && position > 0 ? position : bytes.count
            }
        }
        return bytes.count
    }

    private func makeFile() throws(FileError) -> (writer: DescriptorWriter, path: String) {
        var template = Array((temporaryDirectory + "/btnloc-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress.unsafelyUnwrapped) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard descriptor >= 0 else { throw FileError(.write, path: path, code: errno) }
        // Gone from the folder at once: the descriptor alone keeps it until it is closed.
        unlink(path)
        let made = (writer: DescriptorWriter(descriptor: descriptor, capacity: Self.pieceSize), path: path)
        file = made
        return made
    }

    /// Throws the temporary file's first failed write, if any.
    private func check(_ file: (writer: DescriptorWriter, path: String)) throws(FileError) {
        if let failure = file.writer.failure { throw FileError(.write, path: file.path, code: failure) }
    }
}
