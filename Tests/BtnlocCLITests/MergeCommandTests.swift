import LocalizeKit
import Testing

@testable import BtnlocCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("btnloc merge")
struct MergeCommandTests {
    /// The catalog merged into, in Xcode's formatting.
    static let into = ConvertCommandTests.catalog

    /// New German and French translations for "Delete", and a different German counted title.
    static let translations = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Delete" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Entfernen" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static let empty = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

    /// The French localization `fill` adds to "Delete", in Xcode's formatting.
    static let french =
        ",\n        \"fr\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
        + "            \"value\" : \"Supprimer\"\n          }\n        }"

    private func modificationTime(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return -1 }
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    }

    @Test("Merging an empty catalog changes no byte and does not touch the file")
    func emptySource() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("Empty.xcstrings", Self.empty)
        let before = modificationTime(folder("L.xcstrings"))
        for strategy in ["fill", "theirs", "ours"] {
            let run = btnloc("merge", folder("L.xcstrings"), folder("Empty.xcstrings"), "--strategy", strategy)
            #expect(run.status == .success)
            #expect(run.lines.last?.hasPrefix("0 added, 0 replaced, 0 conflicting") == true)
        }
        #expect(try folder.read("L.xcstrings") == Self.into)
        #expect(modificationTime(folder("L.xcstrings")) == before)
        #expect(folder.list() == ["Empty.xcstrings", "L.xcstrings"])
    }

    @Test("New translations change only those entries' bytes")
    func fill() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("T.xcstrings", Self.translations)
        let run = btnloc("merge", "--add-languages", folder("L.xcstrings"), folder("T.xcstrings"))
        #expect(run.status == .success)
        #expect(
            run.lines == [
                #"conflict 'Delete' (de): ours "Löschen", theirs "Entfernen""#,
                #"added 'Delete' (fr): "Supprimer""#,
                "1 added, 0 replaced, 1 conflicting",
            ])
        #expect(run.errors == "")
        let anchor = "\"value\" : \"Delete\"\n          }\n        }"
        #expect(try folder.read("L.xcstrings") == Self.into.replacing(anchor, with: anchor + Self.french))
    }

    @Test("theirs replaces; --dry-run prints the same and writes nothing")
    func theirsAndDryRun() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("T.xcstrings", Self.translations)
        let before = modificationTime(folder("L.xcstrings"))
        let dry = btnloc(
            "merge", "--add-languages", "--dry-run", "--strategy", "theirs", folder("L.xcstrings"),
            folder("T.xcstrings"))
        #expect(dry.status == .failure)
        #expect(
            dry.lines == [
                #"replaced 'Delete' (de): "Löschen" → "Entfernen""#,
                #"added 'Delete' (fr): "Supprimer""#,
                "1 added, 1 replaced, 0 conflicting (dry run: nothing written)",
            ])
        #expect(try folder.read("L.xcstrings") == Self.into)
        #expect(modificationTime(folder("L.xcstrings")) == before)
        #expect(folder.list() == ["L.xcstrings", "T.xcstrings"])

        let real = btnloc(
            "merge", "--add-languages", "--strategy", "theirs", folder("L.xcstrings"), folder("T.xcstrings"))
        #expect(real.status == .success)
        let anchor = "\"value\" : \"Delete\"\n          }\n        }"
        #expect(
            try folder.read("L.xcstrings")
                == Self.into.replacing(anchor, with: anchor + Self.french).replacing("Löschen", with: "Entfernen"))
    }

    @Test("ours reports and writes nothing; -o writes elsewhere and leaves <into> alone")
    func oursAndOutput() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("T.xcstrings", Self.translations)
        let ours = btnloc(
            "merge", "--add-languages", "--strategy", "ours", folder("L.xcstrings"), folder("T.xcstrings"))
        #expect(ours.status == .failure)
        #expect(ours.lines.last == "0 added, 0 replaced, 1 conflicting, 1 missing")
        #expect(try folder.read("L.xcstrings") == Self.into)

        let out = btnloc(
            "merge", "--add-languages", folder("L.xcstrings"), folder("T.xcstrings"), "-o", folder("Out.xcstrings"))
        #expect(out.status == .success)
        #expect(try folder.read("L.xcstrings") == Self.into)
        #expect(try folder.read("Out.xcstrings").contains("Supprimer"))
    }

    @Test("Translations from .lproj tables")
    func fromTables() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("tables/fr.lproj/L.strings", "\"Delete\" = \"Supprimer\";\n")
        try folder.write("tables/fr.lproj/Other.strings", "\"x\" = \"y\";\n")
        let run = btnloc("merge", "--add-languages", folder("L.xcstrings"), folder("tables"))
        #expect(run.status == .success)
        #expect(run.lines == [#"added 'Delete' (fr): "Supprimer""#, "1 added, 0 replaced, 0 conflicting"])
        let anchor = "\"value\" : \"Delete\"\n          }\n        }"
        #expect(try folder.read("L.xcstrings") == Self.into.replacing(anchor, with: anchor + Self.french))
    }

    @Test("A catalog that does not parse is refused with 65 and left untouched")
    func malformedInto() throws {
        let folder = try ScratchFolder()
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [\n"
        try folder.write("L.xcstrings", broken)
        try folder.write("T.xcstrings", Self.translations)
        let run = btnloc("merge", folder("L.xcstrings"), folder("T.xcstrings"))
        #expect(run.status == .dataError)
        #expect(
            run.errors == folder("L.xcstrings") + ":4:11: error: expected an object for the entry 'a', found an array\n"
        )
        #expect(run.output == "")
        #expect(try folder.read("L.xcstrings") == broken)
        #expect(folder.list() == ["L.xcstrings", "T.xcstrings"])
    }

    @Test("A catalog not in Xcode's formatting is reformatted with a warning")
    func unformattedInto() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into + "\n")
        try folder.write("T.xcstrings", Self.translations)
        let run = btnloc("merge", "--add-languages", folder("L.xcstrings"), folder("T.xcstrings"))
        #expect(run.status == .success)
        #expect(
            run.errors
                == "btnloc merge: warning: '\(folder("L.xcstrings"))' is not in Xcode's formatting: writing it also reformats it\n"
        )
        #expect(try folder.read("L.xcstrings").hasSuffix("}\n") == false)
    }

    @Test("Errors: missing files 66, unwritable output 73, usage 64")
    func errors() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.into)
        try folder.write("T.xcstrings", Self.translations)
        try folder.write("file", "")
        #expect(btnloc("merge", folder("none.xcstrings"), folder("T.xcstrings")).status == .noInput)
        #expect(btnloc("merge", folder("L.xcstrings"), folder("none.xcstrings")).status == .noInput)
        let unwritable = btnloc("merge", folder("L.xcstrings"), folder("T.xcstrings"), "-o", folder("file/x.xcstrings"))
        #expect(unwritable.status == .cannotCreate)
        #expect(unwritable.errors == "btnloc merge: cannot write '\(folder("file/x.xcstrings"))': Not a directory\n")
        #expect(unwritable.output.isEmpty, "no change is reported when nothing could be written")
        #expect(try folder.read("L.xcstrings") == Self.into)
        #expect(btnloc("merge", folder("L.xcstrings")).status == .usage)
        let strategy = btnloc("merge", folder("L.xcstrings"), folder("T.xcstrings"), "--strategy", "mine")
        #expect(strategy.status == .usage)
        #expect(
            strategy.errors
                == "btnloc merge: --strategy must be one of: fill, theirs, ours\nSee 'btnloc merge --help'.\n")
    }
}
