/// Writes audit findings for people, one line per finding as compilers
/// write diagnostics (`file:line:column: severity: message [rule]`, so that
/// `grep` keeps the file and editors jump to it), in colour on a terminal,
/// then the inputs that could not be read, counts and (optionally) a
/// completion table. Control characters from keys and values are written
/// as escapes (`\u{1B}`), never raw.
///
/// ```swift
/// let reporter = AuditTextReporter(usesColor: false, showsSummary: true)
/// print(reporter.render(diagnostics), terminator: "")
/// // Localizable.xcstrings:12:5: error: [de] "Cancel": no translation [missing-translation]
/// //
/// // 1 error, 0 warnings, 0 notes in 1 file
/// //
/// // LOCALE  KEYS  TRANSLATED  MISSING  COMPLETE
/// // de         4           3        1  ███████████████░░░░░  75.0%
/// ```
public struct AuditTextReporter: Sendable {
    /// Whether to use ANSI colours (on a terminal, unless `NO_COLOR` is set).
    public var usesColor: Bool
    /// Whether to end with the per-locale completion table.
    public var showsSummary: Bool

    /// Creates a reporter.
    public init(usesColor: Bool = false, showsSummary: Bool = false) {
        self.usesColor = usesColor
        self.showsSummary = showsSummary
    }

    /// The report as text, ending with a newline.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        var output = ""
        for finding in diagnostics.findings {
            output += line(for: finding) + "\n"
        }
        if !output.isEmpty { output += "\n" }
        output += countsLine(diagnostics) + "\n"
        if showsSummary && !diagnostics.summaries.isEmpty {
            output += "\n" + summaryTable(diagnostics.summaries)
        }
        return output
    }

    /// One finding: `file:line:column: severity: [locale] "key": message [rule]`.
    public func line(for finding: AuditFinding) -> String {
        var place = AuditText.escapingControls(finding.file)
        if finding.line > 0 { place += ":\(finding.line):\(max(finding.column, 1))" }
        var text = paint(place + ":", "1") + " " + paint(finding.severity.rawValue + ":", color(finding.severity)) + " "
        if let locale = finding.locale { text += "[\(AuditText.escapingControls(locale))] " }
        if let key = finding.key { text += TextRules.quoted(key, limit: nil) + ": " }
        return text + AuditText.escapingControls(finding.message) + " " + paint("[\(finding.rule.rawValue)]", "2")
    }

    /// `3 errors, 1 warning, 0 notes in 2 files`, the inputs that could not be audited, and what a
    /// baseline set aside.
    private func countsLine(_ diagnostics: AuditDiagnostics) -> String {
        let errors = diagnostics.count(of: .error)
        let warnings = diagnostics.count(of: .warning)
        let notes = diagnostics.count(of: .note)
        let files = diagnostics.files.count
        var line =
            paint(plural(errors, "error"), errors > 0 ? "31" : "0") + ", "
            + paint(plural(warnings, "warning"), warnings > 0 ? "33" : "0") + ", " + plural(notes, "note")
            + " in " + plural(files, "file")
        if !diagnostics.inputFailures.isEmpty {
            let failed = diagnostics.inputFailures.count
            line += "; " + paint(plural(failed, "input") + (failed == 1 ? " was" : " were") + " not audited", "31")
        }
        if diagnostics.suppressedCount > 0 {
            line += " (\(plural(diagnostics.suppressedCount, "known finding")) not shown: in the baseline)"
        }
        return line
    }

    /// The completion table alone: locale, keys, translated, missing and a bar.
    public func summaryText(_ summaries: [AuditLocaleSummary]) -> String {
        summaries.isEmpty ? "" : summaryTable(summaries)
    }

    /// The completion table: locale, keys, translated, missing and a bar.
    func summaryTable(_ summaries: [AuditLocaleSummary]) -> String {
        let header = ["LOCALE", "KEYS", "TRANSLATED", "MISSING"]
        let rows = summaries.map { [$0.locale, String($0.keys), String($0.translated), String($0.missing)] }
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func cells(_ row: [String]) -> String {
            var line = pad(row[0], widths[0])
            for index in 1..<row.count {
                line += "  " + String(repeating: " ", count: widths[index] - row[index].count) + row[index]
            }
            return line
        }
        var output = cells(header) + "  COMPLETE\n"
        for (summary, row) in zip(summaries, rows) {
            let percent = TextRules.format(summary.percent)
            let shown = String(repeating: " ", count: max(0, 5 - percent.count)) + percent + "%"
            let tone = summary.percent >= 100 ? "32" : summary.percent >= 80 ? "33" : "31"
            output += cells(row) + "  " + paint(Self.bar(summary.percent), tone) + " " + shown + "\n"
        }
        return output
    }

    /// A bar of 20 cells, in eighths.
    static func bar(_ percent: Double, width: Int = 20) -> String {
        let eighths = Int((max(0, min(100, percent)) / 100 * Double(width * 8)).rounded(.down))
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var bar = String(repeating: "█", count: eighths / 8)
        var used = eighths / 8
        if eighths % 8 > 0 {
            bar += partials[eighths % 8]
            used += 1
        }
        return bar + String(repeating: "░", count: width - used)
    }

    private func color(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor && code != "0" ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    private func pad(_ text: String, _ width: Int) -> String {
        let text = AuditText.escapingControls(text)
        return text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
