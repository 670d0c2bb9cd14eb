import LocalizeKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes a new file and replaces an existing one, keeping its permissions")
    func replace() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/out.txt"
        try AtomicFile.write(Array("one".utf8), to: path)
        #expect(try FileInput.readAll(path: path) == Array("one".utf8))
        chmod(path, 0o640)
        try AtomicFile.write(to: path) { emit throws(FileError) in
            try AtomicFile.emit(Array("tw".utf8), to: emit)
            try AtomicFile.emit(Array("o".utf8), to: emit)
        }
        #expect(try FileInput.readAll(path: path) == Array("two".utf8))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(TemporaryFile.list(directory) == ["out.txt"])
    }

    @Test("when producing fails, the old file is untouched and no temporary file is left")
    func failure() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/out.txt"
        try AtomicFile.write(Array("old".utf8), to: path)
        let failure = FileError(.write, path: path, reason: "stopped")
        #expect(throws: failure) {
            try AtomicFile.write(to: path) { emit throws(FileError) in
                try AtomicFile.emit(Array("new".utf8), to: emit)
                throw failure
            }
        }
        #expect(try FileInput.readAll(path: path) == Array("old".utf8))
        #expect(TemporaryFile.list(directory) == ["out.txt"])
    }

    @Test("a file that cannot be created is a write error naming the path")
    func unwritable() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let missing = directory + "/no/such/dir/out.txt"
        #expect(throws: FileError(.write, path: missing, code: ENOENT)) {
            try AtomicFile.write([1, 2, 3], to: missing)
        }
        #expect(TemporaryFile.list(directory).isEmpty)
    }

    @Test("a file whose name is as long as names may be is replaced too")
    func longName() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/" + String(repeating: "é", count: 120) + ".txt"
        try AtomicFile.write(Array("one".utf8), to: path)
        try AtomicFile.write(Array("two".utf8), to: path)
        #expect(try FileInput.readAll(path: path) == Array("two".utf8))
        #expect(TemporaryFile.list(directory).count == 1)
    }

    @Test("a symbolic link is followed: the file it points to is replaced")
    func symbolicLink() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let target = directory + "/target.txt"
        let link = directory + "/link.txt"
        try AtomicFile.write(Array("old".utf8), to: target)
        symlink(target, link)
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try FileInput.readAll(path: target) == Array("new".utf8))
        var info = stat()
        lstat(link, &info)
        #expect(info.st_mode & S_IFMT == S_IFLNK)
    }

    @Test("a special file (a FIFO, as /dev/null is a device) is written in place, not replaced")
    func specialFile() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        // A reader that does not wait, so that opening the FIFO to write does not block.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write(Array("through".utf8), to: path)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == Array("through".utf8))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect((info.st_mode & S_IFMT) == S_IFIFO)
        #expect(TemporaryFile.list(directory) == ["pipe"])
    }

    @Test("FileInput reads whole files, empty ones too, and reports missing ones")
    func input() throws {
        let directory = try TemporaryFile.makeDirectory()
        defer { TemporaryFile.removeDirectory(directory) }
        let path = directory + "/empty"
        try AtomicFile.write([], to: path)
        #expect(try FileInput.readAll(path: path) == [])
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try AtomicFile.write(large, to: path)
        #expect(try FileInput.readAll(path: path) == large)
        #expect(throws: FileError(.read, path: directory + "/missing", code: ENOENT)) {
            try FileInput(path: directory + "/missing")
        }
        #expect(throws: FileError(.read, path: directory, code: EISDIR)) {
            try FileInput(path: directory)
        }
    }
}
