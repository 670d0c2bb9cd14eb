import Testing

@testable import LocalizeKit

/// Tables → catalog written as the files are read (`LprojTableMerge`), against the
/// conversion of the tables read whole (`LprojTree.read` + `LprojToCatalog.convert(_:table:)`).
@Suite("LprojTableMerge")
struct LprojTableMergeTests {
    /// Tables whose keys are in catalog order: a source comment, another language's
    /// differing comment, a plural, a key only German has, a rule type that is not kept.
    static let sortedTables: [String: String] = [
        "en.lproj/L.strings": """
        /* Adds an item */
        "Add" = "Add";

        /* Shown with a count */
        "Files" = "%lld files";

        "zoom" = "Zoom";
        """,
        "en.lproj/L.stringsdict": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>one file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld files</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """,
        "de.lproj/L.strings": """
        /* Another comment */
        "Add" = "Hinzufügen";
        "Only German" = "Nur Deutsch";
        "zoom" = "Zoomen";
        """,
        "de.lproj/L.stringsdict": """
        <plist version="1.0"><dict>
        <key>Files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
        <key>count</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
        <key>other</key><string>Dateien</string>
        </dict></dict>
        </dict></plist>
        """,
    ]

    /// Writes `files` under a new folder and returns its path.
    static func folder(_ files: [String: String]) throws -> String {
        let root = try TemporaryFile.makeDirectory()
        for (path, text) in files {
            let slash = try #require(path.firstIndex(of: "/"))
            try Directory.create(root + "/" + path[..<slash])
            try AtomicFile.write(Array(text.utf8), to: root + "/" + path)
        }
        return root
    }

    /// A folder of `sortedTables` with one file replaced or added, and the catalog path to write there.
    static func folder(replacing path: String, with text: String) throws -> (root: String, output: String) {
        var files = sortedTables
        files[path] = text
        let root = try folder(files)
        return (root, root + "/L.xcstrings")
    }

    /// The catalog and warnings of the tables read whole.
    static func whole(_ files: [String: String], table: String = "L") throws -> ([UInt8], [ConversionWarning]) {
        let tree = try LprojTree.read(files: files.mapValues { Array($0.utf8) })
        let result = LprojToCatalog.convert(tree, table: table)
        return (XCStringsWriter.write(result.output), result.warnings)
    }

    /// The entries of `merges` put together (`LprojMergeParts`), written as the conversion writes
    /// them (`LprojToCatalog.write`) and read back, the merge's warnings, and whether it was abandoned
    /// (then no entries).
    static func entries(
        of merges: [LprojTableMerge]
    ) throws -> (entries: CatalogMap<CatalogEntry>, warnings: [ConversionWarning], isAbandoned: Bool) {
        let merged = LprojMergeParts(merges)
        var bytes: [UInt8] = []
        LprojToCatalog.write(merged, options: LprojToCatalog.Options(), original: nil, chunkSize: 64) { chunk in
            bytes += chunk
            return true
        }
        merged.stop()
        guard !merged.isAbandoned else { return (CatalogMap(), merged.warnings, true) }
        return (try XCStringsReader.read(bytes).entries, merged.warnings, false)
    }

    /// Expects converting the table `L` of the tree `files` written at `root` to give the whole
    /// conversion's catalog and warnings, into a file and into a destination that gathers the
    /// bytes (as `btnloc convert -o -` does), which keeps nothing of a merge given up half-way.
    static func expectWholeConversion(of files: [String: String], at root: String) throws {
        let (bytes, warnings) = try whole(files)
        let output = root + "/L.xcstrings"
        let result = try LprojToCatalog.convert(directory: root, table: "L", toFile: output)
        #expect(try FileInput.readAll(path: output) == bytes)
        #expect(result.warnings == warnings)

        var gathered: [UInt8] = []
        let gatheredWarnings = try LprojToCatalog.convert(directory: root, table: "L") {
            (produce) throws(FileError) in
            var pieces: [UInt8] = []
            try produce { (piece) throws(FileError) in pieces += piece }
            gathered = pieces
        }
        #expect(gathered == bytes)
        #expect(gatheredWarnings == warnings)
    }

    @Test("Tables in catalog order are merged as read, giving the whole conversion's entries and warnings")
    func merged() throws {
        let root = try Self.folder(Self.sortedTables)
        let merge = LprojTableMerge(directory: root, table: "L", options: LprojToCatalog.Options())
        let (entries, mergeWarnings, isAbandoned) = try Self.entries(of: [merge])
        #expect(!isAbandoned)
        #expect(entries.keys == ["Add", "Files", "Only German", "zoom"])
        #expect(entries["Add"]?.comment == "Adds an item")
        #expect(entries["Add"]?.localizations["de"]?.stringUnit?.value == "Hinzufügen")
        #expect(entries["Files"]?.localizations["en"]?.variations.plural?["one"]?.stringUnit?.value == "one file")
        #expect(entries["Only German"]?.localizations.keys == ["de"])
        let (bytes, warnings) = try Self.whole(Self.sortedTables)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        #expect(mergeWarnings == warnings)
        #expect(warnings.map(\.field) == ["comment", "NSStringFormatSpecTypeKey"])

        let output = root + "/L.xcstrings"
        let result = try LprojToCatalog.convert(directory: root, table: "L", toFile: output)
        #expect(try FileInput.readAll(path: output) == bytes)
        #expect(result.warnings == warnings)
    }

    @Test(
        "A language whose next key is not the first waits, though it was the first until a later language's came"
    )
    func firstKeyMovesEarlier() throws {
        let files = [
            "en.lproj/L.strings": "/* Zooms */\n\"zoom\" = \"Zoom\";\n",
            "de.lproj/L.strings": "\"Add\" = \"Hinzufügen\";\n\"zoom\" = \"Zoomen\";\n",
            "fr.lproj/L.strings": "\"Add\" = \"Ajouter\";\n\"Only French\" = \"Seulement\";\n",
        ]
        let root = try Self.folder(files)
        let merge = LprojTableMerge(directory: root, table: "L", options: LprojToCatalog.Options())
        let (entries, _, isAbandoned) = try Self.entries(of: [merge])
        #expect(!isAbandoned)
        #expect(entries.keys == ["Add", "Only French", "zoom"])
        #expect(entries["Add"]?.localizations.keys == ["de", "fr"])
        #expect(entries["zoom"]?.localizations.keys == ["de", "en"])
        #expect(entries["zoom"]?.comment == "Zooms")
        let (bytes, _) = try Self.whole(files)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        try Self.expectWholeConversion(of: files, at: root)
    }

    @Test("Formats with text around a plural variable, written directly or from the model, give the whole conversion")
    func substitutions() throws {
        /// A `.stringsdict` file of entries `key`, each with its format and the members of its variable `n`.
        func dictionary(_ entries: [(key: String, format: String, variable: String)]) -> String {
            let body = entries.map { entry in
                "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>"
                    + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                    + "\(entry.variable)</dict></dict>\n"
            }
            return "<plist version=\"1.0\"><dict>\n\(body.joined())</dict></plist>"
        }
        let forms =
            "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
            + "<key>one</key><string>%lld file</string><key>other</key><string>%lld files</string>"
        let files = [
            "en.lproj/L.stringsdict": dictionary([
                ("Delete", "Delete %#@n@?", forms),
                ("Moved", "%1$@ moved %2$#@n@", "<key>other</key><string>%2$lld to %1$@</string>"),
                ("Note", "Kept %#@n@", forms + "<key>note</key><string>not kept</string>"),
            ]),
            "de.lproj/L.stringsdict": dictionary([
                ("Delete", "%#@n@ löschen?", forms),
                ("Moved", "%2$#@n@ nach %1$@", forms),
                ("Note", "%#@m@", forms),
            ]),
        ]
        try Self.expectWholeConversion(of: files, at: try Self.folder(files))
    }

    @Test("A key spelled with other bytes in two languages (NFC, NFD) gives the whole conversion's catalog")
    func canonicallyEquivalentKeys() throws {
        let files = [
            "en.lproj/L.strings": "\"Add\" = \"Add\";\n\"Caf\u{E9}\" = \"Cafe\";\n\"zoom\" = \"Zoom\";\n",
            "de.lproj/L.strings": "\"Add\" = \"Neu\";\n\"Cafe\u{301}\" = \"Kaffee\";\n\"zoom\" = \"Zoomen\";\n",
        ]
        try Self.expectWholeConversion(of: files, at: try Self.folder(files))
    }

    @Test(
        "A file out of catalog order, or repeating a key, stops the merge; the whole conversion gives the catalog",
        arguments: [
            "\"zoom\" = \"Zoomen\";\n\"Add\" = \"Hinzufügen\";\n",
            "\"Add\" = \"Hinzufügen\";\n\"Add\" = \"Neu\";\n\"zoom\" = \"Zoomen\";\n",
        ])
    func unsorted(german: String) throws {
        var files = Self.sortedTables
        files["de.lproj/L.strings"] = german
        let root = try Self.folder(files)
        var merge = LprojTableMerge(directory: root, table: "L", options: LprojToCatalog.Options())
        var output = JSONOutput()
        while merge.next(into: &output) != nil {}
        #expect(merge.isAbandoned)
        try Self.expectWholeConversion(of: files, at: root)
    }

    @Test("A table malformed after its first entries throws the whole conversion's error and writes nothing")
    func malformedLater() throws {
        let (root, output) = try Self.folder(
            replacing: "de.lproj/L.strings", with: "\"Add\" = \"Hinzufügen\";\n\"zoom\" = \"Zoomen\"\n")
        #expect(
            throws: ParseError(
                "expected ';' after the value",
                at: SourceLocation(file: root + "/de.lproj/L.strings", line: 3, column: 1))
        ) {
            try LprojToCatalog.convert(directory: root, table: "L", toFile: output)
        }
        #expect(!TemporaryFile.list(root).contains("L.xcstrings"))
    }

    @Test("Only the table converted is read: another table's malformed file does not matter")
    func otherTable() throws {
        let (root, output) = try Self.folder(replacing: "de.lproj/Other.strings", with: "\"broken")
        _ = try LprojToCatalog.convert(directory: root, table: "L", toFile: output)
        #expect(try FileInput.readAll(path: output) == (try Self.whole(Self.sortedTables)).0)
        #expect(try LprojTree.tableNames(inDirectory: root) == ["L", "Other"])
    }

    @Test("States restored while merging are those the restorer gives the whole catalog")
    func restoredStates() throws {
        let root = try Self.folder(Self.sortedTables)
        var original = LprojToCatalog.convert(
            try LprojTree.read(files: Self.sortedTables.mapValues { Array($0.utf8) }), table: "L"
        ).output
        original["Add"]?.localizations["de"]?.stringUnit?.state = .needsReview
        original["zoom"]?.extractionState = .manual
        var whole = LprojToCatalog.convert(
            try LprojTree.read(files: Self.sortedTables.mapValues { Array($0.utf8) }), table: "L"
        ).output
        TranslationStateRestorer.restore(&whole, from: original)
        let output = root + "/L.xcstrings"
        _ = try LprojToCatalog.convert(directory: root, table: "L", toFile: output, restoringStatesFrom: original)
        let written = try XCStringsReader.read(contentsOfFile: output)
        #expect(written["Add"]?.localizations["de"]?.stringUnit?.state == .needsReview)
        #expect(written["zoom"]?.extractionState == .manual)
        #expect(try FileInput.readAll(path: output) == XCStringsWriter.write(whole))
    }

    @Test("Duplicate keys are found in short lists, also among keys whose hashes collide in the table")
    func distinctKeys() {
        #expect(!DistinctKeys.containDuplicates([]))
        #expect(!DistinctKeys.containDuplicates(["de"]))
        #expect(!DistinctKeys.containDuplicates(["de", "en", "en-GB", "fr", "zh-Hans", "zh-Hant"]))
        #expect(DistinctKeys.containDuplicates(["de", "en", "fr", "en"]))
        let many = (0..<300).map { "lang-\($0)" }
        #expect(!DistinctKeys.containDuplicates(many))
        #expect(DistinctKeys.containDuplicates(many + ["lang-17"]))
    }
}
