import Testing

@testable import LocalizeKit

@Suite(".xcstrings → .lproj → .xcstrings")
struct ConversionRoundTripTests {
    private func catalog(_ text: String) throws -> StringCatalog {
        try XCStringsReader.read(Array(text.utf8))
    }

    private func text(_ catalog: StringCatalog) -> String {
        String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
    }

    @Test("A migrated catalog comes back byte for byte through tables in memory")
    func roundTripInMemory() throws {
        let original = try catalog(ConversionFixtures.migrated)
        let tables = CatalogToLproj.convert(original, table: "Sample")
        let files = tables.output.files()
        let tree = try LprojTree.read(files: files)
        let back = LprojToCatalog.convert(tree, table: "Sample")
        #expect(text(back.output) == ConversionFixtures.migrated)
        #expect(back.warnings.isEmpty)
        // The only thing the tables could not say is the extraction state, which migration restores.
        #expect(Set(tables.warnings.map(\.field)) == ["extractionState"])
        #expect(tables.warnings.count == 6)
    }

    @Test("A migrated catalog comes back byte for byte through tables on disk")
    func roundTripOnDisk() throws {
        let folder = try TemporaryFolder()
        let original = try catalog(ConversionFixtures.migrated)
        let written = try CatalogToLproj.convert(original, table: "Sample").output.write(toDirectory: folder.path)
        #expect(
            written.map { String($0.dropFirst(folder.path.count + 1)) } == [
                "de.lproj/Sample.strings", "de.lproj/Sample.stringsdict", "en.lproj/Sample.strings",
                "en.lproj/Sample.stringsdict", "ja.lproj/Sample.stringsdict", "ru.lproj/Sample.strings",
                "ru.lproj/Sample.stringsdict",
            ])
        try folder.write("en.lproj/Notes.txt", "not a table")
        let tree = try LprojTree.read(directory: folder.path)
        #expect(tree.tableNames == ["Sample"])
        #expect(text(LprojToCatalog.convert(tree, table: "Sample").output) == ConversionFixtures.migrated)
    }

    /// The migrated fixture with states, flags and fields the tables cannot carry.
    private func catalogWithStates() throws -> StringCatalog {
        var original = try catalog(ConversionFixtures.migrated)
        original.version = "1.1"
        for position in original.entries.indices {
            original.entries[valueAt: position].extractionState = .manual
            original.entries[valueAt: position].shouldTranslate = position == 0 ? false : nil
            if var german = original.entries[valueAt: position].localizations["de"], german.stringUnit != nil {
                german.stringUnit?.state = .needsReview
                original.entries[valueAt: position].localizations["de"] = german
            }
        }
        return original
    }

    /// Every (key, language, state) of every string unit, plural form and substitution form.
    private func states(_ catalog: StringCatalog) -> [String] {
        func walk(_ localization: CatalogLocalization, _ place: String, into result: inout [String]) {
            if let unit = localization.stringUnit { result.append(place + " " + unit.state.rawValue) }
            for (selector, cases) in localization.variations.selectors {
                for (name, variation) in cases { walk(variation, place + "/\(selector).\(name)", into: &result) }
            }
            for (name, substitution) in localization.substitutions {
                for (selector, cases) in substitution.variations.selectors {
                    for (form, variation) in cases {
                        walk(variation, place + "/%\(name).\(selector).\(form)", into: &result)
                    }
                }
            }
        }
        var result: [String] = []
        for (key, entry) in catalog.entries {
            for (language, localization) in entry.localizations {
                walk(localization, "\(key) (\(language))", into: &result)
            }
        }
        return result.sorted()
    }

    @Test("includesUntranslated writes everything, and the restorer gives back every state and entry field")
    func everythingComesBackWithTheRestorer() throws {
        let original = try catalogWithStates()
        let tables = CatalogToLproj.convert(original, table: "Sample", options: .init(includesUntranslated: true))
        let read = LprojToCatalog.convert(try LprojTree.read(files: tables.output.files()), table: "Sample").output
        // The tables alone say "translated" for everything: that is what the restorer is for.
        #expect(states(read).allSatisfy { $0.hasSuffix(" translated") })
        var back = read
        let report = TranslationStateRestorer.restore(&back, from: original)
        #expect(report.restoredStates == 3)
        #expect(report.changedToReview == 0)

        // Only the version is not said by the tables (and not restored).
        var expected = original
        expected.version = "1.0"
        #expect(text(back) == text(expected))
        #expect(states(back).contains { $0.hasSuffix("(de) needs_review") })

        let summary = ConversionWarning.summarize(tables.warnings)
        #expect(summary.contains("version '1.1' is not kept (the tables read back as version 1.0)"))
        #expect(
            summary.contains(
                "state 'needs_review' is not kept (tables have no translation states): 3 places: "
                    + "'%@ copied %lld files' (de), 'Cancel' (de), 'Say \"hi\"' (de)"))
        #expect(
            summary.contains(
                "shouldTranslate 'false' is not kept (tables cannot mark a string): '%@ copied %lld files'"))
        #expect(summary.contains { $0.hasPrefix("extractionState 'manual' is not kept") && $0.contains("6 places") })
    }

    @Test(
        "By default a value that is not translated is left out: catalog → tables → catalog never promotes it",
        arguments: [TranslationState.new, .needsReview, .stale, "machine_translated"])
    func untranslatedValuesAreLeftOut(state: TranslationState) throws {
        var original = try catalog(ConversionFixtures.migrated)
        var demoted = Set<String>()
        for position in original.entries.indices {
            let key = original.entries.keys[position]
            var entry = original.entries[valueAt: position]
            for index in entry.localizations.indices where entry.localizations.keys[index] != "en" {
                // A plain value, or one plural form of a plural: either makes the language's value untranslated.
                if entry.localizations[valueAt: index].stringUnit != nil {
                    entry.localizations[valueAt: index].stringUnit?.state = state
                } else if var plural = entry.localizations[valueAt: index].variations.plural, !plural.isEmpty {
                    plural[valueAt: 0].stringUnit?.state = state
                    entry.localizations[valueAt: index].variations = CatalogVariations(plural: plural)
                } else {
                    continue
                }
                demoted.insert("\(key) (\(entry.localizations.keys[index]))")
            }
            original.entries[valueAt: position] = entry
        }
        try #require(demoted.count >= 3)
        let tables = CatalogToLproj.convert(original, table: "Sample")
        let back = LprojToCatalog.convert(try LprojTree.read(files: tables.output.files()), table: "Sample").output

        for (key, entry) in back.entries {
            for (language, _) in entry.localizations {
                #expect(!demoted.contains("\(key) (\(language))"), "\(key) (\(language)) came back")
            }
        }
        // What was translated is all still there.
        let kept = states(original).filter { line in !demoted.contains { line.hasPrefix($0) } }
        #expect(states(back) == kept)
        #expect(
            ConversionWarning.summarize(tables.warnings).contains {
                $0.hasPrefix("state '\(state.rawValue)' is left out of the tables (it would read back as translated)")
            })
    }

    @Test("A stale entry is left out by default and kept with includesUntranslated")
    func staleEntries() throws {
        var original = try catalog(ConversionFixtures.migrated)
        let key = original.entries.keys[1]
        original.entries[valueAt: 1].extractionState = .stale
        let left = CatalogToLproj.convert(original, table: "T")
        let back = LprojToCatalog.convert(left.output, table: "T").output
        #expect(back[key] == nil)
        #expect(back.entries.count == original.entries.count - 1)
        #expect(left.warnings.contains { $0.field == "extractionState" && $0.value == "stale" && $0.key == key })

        let kept = CatalogToLproj.convert(original, table: "T", options: .init(includesUntranslated: true))
        var restored = LprojToCatalog.convert(kept.output, table: "T").output
        TranslationStateRestorer.restore(&restored, from: original)
        #expect(restored[key]?.extractionState == .stale)
    }

    @Test("The restorer marks a changed value for review when its original was not translated")
    func changedValuesNeedReview() throws {
        let original = try catalog(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "new", "value" : "A" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "A-fr" } } } },
                "B" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "needs_review", "value" : "B-de" } } } }
              },
              "version" : "1.0"
            }
            """#)
        var edited = original
        edited.entries[valueAt: 0].localizations["de"] = CatalogLocalization("A auf Deutsch")
        edited.entries[valueAt: 0].localizations["fr"] = CatalogLocalization("A en français")
        edited.entries[valueAt: 1].localizations["de"] = CatalogLocalization("B-de")
        edited.entries.append(key: "C", value: CatalogEntry(localizations: ["de": CatalogLocalization("C")]))
        let report = TranslationStateRestorer.restore(&edited, from: original)
        #expect(edited["A"]?.localizations["de"]?.stringUnit?.state == .needsReview)
        #expect(edited["A"]?.localizations["fr"]?.stringUnit?.state == .translated)
        #expect(edited["B"]?.localizations["de"]?.stringUnit?.state == .needsReview)
        #expect(edited["C"]?.localizations["de"]?.stringUnit?.state == .translated)
        #expect(report == .init(restoredStates: 1, changedToReview: 1, restoredEntries: 2))
    }

    @Test("Fields with no place in tables are named, never dropped silently")
    func unsupportedFieldsAreWarned() throws {
        let original = try catalog(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Phrases" : {
                  "isCommentAutoGenerated" : true,
                  "localizations" : {
                    "en" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [
                          "Open ${applicationName}"
                        ]
                      }
                    }
                  },
                  "x-custom" : 1
                },
                "Width" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "width" : {
                          "20" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Narrow"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        let result = CatalogToLproj.convert(original, table: "T")
        #expect(
            result.warnings.map(\.description) == [
                "isCommentAutoGenerated 'true' is not kept: 'Phrases'",
                "x-custom is not kept (an unknown entry field): 'Phrases'",
                "stringSet is not kept (tables have no string sets): 'Phrases' (en)",
                "source value is missing: the key is written as its 'en' value, as a lookup shows it: 'Phrases'",
                "variations 'width' is not kept (tables have no such variation): 'Width' (en)",
                "source value is missing: the key is written as its 'en' value, as a lookup shows it: 'Width'",
            ])
        // No key is lost: each is in the source table, with itself as its value.
        #expect(result.output["en", table: "T"]?.strings?.keys == ["Phrases", "Width"])
        #expect(result.output["en", table: "T"]?.strings?["Width"] == "Width")
    }
}
