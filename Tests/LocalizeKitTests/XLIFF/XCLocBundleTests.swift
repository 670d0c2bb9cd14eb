import LocalizeKit
import Testing

@Suite("Localization Catalogs (.xcloc)")
struct XCLocBundleTests {
    static let contents = XCLocContents(
        developmentRegion: "en", targetLocale: "de", tool: .xcode(version: "26.0", buildNumber: "test"))

    @Test("contents.json is written as Xcode writes it: sorted keys, ' : ', no final line break")
    func contentsJSON() throws {
        let expected = """
            {
              "developmentRegion" : "en",
              "targetLocale" : "de",
              "toolInfo" : {
                "toolBuildNumber" : "test",
                "toolID" : "com.apple.dt.xcode",
                "toolName" : "Xcode",
                "toolVersion" : "26.0"
              },
              "version" : "1.0"
            }
            """
        #expect(String(decoding: Self.contents.jsonBytes(), as: UTF8.self) == expected)
        #expect(try XCLocContents(json: Array(expected.utf8)) == Self.contents)
    }

    @Test("An Xcode 13 contents.json keeps its project field")
    func projectField() throws {
        let text = """
            {
              "developmentRegion" : "en",
              "project" : "LocalCheck.xcodeproj",
              "targetLocale" : "fr",
              "toolInfo" : {
                "toolBuildNumber" : "13C90",
                "toolID" : "com.apple.dt.xcode",
                "toolName" : "Xcode",
                "toolVersion" : "13.2"
              },
              "version" : "1.0"
            }
            """
        let contents = try XCLocContents(json: Array(text.utf8))
        #expect(contents.targetLocale == "fr")
        #expect(contents.tool == .xcode(version: "13.2", buildNumber: "13C90"))
        #expect(String(decoding: contents.jsonBytes(), as: UTF8.self) == text)
    }

    @Test(
        "Malformed contents.json is an error at its place",
        arguments: [
            ("[]", "c.json:1:1: error: contents.json is not a JSON object"),
            (#"{"targetLocale" : "de"}"#, "c.json:1:1: error: contents.json has no 'developmentRegion'"),
            (
                "{\n  \"developmentRegion\" : 1,\n  \"targetLocale\" : \"de\"}",
                "c.json:2:3: error: 'developmentRegion' is not a string"
            ),
        ])
    func malformedContents(text: String, message: String) {
        #expect {
            _ = try XCLocContents(json: Array(text.utf8), file: "c.json")
        } throws: { error in
            (error as? ParseError)?.description == message
        }
    }

    @Test("A bundle is written with Xcode's layout and reads back")
    func layout() throws {
        let folder = try TemporaryFolder()
        let document = XLIFFDocument(files: [
            XLIFFFile(
                original: "App/L.xcstrings", sourceLanguage: "en", targetLanguage: "de",
                units: [XLIFFUnit(id: "a", source: "A", target: "Ä", state: "translated", note: "")])
        ])
        let path = folder.path + "/de.xcloc"
        try XCLocBundle.write(
            document, contents: Self.contents,
            sources: [("App/L.xcstrings", Array("{}".utf8)), ("/abs/../M.xcstrings", Array("[]".utf8))], to: path)
        #expect(try FileInput.readAll(path: path + "/Source Contents/App/L.xcstrings") == Array("{}".utf8))
        #expect(try FileInput.readAll(path: path + "/Source Contents/M.xcstrings") == Array("[]".utf8))
        #expect(try FileInput.readAll(path: path + "/contents.json") == Self.contents.jsonBytes())
        #expect(try FileInput.readAll(path: path + "/Localized Contents/de.xliff") == XLIFFWriter.write(document))
        let bundle = try XCLocBundle.read(path: path)
        #expect(bundle.contents == Self.contents)
        #expect(bundle.document == document)
        #expect(bundle.xliffPath == path + "/Localized Contents/de.xliff")

        // Writing again replaces the bundle whole and leaves nothing beside it.
        try XCLocBundle.write(XLIFFDocument(), contents: Self.contents, sources: [], to: path)
        #expect(try XCLocBundle.read(path: path).document.files.isEmpty)
        #expect(throws: FileError.self) { _ = try FileInput.readAll(path: path + "/Source Contents/App/L.xcstrings") }
    }

    @Test("A folder that is not a localization catalog is not replaced")
    func refusesOtherFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/main.swift", "print(1)")
        #expect {
            try XCLocBundle.write(XLIFFDocument(), contents: Self.contents, sources: [], to: folder.path + "/Sources")
        } throws: { error in
            (error as? FileError)?.reason == "it exists and is not a localization catalog (no contents.json)"
        }
        #expect(try FileInput.readAll(path: folder.path + "/Sources/main.swift") == Array("print(1)".utf8))
    }

    @Test("An XLIFF whose target-language differs from targetLocale is an error")
    func languageMismatch() throws {
        let folder = try TemporaryFolder()
        try folder.write("fr.xcloc/contents.json", #"{"developmentRegion" : "en", "targetLocale" : "fr"}"#)
        try folder.write(
            "fr.xcloc/Localized Contents/fr.xliff",
            "<xliff version=\"1.2\">\n<file original=\"L.xcstrings\" source-language=\"en\" target-language=\"de\"/></xliff>"
        )
        #expect {
            _ = try XCLocBundle.read(path: folder.path + "/fr.xcloc")
        } throws: { error in
            (error as? ParseError)?.description
                == folder.path
                + "/fr.xcloc/Localized Contents/fr.xliff:2:1: error: target-language 'de' differs from contents.json's targetLocale 'fr'"
        }
    }
}
