import Testing

@testable import LocalizeKit

/// One root cause, one finding: a string marked for review is reported as `needs-review`,
/// not again by the text rules, while its placeholders are still checked.
@Suite("Audit: a string under review is one finding")
struct ReviewRootCauseTests {
    typealias F = AuditFixtures

    /// The rules a string under review could stack: review, text and placeholder rules.
    static let rules: Set<AuditRule> = [.needsReview, .untranslated, .punctuationMismatch, .placeholderMismatch]

    @Test("needs_review with English left in place and other punctuation: only needs-review")
    func onlyNeedsReview() throws {
        let json = F.catalog([
            "Delete?": F.entry(["en": F.unit("Delete?"), "de": F.unit("Löschen", state: "needs_review")]),
            "Save the document": F.entry([
                "en": F.unit("Save the document"), "de": F.unit("Save the document", state: "needs_review"),
            ]),
        ])
        let findings = try F.audit(json, rules: Self.rules).findings
        #expect(findings.map(\.rule) == [.needsReview, .needsReview], "\(findings)")
    }

    @Test("The same strings in state translated get the text rules' findings")
    func translatedStillChecked() throws {
        let json = F.catalog([
            "Delete?": F.entry(["en": F.unit("Delete?"), "de": F.unit("Löschen")]),
            "Save the document": F.entry(["en": F.unit("Save the document"), "de": F.unit("Save the document")]),
        ])
        let rules = Set(try F.audit(json, rules: Self.rules).findings.map(\.rule))
        #expect(rules.contains(.punctuationMismatch) && rules.contains(.untranslated), "\(rules)")
    }

    @Test("A placeholder error in a string under review is still an error")
    func placeholdersStillChecked() throws {
        let json = F.catalog([
            "%lld files": F.entry(["en": F.unit("%lld files"), "de": F.unit("%@ Dateien", state: "needs_review")])
        ])
        let rules = Set(try F.audit(json, rules: Self.rules).findings.map(\.rule))
        #expect(rules == [.needsReview, .placeholderMismatch], "\(rules)")
    }
}
