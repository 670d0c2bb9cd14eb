import Testing

@testable import LocalizeKit

@Suite("Audit: a large catalog divided between threads")
struct CatalogAuditPartsTests {
    typealias F = AuditFixtures

    /// A catalog of 40 entries, one per line, with what only the whole file shows: keys repeated
    /// far apart, translations equal to the source of an entry far before or just after, locales
    /// first met late (one unknown to ICU, one unknown met early too), entries lacking them.
    static func catalog(sourceLanguageLast: Bool = false) -> String {
        var lines: [String] = []
        for index in 0..<40 {
            var key = "Entry \(index)"
            var localizations: [(String, String)] = []
            var source = "Entry number \(index)"
            var german = "Eintrag Nummer \(index)"
            switch index {
            case 3: source = "Open the front door"
            case 30: german = "Open the front door"  // copied from entry 3, far before
            case 19: german = "Close the back window"  // the source of entry 22, just after
            case 22: source = "Close the back window"
            case 5, 25, 33: key = "Repeated key"
            default: break
            }
            localizations.append(("en", F.unit(source)))
            localizations.append(("de", F.unit(german)))
            if index % 3 != 0 { localizations.append(("fr", F.unit("Entrée numéro \(index)"))) }
            if index == 8 || index == 31 { localizations.append(("xx", F.unit("Xx \(index)"))) }
            if index >= 24 && index % 2 == 0 { localizations.append(("it", F.unit("Voce numero \(index)"))) }
            if index == 27 || index == 35 { localizations.append(("de-XX", F.unit("Eintrag \(index)"))) }
            if index == 12 { localizations.append(("ja", F.unit("Entry number 12", state: "needs_review"))) }
            let members = localizations.map { "\(F.quote($0.0)) : \($0.1)" }.joined(separator: ", ")
            lines.append("    \(F.quote(key)) : {\"localizations\" : {\(members)}}")
        }
        let strings = "\"strings\" : {\n" + lines.joined(separator: ",\n") + "\n  }"
        return sourceLanguageLast
            ? "{\n  \(strings),\n  \"version\" : \"1.0\",\n  \"sourceLanguage\" : \"en\"\n}\n"
            : "{\n  \"sourceLanguage\" : \"en\",\n  \(strings),\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Options that divide the file at the entries of the lines numbered `lines` (1-based).
    static func options(_ text: String, atLines lines: Set<Int>) -> ParallelCatalogReader.Options {
        let bytes = Array(text.utf8)
        var lineOf: [Int: Int] = [:]
        var line = 1
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            line += 1
            lineOf[offset + 1] = line
        }
        return ParallelCatalogReaderTests.options(bytes) { all in
            all.filter { lines.contains(lineOf[$0.lineStart] ?? 0) }
        }
    }

    /// `text` written to a file named `name` in a new folder (kept alive by the caller).
    static func written(_ text: String, as name: String) throws -> (folder: TemporaryFolder, file: String) {
        let folder = try TemporaryFolder()
        try folder.write(name, text)
        return (folder, folder.path + "/" + name)
    }

    func auditInParts(
        _ file: String, _ options: ParallelCatalogReader.Options, _ configuration: AuditConfiguration
    ) -> AuditDiagnostics {
        var diagnostics = AuditDiagnostics()
        CatalogAuditor.audit(file: file, configuration: configuration, into: &diagnostics, parts: options)
        return diagnostics
    }

    @Test("Divided at any entry, or into several parts, the audit finds what one thread finds, in order")
    func anyDivision() throws {
        let text = Self.catalog()
        let (folder, file) = try Self.written(text, as: "Parts.xcstrings")
        defer { withExtendedLifetime(folder) {} }
        let configurations = [
            AuditConfiguration(), AuditConfiguration(rules: [.duplicateKey, .copiedFromOtherKey, .unknownLocale]),
            AuditConfiguration(rules: [.missingTranslation]),
        ]
        for configuration in configurations {
            let whole = try F.audit(text, configuration: configuration, file: file)
            // Entries are on lines 4 to 43: a division before each, then three at once.
            var divisions = (5...43).map { Set([$0]) }
            divisions.append([10, 23, 26, 36])
            for lines in divisions {
                let parts = auditInParts(file, Self.options(text, atLines: lines), configuration)
                #expect(parts.findings == whole.findings, "divided at lines \(lines.sorted())")
                #expect(parts.summaries == whole.summaries, "divided at lines \(lines.sorted())")
                #expect(parts.locales == whole.locales)
            }
        }
        // What makes the comparison worth it: findings that need the entries of other parts.
        let all = try F.audit(text, file: file)
        #expect(all.findings(.duplicateKey).map(\.line) == [29, 37])
        #expect(all.findings(.copiedFromOtherKey).map(\.line) == [23, 34])
        #expect(all.findings(.unknownLocale).map(\.locale) == ["xx", "de-XX"])
        #expect(all.findings(.missingTranslation).contains { $0.locale == "it" && $0.line == 4 })
    }

    @Test("Each part's own repeats of a key and unknown locales are reported once, as by one thread")
    func repeatsWithinAndAcrossParts() throws {
        let text = Self.catalog()
        let (folder, file) = try Self.written(text, as: "Parts.xcstrings")
        defer { withExtendedLifetime(folder) {} }
        // The key of lines 29 and 37 and the locale `xx` of lines 12 and 35 are met in both parts.
        let parts = auditInParts(file, Self.options(text, atLines: [20]), AuditConfiguration())
        #expect(parts.findings(.duplicateKey).map(\.line) == [29, 37])
        #expect(parts.findings(.unknownLocale).map(\.line) == [12, 31])
    }

    @Test("A catalog whose sourceLanguage comes after its strings is audited in parts all the same")
    func sourceLanguageLast() throws {
        let text = Self.catalog(sourceLanguageLast: true)
        let (folder, file) = try Self.written(text, as: "Late.xcstrings")
        defer { withExtendedLifetime(folder) {} }
        let whole = try F.audit(text, file: file)
        let parts = auditInParts(file, Self.options(text, atLines: [15, 30]), AuditConfiguration())
        #expect(!whole.findings.isEmpty)
        #expect(parts.findings == whole.findings)
        #expect(parts.summaries == whole.summaries)
    }

    @Test("A malformed entry in a later part gives the error one thread gives, and no findings")
    func malformedLaterPart() throws {
        let folder = try TemporaryFolder()
        let text = ParallelCatalogReaderTests.replacing(
            "\"Entry 34\" : {\"localizations\" : {", with: "\"Entry 34\" : {\"localizations\" : 3, \"x\" : {",
            in: Self.catalog())
        try folder.write("Broken.xcstrings", text)
        let file = folder.path + "/Broken.xcstrings"
        var serial = AuditDiagnostics()
        CatalogAuditor.audit(file: file, configuration: AuditConfiguration(), into: &serial, concurrent: false)
        let parts = auditInParts(file, Self.options(text, atLines: [20, 30]), AuditConfiguration())
        #expect(serial.inputFailures.count == 1)
        #expect(parts.inputFailures.map(\.description) == serial.inputFailures.map(\.description))
        #expect(parts.findings.isEmpty)
    }
}
