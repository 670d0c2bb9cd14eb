/// A value found in a localization table: plain text, or a plural rule from a
/// `.stringsdict` entry (or a catalog's plural variations).
public enum LocalizedValue: Sendable, Hashable {
    /// Text from a `.strings` table or a catalog's string unit.
    case text(String)
    /// A format with `%#@variable@` references and plural forms per variable.
    case plural(PluralFormat)

    /// The text shown when no count is given: the text itself, or the plural
    /// format with each variable replaced by its `other` form.
    public var defaultText: String {
        switch self {
        case .text(let text): text
        case .plural(let format): format.textWithOtherForms
        }
    }
}

/// A format string whose `%#@name@` variables pick a form by a number's plural category.
///
/// ```swift
/// let format = PluralFormat(format: "%#@files@", variables: [
///     "files": .init(valueType: "lld", forms: [.one: "%lld file", .other: "%lld files"])])
/// ```
public struct PluralFormat: Sendable, Hashable {
    /// The format, such as `%#@items@ in %@`.
    public var format: String
    /// The variables by name.
    public var variables: [String: PluralVariable]

    /// Creates a plural format.
    public init(format: String, variables: [String: PluralVariable]) {
        self.format = format
        self.variables = variables
    }

    /// The format with every `%#@name@` replaced by that variable's `other` form.
    var textWithOtherForms: String {
        var result = format
        for (name, variable) in variables {
            if let other = variable.forms[.other] {
                result = result.replacing("%#@\(name)@", with: other)
            }
        }
        return result
    }
}

/// One plural variable of a `PluralFormat`.
public struct PluralVariable: Sendable, Hashable {
    /// The printf length and conversion of the number (`lld`, `d`, `f`), if given.
    public var valueType: String?
    /// The text per plural category.
    public var forms: [PluralCategory: String]

    /// Creates a variable.
    public init(valueType: String?, forms: [PluralCategory: String]) {
        self.valueType = valueType
        self.forms = forms
    }
}
