import Testing

@testable import btnloc_build_audit

/// The build step's stamp file records the audit's counts line.
@Suite("The build audit's stamp")
struct BuildAuditStampTests {
    @Test("The counts line at the end, not a finding before it that looks like one")
    func countsLine() {
        let report = """
            2 errors, A.xcstrings:4:7: warning: [de] "errors in files": needs review [needs-review]

            0 errors, 1 warning, 0 notes in 1 file

            """
        #expect(
            BuildAudit.stampText(forReport: report)
                == "// Localization audit: 0 errors, 1 warning, 0 notes in 1 file.\n")
    }

    @Test("No counts line")
    func noReport() {
        #expect(BuildAudit.stampText(forReport: "") == "// Localization audit: no report.\n")
    }
}
