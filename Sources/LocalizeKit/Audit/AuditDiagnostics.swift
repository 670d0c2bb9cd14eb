/// The diagnostics engine of an audit: it collects the findings, the
/// per-locale summaries and the inputs that could not be read, sets known
/// findings aside against a baseline, and decides the outcome of the run
/// (and so the exit status) in one place.
///
/// ```swift
/// var diagnostics = Auditor().audit(paths: ["Localizable.xcstrings"])
/// diagnostics.suppress(knownIn: try AuditBaseline(contentsOfFile: "audit-baseline.json"))
/// for finding in diagnostics.findings { print(finding) }
/// exit(diagnostics.outcome(failOn: .error).exitStatus)
/// ```
public struct AuditDiagnostics: Sendable {
    /// The findings, in the order of the inputs, then by line; baselined ones are not here.
    public private(set) var findings: [AuditFinding] = []
    /// How many findings a baseline set aside.
    public private(set) var suppressedCount = 0
    /// The inputs that could not be audited, in the order met.
    public private(set) var inputFailures: [AuditInputFailure] = []
    /// How complete each locale is, in the order Xcode sorts localizations (whatever the
    /// input: a catalog or `.lproj` folders).
    public private(set) var summaries: [AuditLocaleSummary] = []
    /// Every locale the inputs have, as written, in order of first appearance.
    public private(set) var locales: [String] = []
    /// The files audited, in order.
    public private(set) var files: [String] = []
    /// The rules whose findings are kept.
    public let rules: Set<AuditRule>

    /// An empty engine that keeps the findings of `rules`.
    public init(rules: Set<AuditRule> = Set(AuditRule.allCases)) {
        self.rules = rules
    }

    /// Adds a finding, unless its rule is not enabled.
    public mutating func add(_ finding: AuditFinding) {
        if rules.contains(finding.rule) { findings.append(finding) }
    }

    /// Adds findings in order, keeping those of enabled rules.
    public mutating func add<S: Sequence>(contentsOf newFindings: S) where S.Element == AuditFinding {
        for finding in newFindings where rules.contains(finding.rule) { findings.append(finding) }
    }

    /// Takes findings as they are, into an engine that has none (their rules are enabled).
    mutating func takeFindings(_ newFindings: [AuditFinding]) {
        findings = newFindings
    }

    /// Makes room for `count` more findings.
    mutating func reserveFindings(_ count: Int) {
        findings.reserveCapacity(findings.count + count)
    }

    /// Records an input that could not be audited.
    public mutating func add(_ failure: AuditInputFailure) {
        inputFailures.append(failure)
    }

    /// Records a file as audited.
    public mutating func addFile(_ file: String) {
        files.append(file)
    }

    /// Adds a locale's counts to its summary (summed over every input).
    public mutating func addSummary(_ summary: AuditLocaleSummary) {
        if let index = summaries.firstIndex(where: { $0.locale == summary.locale }) {
            summaries[index].keys += summary.keys
            summaries[index].translated += summary.translated
        } else {
            let position =
                summaries.firstIndex { CatalogKeyOrder.precedes(summary.locale, $0.locale) } ?? summaries.count
            summaries.insert(summary, at: position)
        }
    }

    /// Records the locales an input has.
    public mutating func addLocales<S: Sequence>(_ names: S) where S.Element == String {
        for name in names where !locales.contains(name) { locales.append(name) }
    }

    /// Removes the findings a baseline knows (each baseline item matches one finding at most).
    public mutating func suppress(knownIn baseline: AuditBaseline) {
        var remaining = baseline.counts
        var kept: [AuditFinding] = []
        kept.reserveCapacity(findings.count)
        var files: [String: String] = [:]
        for finding in findings {
            var fingerprint = AuditBaseline.Fingerprint(finding)
            if let known = files[finding.file] {
                fingerprint.file = known
            } else {
                let compared = baseline.comparedFile(finding.file)
                files[finding.file] = compared
                fingerprint.file = compared
            }
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                suppressedCount += 1
            } else {
                kept.append(finding)
            }
        }
        findings = kept
    }

    /// The number of findings of a severity.
    public func count(of severity: AuditSeverity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// How the run ends: an input failure first (the first one met), then
    /// `failed` if a finding is at or above the threshold, else `passed`.
    public func outcome(failOn threshold: AuditFailThreshold) -> AuditOutcome {
        if let failure = inputFailures.first { return failure.outcome }
        return findings.contains { threshold.fails($0.severity) } ? .failed : .passed
    }

    /// Sorts the findings of the files added since `start` by line, stably.
    mutating func sortFindings(from start: Int) {
        guard start < findings.count else { return }
        let slice = findings[start...].enumerated().sorted { left, right in
            if left.element.line != right.element.line { return left.element.line < right.element.line }
            return left.offset < right.offset
        }
        findings.replaceSubrange(start..., with: slice.map(\.element))
    }
}
