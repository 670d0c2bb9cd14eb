import Foundation
import Testing

/// The translations are embedded in the binary: a copy of `btnloc` in another
/// folder, with no build folder or resource bundle beside it, still shows real titles.
@Suite("A copied btnloc finds its translations")
struct CopiedExecutableTests {
    /// The `btnloc` built next to this test binary.
    static var builtExecutable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("btnloc")
    }

    @Test(
        "list --lang shows real titles from a copy elsewhere",
        arguments: [
            ("de", ["delete": "Löschen", "cancel": "Abbrechen"]), ("ja", ["delete": "削除", "cancel": "キャンセル"]),
            ("ar", ["delete": "حذف", "cancel": "إلغاء"]),
            ("en-GB", ["addFavorite": "Add to Favourites", "cancel": "Cancel"]),
        ])
    func copiedExecutable(language: String, expected: [String: String]) throws {
        let source = Self.builtExecutable
        try #require(FileManager.default.isExecutableFile(atPath: source.path), "btnloc is built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("btnloc-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("btnloc")
        try FileManager.default.copyItem(at: source, to: copy)

        let process = Process()
        process.executableURL = copy
        process.arguments = ["list", "--lang", language, "--format", "json"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let rows = try JSONDecoder().decode([ListedType].self, from: output)
        #expect(rows.count >= 100)
        for (type, title) in expected {
            #expect(rows.first { $0.type == type }?.title == title, "\(language): \(type)")
        }
    }

    private struct ListedType: Decodable {
        let type: String
        let symbol: String
        let role: String?
        let titleKey: String
        let shortcut: String?
        let title: String
    }
}
