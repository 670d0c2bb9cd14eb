/// Writes audit results as JSON: the findings, and the completion of each locale.
///
/// ```swift
/// print(AuditJSONReporter().render(diagnostics))
/// // {
/// //   "findings" : [
/// //     { "rule" : "missing-translation", "severity" : "error", "file" : "Localizable.xcstrings",
/// //       "line" : 12, "key" : "Cancel", "locale" : "de", "message" : "no translation" }
/// //   ],
/// //   "summary" : {
/// //     "de" : { "keys" : 4, "translated" : 3, "missing" : 1, "percent" : 75.0 }
/// //   },
/// //   "counts" : { "error" : 1, "warning" : 0, "info" : 0 },
/// //   "suppressed" : 0
/// // }
/// ```
public struct AuditJSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The report as a JSON object, ending with a newline.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        var output = "{\n  \"findings\" : ["
        for (index, finding) in diagnostics.findings.enumerated() {
            output += index == 0 ? "\n    " : ",\n    "
            output += "{ \"rule\" : " + JSONWriter.quoted(finding.rule.rawValue)
            output += ", \"severity\" : " + JSONWriter.quoted(finding.severity.rawValue)
            output += ", \"file\" : " + JSONWriter.quoted(finding.file)
            output += ", \"line\" : \(finding.line)"
            output += ", \"key\" : " + JSONWriter.quotedOrNull(finding.key)
            output += ", \"locale\" : " + JSONWriter.quotedOrNull(finding.locale)
            output += ", \"message\" : " + JSONWriter.quoted(finding.message) + " }"
        }
        output += diagnostics.findings.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"summary\" : {"
        for (index, summary) in diagnostics.summaries.enumerated() {
            output += index == 0 ? "\n    " : ",\n    "
            output += JSONWriter.quoted(summary.locale) + " : { \"keys\" : \(summary.keys)"
            output += ", \"translated\" : \(summary.translated), \"missing\" : \(summary.missing)"
            output += ", \"percent\" : " + TextRules.format(summary.percent) + " }"
        }
        output += diagnostics.summaries.isEmpty ? "},\n" : "\n  },\n"
        output += "  \"counts\" : { \"error\" : \(diagnostics.count(of: .error))"
        output += ", \"warning\" : \(diagnostics.count(of: .warning)), \"info\" : \(diagnostics.count(of: .info)) },\n"
        output += "  \"suppressed\" : \(diagnostics.suppressedCount)\n}\n"
        return output
    }
}
