import Testing

@testable import LocalizeKit

@Suite("Audit: plural category names")
struct PluralCategoryMaskTests {
    @Test("category(_:) names each CLDR category by its exact key, and nothing else")
    func categoryNames() {
        for category in PluralCategory.allCases {
            #expect(PluralCategoryMask.category(category.rawValue) == category)
        }
        for other in ["", "o", "ones", "One", "OTHER", "othe", "others", "zer0", "few ", "mány", "twó", "iphone"] {
            #expect(PluralCategoryMask.category(other) == nil, "\(other)")
        }
        // A key read from a file (a native string, not a literal) is named the same way.
        let read = String(decoding: Array("many".utf8), as: UTF8.self)
        #expect(PluralCategoryMask.category(read) == .many)
    }
}
