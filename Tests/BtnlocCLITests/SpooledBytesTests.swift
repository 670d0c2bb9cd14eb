import Foundation
import LocalizeKit
import Testing

@testable import BtnlocCLI

/// `SpooledBytes` holds a result for standard output until it is complete: in memory,
/// or past its limit in a temporary file that has no name in any folder.
@Suite("btnloc: standard output held in memory or in a temporary file")
struct SpooledBytesTests {
    /// Text of one-, two-, three- and four-byte characters, so that pieces of a megabyte
    /// end inside characters of every length somewhere.
    static let mixedText: [UInt8] = {
        let line = Array("Löschen € 😀 abc\n".utf8)
        var text: [UInt8] = []
        while text.count < 3 * SpooledBytes.pieceSize + 12_345 { text += line }
        return text
    }()

    /// The bytes `spool` hands on, and the pieces they came in.
    static func contents(of spool: SpooledBytes) throws -> (bytes: [UInt8], pieces: [[UInt8]]) {
        var pieces: [[UInt8]] = []
        try spool.forEachPiece { pieces.append(Array($0)) }
        return (pieces.flatMap { $0 }, pieces)
    }

    /// `bytes` appended in pieces of `size` bytes.
    static func append(_ bytes: [UInt8], to spool: SpooledBytes, inPiecesOf size: Int) throws {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            try AtomicFile.emit(Array(bytes[start..<end])) { (piece) throws(FileError) in try spool.append(piece) }
            start = end
        }
    }

    @Test("Below the limit the bytes stay in memory and come back as they were given")
    func inMemory() throws {
        let folder = try ScratchFolder()
        let spool = SpooledBytes(temporaryDirectory: folder.path, memoryLimit: 1 << 20)
        let text = Array("\"Cancel\" = \"Abbrechen\";\n".utf8)
        try Self.append(text, to: spool, inPiecesOf: 5)
        #expect(!spool.isInFile)
        #expect(try Self.contents(of: spool).bytes == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(
        "Past the limit the bytes go to a temporary file with no name, and come back whole, in pieces of whole characters",
        arguments: [0, 1000, 2 << 20])
    func inFile(limit: Int) throws {
        let folder = try ScratchFolder()
        let spool = SpooledBytes(temporaryDirectory: folder.path, memoryLimit: limit)
        try Self.append(Self.mixedText, to: spool, inPiecesOf: 70_001)
        #expect(spool.isInFile)
        // Nothing in the folder: the file was unlinked as soon as it was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let (bytes, pieces) = try Self.contents(of: spool)
        #expect(bytes == Self.mixedText)
        #expect(pieces.count >= 4)
        #expect(pieces.allSatisfy { $0.count <= SpooledBytes.pieceSize })
        // Decoded one by one, the pieces give the text: no character was cut between two.
        let decoded = pieces.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(decoded == String(decoding: Self.mixedText, as: UTF8.self))
    }

    @Test("Pieces from memory also end with whole characters")
    func memoryPieces() throws {
        let folder = try ScratchFolder()
        let spool = SpooledBytes(temporaryDirectory: folder.path, memoryLimit: Self.mixedText.count)
        try Self.append(Self.mixedText, to: spool, inPiecesOf: 1 << 20)
        #expect(!spool.isInFile)
        let pieces = try Self.contents(of: spool).pieces
        #expect(pieces.count >= 4)
        #expect(
            pieces.map { String(decoding: $0, as: UTF8.self) }.joined()
                == String(decoding: Self.mixedText, as: UTF8.self))
    }

    @Test(
        "The whole characters of a piece: a last character cut short is left for the next",
        arguments: [
            ([0x61, 0xE2, 0x82], 1),  // "a" and two of the three bytes of "€"
            ([0x61, 0xE2, 0x82, 0xAC], 4),  // "a€"
            ([0x61, 0xF0, 0x9F, 0x98], 1),  // "a" and three of the four bytes of "😀"
            ([0x61, 0xC3], 1),  // "a" and the first byte of "ü"
            ([0xF0, 0x9F], 2),  // nothing but a cut character: all of it, nothing would be left
            ([0x80, 0x80, 0x80, 0x80, 0x80], 5),  // not UTF-8: all of it
            ([], 0),
        ] as [([UInt8], Int)])
    func wholeCharacters(bytes: [UInt8], expected: Int) {
        #expect(bytes.withUnsafeBytes { SpooledBytes.wholeCharacters($0) } == expected)
    }

    @Test("A temporary folder that cannot take the file is an error naming the file there")
    func unwritableFolder() throws {
        let folder = try ScratchFolder()
        let missing = folder("no-such-folder")
        let spool = SpooledBytes(temporaryDirectory: missing, memoryLimit: 4)
        let error = #expect(throws: FileError.self) {
            try Self.append(Array("more than four bytes".utf8), to: spool, inPiecesOf: 100)
        }
        #expect(error?.description.contains(missing + "/btnloc-output-") == true)
    }

    @Test("'-o -' spooled to a file writes the bytes a file gets; a producer that fails writes nothing")
    func outputOption() throws {
        let folder = try ScratchFolder()
        let produce = { (emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) in
            try AtomicFile.emit(Array(Self.mixedText[0..<1000]), to: emit)
            try AtomicFile.emit(Array(Self.mixedText[1000...]), to: emit)
        }
        let context = CommandContext(environment: ["TMPDIR": folder.path])
        try OutputOption.standardOutput.write(context: context, spoolingInMemoryUpTo: 0, produce)
        try OutputOption.path(folder("out.txt")).write(context: context, produce)
        let written = try Data(contentsOf: URL(fileURLWithPath: folder("out.txt")))
        #expect(Array(written) == Self.mixedText)
        #expect(context.standardOutput == String(decoding: Self.mixedText, as: UTF8.self))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])

        let failing = CommandContext(environment: ["TMPDIR": folder.path])
        #expect(throws: FileError.self) {
            try OutputOption.standardOutput.write(context: failing, spoolingInMemoryUpTo: 0) {
                (emit) throws(FileError) in
                try AtomicFile.emit(Self.mixedText, to: emit)
                throw FileError(.read, path: "tables/de.lproj/Localizable.strings", code: EIO)
            }
        }
        #expect(failing.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
    }
}
