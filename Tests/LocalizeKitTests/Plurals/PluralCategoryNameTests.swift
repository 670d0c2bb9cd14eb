import Testing

@testable import LocalizeKit

@Suite("Plural category names")
struct PluralCategoryNameTests {
    @Test("init(rawValue:) names each CLDR category by its exact key, and nothing else")
    func categoryNames() {
        for category in PluralCategory.allCases {
            #expect(PluralCategory(rawValue: category.rawValue) == category)
        }
        for other in ["", "o", "ones", "One", "OTHER", "othe", "others", "zer0", "few ", "mány", "twó", "iphone"] {
            #expect(PluralCategory(rawValue: other) == nil, "\(other)")
        }
        // A key read from a file (a native string, not a literal) is named the same way.
        let read = String(decoding: Array("many".utf8), as: UTF8.self)
        #expect(PluralCategory(rawValue: read) == .many)
    }
}
