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

    /// Adds a finding if its rule is enabled; `severity` overrides the rule's; `column` 0 when unknown.
    mutating func add(
        _ rule: AuditRule, severity: AuditSeverity? = nil, line: Int, column: Int = 0, key: String?, locale: String?,
        _ message: @autoclosure () -> String
    ) {
        guard rules.contains(rule) else { return }
        findings.append(
            AuditFinding(
                rule: rule, severity: severity, file: file, line: line, column: column, key: key, locale: locale,
                message: message()))
    }

    /// Whether a finding of `rule` about `locale` was added at or after `start` (one finding per
    /// key, locale and rule for the rules that look at every form of a text).
    func hasFinding(_ rule: AuditRule, locale: String?, since start: Int) -> Bool {
        var index = findings.count
        while index > start {
            index -= 1
            if findings[index].rule == rule && findings[index].locale == locale { return true }
        }
        return false
    }
}
