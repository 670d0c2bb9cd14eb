import Testing

@testable import LocalizeKit

/// One folder that cannot be checked does not fail the audit of a whole repository.
@Suite("Audit: a folder without a source table among others")
struct MissingSourceTableTests {
    @Test("The other folders are audited, the one without en.lproj is a warning, the exit follows the findings")
    func repository() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
        try folder.write("App/de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n")
        try folder.write("Extension/de.lproj/Localizable.strings", "\"x\" = \"X\";\n")
        let diagnostics = Auditor().audit(paths: [folder.path])
        #expect(diagnostics.inputFailures.isEmpty)
        let rules = diagnostics.findings.map(\.rule)
        #expect(rules.contains(.missingTranslation), "App's German lacks 'b': \(diagnostics.findings)")
        #expect(rules.filter { $0 == .missingSourceTable }.count == 1)
        #expect(diagnostics.findings.first { $0.rule == .missingSourceTable }?.file == folder.path + "/Extension")
        #expect(diagnostics.outcome(failOn: .error) == .failed)
    }
}
