/// Where rules put their findings: one file's findings, in the order found.
struct FindingSink {
    /// The file the findings are in (changed as the auditor moves between files).
    var file: String
    /// The rules that may report.
    let rules: AuditRuleSet
    /// What was found.
    var findings: [AuditFinding] = []

    init(file: String, rules: AuditRuleSet) {
        self.file = file
        self.rules = rules
    }

    /// Whether a rule may report.
    @inline(__always)
    func wants(_ rule: AuditRule) -> Bool {
        rules.contains(rule)
    }

    /// Adds a finding if its rule is enabled.
    mutating func add(_ rule: AuditRule, line: Int, key: String?, locale: String?, _ message: @autoclosure () -> String)
    {
        guard rules.contains(rule) else { return }
        findings.append(
            AuditFinding(rule: rule, file: file, line: line, key: key, locale: locale, message: message()))
    }
}
