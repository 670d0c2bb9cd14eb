import Testing

@testable import BtnlocCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("btnloc lookup")
struct LookupCommandTests {
    /// A bundle folder written for these tests.
    final class Fixture {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.path + "/btnloc-lookup-"
                + String(UInt64.random(in: 0...UInt64.max))
            try write("en.lproj/Localizable.strings", "\"add\" = \"Add\";\n\"only.en\" = \"English only\";\n")
            try write("en-GB.lproj/Localizable.strings", "\"fav\" = \"Favourites\";\n")
            try write("en.lproj/Localizable.strings.bak", "ignored")
            try write("de.lproj/Localizable.strings", "\"add\" = \"Hinzufügen\";\n")
            try write(
                "de.lproj/Localizable.stringsdict",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict>
                </dict></dict></plist>
                """)
            try write("fr.lproj/Broken.strings", "\"a\" = \"b\"\n\"c\" = \"d\";")
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ relative: String, _ text: String) throws {
            let full = path + "/" + relative
            let folder = String(full[..<(full.lastIndex(of: "/") ?? full.endIndex)])
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    @Test("Prints the resolved value with CLDR fallback")
    func resolves() throws {
        let fixture = try Fixture()
        #expect(btnloc("lookup", "add", "--bundle", fixture.path, "--lang", "de-CH").lines == ["Hinzufügen"])
        #expect(btnloc("lookup", "fav", "--bundle", fixture.path, "--lang", "en-AU").lines == ["Favourites"])
        #expect(btnloc("lookup", "only.en", "--bundle", fixture.path, "--lang", "de").lines == ["English only"])
        #expect(
            btnloc("lookup", "files", "--bundle", fixture.path, "--lang", "de", "--count", "1").lines == ["1 Datei"])
        #expect(
            btnloc("lookup", "files", "--bundle", fixture.path, "--lang", "de", "--count", "4").lines == ["4 Dateien"])
    }

    @Test("--strict does not fall through to English")
    func strict() throws {
        let fixture = try Fixture()
        let run = btnloc("lookup", "only.en", "--bundle", fixture.path, "--lang", "de", "--strict")
        #expect(run.lines == ["only.en"])
        #expect(run.status == .failure)
    }

    @Test("--explain prints the chain and the file")
    func explain() throws {
        let fixture = try Fixture()
        let run = btnloc("lookup", "fav", "--bundle", fixture.path, "--lang", "en-AU", "--explain")
        #expect(run.status == .success)
        #expect(run.lines.contains("chain: en-GB → en"))
        #expect(run.lines.contains("found in: en-GB (\(fixture.path)/en-GB.lproj/Localizable.strings)"))
    }

    @Test("A missing key prints the key and exits 1")
    func missingKey() throws {
        let fixture = try Fixture()
        let run = btnloc("lookup", "nothing", "--bundle", fixture.path, "--lang", "de")
        #expect(run.status == .failure)
        #expect(run.lines == ["nothing"])
    }

    @Test("Errors: malformed table 65, missing folder 66, usage 64")
    func errors() throws {
        let fixture = try Fixture()
        let broken = btnloc("lookup", "a", "--bundle", fixture.path, "--table", "Broken", "--lang", "fr")
        #expect(broken.status == .dataError)
        #expect(broken.errors.hasPrefix("\(fixture.path)/fr.lproj/Broken.strings:2:1: error: "))
        let missing = btnloc("lookup", "a", "--bundle", fixture.path + "/nope")
        #expect(missing.status == .noInput)
        #expect(missing.errors.contains("no such file or directory"))
        #expect(btnloc("lookup", "--bundle", fixture.path).status == .usage)
        #expect(btnloc("lookup", "a").status == .usage)
        #expect(btnloc("lookup", "a", "--bundle", fixture.path, "--count", "x").status == .usage)
    }

    @Test("Without --table, a bundle of one table looks up in it; with several, in Localizable")
    func onlyTable() throws {
        let single = try Fixture()
        try FileManager.default.removeItem(atPath: single.path)
        try single.write("en.lproj/Buttons.strings", "\"Button.Add\" = \"Add\";\n")
        try single.write("de.lproj/Buttons.strings", "\"Button.Add\" = \"Hinzufügen\";\n")
        let run = btnloc("lookup", "Button.Add", "--bundle", single.path, "--lang", "de")
        #expect(run.status == .success)
        #expect(run.lines == ["Hinzufügen"])
        #expect(btnloc("lookup", "Button.Add", "--bundle", single.path, "--table", "Other").status == .noInput)
        let several = try Fixture()  // Localizable and Broken
        #expect(btnloc("lookup", "add", "--bundle", several.path, "--lang", "de").lines == ["Hinzufügen"])
    }

    @Test("A table the folder lacks exits 66, says so and lists the tables there")
    func missingTable() throws {
        let fixture = try Fixture()
        let run = btnloc("lookup", "add", "--bundle", fixture.path, "--table", "Localisable", "--lang", "de")
        #expect(run.status == .noInput)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "btnloc lookup: '\(fixture.path)' has no table 'Localisable'; did you mean 'Localizable'?; "
                + "its tables: Broken, Localizable\n")
        let empty = try Fixture()
        try FileManager.default.removeItem(atPath: empty.path)
        try FileManager.default.createDirectory(atPath: empty.path, withIntermediateDirectories: true)
        let none = btnloc("lookup", "add", "--bundle", empty.path)
        #expect(none.status == .noInput)
        #expect(none.errors.contains("has no table 'Localizable'; it has no tables"))
    }
}
