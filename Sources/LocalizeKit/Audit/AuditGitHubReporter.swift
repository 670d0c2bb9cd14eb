/// Writes audit results as GitHub Actions workflow commands, which the
/// runner turns into annotations on the pull request's files:
/// `::error file=…,line=…,col=…,title=…::message`.
///
/// Inputs that could not be read come first, as errors at their position.
/// Then errors, warnings and notes (`::notice`), at most `maxAnnotations` of
/// each severity, since GitHub shows only ten annotations of each kind per
/// step; when some are left out, one notice gives the totals per rule.
/// Values are escaped as the runner expects (`%`, line breaks, and in
/// properties `:` and `,`); other control characters are written as escapes.
///
/// ```swift
/// print(AuditGitHubReporter(maxAnnotations: 10).render(diagnostics), terminator: "")
/// // ::error file=Localizable.xcstrings,line=12,col=5,title=missing-translation::[de] "Cancel": no translation
/// ```
public struct AuditGitHubReporter: Sendable {
    /// The most annotations written per severity; the totals notice names the rest.
    public var maxAnnotations: Int

    /// Creates a reporter.
    public init(maxAnnotations: Int = 10) {
        self.maxAnnotations = maxAnnotations
    }

    /// One command per input failure and per finding shown, each on its own line.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        var output = ""
        for failure in diagnostics.inputFailures {
            var properties = ""
            if let place = failure.place {
                properties = " file=" + Self.escapeProperty(place.file)
                if place.line > 0 { properties += ",line=\(place.line),col=\(max(place.column, 1))" }
                properties += ",title=" + Self.escapeProperty("btnloc audit")
            }
            output += "::error\(properties)::\(Self.escapeData(failure.message))\n"
        }
        var omittedTotal = 0
        for severity in [AuditSeverity.error, .warning, .note] {
            let findings = diagnostics.findings.filter { $0.severity == severity }
            for finding in findings.prefix(maxAnnotations) {
                output += command(for: finding)
            }
            omittedTotal += max(findings.count - maxAnnotations, 0)
        }
        if omittedTotal > 0 {
            var counts: [AuditRule: Int] = [:]
            for finding in diagnostics.findings { counts[finding.rule, default: 0] += 1 }
            let totals = AuditRule.allCases.compactMap { rule in counts[rule].map { "\(rule.rawValue) \($0)" } }
            let message =
                "\(omittedTotal) of \(diagnostics.findings.count) findings are not shown as annotations"
                + " (at most \(maxAnnotations) per severity). Findings per rule: " + totals.joined(separator: ", ")
            output +=
                "::notice title=" + Self.escapeProperty("btnloc audit: totals") + "::" + Self.escapeData(message)
                + "\n"
        }
        return output
    }

    private func command(for finding: AuditFinding) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties = "file=" + Self.escapeProperty(finding.file)
        if finding.line > 0 { properties += ",line=\(finding.line),col=\(max(finding.column, 1))" }
        properties += ",title=" + Self.escapeProperty(finding.rule.rawValue)
        var message = ""
        if let locale = finding.locale { message += "[\(locale)] " }
        if let key = finding.key { message += TextRules.quoted(key) + ": " }
        message += finding.message
        return "::\(command) \(properties)::\(Self.escapeData(message))\n"
    }

    /// Escapes a command's message.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return AuditText.escapingControls(result)
    }

    /// Escapes a command's property value.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
