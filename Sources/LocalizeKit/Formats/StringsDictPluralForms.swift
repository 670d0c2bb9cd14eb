/// The forms of a `.stringsdict` entry that is a plural alone (what `LprojToCatalog.pluralOnlyForms`
/// takes), as the byte ranges of their values in the file's text: read by
/// `StringsDictPlainLayout.pluralAlone()` when the entry is written the plain way, so that a
/// conversion writes each form's JSON from the file's bytes without making a string or a model.
struct StringsDictPluralForms {
    /// The range of each category's value, by `PluralCategory.order`.
    private var ranges = [Range<Int>?](repeating: nil, count: PluralCategory.allCases.count)

    /// Whether no category has a value.
    var isEmpty: Bool { ranges.allSatisfy { $0 == nil } }

    /// The range of the value of `category`, if it has one.
    subscript(category: PluralCategory) -> Range<Int>? {
        get { ranges[category.order] }
        set { ranges[category.order] = newValue }
    }
}
