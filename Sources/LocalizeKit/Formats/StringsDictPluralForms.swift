/// The forms of a `.stringsdict` entry that is a plural alone (what `LprojToCatalog.pluralOnlyForms`
/// takes), as the byte ranges of their values in the file's text: read by
/// `StringsDictPlainLayout.pluralAlone()` when the entry is written the plain way, so that a
/// conversion writes each form's JSON from the file's bytes without making a string or a model.
struct StringsDictPluralForms {
    /// The range of each category's value, by `PluralCategory.order`.
    private var ranges = InlineArray<6, Range<Int>?>(repeating: nil)

    /// Whether no category has a value.
    var isEmpty: Bool {
        for index in ranges.indices where ranges[index] != nil { return false }
        return true
    }

    /// The range of the value of `category`, if it has one.
    subscript(category: PluralCategory) -> Range<Int>? {
        get { ranges[category.order] }
        set { ranges[category.order] = newValue }
    }
}
