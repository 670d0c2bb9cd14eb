import Testing

@testable import LocalizeKit

@Suite("Audit: reading scalars of texts")
struct AuditTextTests {
    /// The horizontal spaces, as Unicode lists them (Zs) plus the tab.
    static let horizontalSpaces: Set<UInt32> = [
        0x09, 0x20, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
        0x200A, 0x202F, 0x205F, 0x3000,
    ]

    @Test("isHorizontalSpace: the tab and the space separators; no line break, letter or zero-width space")
    func horizontalSpaces() {
        for scalar in UInt32(0)..<0x3100 {
            #expect(AuditText.isHorizontalSpace(scalar) == Self.horizontalSpaces.contains(scalar), "U+\(scalar)")
        }
        #expect(!AuditText.isHorizontalSpace(0x1F600))
    }

    @Test("A text is quoted as it is, its quotes and control characters escaped, cut after the limit's scalars")
    func quoting() {
        #expect(TextRules.quoted("Delete 3 Items") == "\"Delete 3 Items\"")
        #expect(TextRules.quoted("Say \"hi\"") == "\"Say \\\"hi\\\"\"")
        #expect(TextRules.quoted("Tab\there") == "\"Tab\\there\"")
        #expect(TextRules.quoted("abcdef", limit: 3) == "\"abc…\"")
        #expect(TextRules.quoted("abc", limit: 3) == "\"abc\"")
        // Three scalars in more than three bytes: within the limit, not cut.
        #expect(TextRules.quoted("äöü", limit: 3) == "\"äöü\"")
        #expect(TextRules.quoted("äöüß", limit: 3) == "\"äöü…\"")
        // A decomposed letter keeps its scalars (a combining mark is a scalar of its own).
        #expect(TextRules.quoted("e\u{301}", limit: nil).unicodeScalars.count == 4)
        #expect(TextRules.quoted(String(repeating: "x", count: 200), limit: nil).count == 202)
    }
}
