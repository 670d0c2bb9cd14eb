import Testing

@testable import LocalizeKit

@Suite("LprojToCatalog")
struct LprojToCatalogTests {
    private func stringsDict(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    private func plural(_ name: String, _ valueType: String, _ forms: [(String, String)]) -> String {
        """
        <key>\(name)</key>
        <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
        \(forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n"))
        </dict>
        """
    }

    private func convert(_ files: [String: [UInt8]], table: String = "Localizable", source: String = "en") throws
        -> ConversionResult<StringCatalog>
    {
        LprojToCatalog.convert(
            try LprojTree.read(files: files), table: table, options: .init(sourceLanguage: source))
    }

    private func text(_ catalog: StringCatalog) -> String {
        String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
    }

    @Test("Strings become translated string units; the source language's comments become entry comments")
    func strings() throws {
        let result = try convert([
            "en.lproj/Localizable.strings": Array("/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n".utf8),
            "de.lproj/Localizable.strings": Array("/* Greeting */\n\"hello\" = \"Hallo\";\n".utf8),
            "en_GB.lproj/Localizable.strings": Array("\"bye\" = \"Cheerio\";\n".utf8),
            "de.lproj/Other.strings": Array("\"x\" = \"y\";\n".utf8),
        ])
        #expect(result.warnings.isEmpty)
        #expect(
            text(result.output) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "bye" : {
                      "extractionState" : "migrated",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Bye"
                          }
                        },
                        "en-GB" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Cheerio"
                          }
                        }
                      }
                    },
                    "hello" : {
                      "comment" : "Greeting",
                      "extractionState" : "migrated",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Hallo"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Hello"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test("A '%#@name@' stringsdict entry becomes plural variations; the .strings entry only gives the comment")
    func plainPlural() throws {
        let result = try convert([
            "en.lproj/Localizable.strings": Array("/* Counted */\n\"items\" = \"ignored\";\n".utf8),
            "en.lproj/Localizable.stringsdict": stringsDict(
                """
                <key>items</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(plural("n", "lld", [("one", "%lld item"), ("other", "%lld items")]))
                </dict>
                """),
        ])
        #expect(result.warnings.isEmpty)
        let entry = try #require(result.output["items"])
        #expect(entry.comment == "Counted")
        let english = try #require(entry.localizations["en"])
        #expect(english.stringUnit == nil)
        #expect(english.variations.plural?["one"]?.stringUnit == CatalogStringUnit(value: "%lld item"))
        #expect(english.variations.plural?["other"]?.stringUnit == CatalogStringUnit(value: "%lld items"))
        #expect(english.variations.plural?.count == 2)
        #expect(english.substitutions.isEmpty)
    }

    @Test("Other formats become a string unit and substitutions with argNum, formatSpecifier and %arg")
    func substitutions() throws {
        let result = try convert([
            "en.lproj/Localizable.stringsdict": stringsDict(
                """
                <key>copied</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%@ copied %#@files@ to %3$#@folders@</string>
                \(plural("files", "lld", [("one", "one file"), ("other", "%lld files")]))
                \(plural("folders", "d", [("one", "%3$d folder"), ("other", "%3$d folders (%lld)")]))
                </dict>
                """)
        ])
        #expect(result.warnings.isEmpty)
        let english = try #require(result.output["copied"]?.localizations["en"])
        #expect(english.stringUnit?.value == "%@ copied %#@files@ to %3$#@folders@")
        #expect(english.variations.isEmpty)
        let files = try #require(english.substitutions["files"])
        #expect(files.argNum == 2)
        #expect(files.formatSpecifier == "lld")
        #expect(files.variations.plural?["one"]?.stringUnit?.value == "one file")
        #expect(files.variations.plural?["other"]?.stringUnit?.value == "%arg files")
        let folders = try #require(english.substitutions["folders"])
        #expect(folders.argNum == 3)
        #expect(folders.formatSpecifier == "d")
        #expect(folders.variations.plural?["one"]?.stringUnit?.value == "%arg folder")
        // Only the variable's own specifier becomes %arg.
        #expect(folders.variations.plural?["other"]?.stringUnit?.value == "%arg folders (%lld)")
    }

    @Test("Device rules become device variations, each converted on its own")
    func devices() throws {
        let result = try convert([
            "en.lproj/Localizable.stringsdict": stringsDict(
                """
                <key>tap</key>
                <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                <key>iphone</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(plural("n", "lld", [("one", "Tap once"), ("other", "Tap %lld times")]))
                </dict>
                <key>mac</key><string>Click</string>
                </dict>
                </dict>
                """)
        ])
        #expect(result.warnings.isEmpty)
        let devices = try #require(result.output["tap"]?.localizations["en"]?.variations.device)
        #expect(devices.keys == ["iphone", "mac"])
        #expect(devices["mac"]?.stringUnit?.value == "Click")
        #expect(devices["iphone"]?.variations.plural?["other"]?.stringUnit?.value == "Tap %lld times")
    }

    @Test("What has no place in a catalog is named in warnings")
    func warnings() throws {
        let result = try convert([
            "en.lproj/Localizable.strings": Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8),
            "de.lproj/Localizable.strings": Array("/* Anders */\n\"a\" = \"eins\";\n".utf8),
            "en.lproj/Localizable.stringsdict": stringsDict(
                """
                <key>w</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@width@</string>
                <key>width</key>
                <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>
                <key>20</key><string>Short</string>
                </dict>
                </dict>
                """),
        ])
        #expect(result.output["a"]?.localizations["en"]?.stringUnit?.value == "2")
        #expect(result.output["w"]?.localizations["en"]?.stringUnit?.value == "%#@width@")
        #expect(
            result.warnings.map(\.description) == [
                "duplicate key in en.lproj/Localizable.strings: the last of 2 definitions is kept: 'a' (en)",
                "width.20 is not kept (a String Catalog has no place for it): 'w' (en)",
                "NSStringFormatSpecTypeKey 'NSStringVariableWidthRuleType' is not kept (only plural variables become variations): 'w' (en)",
                "comment of a language other than the source is not kept: 'a' (de)",
            ])
    }

    @Test("Base.lproj stands for the source language when it has no folder of its own")
    func base() throws {
        let result = try convert(
            [
                "Base.lproj/Main.strings": Array("/* Title */\n\"t\" = \"Title\";\n".utf8),
                "fr.lproj/Main.strings": Array("\"t\" = \"Titre\";\n".utf8),
            ], table: "Main")
        #expect(result.warnings.isEmpty)
        #expect(result.output["t"]?.comment == "Title")
        #expect(result.output["t"]?.localizations.keys.sorted() == ["en", "fr"])

        let missing = try convert(["fr.lproj/Main.strings": Array("\"t\" = \"Titre\";\n".utf8)], table: "Main")
        #expect(
            missing.warnings.map(\.description) == [
                "sourceLanguage 'en' has no 'Main' table: entries have no source-language value or comment"
            ])
    }

    @Test("Base.lproj beside the source language's folder gives the keys that folder lacks; the folder wins")
    func baseBesideSource() throws {
        let result = try convert(
            [
                "en.lproj/Main.strings": Array("\"both\" = \"From en\";\n\"same\" = \"Same\";\n".utf8),
                "Base.lproj/Main.strings": Array(
                    "\"both\" = \"From Base\";\n\"same\" = \"Same\";\n/* Only here */\n\"only\" = \"Base only\";\n".utf8
                ),
                "Base.lproj/Main.stringsdict": Array(
                    """
                    <plist version="1.0"><dict><key>files</key><dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
                    </dict></dict></plist>
                    """.utf8),
                "fr.lproj/Main.strings": Array("\"only\" = \"Seulement Base\";\n".utf8),
            ], table: "Main")
        #expect(result.output.keys == ["both", "same", "only", "files"])
        #expect(result.output["both"]?.localizations["en"]?.stringUnit?.value == "From en")
        #expect(result.output["only"]?.localizations["en"]?.stringUnit?.value == "Base only")
        #expect(result.output["only"]?.comment == "Only here")
        #expect(result.output["only"]?.localizations["fr"]?.stringUnit?.value == "Seulement Base")
        #expect(result.output["files"]?.localizations["en"]?.variations.plural?["one"]?.stringUnit?.value == "%d file")
        #expect(
            result.warnings.map(\.description) == [
                "Base.lproj differs from en.lproj/Main: en.lproj's value is kept: 'both' (en)"
            ])
    }

    @Test("A malformed table throws with its path, line and column")
    func malformed() throws {
        #expect(
            throws: ParseError(
                "expected ';' after the value", at: SourceLocation(file: "R/de.lproj/L.strings", line: 1, column: 10))
        ) {
            try LprojTree.read(files: ["de.lproj/L.strings": Array("\"a\" = \"b\"".utf8)], root: "R")
        }
    }
}
