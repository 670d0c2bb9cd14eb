import LocalizeKit
import StandardButtons

/// `btnloc audit`: translation QA for String Catalogs and `.lproj` tables.
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "Check translations in String Catalogs and .lproj folders (made for CI)."
    static let help = """
        OVERVIEW: Check translations in String Catalogs and .lproj folders (made for CI).

        Audits .xcstrings files, .lproj folders (their .strings and .stringsdict tables)
        and directories, searched for both; '-' audits a catalog read from standard
        input (named <stdin> in findings, after the other paths). Each finding names its
        rule, severity, file, line, key and locale; the text format writes one line per
        finding, as compilers do: file:line:column: severity: [locale] "key": message
        [rule]. The source language is the catalog's sourceLanguage, and en for .lproj
        folders, unless --source-language names another. Inputs that cannot be read are
        in every format: on stderr for text, in "errors" for json, as a failed
        invocation for sarif, and as ::error commands first for github. An audit of 10
        inputs or more, or of a file over 50 MB, shows its progress on standard error
        when that is a terminal.

        USAGE: btnloc audit [options] <path>...

        OPTIONS:
          --format <format>         text (default), json, sarif (SARIF 2.1.0, for code
                                    scanning), github (workflow annotations) or html
                                    (one self-contained page for people; use with -o).
          -o, --output <file>       Write the report to <file> (atomically) instead of
                                    standard output ('-': standard output).
          --locale <id>             Audit only these locales (repeatable, or comma-separated).
                                    Findings about the source language are always shown.
          --source-language <id>    The language translations are compared with.
          --rule <rule>             Run only these rules (repeatable, or comma-separated).
          --disable <rule>          Do not run these rules (repeatable, or comma-separated).
          --fail-on <level>         error (default), warning, note or never: the least
                                    severity that makes the exit status 1.
          --baseline <file>         Known findings, from --write-baseline: they are not
                                    shown and do not fail the run.
          --write-baseline <file>   Write every finding to <file> as the new baseline;
                                    findings then do not fail the run. '-': standard
                                    output, with paths relative to the current directory
                                    (then give -o <file> for the report).
          --summary                 End with a per-locale completion table (text format;
                                    json always has "summary").
          --max-annotations <n>     github format: at most <n> annotations per severity
                                    (default 10, as many as GitHub shows), then one
                                    notice with the totals per rule.
          --allow-untranslated <text>
                                    A text that may stay identical to the source in every
                                    language (repeatable; "OK" is allowed by default).
          --length-ratio <n>        length-ratio flags translations more than <n> times as
                                    wide as their source (default 2.5; sources narrower
                                    than 10 columns count as 10).
          --definitions <file>      Button definitions of an app (JSON; see README): a
                                    definition's title, counted title or hint key that
                                    none of the audited catalogs has is an error
                                    (missing-translation, at the definition's line).
          --list-rules              List the rules and their severities, and exit.
          --color <when>            auto (default: colour a terminal, unless NO_COLOR is
                                    set or TERM is dumb; FORCE_COLOR colours a pipe too),
                                    always or never.
          -h, --help                Show this help.

        RULES:
          missing-translation            error    A locale has no translation, or a 'new' one.
          empty-translation              error    An empty translation of a non-empty source.
          missing-plural-category        warning  A plural variation lacks a category the
                                                  locale uses (ru: one, few, many, other); a
                                                  note where only 1000000 and such use it.
          unused-plural-category         note     A category the locale never uses ('zero' is
                                                  allowed: Apple uses it for 0).
          missing-other-category         error    A plural variation without 'other'.
          placeholder-mismatch           error    Format specifiers differ from the source
                                                  value in count, type or position (a note,
                                                  once, when it leaves out the key's).
          invalid-format-specifier       error    A '%' sequence that is no valid specifier.
          substitution-error             error    %#@name@ without its substitution, an unused
                                                  substitution, a bad argNum or specifier.
          substitution-argument-conflict warning  An argNum that differs from the argument
                                                  its %#@name@ takes by position.
          needs-review                   warning  A translation in state needs_review.
          stale-entry                    note     An entry whose extractionState is stale.
          untranslated                   warning  Identical to the source in another language.
          plural-form-without-number     warning  A plural form without the number where its
                                                  category covers several (ru 'one': 21, 31).
          copied-from-other-key          warning  A translation equal to another key's source.
          whitespace-mismatch            warning  Leading or trailing whitespace differs.
          newline-mismatch               warning  Line breaks differ.
          punctuation-mismatch           warning  Final punctuation or ellipsis differs.
          double-space                   warning  Two spaces in a row the source lacks.
          invisible-character            warning  Zero-width characters, bidi controls, a
                                                  stray soft hyphen or a BOM inside a text.
          escape-leak                    warning  \\( interpolation, a literal \\n or \\t, a
                                                  stray backslash, shown as text.
          unknown-escape                 warning  A .strings escape Apple reads as the
                                                  character itself (\\Č is Č): a typo.
          missing-source-table           warning  A folder of .lproj tables with none for
                                                  the source language: not checked.
          ellipsis                       note     '...' where the source has '…', or in the
                                                  source (the HIG asks for '…').
          duplicate-key                  error    A key defined twice, or a repeated JSON key.
          unknown-locale                 error    A localization that is not a valid locale.
          should-not-translate           warning  Translations of a shouldTranslate: false entry.
          orphan-key                     warning  A key the source table lacks (.lproj).
          length-ratio                   note     A translation much longer than its source.

        WHAT IS NOT FLAGGED:
          Regional localizations (en-GB, pt-PT, zh-HK) may leave to their parent, or to
          the source language, what they do not change. Keys without words (%@, 1/2)
          need no translation. Plural forms that cover one number may leave it out
          ("one file"), and so may every form in languages with only 'other' (ja, zh);
          categories only decimals use (Czech 'many') are not required of integer
          variations. Translations follow the source value where it leaves out one of
          the key's arguments. Positional specifiers may reorder arguments (%2$@ %1$@),
          and %@ equals %1$@. '%' is plain text in strings that take no arguments
          (100%, 5% off). Acronyms and product names (PDF, iCloud) may stay untranslated.
          Chinese, Japanese and Thai texts need no spaces where the source has them, and
          may end with 。 for '.'.

        EXIT STATUS:
          0 nothing at or above --fail-on, 1 findings at or above it, 64 usage error
          (also a --locale no input has), 65 malformed input, 66 missing or unreadable
          input (also a directory with nothing to audit), 73 baseline or --output file
          not written, 74 standard output cannot be written.

        EXAMPLES:
          $ btnloc audit Localizable.xcstrings
          $ btnloc audit --locale de --locale fr --summary App/
          $ btnloc audit --format sarif --fail-on warning . > audit.sarif
          $ btnloc audit --write-baseline audit-baseline.json Resources
          $ btnloc audit --baseline audit-baseline.json Resources
          $ btnloc audit --definitions Buttons.json App/Localizable.xcstrings

        """

    /// The `--format` values.
    enum Format: String, CaseIterable {
        case text, json, sarif, github, html
    }

    static var optionCompletions: [String: CompletionValues] {
        let rules = AuditRule.allCases.map(\.rawValue)
        return [
            "--format": .words(Format.allCases.map(\.rawValue)),
            "--locale": .commaSeparated(CompletionValues.languages),
            "--source-language": .words(CompletionValues.languages), "--rule": .commaSeparated(rules),
            "--disable": .commaSeparated(rules), "--fail-on": .words(AuditFailThreshold.allCases.map(\.rawValue)),
            "--allow-untranslated": .none, "--length-ratio": .none,
        ]
    }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        if arguments.flag("--list-rules") {
            try arguments.finish()
            let width = AuditRule.allCases.map(\.rawValue.count).max() ?? 0
            for rule in AuditRule.allCases {
                let severity = rule.defaultSeverity.rawValue
                context.print(
                    rule.rawValue + String(repeating: " ", count: width - rule.rawValue.count + 2) + severity
                        + String(repeating: " ", count: 9 - severity.count) + rule.summary + " e.g. " + rule.example)
            }
            return .success
        }
        let formatName = try arguments.option("--format") ?? "text"
        guard let format = Format(rawValue: formatName) else {
            throw .usage("--format must be one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var configuration = AuditConfiguration()
        configuration.locales = try arguments.list("--locale")
        for locale in configuration.locales {
            do {
                _ = try LocaleIdentifier(parsing: locale)
            } catch {
                throw .usage("--locale: \(error)")
            }
        }
        if let language = try arguments.option("--source-language") {
            do {
                _ = try LocaleIdentifier(parsing: language)
            } catch {
                throw .usage("--source-language: \(error)")
            }
            configuration.sourceLanguage = language
        }
        let only = try rules(try arguments.list("--rule"), option: "--rule")
        let disabled = try rules(try arguments.list("--disable"), option: "--disable")
        configuration.rules = (only.isEmpty ? Set(AuditRule.allCases) : Set(only)).subtracting(disabled)
        let failOnName = try arguments.option("--fail-on") ?? "error"
        guard let failOn = AuditFailThreshold(rawValue: failOnName) else {
            throw .usage(
                "--fail-on must be one of: \(AuditFailThreshold.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var maxAnnotations = 10
        if let text = try arguments.option("--max-annotations") {
            guard let value = Int(text), value >= 0 else {
                throw .usage("--max-annotations must be a whole number of at least 0")
            }
            maxAnnotations = value
        }
        let baselinePath = try arguments.option("--baseline")
        let writeBaseline = try arguments.option("--write-baseline").map {
            $0 == "-" ? OutputOption.standardOutput : .path($0)
        }
        let showsSummary = arguments.flag("--summary")
        let output = try OutputOption.parse(&arguments) ?? .standardOutput
        if writeBaseline == .standardOutput && output == .standardOutput {
            throw .usage("--write-baseline - and the report would both go to standard output; give -o <file>")
        }
        for text in try arguments.options("--allow-untranslated") { configuration.allowedUntranslated.insert(text) }
        if let ratio = try arguments.option("--length-ratio") {
            guard let value = Double(ratio), value >= 1 else {
                throw .usage("--length-ratio must be a number of at least 1")
            }
            configuration.maximumLengthRatio = value
        }
        let definitionsPath = try arguments.option("--definitions")
        let paths = try arguments.remainingPositionals()
        guard !paths.isEmpty else { throw .usage("missing paths (.xcstrings files, .lproj folders or directories)") }

        var baseline: AuditBaseline?
        if let baselinePath {
            do {
                baseline = try AuditBaseline(contentsOfFile: baselinePath)
            } catch let error as ParseError {
                context.printError(error.description)
                return .dataError
            } catch {
                context.printError("btnloc audit: \(error)")
                return .noInput
            }
        }

        let definitions = try definitionsPath.map { path throws(CLIError) in
            try ButtonSourcesOption.readDefinitions(path, command: name)
        }
        var diagnostics = try audit(paths, configuration: configuration, context: context)
        if let definitions, let definitionsPath {
            var failures: [AuditInputFailure] = []
            let inputs = AuditInput.discover(paths.filter { $0 != "-" }, failures: &failures)
            diagnostics.add(contentsOf: definitions.missingKeyFindings(in: inputs, file: definitionsPath))
        }
        for failure in diagnostics.inputFailures {
            if case .malformed = failure {
                context.printError(failure.description)
            } else {
                context.printError("btnloc audit: " + failure.description)
            }
        }

        if let writeBaseline {
            let written = AuditBaseline(findings: diagnostics.findings)
            do {
                switch writeBaseline {
                case .path(let path): try written.write(toFile: path)
                case .standardOutput: context.write(bytes: Array(written.jsonTextRelativeToCurrentDirectory.utf8))
                }
            } catch {
                context.printError("btnloc audit: \(error)")
                return .cannotCreate
            }
        }
        if let baseline { diagnostics.suppress(knownIn: baseline) }

        var report = ""
        switch format {
        case .text:
            report = AuditTextReporter(
                usesColor: output == .standardOutput && context.usesColor, showsSummary: showsSummary
            )
            .render(diagnostics)
        case .json:
            report = AuditJSONReporter().render(diagnostics)
        case .sarif:
            report = AuditSARIFReporter(toolVersion: CommandLineTool.version).render(diagnostics)
        case .github:
            report = AuditGitHubReporter(maxAnnotations: maxAnnotations).render(diagnostics)
            if showsSummary { report += AuditTextReporter(usesColor: false).summaryText(diagnostics.summaries) }
        case .html:
            let command = (["btnloc", name] + arguments.given).map(ReportHeader.shellQuoted).joined(separator: " ")
            report = AuditHTMLReporter(command: command, date: ReportHeader.date(environment: context.environment))
                .render(diagnostics)
        }
        do {
            try output.write(Array(report.utf8), context: context)
        } catch {
            context.printError("btnloc audit: \(error)")
            return .cannotCreate
        }
        let outcome = diagnostics.outcome(failOn: writeBaseline == nil ? failOn : .never)
        return ExitCode(rawValue: outcome.exitStatus)
    }

    /// Audits the paths in order, then standard input for `-`, with a progress
    /// line for many inputs or a large one.
    private static func audit(
        _ paths: [String], configuration: AuditConfiguration, context: CommandContext
    ) throws(CLIError) -> AuditDiagnostics {
        let auditor = Auditor(configuration: configuration)
        var diagnostics = AuditDiagnostics(rules: configuration.rules)
        var failures: [AuditInputFailure] = []
        let inputs = AuditInput.discover(paths.filter { $0 != "-" }, failures: &failures)
        for failure in failures { diagnostics.add(failure) }
        let sizes = inputs.map { input in
            if case .catalog(let file) = input { LocalizationInput.fileSize(file) } else { 0 }
        }
        let showsProgress = inputs.count >= context.manyInputs || sizes.contains { $0 >= context.largeInputBytes }
        diagnostics.merge(
            auditor.audit(inputs) { index in
                guard showsProgress else { return }
                let input = inputs[index]
                let name =
                    switch input {
                    case .catalog(let file): file
                    case .tables(let directory, let localization):
                        localization.map { "\(directory)/\($0).lproj" } ?? directory
                    }
                let size =
                    sizes[index] >= context.largeInputBytes ? " (\(LocalizationInput.megabytes(sizes[index])))" : ""
                context.progress("btnloc audit: [\(index + 1)/\(inputs.count)] \(name)\(size)")
            })
        context.clearProgress()
        if paths.contains("-") {
            let bytes = try context.readStandardInput()
            do {
                let catalog = try XCStringsReader.read(bytes, file: CommandContext.standardInputName)
                diagnostics.merge(auditor.audit(catalog, file: CommandContext.standardInputName))
            } catch {
                diagnostics.add(.malformed(error))
            }
        }
        auditor.checkLocalesFound(in: &diagnostics)
        return diagnostics
    }

    /// Rule ids from the command line; an unknown one is a usage error.
    private static func rules(_ names: [String], option: String) throws(CLIError) -> [AuditRule] {
        var rules: [AuditRule] = []
        for name in names {
            guard let rule = AuditRule(rawValue: name) else {
                let suggestion = Suggestion.phrase(for: name, in: AuditRule.allCases.map(\.rawValue))
                throw .usage("\(option): unknown rule '\(name)'\(suggestion) (see 'btnloc audit --list-rules')")
            }
            rules.append(rule)
        }
        return rules
    }
}
