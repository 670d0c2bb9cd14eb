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

    /// The format with every `%#@name@` replaced by that variable's `other` form, and the
    /// variables in those forms likewise; as when formatting, a variable is not replaced
    /// inside its own form and at most `LocalizedFormatter.maximumExpansions` are replaced.
    var textWithOtherForms: String {
        var budget = LocalizedFormatter.maximumExpansions
        return Self.replacingVariables(in: format, variables: variables, path: [], budget: &budget)
    }

    private static func replacingVariables(
        in text: String, variables: [String: PluralVariable], path: [String], budget: inout Int
    ) -> String {
        let parsed = FormatString(parsing: text)
        guard !parsed.variableNames.isEmpty else { return text }
        var output = ""
        for token in parsed.tokens {
            guard case .specifier(let specifier) = token.kind, let name = specifier.variableName,
                let other = variables[name]?.forms[.other], !path.contains(name), budget > 0
            else {
                output += parsed.text[parsed.range(of: token.utf8Range)]
                continue
            }
            budget -= 1
            output += replacingVariables(in: other, variables: variables, path: path + [name], budget: &budget)
        }
        return output
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
