/// A variable of a stringsdict entry: the dictionary that `%#@name@` in the format refers
/// to, with its rule type, the type of its number and a form per plural category.
///
/// ```swift
/// let files = StringsDictVariable(name: "files", valueType: "lld", forms: [.one: "%lld file", .other: "%lld files"])
/// files[.one]          // "%lld file"
/// files.ruleType       // .plural
/// ```
public struct StringsDictVariable: Hashable, Sendable {
    /// The variable's name, its key in the entry.
    public var name: String
    /// `NSStringFormatSpecTypeKey`.
    public var ruleType: StringsDictRuleType
    /// `NSStringFormatValueTypeKey`: the conversion of the number without `%` (`lld`, `d`, `f`), if given.
    public var valueType: String?
    /// The forms by plural category.
    public var forms: [PluralCategory: String]
    /// Other keys of the variable's dictionary, kept as read.
    public var otherMembers: [PropertyListValue.Member]
    /// The order the keys were read in, for writing the file back.
    var keyOrder = PropertyListKeyOrder()

    /// Creates a variable.
    public init(
        name: String, ruleType: StringsDictRuleType = .plural, valueType: String? = nil,
        forms: [PluralCategory: String] = [:], otherMembers: [PropertyListValue.Member] = []
    ) {
        self.name = name
        self.ruleType = ruleType
        self.valueType = valueType
        self.forms = forms
        self.otherMembers = otherMembers
    }

    /// The form for a category, if present.
    public subscript(category: PluralCategory) -> String? {
        get { forms[category] }
        set { forms[category] = newValue }
    }

    /// The categories that have a form, in CLDR order.
    public var categories: [PluralCategory] { forms.keys.sorted() }
}
