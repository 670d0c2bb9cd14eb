import LocalizeKit
import Testing

@testable import BtnlocCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("btnloc format")
struct FormatCommandTests {
    /// A catalog in Xcode's formatting.
    static let formatted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Ä"
                  }
                }
              }
            },
            "B" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.1"
        }
        """

    /// The same catalog with its keys out of order and a newline at the end.
    static let unformatted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "B" : {
              "shouldTranslate" : false
            },
            "a" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "value" : "Ä",
                    "state" : "translated"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }

        """

    private func run(_ arguments: [String]) -> (ExitCode, CommandContext) {
        let context = CommandContext()
        let status = CommandLineTool.run(["format"] + arguments, context: context)
        return (status, context)
    }

    private func makeDirectory() throws -> String {
        var template = Array("/tmp/btnloc-format-tests-XXXXXX".utf8CString)
        guard let pointer = mkdtemp(&template) else { throw FileError(.write, path: "/tmp", code: errno) }
        return String(cString: pointer)
    }

    private func removeDirectory(_ directory: String, files: [String]) {
        for file in files { unlink(file) }
        rmdir(directory)
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try FileInput.readAll(path: path), as: UTF8.self)
    }

    private func entries(_ directory: String) -> Int {
        guard let handle = opendir(directory) else { return -1 }
        defer { closedir(handle) }
        var count = 0
        while readdir(handle) != nil { count += 1 }
        return count - 2
    }

    @Test("--check passes a formatted file silently and changes nothing")
    func checkFormatted() throws {
        let directory = try makeDirectory()
        let path = directory + "/Formatted.xcstrings"
        defer { removeDirectory(directory, files: [path]) }
        try AtomicFile.write(Array(Self.formatted.utf8), to: path)
        let (status, context) = run(["--check", path])
        #expect(status == .success)
        #expect(context.standardOutput == "")
        #expect(context.standardError == "")
        #expect(try contents(path) == Self.formatted)
    }

    @Test("--check lists the files that would change, exits 1, and changes nothing")
    func checkUnformatted() throws {
        let directory = try makeDirectory()
        let good = directory + "/Good.xcstrings"
        let bad = directory + "/Bad.xcstrings"
        defer { removeDirectory(directory, files: [good, bad]) }
        try AtomicFile.write(Array(Self.formatted.utf8), to: good)
        try AtomicFile.write(Array(Self.unformatted.utf8), to: bad)
        let (status, context) = run(["--check", good, bad])
        #expect(status == .failure)
        #expect(context.standardOutput == bad + "\n")
        #expect(context.standardError == "")
        #expect(try contents(bad) == Self.unformatted)
        #expect(entries(directory) == 2)
    }

    @Test("format rewrites a file in Xcode's formatting, lists it, and then --check passes")
    func rewrite() throws {
        let directory = try makeDirectory()
        let path = directory + "/Localizable.xcstrings"
        defer { removeDirectory(directory, files: [path]) }
        try AtomicFile.write(Array(Self.unformatted.utf8), to: path)
        let (status, context) = run([path])
        #expect(status == .success)
        #expect(context.standardOutput == path + "\n")
        #expect(try contents(path) == Self.formatted)
        #expect(entries(directory) == 1)
        let (again, secondContext) = run(["--check", path])
        #expect(again == .success)
        #expect(secondContext.standardOutput == "")
    }

    @Test("a malformed catalog is reported as file:line:column and exits 65; the others are still processed")
    func malformed() throws {
        let directory = try makeDirectory()
        let broken = directory + "/Broken.xcstrings"
        let bad = directory + "/Bad.xcstrings"
        defer { removeDirectory(directory, files: [broken, bad]) }
        try AtomicFile.write(
            Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [".utf8), to: broken)
        try AtomicFile.write(Array(Self.unformatted.utf8), to: bad)
        let (status, context) = run([broken, bad])
        #expect(status == .dataError)
        #expect(
            context.standardError == broken + ":4:11: error: expected an object for the entry 'a', found an array\n")
        #expect(context.standardOutput == bad + "\n")
        #expect(try contents(bad) == Self.formatted)
    }

    @Test("a missing file exits 66")
    func missing() throws {
        let directory = try makeDirectory()
        defer { removeDirectory(directory, files: []) }
        let path = directory + "/Missing.xcstrings"
        let (status, context) = run(["--check", path])
        #expect(status == .noInput)
        #expect(context.standardError == "btnloc format: error: '\(path)' does not exist\n")
    }

    @Test("a file that is no String Catalog is a usage error, as for the audit, and is not parsed")
    func notACatalog() throws {
        let directory = try makeDirectory()
        let path = directory + "/Localizable.strings"
        defer { removeDirectory(directory, files: [path]) }
        try AtomicFile.write(Array("\"a\" = \"b\";\n".utf8), to: path)
        let (status, context) = run(["--check", path])
        #expect(status == .usage)
        #expect(context.standardError.contains("'\(path)' is not a String Catalog (.xcstrings)"))
        #expect(context.standardOutput == "")
        #expect(try contents(path) == "\"a\" = \"b\";\n")
    }

    @Test("a file that cannot be replaced exits 73 and stays as it was")
    func unwritable() throws {
        // A path of 4,092 bytes can be read, but the temporary file beside it
        // (".x.xcstrings.<random>.tmp") has a path longer than the system
        // allows, so replacing the file fails whoever runs the test.
        let root = try makeDirectory()
        var directories: [String] = []
        var directory = root
        while directory.utf8.count + 1 + 200 + 12 < 4092 {
            directory += "/" + String(repeating: "d", count: 200)
            directories.append(directory)
            mkdir(directory, 0o755)
        }
        let padding = 4092 - 12 - directory.utf8.count - 1
        directory += "/" + String(repeating: "p", count: padding)
        directories.append(directory)
        mkdir(directory, 0o755)
        let path = directory + "/x.xcstrings"
        #expect(path.utf8.count == 4092)
        defer {
            unlink(path)
            for directory in directories.reversed() { rmdir(directory) }
            rmdir(root)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        _ = Array(Self.unformatted.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        let (status, context) = run([path])
        #expect(status == .cannotCreate)
        #expect(context.standardError == "btnloc format: cannot write '\(path)': File name too long\n")
        #expect(context.standardOutput == "")
        #expect(try contents(path) == Self.unformatted)
        #expect(entries(directory) == 1)
    }

    @Test("without files it is a usage error")
    func usage() {
        let (status, context) = run([])
        #expect(status == .usage)
        #expect(context.standardError == "btnloc format: missing files\nSee 'btnloc format --help'.\n")
    }

    @Test("The help's EXIT STATUS section names the status of every outcome, and --help prints the help")
    func helpNamesEveryOutcome() throws {
        let directory = try makeDirectory()
        let formatted = directory + "/Formatted.xcstrings"
        let unformatted = directory + "/Unformatted.xcstrings"
        let broken = directory + "/Broken.xcstrings"
        defer { removeDirectory(directory, files: [formatted, unformatted, broken]) }
        try AtomicFile.write(Array(Self.formatted.utf8), to: formatted)
        try AtomicFile.write(Array(Self.unformatted.utf8), to: unformatted)
        try AtomicFile.write(Array("{".utf8), to: broken)
        let outcomes = [
            run(["--check", formatted]).0, run(["--check", unformatted]).0, run([broken]).0,
            run([directory + "/Missing.xcstrings"]).0,
        ]
        #expect(outcomes == [.success, .failure, .dataError, .noInput])
        let (status, context) = run(["--help"])
        #expect(status == .success)
        let help = context.standardOutput
        let section = try #require(help.range(of: "EXIT STATUS:")).upperBound
        let statuses = help[section..<(help.range(of: "EXAMPLES:")?.lowerBound ?? help.endIndex)]
        for outcome in outcomes {
            #expect(statuses.contains("\(outcome.rawValue) "), "the help does not name exit status \(outcome)")
        }
        #expect(help.contains("--check"))
    }

    @Test("A directory is searched for catalogs, as audit searches it")
    func directories() throws {
        let folder = try ScratchFolder()
        try folder.write("App/A.xcstrings", Self.unformatted)
        try folder.write("App/Sub/B.xcstrings", Self.formatted)
        try folder.write("App/de.lproj/InfoPlist.xcstrings", Self.unformatted)
        try folder.write("App/.build/Hidden.xcstrings", Self.unformatted)
        try folder.write("App/notes.txt", "not a catalog")
        let check = btnloc("format", "--check", folder("App"))
        #expect(check.status == .failure)
        #expect(check.lines == [folder("App/A.xcstrings"), folder("App/de.lproj/InfoPlist.xcstrings")])
        let run = btnloc("format", folder("App"))
        #expect(run.status == .success)
        #expect(run.lines == check.lines)
        #expect(try folder.read("App/A.xcstrings") == Self.formatted)
        #expect(try folder.read("App/.build/Hidden.xcstrings") == Self.unformatted)
        #expect(btnloc("format", "--check", folder("App")).status == .success)
        let missing = btnloc("format", folder("Nothing"))
        #expect(missing.status == .noInput)
    }
}
