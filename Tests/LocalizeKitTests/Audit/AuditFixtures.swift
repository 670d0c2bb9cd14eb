import LocalizeKit

/// Small String Catalogs written for the audit tests, as JSON text.
///
/// `Catalog.json` puts every entry and every localization on a line of its
/// own, so that tests can name the line a finding must point at.
enum AuditFixtures {
    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A localization holding one string.
    static func unit(_ value: String, state: String = "translated") -> String {
        "{\"stringUnit\" : {\"state\" : \(quote(state)), \"value\" : \(quote(value))}}"
    }

    /// A localization varying by plural category.
    static func plural(_ forms: KeyValuePairs<String, String>, state: String = "translated") -> String {
        let members = forms.map { "\(quote($0.key)) : \(unit($0.value, state: state))" }
        return "{\"variations\" : {\"plural\" : {" + members.joined(separator: ", ") + "}}}"
    }

    /// A localization varying by device.
    static func device(_ forms: KeyValuePairs<String, String>) -> String {
        let members = forms.map { "\(quote($0.key)) : \(unit($0.value))" }
        return "{\"variations\" : {\"device\" : {" + members.joined(separator: ", ") + "}}}"
    }

    /// A localization with a string that uses substitutions, each given as its JSON.
    static func substituted(_ value: String, _ substitutions: KeyValuePairs<String, String>) -> String {
        let members = substitutions.map { "\(quote($0.key)) : \($0.value)" }
        return "{\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \(quote(value))}, \"substitutions\" : {"
            + members.joined(separator: ", ") + "}}"
    }

    /// A substitution varying by plural category.
    static func substitution(
        argNum: Int? = 1, formatSpecifier: String? = "lld", _ forms: KeyValuePairs<String, String>
    ) -> String {
        var fields: [String] = []
        if let argNum { fields.append("\"argNum\" : \(argNum)") }
        if let formatSpecifier { fields.append("\"formatSpecifier\" : \(quote(formatSpecifier))") }
        let members = forms.map { "\(quote($0.key)) : \(unit($0.value))" }
        fields.append("\"variations\" : {\"plural\" : {" + members.joined(separator: ", ") + "}}")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// An entry: its localizations, one per line, and other fields (`"shouldTranslate" : false`).
    static func entry(_ localizations: KeyValuePairs<String, String>, fields: String? = nil) -> String {
        let members = localizations.map { "\(quote($0.key)) : \($0.value)" }
        return "{" + (fields.map { $0 + ", " } ?? "") + "\"localizations\" : {\n"
            + members.joined(separator: ",\n") + "\n}}"
    }

    /// A catalog: entries one after the other, each key on its own line.
    ///
    /// Line 1 is `{`, line 2 holds `sourceLanguage` and `version`, the first key is on
    /// line 3, and each entry takes its localizations' count plus two lines.
    static func catalog(_ entries: KeyValuePairs<String, String>, source: String = "en") -> String {
        let members = entries.map { "\(quote($0.key)) : \($0.value)" }
        return "{\n\"sourceLanguage\" : \(quote(source)), \"version\" : \"1.0\", \"strings\" : {\n"
            + members.joined(separator: ",\n") + "\n}}\n"
    }

    /// Audits catalog text with a configuration (by default every rule).
    static func audit(
        _ json: String, configuration: AuditConfiguration = AuditConfiguration(), file: String = "Test.xcstrings"
    ) throws -> AuditDiagnostics {
        let catalog = try XCStringsReader.read(Array(json.utf8), file: file)
        return Auditor(configuration: configuration).audit(catalog, file: file)
    }

    /// Audits catalog text with only some rules.
    static func audit(_ json: String, rules: Set<AuditRule>) throws -> AuditDiagnostics {
        try audit(json, configuration: AuditConfiguration(rules: rules))
    }
}

extension AuditDiagnostics {
    /// The findings of one rule.
    func findings(_ rule: AuditRule) -> [AuditFinding] {
        findings.filter { $0.rule == rule }
    }

    /// `locale key: message` of each finding of a rule, for compact expectations.
    func summary(_ rule: AuditRule) -> [String] {
        findings(rule).map { "\($0.locale ?? "-") \($0.key ?? "-"): \($0.message)" }
    }
}
