import Foundation
import LocalizeKit
import Testing

@testable import BtnlocCLI

/// `-` reads standard input where a single file is read: audit, format
/// (`--check` too) and convert.
@Suite("btnloc: '-' for standard input")
struct StandardInputTests {
    static let unformatted =
        #"{"sourceLanguage":"en","strings":{"b":{},"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}"#

    static var formatted: String {
        (try? XCStringsReader.read(Array(unformatted.utf8))).map {
            String(decoding: XCStringsWriter.write($0), as: UTF8.self)
        } ?? ""
    }

    static func run(_ arguments: String..., input: String) -> CLIRun {
        let context = CommandContext(standardInput: Array(input.utf8))
        let status = CommandLineTool.run(arguments, context: context)
        return CLIRun(status: status, output: context.standardOutput, errors: context.standardError)
    }

    @Test("format - writes the formatted catalog to standard output; --check - tells whether it would change")
    func format() {
        let run = Self.run("format", "-", input: Self.unformatted)
        #expect(run.status == .success)
        #expect(run.output == Self.formatted)
        #expect(run.output.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {"))
        let check = Self.run("format", "--check", "-", input: Self.unformatted)
        #expect(check.status == .failure)
        #expect(check.output == "<stdin>\n")
        let clean = Self.run("format", "--check", "-", input: Self.formatted)
        #expect(clean.status == .success)
        #expect(clean.output.isEmpty)
        let broken = Self.run("format", "-", input: "{\n  \"sourceLanguage\" : 1\n}")
        #expect(broken.status == .dataError)
        #expect(broken.errors == "<stdin>:2:22: error: expected a string for 'sourceLanguage', found a number\n")
    }

    @Test("audit - audits the catalog on standard input, after the other paths")
    func audit() throws {
        let run = Self.run("audit", "--format", "json", "-", input: Self.unformatted)
        #expect(run.status == .failure)
        #expect(run.output.contains(#""file" : "<stdin>", "line" : "#))
        #expect(run.output.contains(#""rule" : "missing-translation""#))
        let folder = try ScratchFolder()
        try folder.write("A.xcstrings", Self.formatted)
        let both = Self.run("audit", "--format", "json", "-", folder("A.xcstrings"), input: Self.unformatted)
        let files = both.output.split(separator: "\n").filter { $0.contains("\"file\" : ") }.map {
            $0.contains("<stdin>") ? "stdin" : "file"
        }
        #expect(files.first == "file")
        #expect(files.last == "stdin")
        let broken = Self.run("audit", "-", input: "[]")
        #expect(broken.status == .dataError)
        #expect(broken.errors.hasPrefix("<stdin>:1:1: error: "))
    }

    @Test("convert - reads a catalog and writes the Localizable table (or --table's)")
    func convert() throws {
        let folder = try ScratchFolder()
        let run = Self.run("convert", "-", "-o", folder("out"), input: Self.formatted)
        #expect(run.status == .success)
        #expect(run.lines == [folder("out/de.lproj/Localizable.strings"), folder("out/en.lproj/Localizable.strings")])
        let named = Self.run("convert", "-", "-o", folder("named"), "--table", "App", input: Self.formatted)
        #expect(named.lines.first == folder("named/de.lproj/App.strings"))
    }

    @Test("Through the built binary, '-' reads the process's standard input")
    func builtBinary() throws {
        try #require(BuiltBinary.isBuilt, "btnloc is built beside the tests")
        let folder = try ScratchFolder()
        try folder.write("in.xcstrings", Self.unformatted)
        let run = try BuiltBinary.run(["format", "-"], input: folder("in.xcstrings"))
        #expect(run.status == 0)
        #expect(run.text == Self.formatted)
    }
}
