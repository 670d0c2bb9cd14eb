import Foundation
import LocalizeKit
import Testing

@testable import BtnlocCLI

/// `-o -` (and `--output -`) is standard output where a command's result is one
/// file, and a usage error where it is a folder; either way no file or folder
/// named `-`, and no temporary file, is left behind.
@Suite("btnloc: '-o -' for standard output")
struct StandardOutputOptionTests {
    /// The inputs, in a folder that is also the working directory of every run, so
    /// that anything a run leaves behind (a `-`) shows in its listing.
    static func fixtures() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("App.xcstrings", CLIFixtures.catalog)
        try folder.write("Other.xcstrings", CLIFixtures.otherCatalog)
        // One table (converted as read into a file), and a folder with two.
        try folder.write("tables/en.lproj/Localizable.strings", "/* The button. */\n\"Cancel\" = \"Cancel\";\n")
        try folder.write("tables/de.lproj/Localizable.strings", "\"Cancel\" = \"Abbrechen\";\n")
        try folder.write("several/en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n")
        try folder.write("several/en.lproj/Other.strings", "\"Done\" = \"Done\";\n")
        try folder.write("several/fr.lproj/Other.strings", "\"Done\" = \"OK\";\n")
        return folder
    }

    /// A run of the built binary in the fixtures' folder, with `OUT` in `arguments` replaced by `output`.
    static func run(_ arguments: [String], output: String, in folder: ScratchFolder) throws -> BuiltBinary.Result {
        try BuiltBinary.run(
            arguments.map { $0 == "OUT" ? output : $0 }, input: folder("App.xcstrings"), directory: folder.path)
    }

    @Test(
        "'-o -' writes to standard output the bytes '-o FILE' writes to the file, with the same status, and leaves nothing behind",
        arguments: [
            (["export", "--types", "ok,cancel", "--lang", "de", "-o", "OUT"], "out.xcstrings"),
            (["export", "tables", "--output", "OUT"], "out.xcstrings"),
            (["audit", "App.xcstrings", "-o", "OUT"], "report.txt"),
            (["audit", "--format", "json", "App.xcstrings", "tables", "-o", "OUT"], "report.json"),
            (["merge", "App.xcstrings", "Other.xcstrings", "-o", "OUT"], "out.xcstrings"),
            (["merge", "App.xcstrings", "App.xcstrings", "--output", "OUT"], "out.xcstrings"),
            (["convert", "tables", "-o", "OUT"], "out.xcstrings"),
            (["convert", "tables", "--states-from", "App.xcstrings", "-o", "OUT"], "out.xcstrings"),
            (["convert", "several", "--table", "Other", "-o", "OUT"], "out.xcstrings"),
            (["xliff", "export", "App.xcstrings", "--lang", "de", "-o", "OUT"], "out.xliff"),
        ])
    func sameBytes(arguments: [String], file: String) throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        let inputs = folder.list()
        let toStandardOutput = try Self.run(arguments, output: "-", in: folder)
        #expect(folder.list() == inputs, "nothing is written beside the inputs")
        let toFile = try Self.run(arguments, output: file, in: folder)
        #expect(folder.list() == (inputs + [file]).sorted())
        #expect(toStandardOutput.status == toFile.status, "\(toStandardOutput.errors)")
        #expect(!toStandardOutput.output.isEmpty)
        #expect(toStandardOutput.output == Data(try FileInput.readAll(path: folder(file))))
        #expect(try folder.read("App.xcstrings") == CLIFixtures.catalog)
    }

    @Test("merge -o -: the catalog alone on standard output, the changes and the count on standard error")
    func mergeReport() throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        let toFile = try Self.run(
            ["merge", "App.xcstrings", "Other.xcstrings", "-o", "OUT"], output: "M.xcstrings", in: folder)
        let report = "added 'Delete' (de): \"Löschen\"\n1 added, 0 replaced, 0 conflicting\n"
        let noFrench = "btnloc merge: warning: 'Other.xcstrings' has nothing for 'fr': no language of it matches\n"
        let reformats =
            "btnloc merge: warning: 'App.xcstrings' is not in Xcode's formatting: writing it also reformats it\n"
        #expect(toFile.text == report)
        #expect(toFile.errors == noFrench + reformats)
        let toStandardOutput = try Self.run(
            ["merge", "App.xcstrings", "Other.xcstrings", "-o", "-"], output: "-", in: folder)
        #expect(toStandardOutput.status == 0)
        #expect(toStandardOutput.text == (try folder.read("M.xcstrings")))
        // The changes are reported once written, after the warning about the formatting.
        #expect(toStandardOutput.errors == noFrench + reformats + report)

        let dryRun = try Self.run(
            ["merge", "--dry-run", "App.xcstrings", "Other.xcstrings", "-o", "-"], output: "-", in: folder)
        #expect(dryRun.status == 1)
        #expect(dryRun.text.isEmpty)
        #expect(
            dryRun.errors
                == noFrench
                + report.replacingOccurrences(of: "conflicting", with: "conflicting (dry run: nothing written)"))
    }

    @Test("convert of a catalog to tables: '-o -' is a usage error (64) that says why, and makes nothing")
    func folderOutput() throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try Self.fixtures()
        let inputs = folder.list()
        let message = """
            btnloc convert: '-o -' is standard output, which cannot be a folder: a catalog converts to \
            <lang>.lproj folders; name a folder
            See 'btnloc convert --help'.

            """
        for arguments in [
            ["convert", "App.xcstrings", "-o", "-"], ["convert", "App.xcstrings", "--output", "-"],
            ["convert", "-", "-o", "-"], ["convert", "Missing.xcstrings", "--table", "T", "-o", "-"],
        ] {
            let run = try Self.run(arguments, output: "-", in: folder)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.errors == message, "\(arguments)")
            #expect(run.output.isEmpty, "\(arguments)")
            #expect(folder.list() == inputs, "\(arguments)")
        }
        // Tables to one catalog on standard output need one table, as -o FILE.xcstrings does.
        let several = try Self.run(["convert", "several", "-o", "-"], output: "-", in: folder)
        #expect(several.status == 64)
        #expect(several.errors.hasPrefix("btnloc convert: 'several' has several tables; choose one with --table"))
        #expect(several.output.isEmpty)
        #expect(folder.list() == inputs)
    }
}
