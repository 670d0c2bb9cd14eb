import Testing

@testable import LocalizeKit

@Suite("LocalizationBundle.tableNames")
struct LocalizationBundleTableNamesTests {
    @Test("Tables of .strings, .stringsdict and .xcstrings files, in memory, on disk and in overlays")
    func tableNames() throws {
        let files: [String: [UInt8]] = [
            "en.lproj/Localizable.strings": Array("\"a\" = \"A\";".utf8),
            "de.lproj/Plurals.stringsdict": Array("<plist version=\"1.0\"><dict/></plist>".utf8),
            "Main.xcstrings": Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8),
            "en.lproj/notes.txt": [],
            "README.strings": [],
        ]
        let bundle = LocalizationBundle(files: files)
        #expect(bundle.tableNames == ["Localizable", "Main", "Plurals"])
        #expect(bundle.hasTable("Plurals"))
        #expect(!bundle.hasTable("README"))

        let tables = LocalizationBundle(tables: ["fr": ["Buttons": LocalizationTable()]])
        #expect(tables.tableNames == ["Buttons"])
        #expect(tables.overlaid(on: bundle).tableNames == ["Buttons", "Localizable", "Main", "Plurals"])

        let folder = try TemporaryFolder()
        try folder.write("ja.lproj/App.strings", "\"a\" = \"あ\";\n")
        #expect(try LocalizationBundle(directory: folder.path).tableNames == ["App"])
    }
}
