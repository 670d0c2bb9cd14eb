import LocalizeKit
import Testing

@Suite("btnloc xliff")
struct XLIFFCommandTests {
    @Test("export writes one unit per string for the language, to a file or standard output")
    func export() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIXLIFFFixtures.catalog)
        let toOutput = btnloc("xliff", "export", folder("L.xcstrings"), "--lang", "ru")
        #expect(toOutput.status == .success)
        let document = try XLIFFReader.read(Array(toOutput.output.utf8))
        let file = try #require(document.files.first)
        #expect(file.original == folder("L.xcstrings"))
        #expect(file.targetLanguage == "ru")
        #expect(file.tool?.id == "com.apple.dt.xcode")
        #expect(file.units.map(\.id) == CLIXLIFFFixtures.russianUnits.map(\.0))
        #expect(file.units.map(\.target) == CLIXLIFFFixtures.russianUnits.map(\.2))

        let toFile = btnloc("xliff", "export", folder("L.xcstrings"), "--lang", "ru", "-o", folder("ru.xliff"))
        #expect(toFile.status == .success)
        #expect(toFile.output == "")
        #expect(toFile.errors == "btnloc xliff: 12 units for 'ru' written to \(folder("ru.xliff"))\n")
        #expect(try folder.read("ru.xliff") == toOutput.output)
    }

    @Test("export -o NAME.xcloc writes a Localization Catalog that import reads back")
    func xcloc() throws {
        let folder = try ScratchFolder()
        try folder.write("App/L.xcstrings", CLIXLIFFFixtures.catalog)
        let absolute = btnloc("xliff", "export", folder("App/L.xcstrings"), "--lang", "ar", "-o", folder("ar.xcloc"))
        #expect(absolute.status == .success, "\(absolute.errors)")
        #expect(
            folder.list("ar.xcloc") == [
                "Localized Contents/ar.xliff", "Source Contents/L.xcstrings", "contents.json",
            ])
        let contents = try XCLocContents(json: Array(try folder.read("ar.xcloc/contents.json").utf8))
        #expect(contents.developmentRegion == "en")
        #expect(contents.targetLocale == "ar")
        #expect(try folder.read("ar.xcloc/Source Contents/L.xcstrings") == CLIXLIFFFixtures.catalog)

        var xliff = try folder.read("ar.xcloc/Localized Contents/ar.xliff")
        xliff = xliff.replacingOccurrences(
            of: "<target state=\"translated\">إلغاء</target>", with: "<target state=\"translated\">إلغاء الأمر</target>"
        )
        try folder.write("ar.xcloc/Localized Contents/ar.xliff", xliff)
        let imported = btnloc("xliff", "import", folder("ar.xcloc"), "--into", folder("App/L.xcstrings"))
        #expect(imported.status == .success, "\(imported.errors)")
        #expect(imported.lines == [#"updated 'Cancel' (ar): "إلغاء" → "إلغاء الأمر""#, "1 changed"])
        #expect(try folder.read("App/L.xcstrings").contains("\"value\" : \"إلغاء الأمر\""))
    }

    @Test("Importing the export unchanged changes no byte; --dry-run shows changes and writes nothing")
    func importing() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIXLIFFFixtures.catalog)
        #expect(
            btnloc("xliff", "export", folder("L.xcstrings"), "--lang", "ru", "-o", folder("ru.xliff")).status
                == .success)
        let same = btnloc("xliff", "import", folder("ru.xliff"), "--into", folder("L.xcstrings"))
        #expect(same.status == .success)
        #expect(same.lines == ["0 changed"])
        #expect(try folder.read("L.xcstrings") == CLIXLIFFFixtures.catalog)

        let edited = try folder.read("ru.xliff").replacingOccurrences(
            of: "<target state=\"needs-review-translation\">%lld файлов</target>",
            with: "<target state=\"translated\">%lld файлов</target>")
        try folder.write("ru.xliff", edited)
        let dryRun = btnloc("xliff", "import", folder("ru.xliff"), "--into", folder("L.xcstrings"), "--dry-run")
        #expect(dryRun.status == .failure)
        #expect(
            dryRun.lines == [
                #"updated '%lld files|==|plural.other' (ru): "%lld файлов" → "%lld файлов""#,
                "1 changed (dry run: nothing written)",
            ])
        #expect(try folder.read("L.xcstrings") == CLIXLIFFFixtures.catalog)

        let applied = btnloc("xliff", "import", folder("ru.xliff"), "--into", folder("L.xcstrings"), "--lang", "ru")
        #expect(applied.status == .success)
        let expected = CLIXLIFFFixtures.catalog.replacingOccurrences(
            of: "\"state\" : \"needs_review\",", with: "\"state\" : \"translated\",")
        #expect(try folder.read("L.xcstrings") == expected)
    }

    @Test("Bad input exits 65 with file:line:column, and the catalog keeps every byte")
    func errors() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", CLIXLIFFFixtures.catalog)
        let cases: [(String, String)] = [
            (
                "<xliff version=\"1.2\"><file original=\"L.xcstrings\" source-language=\"en\" target-language=\"ru\"><body>\n"
                    + "<trans-unit id=\"Cancel\"><source>Cancel</source><target>Отмена</target></trans-unit>\n"
                    + "<trans-unit id=\"Gone\"><source>Gone</source><target>Нет</target></trans-unit>\n</body></file></xliff>",
                ":3:1: error: unknown key 'Gone': the catalog has no such entry"
            ),
            (
                "<xliff version=\"1.2\">\n  <file original=\"L.xcstrings\" source-language=\"en\" target-language=\"ru\"><body>\n"
                    + "<trans-unit id=\"Cancel\"><source>Cancel</source><target>a & b</target></trans-unit></body></file></xliff>",
                ":3:58: error: '&' that starts no entity (write '&amp;')"
            ),
        ]
        for (text, message) in cases {
            try folder.write("x.xliff", text)
            let run = btnloc("xliff", "import", folder("x.xliff"), "--into", folder("L.xcstrings"))
            #expect(run.status == .dataError)
            #expect(run.errors == folder("x.xliff") + message + "\n")
            #expect(try folder.read("L.xcstrings") == CLIXLIFFFixtures.catalog)
        }
        try folder.write(
            "x.xliff",
            "<xliff version=\"1.2\">\n<file original=\"L.xcstrings\" source-language=\"en\" target-language=\"ru\"/></xliff>"
        )
        let wrongLanguage = btnloc(
            "xliff", "import", folder("x.xliff"), "--into", folder("L.xcstrings"), "--lang", "de")
        #expect(wrongLanguage.status == .dataError)
        #expect(wrongLanguage.errors == folder("x.xliff") + ":2:1: error: target-language is 'ru', not 'de'\n")

        try folder.write("Other.xcstrings", CLIXLIFFFixtures.catalog)
        let noFile = btnloc(
            "xliff", "import", folder("x.xliff"), "--into", folder("L.xcstrings"), "--into", folder("Other.xcstrings"))
        #expect(noFile.status == .dataError)
        #expect(noFile.errors.contains("has no <file> for '\(folder("Other.xcstrings"))' (its files: L.xcstrings)"))
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            (["xliff"], "missing subcommand: export or import"),
            (["xliff", "translate"], "unknown subcommand 'translate' (export or import)"),
            (["xliff", "export", "L.xcstrings"], "missing --lang: the language to export"),
            (["xliff", "export", "--lang", "de"], "missing <catalog.xcstrings>"),
            (["xliff", "export", "L.xcstrings", "--lang", "d e"], "--lang: \"d e\" is not a locale identifier"),
            (["xliff", "import", "de.xliff"], "missing --into <catalog.xcstrings>"),
            (
                ["xliff", "import", "de.xliff", "L.xcstrings"],
                "unexpected argument 'L.xcstrings': name the catalogs to import into with --into L.xcstrings"
            ),
            (["xliff", "import", "de.xliff", "notes.txt"], "unexpected argument 'notes.txt'"),
            (
                ["xliff", "import", "de.xliff", "--into", "L.xcstrings", "-o", "x"],
                "-o applies to 'export'; import writes into the --into catalogs"
            ),
            (["xliff", "export", "L.xcstrings", "--lang", "de", "--dry-run"], "--dry-run applies to 'import'"),
        ])
    func usage(arguments: [String], message: String) {
        let run = btnloc(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("btnloc xliff: " + message))
    }

    @Test("A missing input exits 66")
    func missingInput() throws {
        let folder = try ScratchFolder()
        let run = btnloc("xliff", "import", folder("none.xliff"), "--into", folder("L.xcstrings"))
        #expect(run.status == .noInput)
        #expect(run.errors == "btnloc xliff: cannot read '\(folder("none.xliff"))': No such file or directory\n")
    }
}
