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

    /// The category a key names, if any (by length and first byte, then in full).
    static func category(_ key: String) -> PluralCategory? {
        // The length and first byte read from the bytes (through `utf8.first`, they cost an index walk).
        let (count, first) = key.withUTF8Buffer { ($0.count, $0.first) }
        guard let first, let candidate = PluralCategory.candidate(count: count, first: UInt32(first)) else {
            return nil
        }
        return key == candidate.rawValue ? candidate : nil
    }

    /// The categories of a mask, in CLDR order.
    static func categories(_ mask: UInt8) -> [PluralCategory] {
        PluralCategory.allCases.filter { mask & bit($0) != 0 }
    }
}
