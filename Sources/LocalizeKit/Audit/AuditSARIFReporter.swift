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

    /// The SARIF log in btnloc's JSON style (`JSONTextWriter`), one rule and
    /// one result a line, ending with a newline.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        let rules = AuditRule.allCases
        let json = JSONTextWriter()
        json.beginObject()
        json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("name", toolName)
        json.member("version", toolVersion)
        json.member("informationUri", informationURI)
        json.key("rules")
        json.beginArray()
        for rule in rules {
            json.beginObject(inline: true)
            json.member("id", rule.rawValue)
            json.member("name", Self.ruleName(rule))
            json.key("shortDescription")
            json.beginObject()
            json.member("text", rule.summary)
            json.endObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.member("level", Self.level(rule.defaultSeverity))
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
        var root = workingDirectory ?? FileManager.default.currentDirectoryPath
        if !root.hasSuffix("/") { root += "/" }
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.member("executionSuccessful", diagnostics.inputFailures.isEmpty)
        json.key("toolExecutionNotifications")
        json.beginArray()
        for failure in diagnostics.inputFailures {
            json.beginObject(inline: true)
            json.member("level", "error")
            json.key("message")
            json.beginObject()
            json.member("text", failure.message)
            json.endObject()
            if let place = failure.place {
                Self.writeLocations(place.file, line: place.line, column: place.column, root: root, to: json)
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.key("originalUriBaseIds")
        json.beginObject(inline: true)
        json.key("%SRCROOT%")
        json.beginObject()
        json.member("uri", "file://" + Self.percentEncoded(root))
        json.endObject()
        json.endObject()
        json.member("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for finding in diagnostics.findings {
            var text = ""
            if let locale = finding.locale { text += "[\(locale)] " }
            if let key = finding.key { text += TextRules.quoted(key) + ": " }
            text += finding.message
            json.beginObject(inline: true)
            json.member("ruleId", finding.rule.rawValue)
            json.member("ruleIndex", rules.firstIndex(of: finding.rule) ?? 0)
            json.member("level", Self.level(finding.severity))
            json.key("message")
            json.beginObject()
            json.member("text", text)
            json.endObject()
            Self.writeLocations(finding.file, line: finding.line, column: finding.column, root: root, to: json)
            json.key("partialFingerprints")
            json.beginObject()
            json.member("btnlocFinding/v1", Self.fingerprint(finding))
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.text()
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
    private static func writeLocations(_ file: String, line: Int, column: Int, root: String, to json: JSONTextWriter) {
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        writeArtifactLocation(file, root: root, to: json)
        if line > 0 {
            json.key("region")
            json.beginObject()
            json.member("startLine", line)
            json.member("startColumn", max(column, 1))
            json.endObject()
        }
        json.endObject()
        json.endObject()
        json.endArray()
    }

    /// A path relative to `%SRCROOT%` (`root`, ending with `/`), or absolute outside it.
    private static func writeArtifactLocation(_ path: String, root: String, to json: JSONTextWriter) {
        json.beginObject()
        var relative = Substring(path)
        if path.hasPrefix("/") && !path.hasPrefix(root) {
            json.member("uri", "file://" + percentEncoded(path))
        } else {
            if path.hasPrefix("/") { relative = relative.dropFirst(root.utf8.count) }
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            json.member("uri", percentEncoded(String(relative)))
            json.member("uriBaseId", "%SRCROOT%")
        }
        json.endObject()
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
