import Testing

@testable import LocalizeKit

@Suite("CatalogToLproj")
struct CatalogToLprojTests {
    private func convert(_ json: String) throws -> ConversionResult<LprojTree> {
        CatalogToLproj.convert(try XCStringsReader.read(Array(json.utf8)), table: "T")
    }

    private func file(_ tree: LprojTree, _ path: String) -> String? {
        tree.files()[path].map { String(decoding: $0, as: UTF8.self) }
    }

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """

    @Test("Strings go to .strings with the comment; plurals to .stringsdict, their comment kept in the source .strings")
    func stringsAndPlurals() throws {
        let result = try convert(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "n items" : {
                  "comment" : "Count",
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%d item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%d items" } }
                    } } },
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%d élément" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%d éléments" } }
                    } } }
                  }
                },
                "OK" : {
                  "comment" : "Confirm",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "D’accord" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        #expect(result.warnings.isEmpty)
        #expect(
            file(result.output, "en.lproj/T.strings")
                == "/* Count */\n\"n items\" = \"%d items\";\n\n/* Confirm */\n\"OK\" = \"OK\";\n")
        #expect(file(result.output, "fr.lproj/T.strings") == "/* Confirm */\n\"OK\" = \"D’accord\";\n")
        #expect(
            file(result.output, "fr.lproj/T.stringsdict") == Self.header + """
                \t<key>n items</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@count@</string>
                \t\t<key>count</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%d élément</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%d éléments</string>
                \t\t</dict>
                \t</dict>
                </dict>
                </plist>

                """)
    }

    @Test("A string that is only its one substitution is written as plural variations are, and says so")
    func substitutionAloneWarns() throws {
        func catalog(_ value: String) -> String {
            """
            { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "\(value)" },
              "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } } },
              "version" : "1.0" }
            """
        }
        let alone = try convert(catalog("%#@n@"))
        #expect(
            alone.warnings.map(\.description) == [
                "stringUnit '%#@n@' with its one substitution is written as plural variations are: "
                    + "read back, it is plural variations: 'k' (en)"
            ])
        let read = try LprojTree.read(files: alone.output.files())
        let back = LprojToCatalog.convert(read, table: "T", options: .init(sourceLanguage: "en"))
        #expect(back.output["k"]?.localizations["en"]?.variations.plural != nil, "the shape the warning names")
        #expect(try convert(catalog("Found %#@n@")).warnings.isEmpty, "text around it keeps the shape")
    }

    @Test("%arg is written with the format specifier, positioned when the argument is not the variable's own")
    func substitutionArguments() throws {
        let result = try convert(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%@: %#@a@, %#@b@" },
                      "substitutions" : {
                        "a" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg a, 100%% %@" } } } } },
                        "b" : { "argNum" : 4, "formatSpecifier" : "f", "variations" : { "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg b" } } } } },
                        "unused" : { "formatSpecifier" : "d", "variations" : { "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        let entry = try #require(result.output["en", table: "T"]?.stringsDict?["k"])
        #expect(entry.formatKey == "%@: %#@a@, %#@b@")
        #expect(entry.variables.map(\.name) == ["a", "b"])
        #expect(entry.variables[0].valueType == "lld")
        #expect(entry.variables[0][.other] == "%lld a, 100%% %@")
        #expect(entry.variables[1].valueType == "f")
        #expect(entry.variables[1][.other] == "%4$f b")
        #expect(
            result.warnings.map(\.description) == [
                "substitutions.b.argNum '4' differs from the argument %#@b@ takes (3): read back, it is 3: 'k' (en)",
                "substitution 'unused' is not named in the string: not kept: 'k' (en)",
            ])
    }

    @Test("The variable type of plural variations is the first number's, lld when there is none")
    func pluralValueType() {
        #expect(CatalogToLprojTestsSupport.valueType([.one: "one", .other: "%2$lu of %1$@"]) == "lu")
        #expect(CatalogToLprojTestsSupport.valueType([.one: "%.1f km", .other: "many"]) == "f")
        #expect(CatalogToLprojTestsSupport.valueType([.other: "%@ things"]) == "lld")
    }
}

/// The plural value type rule, through the public conversion.
enum CatalogToLprojTestsSupport {
    static func valueType(_ forms: [PluralCategory: String]) -> String? {
        var localization = CatalogLocalization()
        localization.variations.plural = CatalogMap(forms.map { ($0.key.rawValue, CatalogLocalization($0.value)) })
        let catalog = StringCatalog(
            sourceLanguage: "en", entries: ["k": CatalogEntry(localizations: ["en": localization])])
        return CatalogToLproj.convert(catalog, table: "T").output["en", table: "T"]?.stringsDict?["k"]?.variables.first?
            .valueType
    }
}

@Suite("LprojTree: every file inside the folder")
struct LprojTreePathTests {
    @Test(
        "Plain names",
        arguments: [
            ("Localizable", true), ("en-GB", true), ("My.Table", true), ("", false),
            (".", false), ("..", false), ("../x", false), ("a/b", false), ("a..b", false), ("a\u{0}b", false),
        ])
    func plainNames(name: String, plain: Bool) {
        #expect(LprojTree.isPlainName(name) == plain)
    }

    @Test("A tree with a name that is not plain writes nothing")
    func refusesEscapingNames() throws {
        let folder = try TemporaryFolder()
        var tree = LprojTree()
        tree["de", table: "A"] = LprojTable(strings: StringsTable(entries: [.init(key: "a", value: "b")]))
        tree["../../x", table: "A"] = LprojTable(strings: StringsTable(entries: [.init(key: "a", value: "b")]))
        #expect(throws: FileError.self) { try tree.write(toDirectory: folder.path + "/out") }
        tree["../../x", table: "A"] = nil
        tree["de", table: "../B"] = LprojTable(strings: StringsTable(entries: [.init(key: "a", value: "b")]))
        #expect(throws: FileError.self) { try tree.write(toDirectory: folder.path + "/out") }
        #expect(!Directory.exists(folder.path + "/out"))
    }
}
