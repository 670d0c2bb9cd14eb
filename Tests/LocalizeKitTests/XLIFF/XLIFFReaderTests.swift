import LocalizeKit
import Testing

@Suite("XLIFF reader")
struct XLIFFReaderTests {
    @Test("Xcode's export reads back as its files and units, with their lines")
    func readsXcodeExport() throws {
        let document = try XLIFFReader.read(Array(XLIFFFixtures.russian.utf8), file: "ru.xliff")
        let file = try #require(document.files.first)
        #expect(file.original == "App/Localizable.xcstrings")
        #expect(file.sourceLanguage == "en")
        #expect(file.targetLanguage == "ru")
        #expect(file.tool == XLIFFTool.xcode(version: "26.0", buildNumber: "test"))
        #expect(file.sourceLocation == SourceLocation(file: "ru.xliff", line: 3, column: 3))
        #expect(file.units.count == 14)
        let cancel = try #require(file.units.first { $0.id == "Cancel" })
        #expect(cancel.note == #"Button: "Cancel" & <close>"#)
        #expect(cancel.target == "Отменить")
        #expect(cancel.state == "translated")
        #expect(cancel.sourceLocation?.line == 26)
        #expect(file.units.first { $0.id == "OK" }?.isTranslatable == false)
        #expect(file.units.first { $0.id == "Line\nbreak" }?.target == "Перенос\nстроки")
    }

    @Test("Other tools' XLIFF: prefixes, groups, several notes, CDATA, entities, skipped extensions")
    func readsOtherTools() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff>
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <x:file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <x:header><x:note>about</x:note><x:tool tool-id="t" tool-name="T"/></x:header>
                <x:body>
                  <x:group id="g"><x:group id="h">
                    <x:trans-unit id="a&amp;b" translate="yes">
                      <x:source>A &amp; B</x:source>
                      <x:target state="final"><![CDATA[A <&> B]]></x:target>
                      <x:alt-trans><x:target>old <x:g id="1">markup</x:g></x:target></x:alt-trans>
                      <x:note from="developer">one</x:note><x:note>two</x:note>
                      <x:context-group><x:context context-type="x">c</x:context></x:context-group>
                    </x:trans-unit>
                  </x:group></x:group>
                  <x:bin-unit id="b" mime-type="image/png"><x:bin-source/></x:bin-unit>
                </x:body>
              </x:file>
            </x:xliff>
            """
        let file = try #require(try XLIFFReader.read(Array(text.utf8)).files.first)
        #expect(file.tool == XLIFFTool(id: "t", name: "T"))
        #expect(
            file.units == [XLIFFUnit(id: "a&b", source: "A & B", target: "A <&> B", state: "final", note: "one\ntwo")])
    }

    @Test("Reading what the writer wrote gives the same document")
    func writerRoundTrip() throws {
        let units = [
            XLIFFUnit(id: "a \"b\"\n\tc\r", source: "x < y & z > w\r\n", target: "", state: "new", note: "n"),
            XLIFFUnit(id: "plain", source: "", note: ""),
            XLIFFUnit(id: "no", source: "s", target: "t", isTranslatable: false),
        ]
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "a/b.xcstrings", sourceLanguage: "en", targetLanguage: "he", units: units),
            XLIFFFile(
                original: "c.xcstrings", sourceLanguage: "en", targetLanguage: nil,
                tool: .xcode(version: "1", buildNumber: nil)),
        ])
        var reread = try XLIFFReader.read(XLIFFWriter.write(document))
        // The writer writes a missing note as <note/>, which reads as an empty note.
        reread.files[0].units[2].note = nil
        #expect(reread == document)
    }

    @Test(
        "Malformed XLIFF is an error at its line and column",
        arguments: [
            ("", "1:1: error: expected <xliff>, found the end of the file"),
            ("<plist/>", "1:1: error: expected <xliff>, found <plist>"),
            (#"<xliff version="2.0"/>"#, "1:1: error: XLIFF 2.0 is not supported (only 1.2, as Xcode writes)"),
            ("<xliff>\n<file source-language=\"en\"/></xliff>", "2:1: error: <file> without an 'original' attribute"),
            ("<xliff>\n<file original=\"a\"/></xliff>", "2:1: error: <file> without a 'source-language' attribute"),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body>\n  <trans-unit><source/></trans-unit></body></file></xliff>",
                "2:3: error: <trans-unit> without an 'id' attribute"
            ),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><target/></trans-unit></body></file></xliff>",
                "2:1: error: <trans-unit id=\"k\"> without <source>"
            ),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\">\n<source>a <g>b</g></source></trans-unit></body></file></xliff>",
                "2:11: error: unexpected <g> inside <source>"
            ),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>a &ent; b</source>",
                "1:83: error: unknown entity '&ent;'"
            ),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>a & b</source>",
                "1:83: error: '&' that starts no entity (write '&amp;')"
            ),
            (
                "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>&#0;</source>",
                "1:81: error: invalid character reference '&#0;'"
            ),
            (
                "<xliff><file original=\"a<b\" source-language=\"en\"/></xliff>",
                "1:25: error: '<' in an attribute value of <file> (write '&lt;')"
            ),
            (
                "<xliff><file original=\"a\" original=\"b\" source-language=\"en\"/></xliff>",
                "1:27: error: attribute 'original' given twice in <file>"
            ),
            ("<xliff><file original=\"a\" source-language=\"en\">", "1:8: error: unterminated <file>"),
            ("<xliff></file>", "1:8: error: expected </xliff>, found </file>"),
            ("<xliff/>\n<xliff/>", "2:1: error: unexpected content after </xliff>"),
            ("<xliff><!-- never closed", "1:8: error: unterminated comment"),
        ])
    func malformed(text: String, message: String) {
        #expect {
            _ = try XLIFFReader.read(Array(text.utf8))
        } throws: { error in
            (error as? ParseError)?.description == message
        }
    }

    @Test("Entities a DOCTYPE declares are never expanded (no entity expansion attack, no external entity)")
    func declaredEntities() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
              <!ENTITY file SYSTEM "file:///etc/passwd">
            ]>
            <xliff><file original="a" source-language="en"><body>
            <trans-unit id="k"><source>&b;</source></trans-unit></body></file></xliff>
            """
        #expect {
            _ = try XLIFFReader.read(Array(text.utf8))
        } throws: { error in
            (error as? ParseError)?.description == "8:28: error: unknown entity '&b;'"
        }
    }

    @Test("Elements nested deeper than the limit are an error, not a stack overflow")
    func depthLimit() {
        let depth = 10_000
        let text =
            "<xliff><file original=\"a\" source-language=\"en\"><body>" + String(repeating: "<group>", count: depth)
        #expect {
            _ = try XLIFFReader.read(Array(text.utf8))
        } throws: { error in
            (error as? ParseError)?.message == "<group> nested more than \(XLIFFReader.maximumDepth) levels deep"
        }
        let unknown = "<xliff>" + String(repeating: "<ext>", count: depth)
        #expect {
            _ = try XLIFFReader.read(Array(unknown.utf8))
        } throws: { error in
            (error as? ParseError)?.message == "<ext> nested more than \(XLIFFReader.maximumDepth) levels deep"
        }
    }

    @Test("UTF-16 with a byte order mark is read; invalid UTF-8 is an error at its place")
    func encodings() throws {
        let text = #"<xliff><file original="ä" source-language="en"/></xliff>"#
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try XLIFFReader.read(utf16).files.first?.original == "ä")
        #expect {
            _ = try XLIFFReader.read(Array("<xliff>\n  \u{FF}".utf8) + [0xFF])
        } throws: { error in
            (error as? ParseError)?.description == "2:4: error: invalid UTF-8"
        }
    }

    @Test(
        "A unit id splits into the key and the variation path",
        arguments: [
            ("Cancel", "Cancel", []),
            ("%lld files|==|plural.one", "%lld files", [["plural", "one"]]),
            ("a|==|b|==|device.mac.plural.few", "a|==|b", [["device", "mac"], ["plural", "few"]]),
            ("k|==|substitutions.count.plural.other", "k", [["substitutions", "count"], ["plural", "other"]]),
        ])
    func unitIDs(id: String, key: String, path: [[String]]) throws {
        let parsed = try #require(XLIFFUnitID(parsing: id))
        #expect(parsed.key == key)
        #expect(parsed.path.map { [$0.selector, $0.value] } == path)
        #expect(parsed.description == id)
    }

    @Test(
        "Malformed paths do not parse",
        arguments: ["k|==|", "k|==|plural", "k|==|plural.one.device", "k|==|.one", "k|==|plural."])
    func malformedUnitIDs(id: String) {
        #expect(XLIFFUnitID(parsing: id) == nil)
    }
}
