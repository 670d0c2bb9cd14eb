import Testing

@testable import LocalizeKit

@Suite("Lookup in String Catalogs")
struct CatalogLookupTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "files" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    }
                  }
                }
              }
            },
            "hello" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "moved" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ moved to %2$@" },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
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
        """

    let bundle = LocalizationBundle(
        files: ["Main.xcstrings": Array(catalog.utf8)], preferredLanguages: ["de-AT"],
        options: .init(defaultTable: "Main"))

    @Test("A catalog's localizations with values join the bundle's")
    func localizations() {
        // fr holds only a new, empty unit: nothing to negotiate to.
        #expect(bundle.localizations == ["de", "en"])
    }

    @Test("String units, plural variations and substitutions resolve")
    func values() throws {
        #expect(bundle.localizedString(forKey: "hello") == "Hallo")
        #expect(bundle.localizedString(forKey: "files", count: 1) == "1 Datei")
        #expect(bundle.localizedString(forKey: "files", count: 3) == "3 Dateien")
        #expect(bundle.localizedString(forKey: "files", count: 1, preferredLanguages: ["en"]) == "1 file")
        #expect(
            bundle.format(forKey: "moved", arguments: [2, "Archive"], preferredLanguages: ["en"])
                == "2 files moved to Archive")
        #expect(
            bundle.format(forKey: "moved", arguments: [1, "Archive"], preferredLanguages: ["en"])
                == "1 file moved to Archive")
        #expect(try bundle.lookup("hello").file == "Main.xcstrings")
    }

    @Test("A new, empty unit is not a translation: the lookup falls back")
    func newUnitsFallBack() throws {
        let lookup = try bundle.lookup("hello", preferredLanguages: ["fr"])
        #expect(lookup.source == .missing)
        #expect(lookup.value == "hello")
    }

    @Test("A malformed catalog is reported with its position")
    func malformedCatalog() {
        let broken = LocalizationBundle(files: ["Main.xcstrings": Array("{\n  \"strings\" : [".utf8)])
        #expect(throws: LocalizationBundleError.self) { try broken.lookup("x", table: "Main") }
    }
}
