/// Plural categories as bits of a byte, for fast set operations.
enum PluralCategoryMask {
    /// The bit of a category.
    static func bit(_ category: PluralCategory) -> UInt8 {
        switch category {
        case .zero: 1
        case .one: 2
        case .two: 4
        case .few: 8
        case .many: 16
        case .other: 32
        }
    }

    /// The categories of a mask, in CLDR order.
    static func categories(_ mask: UInt8) -> [PluralCategory] {
        PluralCategory.allCases.filter { mask & bit($0) != 0 }
    }
}
