/// Findings known from an earlier run (`--baseline`), which do not fail the run.
///
/// A finding is known by its rule, file, key, locale and message; the line is
/// left out, so that edits elsewhere in a file keep the baseline valid. The
/// baseline file stores paths relative to its own folder, and a baseline read
/// from a file knows them as absolute paths: a finding matches whatever
/// spelling of its file was audited (`App/x.xcstrings`, `./App/x.xcstrings`,
/// an absolute path, from another working directory). The file is JSON:
///
/// ```swift
/// let baseline = AuditBaseline(findings: diagnostics.findings)
/// try baseline.write(toFile: "audit-baseline.json")
/// // {
/// //   "version" : 1,
/// //   "findings" : [
/// //     { "rule" : "untranslated", "file" : "Localizable.xcstrings", "key" : "OK", "locale" : "de", "message" : "…" }
/// //   ]
/// // }
/// let known = try AuditBaseline(contentsOfFile: "audit-baseline.json")
/// ```
public struct AuditBaseline: Hashable, Sendable {
    /// What identifies a finding across runs.
    public struct Fingerprint: Hashable, Sendable {
        /// The rule id.
        public var rule: String
        /// The file.
        public var file: String
        /// The key, if any.
        public var key: String?
        /// The locale, if any.
        public var locale: String?
        /// The message.
        public var message: String

        /// The fingerprint of a finding.
        public init(_ finding: AuditFinding) {
            self.init(
                rule: finding.rule.rawValue, file: finding.file, key: finding.key, locale: finding.locale,
                message: finding.message)
        }

        /// A fingerprint from its parts.
        public init(rule: String, file: String, key: String?, locale: String?, message: String) {
            self.rule = rule
            self.file = file
            self.key = key
            self.locale = locale
            self.message = message
        }
    }

    /// The known findings, in order, repeats included; files are absolute when the
    /// baseline was read from a file.
    public private(set) var fingerprints: [Fingerprint]
    /// The absolute folder of the file the baseline was read from; nil for one made in memory.
    public private(set) var directory: String?
    /// How many times each fingerprint is known.
    var counts: [Fingerprint: Int] {
        fingerprints.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// A baseline of the given findings.
    public init(findings: [AuditFinding]) {
        fingerprints = findings.map(Fingerprint.init)
    }

    /// A baseline of the given fingerprints.
    public init(fingerprints: [Fingerprint]) {
        self.fingerprints = fingerprints
    }

    /// Reads a baseline file. Throws `FileError` when it cannot be read and
    /// `ParseError` (naming the file) when it is not a baseline.
    public init(contentsOfFile path: String) throws {
        let value = try JSONReader.parse(contentsOfFile: path)
        do throws(ParseError) {
            self = try Self.decode(value)
        } catch {
            throw error.inFile(path)
        }
        let folder = AuditFilePath.directory(of: path)
        directory = folder
        // Thousands of fingerprints name a handful of files: resolve each spelling once.
        var resolved: [String: String] = [:]
        for index in fingerprints.indices {
            let file = fingerprints[index].file
            if let known = resolved[file] {
                fingerprints[index].file = known
            } else {
                let absolute = AuditFilePath.absolute(file, from: folder)
                resolved[file] = absolute
                fingerprints[index].file = absolute
            }
        }
    }

    /// The spelling of a finding's file that this baseline compares: absolute when the
    /// baseline was read from a file, else as given.
    func comparedFile(_ file: String) -> String {
        directory == nil ? file : AuditFilePath.absolute(file)
    }

    /// Reads a baseline from JSON bytes; `file` names it in errors.
    public init(_ bytes: [UInt8], file: String? = nil) throws(ParseError) {
        let value = try JSONReader.parse(bytes, file: file)
        do throws(ParseError) {
            self = try Self.decode(value)
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    private static func decode(_ value: JSONValue) throws(ParseError) -> AuditBaseline {
        let top = SourceLocation(line: 1, column: 1)
        guard let object = value.object else { throw ParseError("a baseline is a JSON object", at: top) }
        guard let version = object.members.first(where: { $0.key == "version" }) else {
            throw ParseError("the baseline has no 'version'", at: top)
        }
        guard version.value.number == "1" else {
            throw ParseError("unsupported baseline version (expected 1)", at: location(of: version))
        }
        guard let list = object.members.first(where: { $0.key == "findings" }) else {
            throw ParseError("the baseline has no 'findings'", at: top)
        }
        guard let items = list.value.array else {
            throw ParseError("'findings' must be an array", at: location(of: list))
        }
        var fingerprints: [Fingerprint] = []
        for item in items {
            guard let fields = item.object, let rule = fields["rule"]?.string, let file = fields["file"]?.string,
                let message = fields["message"]?.string
            else {
                throw ParseError(
                    "each finding needs string 'rule', 'file' and 'message'", at: location(of: list))
            }
            fingerprints.append(
                Fingerprint(
                    rule: rule, file: file, key: fields["key"]?.string, locale: fields["locale"]?.string,
                    message: message))
        }
        return AuditBaseline(fingerprints: fingerprints)
    }

    private static func location(of member: JSONObject.Member) -> SourceLocation {
        SourceLocation(line: max(member.line, 1), column: max(member.column, 1))
    }

    /// The baseline as JSON text, one finding per line, with files as they are known.
    public var jsonText: String {
        jsonText(relativeTo: nil)
    }

    /// The JSON text with files relative to an absolute folder (nil: as they are known).
    func jsonText(relativeTo folder: String?) -> String {
        var text = "{\n  \"version\" : 1,\n  \"findings\" : ["
        var shown: [String: String] = [:]
        for (index, fingerprint) in fingerprints.enumerated() {
            text += index == 0 ? "\n    " : ",\n    "
            var file = fingerprint.file
            if let folder {
                if let known = shown[file] {
                    file = known
                } else {
                    let relative = AuditFilePath.relative(AuditFilePath.absolute(file), to: folder)
                    shown[file] = relative
                    file = relative
                }
            }
            text += "{ \"rule\" : " + JSONWriter.quoted(fingerprint.rule)
            text += ", \"file\" : " + JSONWriter.quoted(file)
            text += ", \"key\" : " + JSONWriter.quotedOrNull(fingerprint.key)
            text += ", \"locale\" : " + JSONWriter.quotedOrNull(fingerprint.locale)
            text += ", \"message\" : " + JSONWriter.quoted(fingerprint.message) + " }"
        }
        text += fingerprints.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Writes the baseline file atomically, with paths relative to its folder. Throws
    /// `FileError` when it cannot be written.
    public func write(toFile path: String) throws(FileError) {
        try AtomicFile.write(Array(jsonText(relativeTo: AuditFilePath.directory(of: path)).utf8), to: path)
    }

    /// The JSON text of a baseline that is not written to a file (standard output), with
    /// paths relative to the current directory: as `write(toFile:)` would give them in a
    /// file saved there, which is where a shell's `> audit-baseline.json` puts it.
    public var jsonTextRelativeToCurrentDirectory: String {
        jsonText(relativeTo: AuditFilePath.absolute(AuditFilePath.currentDirectory))
    }
}
