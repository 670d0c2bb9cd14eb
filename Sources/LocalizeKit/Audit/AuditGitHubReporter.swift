/// Writes audit findings as GitHub Actions workflow commands, which the
/// runner turns into annotations on the pull request's files:
/// `::error file=…,line=…,title=…::message`.
///
/// Errors become `error`, warnings `warning`, and infos `notice`. Values are
/// escaped as the runner expects (`%`, line breaks, and in properties `:` and `,`).
///
/// ```swift
/// print(AuditGitHubReporter().render(diagnostics), terminator: "")
/// // ::error file=Localizable.xcstrings,line=12,title=missing-translation::[de] "Cancel": no translation
/// ```
public struct AuditGitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// One command per finding, each on its own line.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        var output = ""
        for finding in diagnostics.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var properties = "file=" + Self.escapeProperty(finding.file)
            if finding.line > 0 { properties += ",line=\(finding.line)" }
            properties += ",title=" + Self.escapeProperty(finding.rule.rawValue)
            var message = ""
            if let locale = finding.locale { message += "[\(locale)] " }
            if let key = finding.key { message += TextRules.quoted(key) + ": " }
            message += finding.message
            output += "::\(command) \(properties)::\(Self.escapeData(message))\n"
        }
        return output
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
        return result
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
