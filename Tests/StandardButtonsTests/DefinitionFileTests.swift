import LocalizeKit
import Testing

@testable import StandardButtons

@Suite("Definitions files")
struct DefinitionFileTests {
    static let file = #"""
        {
          "version" : 1,
          "definitions" : [
            {
              "identifier" : "archiveThread",
              "symbol" : "archivebox",
              "titleKey" : "App.ArchiveThread",
              "role" : "destructive",
              "shortcut" : { "key" : "E", "modifiers" : ["command", "shift"] },
              "category" : "files",
              "titles" : { "en" : "Archive Thread", "de" : "Thread archivieren" },
              "countedTitles" : {
                "en" : { "one" : "Archive %lld Thread", "other" : "Archive %lld Threads" },
                "de" : { "one" : "%lld Thread archivieren", "other" : "%lld Threads archivieren" }
              },
              "accessibilityHints" : { "en" : "Moves the thread to the archive." }
            },
            {
              "identifier" : "pinThread",
              "symbol" : "pin",
              "flipsForRightToLeft" : false,
              "shortcut" : null,
              "role" : null
            }
          ]
        }
        """#

    @Test("A file's definitions have every member it gives, and defaults for the rest")
    func reads() throws {
        let file = try ButtonDefinitionFile(parsing: Array(Self.file.utf8), file: "Buttons.json")
        #expect(file.definitions.map(\.identifier) == ["archiveThread", "pinThread"])
        let archive = file.definitions[0]
        #expect(archive.symbolName == "archivebox")
        #expect(archive.titleKey == "App.ArchiveThread")
        #expect(archive.countedTitleKey == "App.ArchiveThread.Count")
        #expect(archive.accessibilityHintKey == "App.ArchiveThread.Hint")
        #expect(archive.role == .destructive)
        #expect(archive.keyboardShortcut?.description == "⇧⌘E")
        #expect(archive.category == .files)
        let pin = file.definitions[1]
        #expect(pin.titleKey == "Button.PinThread")
        #expect(pin.role == nil && pin.keyboardShortcut == nil && pin.category == .other)
        #expect(file.locations["archiveThread"] == SourceLocation(file: "Buttons.json", line: 5, column: 7))
        #expect(file.locations["pinThread"] == SourceLocation(file: "Buttons.json", line: 19, column: 7))
        #expect(
            file.keys == ["App.ArchiveThread", "App.ArchiveThread.Count", "App.ArchiveThread.Hint", "Button.PinThread"])
    }

    @Test("Its titles resolve like the built-in ones, counted titles and hints included")
    func titles() throws {
        let file = try ButtonDefinitionFile(parsing: Array(Self.file.utf8))
        let titles = try #require(file.titles)
        let resolver = ButtonTitleResolver(overrides: [titles])
        let archive = file.definitions[0]
        #expect(resolver.title(for: archive, preferredLanguages: ["de"]) == "Thread archivieren")
        #expect(
            resolver.title(for: archive, preferredLanguages: ["fr"]) == "Archive Thread", "the file's source language")
        #expect(resolver.title(for: archive, count: 1, preferredLanguages: ["en"]) == "Archive 1 Thread")
        #expect(resolver.title(for: archive, count: 4, preferredLanguages: ["de"]) == "4 Threads archivieren")
        #expect(
            resolver.accessibilityHint(for: archive, preferredLanguages: ["de"]) == "Moves the thread to the archive.")
        #expect(resolver.title(for: file.definitions[1], preferredLanguages: ["de"]) == "Button.PinThread")
        #expect(resolver.title(for: .cancel, preferredLanguages: ["de"]) == "Abbrechen")
    }

    @Test("As a String Catalog: one entry per key, strings and plural variations, in file order")
    func catalog() throws {
        let catalog = try ButtonDefinitionFile(parsing: Array(Self.file.utf8)).catalog()
        #expect(
            catalog.keys == [
                "App.ArchiveThread", "App.ArchiveThread.Count", "App.ArchiveThread.Hint", "Button.PinThread",
            ])
        let title = try #require(catalog["App.ArchiveThread"])
        #expect(title.comment == "Title of the button 'archiveThread'.")
        #expect(title.extractionState == .manual)
        #expect(title.localizations["de"]?.stringUnit?.value == "Thread archivieren")
        let plural = try #require(catalog["App.ArchiveThread.Count"]?.localizations["en"]?.variations.plural)
        #expect(plural.keys == ["one", "other"])
        #expect(plural["other"]?.stringUnit?.value == "Archive %lld Threads")
        #expect(catalog["Button.PinThread"]?.localizations.isEmpty == true)
    }

    /// A file with one problem, and where it is: line and column of the member at fault.
    static let malformedFiles: [(String, String)] = [
        (#"[1]"#, "1:1: error: a definitions file is a JSON object"),
        (#"{"definitions" : []}"#, #"1:2: error: missing "version" (this release reads version 1)"#),
        (#"{"version" : 2, "definitions" : []}"#, "1:2: error: unsupported version 2: this release reads version 1"),
        (
            #"{"version" : "1", "definitions" : []}"#,
            #"1:2: error: "version" must be a number (this release reads version 1)"#
        ),
        (#"{"version" : 1, "definition" : []}"#, #"1:17: error: unknown member "definition" in the file"#),
        ("{\"version\" : 1,\n \"definitions\" : {}}", #"2:2: error: "definitions" must be an array"#),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"symbol\" : \"x\"}]}",
            #"2:4: error: definition 1 has no "identifier""#
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\"}]}",
            #"2:4: error: definition 'a' has no "symbol""#
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbl\" : \"x\"}]}",
            #"2:24: error: unknown member "symbl" in a definition"#
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"delete\", \"symbol\" : \"x\"}]}",
            "2:4: error: 'delete' is a built-in type; give the definition an identifier of its own"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a b\", \"symbol\" : \"x\"}]}",
            "2:4: error: identifier 'a b' may hold only letters, digits, '.', '_' and '-'"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n {\"identifier\" : \"a\", \"symbol\" : \"x\"},\n {\"identifier\" : \"a\", \"symbol\" : \"y\"}]}",
            "3:3: error: duplicate identifier 'a' (first defined at 2:3)"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : \"x\", \"role\" : \"danger\"}]}",
            "2:40: error: \"role\" must be cancel, destructive, close, confirm or null"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : \"x\",\n   \"shortcut\" : {\"key\" : \"F1\"}}]}",
            "3:18: error: a shortcut's \"key\" is one character or return, escape, delete, tab, space"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : \"x\",\n   \"titles\" : {\"not a language\" : \"A\"}}]}",
            "3:16: error: 'not a language' is not a locale identifier"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : \"x\",\n   \"countedTitles\" : {\"en\" : {\"one\" : \"%lld A\"}}}]}",
            "3:23: error: the counted titles of 'en' need an \"other\" form"
        ),
        (
            "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : \"x\", \"symbol\" : \"y\"}]}",
            #"2:40: error: duplicate member "symbol""#
        ),
    ]

    @Test("A malformed file names the line and column of its problem", arguments: malformedFiles)
    func malformed(text: String, expected: String) {
        do {
            _ = try ButtonDefinitionFile(parsing: Array(text.utf8), file: "Buttons.json")
            Issue.record("read without error: \(text)")
        } catch {
            #expect(error.description == "Buttons.json:" + expected)
        }
    }

    @Test("JSON that does not parse is reported where it breaks")
    func syntaxError() {
        // Line 2 is 34 characters long; the text ends where a value should start.
        let text = "{\"version\" : 1, \"definitions\" : [\n  {\"identifier\" : \"a\", \"symbol\" : "
        #expect(throws: ParseError.self) { try ButtonDefinitionFile(parsing: Array(text.utf8), file: "Buttons.json") }
        do {
            _ = try ButtonDefinitionFile(parsing: Array(text.utf8), file: "Buttons.json")
        } catch {
            #expect(error.location == SourceLocation(file: "Buttons.json", line: 2, column: 35))
        }
    }

    @Test("A file that cannot be read is a file error, not a parse error")
    func unreadable() {
        #expect(throws: FileError.self) {
            try ButtonDefinitionFile(contentsOfFile: "/nonexistent/Buttons.json")
        }
    }
}
