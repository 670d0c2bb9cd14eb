#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes audit results as SARIF 2.1.0, the format code scanning services
/// (GitHub code scanning, Azure DevOps) read.
///
/// Every rule is described in the tool's `rules`; each finding is a result
/// with its rule, level (`error`, `warning`, `note`), message, file and line,
/// and a `partialFingerprints` value that stays the same when lines move.
/// Paths are given relative to `%SRCROOT%`, the working directory (absolute
/// paths outside it stay absolute). The run's invocation says whether every
/// input could be read (`executionSuccessful`), with a notification, at its
/// position, for each one that could not.
///
/// ```swift
/// let sarif = AuditSARIFReporter(toolName: "btnloc", toolVersion: "0.1.0").render(diagnostics)
/// try AtomicFile.write(Array(sarif.utf8), to: "audit.sarif")
/// ```
public struct AuditSARIFReporter: Sendable {
    /// The tool's name in the log.
    public var toolName: String
    /// The tool's version in the log.
    public var toolVersion: String
    /// Where the tool is documented.
    public var informationURI: String
    /// The directory `%SRCROOT%` stands for, absolute; nil: the current directory.
    public var workingDirectory: String?

    /// Creates a reporter.
    public init(
        toolName: String = "btnloc", toolVersion: String,
        informationURI: String = "https://github.com/standardbuttons/StandardButtons", workingDirectory: String? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.workingDirectory = workingDirectory
    }

    /// The SARIF log, ending with a newline.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        let rules = AuditRule.allCases
        var output = "{\n  \"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
        output += "  \"version\" : \"2.1.0\",\n  \"runs\" : [\n    {\n"
        output += "      \"tool\" : {\n        \"driver\" : {\n"
        output += "          \"name\" : \(JSONWriter.quoted(toolName)),\n"
        output += "          \"version\" : \(JSONWriter.quoted(toolVersion)),\n"
        output += "          \"informationUri\" : \(JSONWriter.quoted(informationURI)),\n"
        output += "          \"rules\" : ["
        for (index, rule) in rules.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "            { \"id\" : \(JSONWriter.quoted(rule.rawValue))"
            output += ", \"name\" : \(JSONWriter.quoted(Self.ruleName(rule)))"
            output += ", \"shortDescription\" : { \"text\" : \(JSONWriter.quoted(rule.summary)) }"
            output += ", \"defaultConfiguration\" : { \"level\" : \"\(Self.level(rule.defaultSeverity))\" } }"
        }
        output += "\n          ]\n        }\n      },\n"
        var root = workingDirectory ?? FileManager.default.currentDirectoryPath
        if !root.hasSuffix("/") { root += "/" }
        output +=
            "      \"invocations\" : [\n        { \"executionSuccessful\" : "
            + (diagnostics.inputFailures.isEmpty ? "true" : "false")
        output += ", \"toolExecutionNotifications\" : ["
        for (index, failure) in diagnostics.inputFailures.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output +=
                "            { \"level\" : \"error\", \"message\" : { \"text\" : \(JSONWriter.quoted(failure.message)) }"
            if let place = failure.place {
                output += ", " + Self.locations(place.file, line: place.line, column: place.column, root: root)
            }
            output += " }"
        }
        output += diagnostics.inputFailures.isEmpty ? "] }\n      ],\n" : "\n          ] }\n      ],\n"
        output +=
            "      \"originalUriBaseIds\" : { \"%SRCROOT%\" : { \"uri\" : "
            + JSONWriter.quoted("file://" + Self.percentEncoded(root)) + " } },\n"
        output += "      \"columnKind\" : \"unicodeCodePoints\",\n"
        output += "      \"results\" : ["
        for (index, finding) in diagnostics.findings.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            let ruleIndex = rules.firstIndex(of: finding.rule) ?? 0
            var text = ""
            if let locale = finding.locale { text += "[\(locale)] " }
            if let key = finding.key { text += TextRules.quoted(key) + ": " }
            text += finding.message
            output += "        { \"ruleId\" : \(JSONWriter.quoted(finding.rule.rawValue)), \"ruleIndex\" : \(ruleIndex)"
            output += ", \"level\" : \"\(Self.level(finding.severity))\""
            output += ", \"message\" : { \"text\" : \(JSONWriter.quoted(text)) }"
            output += ", " + Self.locations(finding.file, line: finding.line, column: finding.column, root: root)
            output += ", \"partialFingerprints\" : { \"btnlocFinding/v1\" : \"\(Self.fingerprint(finding))\" } }"
        }
        output += diagnostics.findings.isEmpty ? "]\n" : "\n      ]\n"
        output += "    }\n  ]\n}\n"
        return output
    }

    /// SARIF's level for a severity.
    static func level(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `missing-translation` → `MissingTranslation`.
    private static func ruleName(_ rule: AuditRule) -> String {
        rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `"locations" : [ … ]` with one physical location: the file, and the line and column when known.
    private static func locations(_ file: String, line: Int, column: Int, root: String) -> String {
        var text = "\"locations\" : [ { \"physicalLocation\" : { \"artifactLocation\" : "
        text += artifactLocation(file, root: root)
        if line > 0 { text += ", \"region\" : { \"startLine\" : \(line), \"startColumn\" : \(max(column, 1)) }" }
        return text + " } } ]"
    }

    /// A path relative to `%SRCROOT%` (`root`, ending with `/`), or absolute outside it.
    static func artifactLocation(_ path: String, root: String) -> String {
        var relative = Substring(path)
        if path.hasPrefix("/") {
            guard path.hasPrefix(root) else {
                return "{ \"uri\" : \(JSONWriter.quoted("file://" + percentEncoded(path))) }"
            }
            relative = relative.dropFirst(root.utf8.count)
        }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return "{ \"uri\" : \(JSONWriter.quoted(percentEncoded(String(relative)))), \"uriBaseId\" : \"%SRCROOT%\" }"
    }

    /// A path as a URI reference: bytes other than unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let isUnreserved =
                byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + JSONScanner.hex(byte, digits: 2)
            }
        }
        return result
    }

    /// A 64-bit FNV-1a hash of what identifies a finding across runs (not its line), in hexadecimal.
    static func fingerprint(_ finding: AuditFinding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [finding.rule.rawValue, finding.file, finding.key ?? "", finding.locale ?? "", finding.message] {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0x1F
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
