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
}
