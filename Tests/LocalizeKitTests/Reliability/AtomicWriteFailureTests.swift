import LocalizeKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes that fail part of the way — a target that is a directory, a writer that stops
/// after some chunks are on disk, a full disk, a read-only directory — leave the old file
/// exactly as it was and no temporary file behind.
@Suite("Atomic writes that fail")
struct AtomicWriteFailureTests {
    /// A catalog whose formatted form is about `entries` × 150 bytes.
    static func catalog(entries: Int) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<entries {
            catalog.entries.append(
                key: "Key \(index)",
                value: CatalogEntry(
                    comment: "Comment \(index)",
                    localizations: ["de": CatalogLocalization("Wert \(index)"), "fr": CatalogLocalization("Valeur")]))
        }
        return catalog
    }

    @Test("a writer that fails after some chunks reached the temporary file")
    func failingWriter() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/Localizable.xcstrings"
        let old = XCStringsWriter.write(Self.catalog(entries: 3))
        try AtomicFile.write(old, to: path)

        let failure = FileError(.write, path: path, reason: "injected failure")
        var chunks = 0
        var namesWhileWriting: [String] = []
        var bytesOnDiskWhileWriting = 0
        #expect(throws: failure) {
            try AtomicFile.write(to: path) { (emit) throws(FileError) in
                try XCStringsWriter.write(Self.catalog(entries: 200), chunkSize: 1024) { (chunk) throws(FileError) in
                    chunks += 1
                    if chunks == 4 {
                        namesWhileWriting = TemporaryFile.list(directory)
                        bytesOnDiskWhileWriting = Self.totalSize(directory) - old.count
                        throw failure
                    }
                    try emit(chunk)
                }
            }
        }
        // The failure came in the middle: a temporary file beside the target held three chunks.
        #expect(namesWhileWriting.count == 2)
        #expect(namesWhileWriting.contains { $0.hasPrefix(".Localizable.xcstrings.") && $0.hasSuffix(".tmp") })
        #expect(bytesOnDiskWhileWriting >= 3 * 1024)
        #expect(try FileInput.readAll(path: path) == old)
        #expect(TemporaryFile.list(directory) == ["Localizable.xcstrings"])
    }

    @Test("a target that is a directory, empty or not", arguments: [false, true])
    func targetIsADirectory(withContents: Bool) throws {
        let directory = try TemporaryFile.makeDirectory()
        defer {
            unlink(directory + "/Localizable.xcstrings/inside")
            rmdir(directory + "/Localizable.xcstrings")
            TemporaryFile.removeDirectory(directory)
        }
        let path = directory + "/Localizable.xcstrings"
        try #require(mkdir(path, 0o755) == 0)
        if withContents { try AtomicFile.write(Array("kept".utf8), to: path + "/inside") }

        #expect(throws: FileError.self) {
            try XCStringsWriter.write(Self.catalog(entries: 10), toFile: path)
        }
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        #expect(TemporaryFile.list(path) == (withContents ? ["inside"] : []))
        #expect(TemporaryFile.list(directory) == ["Localizable.xcstrings"])
    }

    @Test(
        "a full disk: a 64 KiB tmpfs runs out in the middle of the write",
        .enabled(if: ScratchMount.isAvailable, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let mount = try ScratchMount(sizeInKiB: 64)
        let path = mount.path + "/Localizable.xcstrings"
        let old = XCStringsWriter.write(Self.catalog(entries: 100))
        try #require(old.count > 10_000 && old.count < 40_000)
        try AtomicFile.write(old, to: path)

        let larger = Self.catalog(entries: 1_000)
        do {
            try XCStringsWriter.write(larger, toFile: path)
            Issue.record("the write did not fail")
        } catch {
            #expect(error.code == ENOSPC)
            #expect(error.path == path)
        }
        #expect(try FileInput.readAll(path: path) == old)
        #expect(TemporaryFile.list(mount.path) == ["Localizable.xcstrings"])
    }

    @Test(
        "a read-only directory: the temporary file cannot be created",
        .enabled(if: ScratchMount.isAvailable || getuid() != 0, "root ignores permissions, and cannot mount here"))
    func readOnlyDirectory() throws {
        let old = XCStringsWriter.write(Self.catalog(entries: 2))
        let directory: String
        var mount: ScratchMount?
        if getuid() == 0 {
            // Root writes into any directory whatever its mode: use a read-only file system.
            let scratch = try ScratchMount(sizeInKiB: 64)
            try AtomicFile.write(old, to: scratch.path + "/Localizable.xcstrings")
            try scratch.makeReadOnly()
            directory = scratch.path
            mount = scratch
        } else {
            directory = try TemporaryFile.makeDirectory()
            try AtomicFile.write(old, to: directory + "/Localizable.xcstrings")
            chmod(directory, 0o555)
        }
        defer {
            if mount == nil {
                chmod(directory, 0o755)
                TemporaryFile.removeDirectory(directory)
            }
        }
        let path = directory + "/Localizable.xcstrings"
        do {
            try XCStringsWriter.write(Self.catalog(entries: 5), toFile: path)
            Issue.record("the write did not fail")
        } catch {
            #expect(error.code == (mount == nil ? EACCES : EROFS))
        }
        #expect(try FileInput.readAll(path: path) == old)
        #expect(TemporaryFile.list(directory) == ["Localizable.xcstrings"])
        withExtendedLifetime(mount) {}
    }

    /// The total size of the regular files in a directory.
    static func totalSize(_ directory: String) -> Int {
        TemporaryFile.list(directory).reduce(0) { total, name in
            var info = stat()
            return stat(directory + "/" + name, &info) == 0 ? total + Int(info.st_size) : total
        }
    }
}

/// A small tmpfs mounted on a fresh directory for the life of the value (root only).
final class ScratchMount {
    let path: String

    /// Whether this process may mount file systems (it is root and `mount` works).
    static let isAvailable: Bool = {
        guard getuid() == 0, let probe = try? ScratchMount(sizeInKiB: 16) else { return false }
        _ = probe
        return true
    }()

    init(sizeInKiB: Int) throws {
        path = try TemporaryFile.makeDirectory()
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(sizeInKiB)k,mode=0755") == 0 else {
            let code = errno
            rmdir(path)
            throw FileError(.write, path: path, code: code)
        }
    }

    /// Remounts the file system read-only.
    func makeReadOnly() throws {
        guard mount("tmpfs", path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 else {
            throw FileError(.write, path: path, code: errno)
        }
    }

    deinit {
        umount2(path, Int32(MNT_DETACH))
        rmdir(path)
    }
}
