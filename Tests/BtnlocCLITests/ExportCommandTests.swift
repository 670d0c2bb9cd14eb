import LocalizeKit
import StandardButtons
import Testing

@testable import BtnlocCLI

@Suite("btnloc export")
struct ExportCommandTests {
    private func exported(_ arguments: String...) throws -> (CLIRun, StringCatalog) {
        let run = btnloc(["export"] + arguments)
        return (run, try XCStringsReader.read(Array(run.output.utf8)))
    }

    @Test("The built-in catalog, read back, gives every type's title in every language, as the lookup does")
    func builtIn() throws {
        let (run, catalog) = try exported()
        #expect(run.status == .success)
        #expect(run.errors == "")
        #expect(catalog.sourceLanguage == "en")
        let languages = StandardButtonsCatalog.localizations
        #expect(languages.count >= 64)
        for type in StandardType.allCases {
            let entry = try #require(catalog[type.titleKey], "\(type.titleKey) is missing")
            #expect(entry.extractionState == .manual)
            #expect(entry.comment?.isEmpty == false, "\(type.titleKey) has no comment")
            #expect(Set(entry.localizations.keys) == Set(languages), "\(type.titleKey)")
            for language in languages {
                let unit = entry.localizations[language]?.stringUnit
                #expect(unit?.state == .translated)
                // The exported text is the table's, before the app's name fills "About %@".
                let title = StandardButtonsCatalog.resolver.title(forKey: type.titleKey, preferredLanguages: [language])
                #expect(unit?.value == title, "\(language): \(type.titleKey)")
            }
            guard let countedKey = type.countedTitleKey else { continue }
            let counted = try #require(catalog[countedKey], "\(countedKey) is missing")
            #expect(Set(counted.localizations.keys) == Set(languages), "\(countedKey)")
            for language in languages {
                let lookup = try StandardButtonsCatalog.bundle.lookup(
                    countedKey, table: StandardButtonsCatalog.tableName, preferredLanguages: [language])
                guard case .plural(let format) = lookup.rawValue, let forms = format.variables["items"]?.forms else {
                    Issue.record("\(language): \(countedKey) is not a plural in the lookup")
                    continue
                }
                let plural = try #require(counted.localizations[language]?.variations.plural)
                #expect(plural.count == forms.count, "\(language): \(countedKey)")
                for (category, form) in forms {
                    let unit = plural[category]?.stringUnit
                    #expect(unit == CatalogStringUnit(state: .translated, value: form), "\(language): \(countedKey)")
                }
            }
        }
        // Every key of the English tables, and nothing else: titles, counted titles, hints,
        // help texts and the menu bar's menu names.
        let englishKeys = try englishTableKeys()
        #expect(Set(catalog.entries.keys) == englishKeys)
        #expect(
            englishKeys.count == StandardType.allCases.count
                + StandardType.allCases.filter { $0.countedTitleKey != nil }.count
                + englishKeys.filter { $0.hasSuffix(".Hint") }.count
                + StandardType.allCases.filter { $0.helpTextKey != nil }.count
                + englishKeys.filter { $0.hasPrefix("Menu.") }.count)
    }

    @Test("The exported catalog, looked up strictly (no fall-through), gives the built-in titles in every language")
    func strictLookup() throws {
        let run = btnloc("export")
        let bundle = LocalizationBundle(
            files: ["StandardButtons.xcstrings": Array(run.output.utf8)],
            options: .init(strict: true, defaultTable: StandardButtonsCatalog.tableName))
        for language in StandardButtonsCatalog.localizations {
            for type in StandardType.allCases {
                let title = bundle.localizedString(forKey: type.titleKey, preferredLanguages: [language])
                let expected = StandardButtonsCatalog.resolver.title(
                    forKey: type.titleKey, preferredLanguages: [language])
                #expect(title == expected, "\(language): \(type.titleKey)")
                guard let counted = type.countedTitleKey else { continue }
                for count in [0, 1, 2, 5, 21] {
                    let text = bundle.localizedString(forKey: counted, count: count, preferredLanguages: [language])
                    #expect(text == type.title(count: count, preferredLanguages: [language]), "\(language): \(counted)")
                }
            }
        }
    }

    @Test("--types, --lang and --key-prefix; a regional language gets what it falls back to")
    func selection() throws {
        let run = btnloc("export", "--types", "ok,moveToTrash", "--lang", "en-AU", "--key-prefix", "App.")
        #expect(run.status == .success)
        #expect(run.errors == "")
        #expect(
            run.output == #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "App.Button.MoveToTrash" : {
                      "comment" : "Moves an item to the trash, from where it can be restored.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Move to Trash"
                          }
                        },
                        "en-AU" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Move to Bin"
                          }
                        }
                      }
                    },
                    "App.Button.MoveToTrash.Count" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Move %lld Item to Trash"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Move %lld Items to Trash"
                                }
                              }
                            }
                          }
                        },
                        "en-AU" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Move %lld Item to Bin"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Move %lld Items to Bin"
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "App.Button.MoveToTrash.Help" : {
                      "comment" : "Help text of Button.MoveToTrash.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Moves an item to the Trash, from where it can be restored."
                          }
                        },
                        "en-AU" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Moves an item to the Bin, from where it can be restored."
                          }
                        }
                      }
                    },
                    "App.Button.Ok" : {
                      "comment" : "Confirms an alert or dialog.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "OK"
                          }
                        },
                        "en-AU" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "OK"
                          }
                        }
                      }
                    },
                    "App.Button.Ok.Help" : {
                      "comment" : "Help text of Button.Ok.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Confirms an alert or dialog."
                          }
                        },
                        "en-AU" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Confirms an alert or dialogue."
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)
    }

    @Test("Regional languages are complete; --no-fallback writes only what the folders hold")
    func fallback() throws {
        let (_, complete) = try exported("--lang", "en-AU,zh-HK,es-419,de-CH")
        for (key, entry) in complete.entries {
            #expect(Set(entry.localizations.keys) == ["en", "en-AU", "zh-HK", "es-419", "de-CH"], "\(key)")
        }
        #expect(complete["Button.Help"]?.localizations["zh-HK"]?.stringUnit?.value == "輔助説明")
        #expect(complete["Button.Add"]?.localizations["zh-HK"]?.stringUnit?.value == "加入")
        #expect(complete["Button.Delete"]?.localizations["de-CH"]?.stringUnit?.value == "Löschen")

        let (run, partial) = try exported("--lang", "en-AU,en-GB", "--no-fallback")
        #expect(run.status == .success)
        let british = partial.entries.filter { $0.value.localizations["en-GB"] != nil }.map(\.key).sorted()
        // Exactly the keys en-GB.lproj holds: its spellings (Favourites, Bin, Minimise…) and help texts.
        let britishKeys = try regionalTableKeys("en-GB")
        #expect(british == britishKeys.sorted())
        #expect(british.contains("Button.MoveToTrash.Count") && british.contains("Button.Minimize"))
        #expect(partial.entries.allSatisfy { $0.value.localizations["en-AU"] == nil })
        let total = partial.entries.count
        #expect(
            run.errors.hasPrefix("btnloc export: warning: 'en-AU' lacks \(total) of \(total) keys: 'Button.About' and ")
        )
        #expect(
            run.errors.contains("btnloc export: warning: 'en-GB' lacks \(total - british.count) of \(total) keys: "))
    }

    @Test("A language with nothing to fall back to is reported, not filled with English")
    func unknownLanguage() throws {
        let (run, catalog) = try exported("--types", "ok", "--lang", "kl")
        #expect(run.status == .success)
        #expect(catalog["Button.Ok"]?.localizations.keys == ["en"])
        #expect(run.errors == "btnloc export: warning: no titles for 'kl': no language of the source matches it\n")
    }

    @Test("A folder of .lproj tables or a catalog can be exported too")
    func otherSources() throws {
        let folder = try ScratchFolder()
        try folder.write("in/en.lproj/App.strings", "/* Title */\n\"title\" = \"Colour\";\n\"more\" = \"More\";\n")
        try folder.write("in/en-US.lproj/App.strings", "\"title\" = \"Color\";\n")
        try folder.write("in/fr.lproj/App.strings", "\"title\" = \"Couleur\";\n")
        let run = btnloc("export", folder("in"), "-o", folder("App.xcstrings"))
        #expect(run.status == .success)
        #expect(run.output == folder("App.xcstrings") + "\n")
        #expect(run.errors == "btnloc export: warning: 'fr' lacks 1 of 2 keys: 'more'\n")
        let catalog = try XCStringsReader.read(contentsOfFile: folder("App.xcstrings"))
        #expect(catalog["more"]?.localizations.keys.sorted() == ["en", "en-US"])
        #expect(catalog["title"]?.comment == "Title")

        let again = btnloc("export", folder("App.xcstrings"), "--lang", "fr", "--key-prefix", "X.")
        #expect(again.status == .success)
        let selected = try XCStringsReader.read(Array(again.output.utf8))
        #expect(selected.keys.sorted() == ["X.more", "X.title"])
        #expect(selected["X.title"]?.localizations.keys.sorted() == ["en", "fr"])
    }

    @Test("Usage errors: unknown types suggest the nearest, --types with a source, bad --lang")
    func usage() throws {
        let unknown = btnloc("export", "--types", "add,frobnicate")
        #expect(unknown.status == .usage)
        #expect(
            unknown.errors
                == "btnloc export: --types: unknown type 'frobnicate' (see 'btnloc list' for all)\n"
                + "See 'btnloc export --help'.\n")
        let typo = btnloc("export", "--types", "delet")
        #expect(typo.status == .usage)
        #expect(typo.errors.hasPrefix("btnloc export: --types: unknown type 'delet'; did you mean 'delete'"))
        let near = btnloc("export", "--types", "pase")
        #expect(near.errors.contains("did you mean 'paste' or 'pause'?"))
        // Not all 135 names: a suggestion names at most three.
        #expect(typo.errors.split(separator: "'").count < 12)
        let folder = try ScratchFolder()
        try folder.write("in/en.lproj/A.strings", "\"a\" = \"A\";\n")
        #expect(btnloc("export", folder("in"), "--types", "add").status == .usage)
        #expect(btnloc("export", "--lang", "not a language!").status == .usage)
        #expect(btnloc("export", "--lang", "klingon").status == .usage, "parses, but ICU knows no such language")
        #expect(btnloc("export", "a", "b").status == .usage)
    }

    @Test("Errors: missing source 66, malformed source 65, unwritable output 73")
    func errors() throws {
        let folder = try ScratchFolder()
        #expect(btnloc("export", folder("none.xcstrings")).status == .noInput)
        try folder.write("Bad.xcstrings", "{")
        let bad = btnloc("export", folder("Bad.xcstrings"))
        #expect(bad.status == .dataError)
        #expect(bad.errors.hasPrefix(folder("Bad.xcstrings") + ":1:2: error: "))
        try folder.write("file", "")
        let unwritable = btnloc("export", "--types", "ok", "-o", folder("file/x.xcstrings"))
        #expect(unwritable.status == .cannotCreate)
        #expect(unwritable.errors == "btnloc export: cannot write '\(folder("file/x.xcstrings"))': Not a directory\n")
    }

    /// The keys of a regional folder's `.strings` and `.stringsdict` tables, read from the embedded files.
    private func regionalTableKeys(_ folder: String) throws -> Set<String> {
        let files = StandardButtonsCatalog.resourceFiles
        var keys = Set<String>()
        for name in ["StandardButtons.strings", "StandardButtons.stringsdict"] {
            guard let text = files["\(folder).lproj/\(name)"] else { continue }
            if name.hasSuffix(".strings") {
                keys.formUnion(try StringsFileReader.read(Array(text.utf8), file: name).entries.map(\.key))
            } else {
                keys.formUnion(try StringsDictReader.read(Array(text.utf8), file: name).entries.map(\.key))
            }
        }
        return keys
    }

    /// The keys of the built-in English `.strings` and `.stringsdict` tables, read from the embedded files.
    private func englishTableKeys() throws -> Set<String> {
        let files = StandardButtonsCatalog.resourceFiles
        let strings = try StringsFileReader.read(
            Array(try #require(files["en.lproj/StandardButtons.strings"]).utf8), file: "en.strings")
        let plurals = try StringsDictReader.read(
            Array(try #require(files["en.lproj/StandardButtons.stringsdict"]).utf8), file: "en.stringsdict")
        return Set(strings.entries.map(\.key)).union(plurals.entries.map(\.key))
    }
}
