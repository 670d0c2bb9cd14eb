import Testing

@testable import LocalizeKit

@Suite("CatalogMerger")
struct CatalogMergerTests {
    private func read(_ text: String) throws -> StringCatalog {
        try XCStringsReader.read(Array(text.utf8))
    }

    private func text(_ catalog: StringCatalog) -> String {
        String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
    }

    private static let empty = StringCatalog(sourceLanguage: "en")

    /// Translations for the `migrated` fixture: a new French "Cancel", a
    /// different German one, the same English one, an untranslated Italian one, and a new key.
    private static let other = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "comment" : "Another comment",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbruch" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } },
                "it" : { "stringUnit" : { "state" : "new", "value" : "Cancel" } }
              }
            },
            "Done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// The lines `fill` adds to the fixture: French in "Cancel" (before Russian), and the "Done" entry (before "Say \"hi\"").
    private static let frenchCancel = """
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Annuler"
                  }
                },

        """
    private static let doneEntry = """
            "Done" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Done"
                  }
                }
              }
            },

        """

    @Test("Merging an empty catalog changes nothing")
    func emptySource() throws {
        var catalog = try read(ConversionFixtures.migrated)
        for strategy in MergeStrategy.allCases {
            #expect(CatalogMerger.merge(Self.empty, into: &catalog, strategy: strategy).isEmpty)
        }
        #expect(text(catalog) == ConversionFixtures.migrated)
    }

    @Test("Merging a catalog into itself changes nothing")
    func itself() throws {
        var catalog = try read(ConversionFixtures.migrated)
        #expect(CatalogMerger.merge(catalog, into: &catalog, strategy: .theirs).isEmpty)
        #expect(text(catalog) == ConversionFixtures.migrated)
    }

    @Test("fill adds only what is missing: the written bytes differ by those entries alone")
    func fill() throws {
        var catalog = try read(ConversionFixtures.migrated)
        let changes = CatalogMerger.merge(try read(Self.other), into: &catalog, strategy: .fill)
        #expect(
            changes.map(\.description) == [
                #"conflict 'Cancel' (de): ours "Abbrechen", theirs "Abbruch""#,
                #"added 'Cancel' (fr): "Annuler""#,
                #"added 'Done' (en): "Done""#,
            ])
        var expected = ConversionFixtures.migrated
        let ruCancel = try #require(
            expected.firstRange(
                of:
                    "        \"ru\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Отменить\""
            ))
        expected.insert(contentsOf: Self.frenchCancel, at: ruCancel.lowerBound)
        let sayEntry = try #require(expected.firstRange(of: "    \"Say \\\"hi\\\"\" : {"))
        expected.insert(contentsOf: Self.doneEntry, at: sayEntry.lowerBound)
        #expect(text(catalog) == expected)
    }

    @Test("theirs also replaces differing translations")
    func theirs() throws {
        var catalog = try read(ConversionFixtures.migrated)
        let changes = CatalogMerger.merge(try read(Self.other), into: &catalog, strategy: .theirs)
        #expect(changes.map(\.kind) == [.replaced, .added, .added])
        #expect(changes[0].description == #"replaced 'Cancel' (de): "Abbrechen" → "Abbruch""#)
        let expected = ConversionFixtures.migrated.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbruch\"")
        let merged = text(catalog)
        #expect(
            merged.replacingOccurrences(of: Self.frenchCancel, with: "").replacingOccurrences(
                of: Self.doneEntry, with: "") == expected)
        // The comment the catalog has is kept.
        #expect(catalog["Cancel"]?.comment == "Button: abandons the task")
    }

    @Test("ours changes nothing and reports what is missing and what differs")
    func ours() throws {
        var catalog = try read(ConversionFixtures.migrated)
        let changes = CatalogMerger.merge(try read(Self.other), into: &catalog, strategy: .ours)
        #expect(changes.map(\.kind) == [.conflict, .missing, .missing])
        #expect(text(catalog) == ConversionFixtures.migrated)
    }

    @Test("A localization in state new counts as missing, and a comment is added where there is none")
    func newStateAndComments() throws {
        var catalog = try read(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "new", "value" : "Cancel" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        let changes = CatalogMerger.merge(try read(Self.other), into: &catalog, strategy: .fill)
        #expect(
            changes.map(\.description) == [
                #"added 'Cancel' (comment): "Another comment""#,
                #"added 'Cancel' (de): "Abbruch""#,
                #"added 'Cancel' (en): "Cancel""#,
                #"added 'Cancel' (fr): "Annuler""#,
                #"added 'Done' (en): "Done""#,
            ])
        #expect(catalog["Cancel"]?.localizations["fr"]?.stringUnit == CatalogStringUnit(value: "Annuler"))
        #expect(catalog["Cancel"]?.localizations["it"] == nil)
        #expect(catalog["Cancel"]?.comment == "Another comment")
    }
}

extension String {
    /// Every occurrence of `target` replaced (FoundationEssentials has no `replacingOccurrences`).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        replacing(target, with: replacement)
    }
}
