import Foundation
import LocalizeKit
import Testing

@testable import BtnlocCLI

/// A failed write to standard output is never a success: every command ends
/// with exit 74 and a message naming standard output, whatever it was doing.
@Suite("btnloc: standard output that cannot be written")
struct StandardOutputFailureTests {
    /// Files the invocations below read.
    static func fixtures() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", CLIFixtures.catalog)
        try folder.write("Other.xcstrings", CLIFixtures.otherCatalog)
        try folder.write("bundle/de.lproj/Localizable.strings", "\"Cancel\" = \"Abbrechen\";\n")
        return folder
    }

    /// One invocation per command (and the help forms) that writes to standard output.
    static func invocations(_ folder: ScratchFolder) -> [[String]] {
        [
            ["audit", folder("App.xcstrings")],
            ["audit", folder("App.xcstrings"), "-o", "-"],
            ["completions", "bash"],
            ["convert", folder("App.xcstrings"), "-o", folder("tables")],
            ["convert", folder("bundle"), "-o", "-"],
            ["export"],
            ["export", "--types", "ok,cancel", "--lang", "de"],
            ["export", "-o", "-"],
            ["format", "-"],
            ["list"],
            ["lookup", "Cancel", "--bundle", folder("bundle"), "--lang", "de"],
            ["menu", "edit", "--lang", "de"],
            ["merge", "--dry-run", folder("App.xcstrings"), folder("Other.xcstrings")],
            ["merge", folder("App.xcstrings"), folder("Other.xcstrings"), "-o", "-"],
            ["negotiate", "--available", "en,de", "--preferred", "de"],
            ["plural", "--locale", "ru", "1", "2", "5"],
            ["xliff", "export", folder("App.xcstrings"), "--lang", "de", "-o", "-"],
            ["--help"],
            ["help", "audit"],
            ["help", "--man"],
            ["--version"],
        ]
    }

    @Test(
        "Every command exits 74 and names standard output when it cannot be written",
        arguments: [BuiltBinary.Output.full, .closed, .brokenPipe])
    func everyCommand(output: BuiltBinary.Output) throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        for arguments in Self.invocations(folder) {
            // In the scratch folder: a '-o -' taken for a file name would land there.
            let run = try BuiltBinary.run(
                arguments, output: output, input: folder("App.xcstrings"), directory: folder.path)
            #expect(run.status == 74, "\(arguments): \(run.errors)")
            #expect(run.errors.contains("cannot write to standard output"), "\(arguments): \(run.errors)")
        }
    }

    @Test("Through a pipe, every command's output arrives whole and the status is the command's")
    func outputArrivesWhole() throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        // Not convert, which writes files, nor '-o -', which StandardOutputOptionTests runs in a scratch
        // working directory (in process, a '-o -' taken for a file name would land in this one).
        for arguments in Self.invocations(folder)
        where arguments.first != "convert" && arguments.suffix(2) != ["-o", "-"] {
            let run = try BuiltBinary.run(arguments, input: folder("App.xcstrings"))
            // The same command in-process, with the same files and standard input.
            let context = CommandContext(standardInput: Array(try folder.read("App.xcstrings").utf8))
            let status = CommandLineTool.run(arguments, context: context)
            #expect(run.status == status.rawValue, "\(arguments): \(run.errors)")
            #expect(run.text == context.standardOutput, "\(arguments)")
        }
    }

    @Test("A closed standard output is not taken by a file the command writes")
    func closedOutputDoesNotLeakIntoFiles() throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        let normal = try BuiltBinary.run(["convert", folder("App.xcstrings"), "-o", folder("a")])
        #expect(normal.status == 0)
        let closed = try BuiltBinary.run(["convert", folder("App.xcstrings"), "-o", folder("b")], output: .closed)
        #expect(closed.status == 74)
        #expect(folder.list("b") == folder.list("a"))
        for file in folder.list("a") {
            #expect(try folder.read("b/" + file) == folder.read("a/" + file), "\(file)")
        }
    }

    @Test("In process: a context on /dev/full ends the command with 74 and keeps its message")
    func inProcess() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0, "/dev/full exists")
        defer { close(full) }
        let errors = try ScratchFolder()
        let errorDescriptor = open(errors("stderr"), O_WRONLY | O_CREAT, 0o644)
        defer { close(errorDescriptor) }
        let context = CommandContext(environment: [:], outputDescriptor: full, errorDescriptor: errorDescriptor)
        #expect(CommandLineTool.run(["list"], context: context) == .ioError)
        #expect(
            try errors.read("stderr")
                == "btnloc: error: cannot write to standard output: No space left on device\n")
    }

    @Test("DescriptorWriter: buffered writes arrive in order, large ones directly, failures are kept")
    func descriptorWriter() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let writer = DescriptorWriter(descriptor: ends[1], capacity: 8)
        writer.write("abc")
        #expect(writer.bytesWritten == 0)
        writer.write("defgh")
        writer.write(Array("0123456789".utf8))
        writer.write("!")
        #expect(writer.flush())
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while case let count = read(ends[0], &buffer, 64), count > 0 { received += buffer[0..<count] }
        close(ends[0])
        #expect(String(decoding: received, as: UTF8.self) == "abcdefgh0123456789!")
        #expect(writer.bytesWritten == 19)

        let closed = DescriptorWriter(descriptor: ends[1])
        closed.write("lost")
        #expect(!closed.flush())
        #expect(closed.failure == EBADF)
        closed.write("more")
        #expect(!closed.flush())
    }
}
