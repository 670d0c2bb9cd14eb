import Foundation
import Testing

@testable import BtnlocCLI

/// Help, suggestions and the manual page, checked as behaviour: every option a
/// command reads is documented, every help names its exit codes, and the
/// manual page carries what the help texts say.
@Suite("btnloc: help, suggestions and the manual page")
struct HelpConventionTests {
    static let names = CommandLineTool.commands.map { $0.name }

    @Test("help SUB, SUB --help, SUB -h and --help SUB print the same help", arguments: names)
    func helpForms(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        for form in [["help", name], [name, "--help"], [name, "-h"], ["--help", name], ["-h", name]] {
            let run = btnloc(form)
            #expect(run.status == .success, "\(form)")
            #expect(run.output == command.help, "\(form)")
            #expect(run.errors.isEmpty)
        }
        // Options before --help do not matter.
        #expect(btnloc([name, "--frobnicate", "--help"]).output == command.help)
    }

    @Test("help with an unknown command exits 64 and suggests the nearest")
    func unknownHelp() {
        let bogus = btnloc("help", "bogus")
        #expect(bogus.status == .usage)
        #expect(bogus.output.isEmpty)
        #expect(bogus.errors.hasPrefix("btnloc: unknown command 'bogus'"))
        let typo = btnloc("help", "lsit")
        #expect(typo.status == .usage)
        #expect(typo.errors.hasPrefix("btnloc: unknown command 'lsit'; did you mean 'list'?\n"))
        #expect(
            btnloc("--help", "convrt").errors.hasPrefix("btnloc: unknown command 'convrt'; did you mean 'convert'?"))
        #expect(btnloc("help", "list", "extra").status == .usage)
        #expect(btnloc("help").output == btnloc("--help").output)
    }

    @Test(
        "A mistyped command or option gets a 'did you mean'",
        arguments: [
            (["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
            (["audti", "x"], "unknown command 'audti'; did you mean 'audit'?"),
            (["negotiat"], "unknown command 'negotiat'; did you mean 'negotiate'?"),
            (["list", "--formt", "json"], "unknown option --formt; did you mean '--format'?"),
            (["list", "--formt=json"], "unknown option --formt=json; did you mean '--format'?"),
            (["audit", "--fail-onn", "error", "x"], "unknown option --fail-onn; did you mean '--fail-on'?"),
            (["audit", "--basline", "b", "x"], "unknown option --basline; did you mean '--baseline'?"),
            (["export", "--key-prefx", "A."], "unknown option --key-prefx; did you mean '--key-prefix'?"),
            (["audit", "--rule", "needs-reveiw", "x"], "unknown rule 'needs-reveiw'; did you mean 'needs-review'?"),
            (["completions", "bsah"], "unknown shell 'bsah' (bash, zsh or fish); did you mean 'bash'?"),
        ])
    func suggestions(arguments: [String], message: String) {
        let run = btnloc(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test("Something far from every name gets no suggestion")
    func noSuggestion() {
        #expect(btnloc("list", "--xyzzy").errors == "btnloc list: unknown option --xyzzy\nSee 'btnloc list --help'.\n")
        #expect(Suggestion.nearest(to: "zzzz", in: ["list", "lookup"]).isEmpty)
        #expect(Suggestion.nearest(to: "--fail", in: ["--fail-on", "--format"]) == ["--fail-on"])
        #expect(Suggestion.nearest(to: "tset", in: ["test", "set", "toast"]) == ["test", "set"])
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }

    /// The help's own examples (`$ btnloc …`), as argument lists.
    static func examples(of help: HelpText) -> [[String]] {
        (help.section("EXAMPLES")?.lines ?? []).compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("$ btnloc ") else { return nil }
            return trimmed.dropFirst(9).split(separator: " ").map(String.init).filter { !$0.hasPrefix("<") }
        }
    }

    @Test("Every option a command reads is documented in its help", arguments: names)
    func everyOptionIsDocumented(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        let help = command.helpText
        let documented = Set(help.optionNames + CommandLineTool.globalOptions)
        // Parse (only: no command does its work) each of its examples and each
        // documented option alone, and collect what it asks the arguments for.
        var asked = Set<String>()
        var runs = Self.examples(of: help)
        runs += help.options.map { option in [option.names[0]] + (option.valueName == nil ? [] : ["1"]) }
        for tokens in runs {
            var arguments = Arguments(tokens, knownOptions: help.optionNames)
            arguments.parsesOnly = true
            let context = CommandContext(standardInput: [])
            _ = try? command.run(&arguments, context: context)
            #expect(context.standardOutput.isEmpty, "\(tokens) did work before reading its arguments")
            asked.formUnion(arguments.queriedNames)
        }
        #expect(!asked.isEmpty || help.optionNames == ["-h", "--help"])
        #expect(asked.subtracting(documented).isEmpty, "\(name) reads undocumented options")
        // And every documented option is one the command reads.
        let read = asked.union(["-h", "--help", "--color"])
        #expect(Set(help.optionNames).subtracting(read).isEmpty, "\(name) documents options it never reads")
    }

    @Test("Every help has a summary, usage, options and an exit status naming 0, 64 and 74", arguments: names)
    func helpSections(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        let help = command.helpText
        #expect(help.summary == command.summary)
        #expect(help.usage.first?.hasPrefix("btnloc \(name)") == true)
        #expect(help.optionNames.contains("--help"))
        let status = try #require(help.section("EXIT STATUS"), "\(name) names its exit status")
        let text = status.lines.joined(separator: " ")
        for code in ["0 ", "64 ", "74 "] { #expect(text.contains(code), "\(name): exit \(code)") }
        for entry in help.options { #expect(!entry.summary.isEmpty, "\(name) \(entry.names)") }
        #expect(!Self.examples(of: help).isEmpty, "\(name) has examples")
    }

    @Test("The overview documents the exit codes, the global options and standard input")
    func overview() {
        let help = HelpText(CommandLineTool.overview)
        let status = help.section("EXIT STATUS")?.lines.joined(separator: " ") ?? ""
        for code in ["0 success", "1 findings", "64 usage", "65 malformed", "66 missing", "73 output", "74 standard"] {
            #expect(status.contains(code))
        }
        #expect(Set(CommandLineTool.globalOptions).isSubset(of: help.optionNames))
        #expect(help.section("STANDARD INPUT") != nil)
    }

    @Test("HelpText reads sections, usage lines, options with their placeholders and continuations")
    func helpTextParsing() throws {
        let help = HelpText(
            """
            OVERVIEW: Do a thing.

            First paragraph,
            on two lines.

            Second.

            USAGE: btnloc thing <in> [--flag]
                               [--more]
                   btnloc thing --other

            OPTIONS:
              -o, --output <path>   Where it goes,
                                    and more.
              --long-option-name <value>
                                    Described below.
              --flag                A flag.

            EXIT STATUS:
              0 success.

            """)
        #expect(help.summary == "Do a thing.")
        #expect(help.descriptionParagraphs == ["First paragraph, on two lines.", "Second."])
        #expect(help.usage == ["btnloc thing <in> [--flag] [--more]", "btnloc thing --other"])
        #expect(help.options.map(\.names) == [["-o", "--output"], ["--long-option-name"], ["--flag"]])
        #expect(help.options.map(\.valueName) == ["path", "value", nil])
        #expect(help.options.map(\.summary) == ["Where it goes, and more.", "Described below.", "A flag."])
        #expect(help.section("EXIT STATUS")?.lines == ["  0 success."])
    }

    @Test("HelpText: a title is capitals and spaces before a colon; other lines stay as written, trailing blanks go")
    func helpTextTitlesAndLines() {
        let help = HelpText(
            "NOTES: Größe\nNote: not a title\nÜBER: not a title\nA B : not a title\n"
                + "  --größe <n>  Schätzt die Größe\n      weiter.\n   \n\nSEE ALSO:\n  btnloc(1)\n")
        #expect(help.sections.map(\.title) == ["NOTES", "SEE ALSO"])
        #expect(
            help.section("NOTES")?.lines == [
                "Größe", "Note: not a title", "ÜBER: not a title", "A B : not a title",
                "  --größe <n>  Schätzt die Größe", "      weiter.",
            ])
        #expect(help.entries(of: "NOTES").map(\.names) == [["--größe"]])
        #expect(help.entries(of: "NOTES").map(\.valueName) == ["n"])
        #expect(help.entries(of: "NOTES").map(\.summary) == ["Schätzt die Größe weiter."])
        #expect(help.section("SEE ALSO")?.lines == ["  btnloc(1)"])
    }

    @Test("help --man is a man(7) page with every command, option and exit status")
    func manualPage() throws {
        let run = btnloc("help", "--man")
        #expect(run.status == .success)
        let page = run.output
        #expect(page == ManualPage.text())
        #expect(page.hasPrefix(".\\\""))
        #expect(page.contains("\n.TH BTNLOC 1 "))
        #expect(page.contains("\n.SH NAME\nbtnloc \\- "))
        #expect(page.contains("\n.SH \"EXIT STATUS\"\n"))
        #expect(!page.unicodeScalars.contains { $0.value > 0x7F }, "non-ASCII is escaped")
        for command in CommandLineTool.commands {
            #expect(page.contains(".SS \"btnloc \(ManualPage.escaped(command.name))\""))
            for option in command.helpText.optionNames {
                #expect(page.contains("\\fB" + ManualPage.escaped(option)), "\(command.name) \(option)")
            }
        }
        // No line starts with a dot or quote that troff would take for a request by mistake.
        for line in page.split(separator: "\n") where line.hasPrefix("'") {
            Issue.record("line starts with ': \(line)")
        }
    }

    @Test("groff renders the manual page without warnings (skipped when groff is missing)")
    func manualPageRenders() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            print("WARNING: groff is not installed: the manual page was not rendered (apt-get install groff-base)")
            return
        }
        let folder = try ScratchFolder()
        try folder.write("btnloc.1", ManualPage.text())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", folder("btnloc.1")]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let rendered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(rendered.contains("btnloc audit"))
        #expect(rendered.contains("--include-untranslated"))
        #expect(rendered.contains("⌘Q"))  // from btnloc menu's example
    }
}
