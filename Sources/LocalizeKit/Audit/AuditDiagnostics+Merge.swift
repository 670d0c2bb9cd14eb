extension AuditDiagnostics {
    /// Adds everything another audit found: its findings (of the rules enabled
    /// here), input failures, files, locales and per-locale counts, after this audit's.
    ///
    /// ```swift
    /// var diagnostics = Auditor().audit(paths: ["App"])
    /// diagnostics.merge(Auditor().audit(catalog, file: "<stdin>"))
    /// ```
    public mutating func merge(_ other: AuditDiagnostics) {
        // Into an empty engine, the other's findings are taken as they are (one array, not a copy).
        if findings.isEmpty && other.findings.allSatisfy({ rules.contains($0.rule) }) {
            takeFindings(other.findings)
        } else {
            add(contentsOf: other.findings)
        }
        for failure in other.inputFailures { add(failure) }
        for file in other.files { addFile(file) }
        for summary in other.summaries { addSummary(summary) }
        addLocales(other.locales)
    }
}
