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

    /// The report as a JSON object in btnloc's JSON style (`JSONTextWriter`),
    /// one finding a line, ending with a newline.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        let json = JSONTextWriter()
        json.beginObject()
        json.key("findings")
        json.beginArray()
        for finding in diagnostics.findings {
            json.beginObject(inline: true)
            json.member("rule", finding.rule.rawValue)
            json.member("severity", finding.severity.rawValue)
            json.member("file", finding.file)
            json.member("line", finding.line)
            json.member("column", finding.column)
            json.member("key", finding.key)
            json.member("locale", finding.locale)
            json.member("message", finding.message)
            json.endObject()
        }
        json.endArray()
        json.key("errors")
        json.beginArray()
        for failure in diagnostics.inputFailures {
            let place = failure.place
            json.beginObject(inline: true)
            json.member("file", place?.file)
            json.member("line", place?.line ?? 0)
            json.member("column", place?.column ?? 0)
            json.member("message", failure.message)
            json.endObject()
        }
        json.endArray()
        json.key("summary")
        json.beginObject()
        for summary in diagnostics.summaries {
            json.key(summary.locale)
            json.beginObject(inline: true)
            json.member("keys", summary.keys)
            json.member("translated", summary.translated)
            json.member("missing", summary.missing)
            json.key("percent")
            json.number(literal: TextRules.format(summary.percent))
            json.endObject()
        }
        json.endObject()
        json.key("counts")
        json.beginObject(inline: true)
        for severity in [AuditSeverity.error, .warning, .note] {
            json.member(severity.rawValue, diagnostics.count(of: severity))
        }
        json.endObject()
        json.member("suppressed", diagnostics.suppressedCount)
        json.endObject()
        return json.text()
    }
}
