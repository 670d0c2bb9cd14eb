/// Writes audit results as JSON: the findings, the inputs that could not be
/// audited (`errors`, with their position when known), the completion of each
/// locale and the counts per severity.
///
/// ```swift
/// print(AuditJSONReporter().render(diagnostics))
/// // {
/// //   "findings" : [
/// //     { "rule" : "missing-translation", "severity" : "error", "file" : "Localizable.xcstrings",
/// //       "line" : 12, "column" : 5, "key" : "Cancel", "locale" : "de", "message" : "no translation" }
/// //   ],
/// //   "errors" : [
/// //     { "file" : "Broken.xcstrings", "line" : 3, "column" : 5, "message" : "expected ':' after an object key" }
/// //   ],
/// //   "summary" : {
/// //     "de" : { "keys" : 4, "translated" : 3, "missing" : 1, "percent" : 75.0 }
/// //   },
/// //   "counts" : { "error" : 1, "warning" : 0, "note" : 0 },
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
            output += ", \"column\" : \(finding.column)"
            output += ", \"key\" : " + JSONWriter.quotedOrNull(finding.key)
            output += ", \"locale\" : " + JSONWriter.quotedOrNull(finding.locale)
            output += ", \"message\" : " + JSONWriter.quoted(finding.message) + " }"
        }
        output += diagnostics.findings.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"errors\" : ["
        for (index, failure) in diagnostics.inputFailures.enumerated() {
            output += index == 0 ? "\n    " : ",\n    "
            let place = failure.place
            output += "{ \"file\" : " + JSONWriter.quotedOrNull(place?.file)
            output += ", \"line\" : \(place?.line ?? 0), \"column\" : \(place?.column ?? 0)"
            output += ", \"message\" : " + JSONWriter.quoted(failure.message) + " }"
        }
        output += diagnostics.inputFailures.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"summary\" : {"
        for (index, summary) in diagnostics.summaries.enumerated() {
            output += index == 0 ? "\n    " : ",\n    "
            output += JSONWriter.quoted(summary.locale) + " : { \"keys\" : \(summary.keys)"
            output += ", \"translated\" : \(summary.translated), \"missing\" : \(summary.missing)"
            output += ", \"percent\" : " + TextRules.format(summary.percent) + " }"
        }
        output += diagnostics.summaries.isEmpty ? "},\n" : "\n  },\n"
        output += "  \"counts\" : { \"error\" : \(diagnostics.count(of: .error))"
        output += ", \"warning\" : \(diagnostics.count(of: .warning)), \"note\" : \(diagnostics.count(of: .note)) },\n"
        output += "  \"suppressed\" : \(diagnostics.suppressedCount)\n}\n"
        return output
    }
}
