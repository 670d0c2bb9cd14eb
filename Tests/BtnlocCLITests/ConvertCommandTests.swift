import LocalizeKit
import Testing

@testable import BtnlocCLI

@Suite("btnloc convert")
struct ConvertCommandTests {
    /// A migrated catalog in Xcode's formatting: a comment, a plural, a substitution.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ has %lld files" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ has %#@files@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "one file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Delete" : {
              "comment" : "Removes the item",
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Löschen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Delete"
                  }
                }
              }
            },
            "Delete %lld items" : {
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Objekt löschen"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Objekte löschen"
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
        """#

    @Test("A catalog becomes .lproj tables and comes back byte for byte")
    func roundTrip() throws {
        let folder = try ScratchFolder()
        try folder.write("Buttons.xcstrings", Self.catalog)
        let out = btnloc("convert", folder("Buttons.xcstrings"), "-o", folder("Resources"))
        #expect(out.status == .success)
        let files = [
            "Resources/de.lproj/Buttons.strings", "Resources/de.lproj/Buttons.stringsdict",
            "Resources/en.lproj/Buttons.strings", "Resources/en.lproj/Buttons.stringsdict",
        ]
        #expect(out.lines == files.map { folder($0) })
        #expect(
            out.errors
                == "btnloc convert: warning: extractionState 'migrated' is not kept (tables have no extraction state): "
                + "3 places: '%@ has %lld files', 'Delete', 'Delete %lld items'\n"
                + "btnloc convert: warning: source value is missing: the key is written as its 'en' value, "
                + "as a lookup shows it: 'Delete %lld items'\n")
        #expect(
            try folder.read("Resources/de.lproj/Buttons.strings")
                == "/* Removes the item */\n\"Delete\" = \"Löschen\";\n")
        // The key with no English value is kept in the English table, as itself.
        #expect(
            try folder.read("Resources/en.lproj/Buttons.strings")
                == "/* Removes the item */\n\"Delete\" = \"Delete\";\n\n\"Delete %lld items\" = \"Delete %lld items\";\n"
        )

        let back = btnloc("convert", folder("Resources"), "-o", folder("Back.xcstrings"))
        #expect(back.status == .success)
        #expect(back.output == folder("Back.xcstrings") + "\n")
        // Everything is as it was, plus the English value the key stood for in the English table.
        let tail = "\n        }\n      }\n    }\n  },\n  \"version\""
        let english =
            "\n        },\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\","
            + "\n            \"value\" : \"Delete %lld items\"\n          }"
        #expect(try folder.read("Back.xcstrings") == Self.catalog.replacing(tail, with: english + tail))
    }

    @Test("Several tables: -o FILE needs --table, -o FOLDER writes one catalog per table")
    func severalTables() throws {
        let folder = try ScratchFolder()
        try folder.write("in/en.lproj/A.strings", "\"a\" = \"A\";\n")
        try folder.write("in/en.lproj/B.strings", "\"b\" = \"B\";\n")
        try folder.write("in/fr.lproj/B.strings", "\"b\" = \"Bé\";\n")
        let ambiguous = btnloc("convert", folder("in"), "-o", folder("X.xcstrings"))
        #expect(ambiguous.status == .usage)
        #expect(
            ambiguous.errors
                == "btnloc convert: '\(folder("in"))' has several tables; choose one with --table (tables: A, B)\n"
                + "See 'btnloc convert --help'.\n")
        let one = btnloc("convert", folder("in"), "-o", folder("X.xcstrings"), "--table", "B")
        #expect(one.status == .success)
        #expect(try folder.read("X.xcstrings").contains("\"value\" : \"Bé\""))
        let all = btnloc("convert", folder("in"), "-o", folder("out"))
        #expect(all.status == .success)
        #expect(all.lines == [folder("out/A.xcstrings"), folder("out/B.xcstrings")])
        let unknown = btnloc("convert", folder("in"), "-o", folder("out"), "--table", "C")
        #expect(unknown.status == .noInput)
        #expect(unknown.errors == "btnloc convert: '\(folder("in"))' has no table 'C' (tables: A, B)\n")
    }

    @Test("--source-language chooses the table that gives comments")
    func sourceLanguage() throws {
        let folder = try ScratchFolder()
        try folder.write("in/de.lproj/L.strings", "/* Knopf */\n\"k\" = \"Knopf\";\n")
        try folder.write("in/en.lproj/L.strings", "\"k\" = \"Button\";\n")
        let run = btnloc("convert", folder("in"), "-o", folder("L.xcstrings"), "--source-language", "de")
        #expect(run.status == .success)
        let catalog = try XCStringsReader.read(contentsOfFile: folder("L.xcstrings"))
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog["k"]?.comment == "Knopf")
    }

    @Test("Errors: missing input 66, malformed input 65 with file:line:column, unwritable output 73, usage 64")
    func errors() throws {
        let folder = try ScratchFolder()
        let missing = btnloc("convert", folder("Nothing.xcstrings"), "-o", folder("out"))
        #expect(missing.status == .noInput)
        #expect(
            missing.errors
                == "btnloc convert: cannot read '\(folder("Nothing.xcstrings"))': No such file or directory\n")
        // A missing catalog is still checked against the options a catalog takes first.
        let missingToCatalog = btnloc("convert", folder("Nothing.xcstrings"), "-o", folder("T.xcstrings"))
        #expect(missingToCatalog.status == .usage)
        #expect(missingToCatalog.errors.contains("names a String Catalog, but a catalog converts to <lang>.lproj"))

        try folder.write("Broken.xcstrings", "{\n  \"sourceLanguage\" : 1\n}")
        let broken = btnloc("convert", folder("Broken.xcstrings"), "-o", folder("out"))
        #expect(broken.status == .dataError)
        #expect(
            broken.errors
                == (folder("Broken.xcstrings")
                    + ":2:22: error: expected a string for 'sourceLanguage', found a number\n"))

        try folder.write("tree/de.lproj/L.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
        let badTable = btnloc("convert", folder("tree"), "-o", folder("L.xcstrings"))
        #expect(badTable.status == .dataError)
        #expect(badTable.errors == folder("tree/de.lproj/L.strings") + ":2:1: error: expected ';' after the value\n")
        #expect(folder.list().contains("L.xcstrings") == false)

        try folder.write("Good.xcstrings", Self.catalog)
        try folder.write("file", "not a folder")
        let unwritable = btnloc("convert", folder("Good.xcstrings"), "-o", folder("file/sub"))
        #expect(unwritable.status == .cannotCreate)
        #expect(unwritable.errors.hasSuffix("btnloc convert: cannot write '\(folder("file"))': Not a directory\n"))
        let unwritableCatalog = btnloc("convert", folder("tree"), "-o", folder("file/L.xcstrings"))
        #expect(unwritableCatalog.status == .dataError)

        #expect(btnloc("convert", folder("Good.xcstrings")).status == .usage)
        #expect(btnloc("convert", "-o", folder("x")).status == .usage)
    }

    @Test(
        "--table must be a plain name: exit 64 and nothing written anywhere",
        arguments: ["../../x", "..", ".", "", "a/b", "/tmp/x", "a\u{0}b", "x..y"])
    func tableNames(table: String) throws {
        let folder = try ScratchFolder()
        try folder.write("deep/in/App.xcstrings", Self.catalog)
        let before = folder.list()
        let run = btnloc("convert", folder("deep/in/App.xcstrings"), "-o", folder("deep/in/out"), "--table", table)
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("btnloc convert: --table '\(table)' is not a plain table name"))
        #expect(folder.list() == before)
        // And from tables too.
        try folder.write("tree/en.lproj/A.strings", "\"a\" = \"A\";\n")
        #expect(btnloc("convert", folder("tree"), "-o", folder("tree-out"), "--table", table).status == .usage)
        #expect(!folder.list().contains { $0.hasPrefix("tree-out") })
    }

    @Test("A catalog language that is not a plain name writes nothing (73): every file stays inside the output")
    func languagesStayInside() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "in/App.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "../../escaped" : { "stringUnit" : { "state" : "translated", "value" : "x" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "a" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let run = btnloc("convert", folder("in/App.xcstrings"), "-o", folder("in/out"))
        #expect(run.status == .cannotCreate)
        #expect(run.errors.contains("'../../escaped' is not a plain file name"))
        #expect(folder.list() == ["in/App.xcstrings"])
    }

    @Test("-o NAME.xcstrings for a catalog is a usage error, not a folder of that name")
    func catalogOutputName() throws {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", Self.catalog)
        let run = btnloc("convert", folder("App.xcstrings"), "-o", folder("Tables.xcstrings"))
        #expect(run.status == .usage)
        #expect(run.errors.contains("names a String Catalog, but a catalog converts to <lang>.lproj folders"))
        #expect(folder.list() == ["App.xcstrings"])
        #expect(
            btnloc("convert", folder("App.xcstrings"), "-o", folder("t"), "--states-from", folder("App.xcstrings"))
                .status == .usage)
        try folder.write("tree/en.lproj/A.strings", "\"a\" = \"A\";\n")
        #expect(
            btnloc("convert", folder("tree"), "-o", folder("A.xcstrings"), "--include-untranslated").status == .usage)
    }

    @Test("Options are checked before the input is read: a bad option on a malformed input is a usage error")
    func optionsBeforeInput() throws {
        let folder = try ScratchFolder()
        // Were the inputs read first, each of these would exit 65 (malformed input).
        try folder.write("Broken.xcstrings", "{ \"sourceLanguage\" : ")
        try folder.write("tree/en.lproj/A.strings", "\"a\" = \"A\"\n")
        let statesFrom = btnloc(
            "convert", folder("Broken.xcstrings"), "-o", folder("t"), "--states-from", folder("Broken.xcstrings"))
        #expect(statesFrom.status == .usage)
        #expect(statesFrom.errors.contains("--states-from applies to .lproj tables"))
        let catalogName = btnloc("convert", folder("Broken.xcstrings"), "-o", folder("T.xcstrings"))
        #expect(catalogName.status == .usage)
        #expect(catalogName.errors.contains("names a String Catalog"))
        let untranslated = btnloc("convert", folder("tree"), "-o", folder("A.xcstrings"), "--include-untranslated")
        #expect(untranslated.status == .usage)
        #expect(untranslated.errors.contains("--include-untranslated applies to a catalog"))
        // Without the bad option the same inputs are reported as malformed.
        #expect(btnloc("convert", folder("Broken.xcstrings"), "-o", folder("t")).status == .dataError)
        #expect(btnloc("convert", folder("tree"), "-o", folder("A.xcstrings")).status == .dataError)
        #expect(folder.list() == ["Broken.xcstrings", "tree/en.lproj/A.strings"])
        // A malformed table leaves no output folder behind.
        #expect(btnloc("convert", folder("tree"), "-o", folder("out/catalogs")).status == .dataError)
        #expect(PathKind(folder("out")) == .missing)
    }

    /// A catalog whose German values are new, needs_review and stale.
    static let withStates = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } }
              }
            },
            "Delete" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Löschen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "new", "value" : "Done" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } }
              }
            },
            "Old" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The state of each German value (`"-"` when there is none).
    static func germanStates(_ path: String) throws -> [String: String] {
        let catalog = try XCStringsReader.read(contentsOfFile: path)
        var states: [String: String] = [:]
        for key in ["Cancel", "Delete", "Done", "Old"] {
            states[key] = catalog[key]?.localizations["de"]?.stringUnit?.state.rawValue ?? "-"
        }
        return states
    }

    @Test("catalog → tables → catalog never promotes new, needs_review or stale values to translated")
    func statesAreNotPromoted() throws {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", Self.withStates)
        let out = btnloc("convert", folder("App.xcstrings"), "-o", folder("tables"))
        #expect(out.status == .success)
        #expect(out.errors.contains("warning: state 'needs_review' is left out of the tables"))
        #expect(out.errors.contains("warning: state 'new' is left out of the tables"))
        #expect(out.errors.contains("warning: extractionState 'stale' is left out of the tables"))
        #expect(try folder.read("tables/de.lproj/App.strings") == "\"Cancel\" = \"Abbrechen\";\n")
        #expect(btnloc("convert", folder("tables"), "-o", folder("Back.xcstrings")).status == .success)
        #expect(
            try Self.germanStates(folder("Back.xcstrings")) == [
                "Cancel": "translated", "Delete": "-", "Done": "-", "Old": "-",
            ])

        // Everything written, then the states given back from the original.
        let all = btnloc("convert", folder("App.xcstrings"), "-o", folder("all"), "--include-untranslated")
        #expect(all.status == .success)
        #expect(try folder.read("all/de.lproj/App.strings").contains("\"Delete\" = \"Löschen\";"))
        let restored = btnloc(
            "convert", folder("all"), "-o", folder("Restored.xcstrings"), "--states-from", folder("App.xcstrings"))
        #expect(restored.status == .success)
        #expect(
            try Self.germanStates(folder("Restored.xcstrings"))
                == ["Cancel": "translated", "Delete": "needs_review", "Done": "new", "Old": "translated"])
        let catalog = try XCStringsReader.read(contentsOfFile: folder("Restored.xcstrings"))
        #expect(catalog["Old"]?.extractionState == .stale)
        #expect(catalog["Cancel"]?.extractionState == nil)
        // Without --states-from the tables alone would say "translated": the reason for the default.
        #expect(btnloc("convert", folder("all"), "-o", folder("Promoted.xcstrings")).status == .success)
        #expect(try Self.germanStates(folder("Promoted.xcstrings"))["Delete"] == "translated")
    }
}
