import Testing

@testable import LocalizeKit

/// An escape CoreFoundation's parser does not know stands for the escaped character, as
/// Apple's loader reads it (`\Č` is `Č`, `\q` is `q`): a file Apple loads is read, and each
/// such escape is kept for the audit's `unknown-escape` warning.
@Suite("Strings files: unknown escapes")
struct StringsUnknownEscapeTests {
    @Test(
        "The escaped character stands for itself, whatever its length in UTF-8",
        arguments: [
            (#""a" = "x\qy";"#, "xqy", "q"), (#""Done" = "Kon\Čano";"#, "KonČano", "Č"),
            (#""a" = "\東京";"#, "東京", "東"), (#""a" = "\🙂!";"#, "🙂!", "🙂"),
        ])
    func readAsItself(text: String, value: String, character: String) throws {
        let table = try StringsFileReader.read(text, file: "x.strings")
        #expect(table.entries.first?.value == value)
        #expect(table.unknownEscapes.map { String($0.character) } == [character])
    }

    @Test("Each unknown escape is listed with the backslash's line and column; known escapes are not")
    func locations() throws {
        let table = try StringsFileReader.read(
            "\"a\" = \"\\n\\t\\\"\";\n\"Source\" = \"Vir\";\n\"b\" = \"x\\Čy\\ž\";\n", file: "sl.strings")
        #expect(table["b"] == "xČyž")
        #expect(table.unknownEscapes.map(\.location.line) == [3, 3])
        #expect(table.unknownEscapes.map(\.location.column) == [9, 12])
        #expect(try StringsFileReader.read("\"a\" = \"\\n\\\\\\U00E9\";", file: "x").unknownEscapes.isEmpty)
    }

    @Test("A folder with such a file is audited: one warning, and no missing translation")
    func audit() throws {
        let folder = try TemporaryFolder()
        try folder.write("Resources/en.lproj/Localizable.strings", "\"Source\" = \"Source\";\n\"Done\" = \"Done\";\n")
        try folder.write("Resources/sl.lproj/Localizable.strings", "\"Source\" = \"Vir\";\n\"Done\" = \"Kon\\Čano\";\n")
        var diagnostics = AuditDiagnostics()
        TableTreeAuditor.audit(
            directory: folder.path + "/Resources", localization: nil, configuration: AuditConfiguration(),
            into: &diagnostics)
        #expect(diagnostics.inputFailures.isEmpty)
        let findings = diagnostics.findings
        #expect(findings.map(\.rule) == [.unknownEscape], "\(findings)")
        #expect(findings.first?.line == 2 && findings.first?.locale == "sl")
        #expect(findings.first?.severity == .warning)
    }
}
