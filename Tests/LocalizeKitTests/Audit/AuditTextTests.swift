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
}
