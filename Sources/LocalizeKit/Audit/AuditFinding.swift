/// One problem the audit found: which rule, how serious, and where.
///
/// ```swift
/// let finding = AuditFinding(
///     rule: .missingTranslation, file: "Localizable.xcstrings", line: 12, column: 5,
///     key: "Cancel", locale: "de", message: "no translation")
/// finding.severity   // .error
/// finding.description
/// // Localizable.xcstrings:12:5: error: [de] "Cancel": no translation [missing-translation]
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: AuditRule
    /// How serious it is.
    public var severity: AuditSeverity
    /// The file, as the path was given (or found under a given directory).
    public var file: String
    /// The 1-based line of the entry (or the part of it) in `file`; 0 when no line applies.
    public var line: Int
    /// The 1-based column where the entry's (or the part's) key starts on `line`; 0 when unknown.
    public var column: Int
    /// The localization key, when the finding is about one.
    public var key: String?
    /// The locale as written in the file (`de`, `pt-BR`), when the finding is about one.
    public var locale: String?
    /// What is wrong, as a phrase without a final period.
    public var message: String

    /// Creates a finding; the severity defaults to the rule's.
    public init(
        rule: AuditRule, severity: AuditSeverity? = nil, file: String, line: Int, column: Int = 0, key: String?,
        locale: String?, message: String
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.message = message
    }

    /// `file:line:column: severity: [locale] "key": message [rule]`, as the text report writes it.
    public var description: String {
        AuditTextReporter().line(for: self)
    }
}
