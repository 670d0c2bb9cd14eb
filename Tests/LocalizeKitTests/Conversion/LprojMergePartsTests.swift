import Testing

@testable import LocalizeKit

/// The merge split by language (`LprojTableMerge.parts`) and put back together (`LprojMergeParts`),
/// against the conversion of the tables read whole.
@Suite("LprojMergeParts")
struct LprojMergePartsTests {
    /// Eight languages (`en` the source, then `ar` … `ru`), keys in catalog order: a key only the
    /// source has, one only a later language has, source comments, a differing comment in a
    /// language of each half, a plural in the last language, a rule type that is not kept.
    static func tables() -> [String: String] {
        var files: [String: String] = [:]
        files["en.lproj/L.strings"] = """
            /* Adds an item */
            "Add" = "Add";

            /* Shown with a count */
            "Files" = "%lld files";

            "Source only" = "Source only";

            "zoom" = "Zoom";
            """
        for language in ["ar", "de", "fr", "it", "ja", "pt-BR", "ru"] {
            var strings = "/* Adds an item */\n\"Add\" = \"\(language) add\";\n"
            if language == "de" || language == "ja" {
                strings = "/* \(language) comment */\n\"Add\" = \"\(language) add\";\n"
            }
            if language == "pt-BR" { strings += "\"Only Portuguese\" = \"Só português\";\n" }
            strings += "\"zoom\" = \"\(language) zoom\";\n"
            files[language + ".lproj/L.strings"] = strings
        }
        files["ru.lproj/L.stringsdict"] = """
            <plist version="1.0"><dict>
            <key>Files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld файл</string>
            <key>few</key><string>%lld файла</string>
            <key>other</key><string>%lld файлов</string>
            </dict></dict>
            </dict></plist>
            """
        files["ar.lproj/L.stringsdict"] = """
            <plist version="1.0"><dict>
            <key>Files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
            <key>other</key><string>ملفات</string>
            </dict></dict>
            </dict></plist>
            """
        return files
    }

    /// The entries of the parts put together, the merge's warnings, and whether it was abandoned.
    static func merged(
        _ root: String, parts count: Int
    ) throws -> (CatalogMap<CatalogEntry>, [ConversionWarning], Bool) {
        let parts = LprojTableMerge.parts(directory: root, table: "L", options: LprojToCatalog.Options(), count: count)
        return try LprojTableMergeTests.entries(of: parts)
    }

    @Test("Languages are shared among the parts in catalog order; a part without the source reads its comments")
    func split() throws {
        let root = try LprojTableMergeTests.folder(Self.tables())
        let parts = LprojTableMerge.parts(directory: root, table: "L", options: LprojToCatalog.Options(), count: 2)
        #expect(parts.count == 2)
        let isAbandoned = parts.contains { $0.isAbandoned }
        #expect(!isAbandoned)
        // Three parts of seven other languages; a fourth would have fewer than two.
        #expect(LprojTableMerge.parts(directory: root, table: "L", options: .init(), count: 3).count == 3)
        #expect(LprojTableMerge.parts(directory: root, table: "L", options: .init(), count: 4).count == 3)
        // The first part's entries: every source key; the second's: only keys its languages have.
        var first = parts[0]
        var firstKeys: [String] = []
        var output = JSONOutput()
        while let (key, _) = first.next(into: &output) { firstKeys.append(key) }
        // The first part (ar, de, en, fr) has the source language: an entry for each of its keys.
        #expect(firstKeys == ["Add", "Files", "Source only", "zoom"])
        let (secondEntries, secondWarnings, _) = try LprojTableMergeTests.entries(of: [parts[1]])
        #expect(secondEntries.keys == ["Add", "Files", "Only Portuguese", "zoom"])
        #expect(secondEntries["Add"]?.comment == "Adds an item")
        #expect(secondEntries["Add"]?.localizations["en"] == nil)
        #expect(secondEntries["Only Portuguese"]?.localizations.keys == ["pt-BR"])
        let russian = secondEntries["Files"]?.localizations["ru"]
        #expect(russian?.variations.plural?["few"]?.stringUnit?.value == "%lld файла")
        #expect(first.warnings.map(\.language) == ["ar", "de"])
        #expect(secondWarnings.map(\.language) == ["ja"])
    }

    @Test("The parts put together give the whole conversion's entries and warnings", arguments: [1, 2, 3])
    func putTogether(parts: Int) throws {
        let files = Self.tables()
        let root = try LprojTableMergeTests.folder(files)
        let (entries, warnings, isAbandoned) = try Self.merged(root, parts: parts)
        #expect(!isAbandoned)
        let (bytes, wholeWarnings) = try LprojTableMergeTests.whole(files)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        #expect(warnings == wholeWarnings)
        #expect(warnings.map(\.field) == ["NSStringFormatSpecTypeKey", "comment", "comment"])
        // In catalog order, as the writer writes them.
        #expect(entries["Add"]?.localizations.keys == ["ar", "de", "en", "fr", "it", "ja", "pt-BR", "ru"])

        let output = root + "/L.xcstrings"
        let result = try LprojToCatalog.convert(directory: root, table: "L", toFile: output)
        #expect(try FileInput.readAll(path: output) == bytes)
        #expect(result.warnings == wholeWarnings)
    }

    @Test(
        "A file out of order in a later part abandons the merge; the conversion gives the whole one's catalog",
        arguments: ["ru.lproj/L.strings", "ar.lproj/L.strings", "en.lproj/L.strings"])
    func unsortedInPart(path: String) throws {
        var files = Self.tables()
        files[path] = "\"zoom\" = \"Z\";\n\"Add\" = \"A\";\n"
        let root = try LprojTableMergeTests.folder(files)
        let (_, _, isAbandoned) = try Self.merged(root, parts: 2)
        #expect(isAbandoned)
        try LprojTableMergeTests.expectWholeConversion(of: files, at: root)
    }

    @Test("A later part's malformed table gives the whole conversion's error and writes nothing")
    func malformedInLaterPart() throws {
        var files = Self.tables()
        files["ru.lproj/L.strings"] = "\"Add\" = \"A\";\n\"zoom\" = \"Z\"\n"
        let root = try LprojTableMergeTests.folder(files)
        #expect(
            throws: ParseError(
                "expected ';' after the value",
                at: SourceLocation(file: root + "/ru.lproj/L.strings", line: 3, column: 1))
        ) {
            try LprojToCatalog.convert(directory: root, table: "L", toFile: root + "/L.xcstrings")
        }
        #expect(!TemporaryFile.list(root).contains("L.xcstrings"))
    }

    @Test("Without a source-language table, the parts share the other languages and no comments are read")
    func noSource() throws {
        var files = Self.tables()
        files["en.lproj/L.strings"] = nil
        let root = try LprojTableMergeTests.folder(files)
        let (entries, warnings, isAbandoned) = try Self.merged(root, parts: 2)
        #expect(!isAbandoned)
        let (bytes, wholeWarnings) = try LprojTableMergeTests.whole(files)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        #expect(warnings == wholeWarnings)
        #expect(entries["Add"]?.comment == nil)
    }

    @Test("Languages whose catalog order is not their code point order, the source in a later part")
    func catalogOrder() throws {
        var files: [String: String] = [
            "en.lproj/L.strings": "/* Source */\n\"Add\" = \"Add\";\n\"zoom\" = \"Zoom\";\n"
        ]
        for language in ["ar", "ca", "cs", "da", "de", "zh-HK", "zh-Hans"] {
            let comment = language == "ar" || language == "zh-Hans" || language == "zh-HK" ? language : "Source"
            files[language + ".lproj/L.strings"] = "/* \(comment) */\n\"Add\" = \"\(language)\";\n\"zoom\" = \"z\";\n"
        }
        let root = try LprojTableMergeTests.folder(files)
        let parts = LprojTableMerge.parts(directory: root, table: "L", options: LprojToCatalog.Options(), count: 2)
        #expect(parts.count == 2)
        // ar, ca, cs, da | de, en, zh-Hans, zh-HK: the first part reads only the source's comments.
        let (firstEntries, _, _) = try LprojTableMergeTests.entries(of: [parts[0]])
        let firstEntry = try #require(firstEntries["Add"])
        #expect(firstEntry.localizations.keys == ["ar", "ca", "cs", "da"])
        #expect(firstEntry.comment == "Source")
        let (entries, warnings, isAbandoned) = try Self.merged(root, parts: 2)
        #expect(!isAbandoned)
        #expect(entries["Add"]?.localizations.keys == ["ar", "ca", "cs", "da", "de", "en", "zh-Hans", "zh-HK"])
        let (bytes, wholeWarnings) = try LprojTableMergeTests.whole(files)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        #expect(warnings == wholeWarnings)
        #expect(warnings.map(\.language) == ["ar", "zh-HK", "zh-Hans"])
    }

    @Test("A key spelled with other bytes in another part (NFD, NFC) gives the whole merge's spelling")
    func keySpelledTwoWays() throws {
        let decomposed = "Cafe\u{301}"
        let precomposed = "Caf\u{E9}"
        func files(zhHans: String, zhHK: String) -> [String: String] {
            var files = ["en.lproj/L.strings": "\"Add\" = \"Add\";\n\"zoom\" = \"Zoom\";\n"]
            for language in ["ar", "ca", "zh-Hans", "zh-HK", "zh-MO", "zh-TW", "zu"] {
                var strings = "\"Add\" = \"\(language)\";\n"
                if language == "zh-Hans" { strings += "\"\(zhHans)\" = \"\(language) cafe\";\n" }
                if language == "zh-HK" { strings += "\"\(zhHK)\" = \"\(language) cafe\";\n" }
                files[language + ".lproj/L.strings"] = strings + "\"zoom\" = \"z\";\n"
            }
            return files
        }
        // ar, ca, en, zh-Hans | zh-HK, zh-MO, zh-TW, zu: the key's two spellings are in two parts.
        let same = files(zhHans: precomposed, zhHK: precomposed)
        let (sameEntries, _, sameAbandoned) = try Self.merged(try LprojTableMergeTests.folder(same), parts: 2)
        #expect(!sameAbandoned)
        #expect(sameEntries[precomposed]?.localizations.keys == ["zh-Hans", "zh-HK"])

        let differing = files(zhHans: decomposed, zhHK: precomposed)
        let root = try LprojTableMergeTests.folder(differing)
        let (_, _, isAbandoned) = try Self.merged(root, parts: 2)
        #expect(isAbandoned)
        try LprojTableMergeTests.expectWholeConversion(of: differing, at: root)
    }
}

/// Merges long enough that the parts hand their entries over in many batches (`RenderedEntries`).
@Suite("LprojMergeParts batches")
struct LprojMergePartsBatchTests {
    /// Six languages, 500 keys in catalog order with values of about 200 bytes (with escapes in
    /// some), every seventh key a plural alone, every eleventh a substitution, every thirteenth
    /// a device variation (in `.stringsdict` files), comments in the source language.
    static func tables() -> [String: String] {
        let languages = ["de", "en", "fr", "ja", "ru", "zh-Hans"]
        let keys = CatalogKeyOrder.sortedIndices((0..<500).map { "key \($0)" }).map { "key \($0)" }
        var files: [String: String] = [:]
        for language in languages {
            var strings = ""
            var dictionary = "<plist version=\"1.0\"><dict>\n"
            for (rank, key) in keys.enumerated() {
                let filler = String(repeating: "\(language) value \(rank) ünïcödé ", count: 6)
                if rank % 7 == 0 {
                    dictionary += """
                        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>lld</string>
                        <key>one</key><string>%lld \(filler)</string><key>other</key><string>%lld \(language)</string>
                        </dict></dict>

                        """
                } else if rank % 11 == 0 {
                    dictionary += """
                        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%@ and %#@n@</string>
                        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>%2$d \(filler)</string></dict></dict>

                        """
                } else if rank % 13 == 0 {
                    dictionary += """
                        <key>\(key)</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                        <key>iphone</key><string>\(filler)</string><key>mac</key><string>\(language)</string>
                        </dict></dict>

                        """
                } else if rank % 5 != 1 || language == "en" {
                    let comment = language == "en" && rank % 3 == 0 ? "/* Comment \(rank) */\n" : ""
                    strings += "\(comment)\"\(key)\" = \"\(filler)\\\"quoted\\\" \\n\";\n\n"
                }
            }
            files[language + ".lproj/L.strings"] = strings
            files[language + ".lproj/L.stringsdict"] = dictionary + "</dict></plist>\n"
        }
        return files
    }

    @Test("Many batches put together give the whole conversion's catalog and warnings", arguments: [1, 2, 3])
    func manyBatches(parts: Int) throws {
        let files = Self.tables()
        let root = try LprojTableMergeTests.folder(files)
        let (bytes, wholeWarnings) = try LprojTableMergeTests.whole(files)
        // More than a batch holds, in entries and in bytes.
        #expect(bytes.count > 8 * RenderedEntries.byteLimit)
        let (entries, warnings, isAbandoned) = try LprojMergePartsTests.merged(root, parts: parts)
        #expect(!isAbandoned)
        #expect(entries.count == 500)
        #expect(XCStringsWriter.write(StringCatalog(sourceLanguage: "en", entries: entries)) == bytes)
        #expect(warnings == wholeWarnings)
        let result = try LprojToCatalog.convert(directory: root, table: "L", toFile: root + "/L.xcstrings")
        #expect(try FileInput.readAll(path: root + "/L.xcstrings") == bytes)
        #expect(result.warnings == wholeWarnings)
    }

    @Test("States restored while merging many batches are those the restorer gives the whole catalog")
    func restoredStates() throws {
        let files = Self.tables()
        let root = try LprojTableMergeTests.folder(files)
        let tree = try LprojTree.read(files: files.mapValues { Array($0.utf8) })
        var original = LprojToCatalog.convert(tree, table: "L").output
        // States that differ from what the tables give, in plain values, plural forms and substitutions.
        for (position, key) in original.entries.keys.enumerated() where position % 3 == 0 {
            original[key]?.extractionState = .manual
            original[key]?.localizations["fr"]?.stringUnit?.state = .needsReview
            original[key]?.localizations["ja"]?.stringUnit?.value = "changed"
            original[key]?.localizations["ja"]?.stringUnit?.state = .new
            original[key]?.localizations["ru"]?.variations.plural?["other"]?.stringUnit?.state = .new
            original[key]?.localizations["de"]?.substitutions["n"]?.variations.plural?["other"]?.stringUnit?.state =
                .new
        }
        var whole = LprojToCatalog.convert(tree, table: "L").output
        let report = TranslationStateRestorer.restore(&whole, from: original)
        #expect(report.restoredStates > 100)
        #expect(report.changedToReview > 10)
        let output = root + "/L.xcstrings"
        _ = try LprojToCatalog.convert(directory: root, table: "L", toFile: output, restoringStatesFrom: original)
        #expect(try FileInput.readAll(path: output) == XCStringsWriter.write(whole))
    }
}

/// How stringsdict forms become plural variations.
@Suite("LprojToCatalog forms")
struct LprojToCatalogFormsTests {
    @Test("Plural variations and a substitution's forms are in CLDR order, whatever the file's order")
    func cldrOrder() throws {
        #expect(PluralCategory.allCases == PluralCategory.allCases.sorted())
        let forms = """
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%d o</string><key>few</key><string>%d f</string>
            <key>many</key><string>%d m</string><key>zero</key><string>%d z</string>
            <key>two</key><string>%d t</string><key>one</key><string>%d n</string>
            """
        let document = StringsDictEntryStreamTests.document(
            """
            <key>plain</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>\(forms)</dict></dict>
            <key>substituted</key><dict><key>NSStringLocalizedFormatKey</key><string>%@ and %#@n@</string>
            <key>n</key><dict>\(forms)</dict></dict>
            """)
        let tree = LprojTree(localizations: [
            "en": ["L": LprojTable(stringsDict: try StringsDictReader.read(document, file: "x.stringsdict"))]
        ])
        let catalog = LprojToCatalog.convert(tree, table: "L").output
        let order = ["zero", "one", "two", "few", "many", "other"]
        let plain = try #require(catalog["plain"]?.localizations["en"]?.variations.plural)
        #expect(plain.keys == order)
        #expect(plain["few"]?.stringUnit?.value == "%d f")
        let substitution = try #require(catalog["substituted"]?.localizations["en"]?.substitutions["n"])
        #expect(substitution.variations.plural?.keys == order)
        #expect(substitution.variations.plural?["two"]?.stringUnit?.value == "%arg t")
        #expect(substitution.argNum == 2)
    }
}
