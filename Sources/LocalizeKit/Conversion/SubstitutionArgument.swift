/// The `%arg` placeholder of String Catalog substitutions, and its spelling in
/// `.stringsdict` variables: `%` and the value type (`%lld`), or `%2$lld`.
///
/// In a catalog, a substitution's plural forms write its own number as `%arg`
/// and give its type in `formatSpecifier`; a stringsdict variable's forms
/// write it as an ordinary specifier of `NSStringFormatValueTypeKey`'s type.
enum SubstitutionArgument {
    /// How a substitution's `argNum` disagrees with the argument its `%#@name@` specifier takes
    /// by position (`specifierIndex`: written, `%2$#@name@`, or counted from the specifiers
    /// before it), or nil when they agree. `btnloc convert` warns about it (a `.stringsdict`
    /// reads the position), and the audit reports it as `substitution-argument-conflict`.
    static func argNumConflict(argNum: Int?, specifier: String, specifierIndex: Int) -> String? {
        guard let argNum, argNum != specifierIndex else { return nil }
        return "differs from the argument \(specifier) takes (\(specifierIndex))"
    }

    /// A stringsdict form with the variable's own specifier (`%lld`, or
    /// `%2$lld` when `argNum` is 2) written as `%arg`; other specifiers stay.
    static func catalogForm(_ form: String, valueType: String?, argNum: Int?) -> String {
        guard let valueType, !valueType.isEmpty else { return form }
        let format = FormatString(parsing: form)
        let plain = "%" + valueType
        let positional = argNum.map { "%\($0)$" + valueType }
        var result = ""
        var changed = false
        for token in format.tokens {
            let text = format.text[format.range(of: token.utf8Range)]
            if case .specifier(let specifier) = token.kind, specifier.variableName == nil,
                specifier.text == plain || specifier.text == positional
            {
                result += "%arg"
                changed = true
            } else {
                result += text
            }
        }
        return changed ? result : form
    }

    /// A catalog form with `%arg` written as `%` and the specifier, with the
    /// position when `argNum` is given and `positional` is true.
    static func stringsDictForm(_ form: String, formatSpecifier: String, argNum: Int?, positional: Bool) -> String {
        let format = FormatString(parsing: form)
        let replacement = positional ? "%\(argNum ?? 1)$" + formatSpecifier : "%" + formatSpecifier
        var result = ""
        var changed = false
        var skipping = 0
        for (position, token) in format.tokens.enumerated() {
            let text = format.text[format.range(of: token.utf8Range)]
            if skipping > 0 {
                // The "rg" after a "%a" specifier.
                result += text.dropFirst(skipping)
                skipping = 0
                continue
            }
            if isArg(format, at: position) {
                result += replacement
                changed = true
                skipping = 2
            } else {
                result += text
            }
        }
        return changed ? result : form
    }

    /// Whether a catalog form contains `%arg`.
    static func containsArg(_ form: String) -> Bool {
        guard form.contains("%arg") else { return false }
        let format = FormatString(parsing: form)
        return format.tokens.indices.contains { isArg(format, at: $0) }
    }

    /// Whether the token at `position` is the `%a` of `%arg`: a bare `%a` followed by text starting with `rg`.
    private static func isArg(_ format: FormatString, at position: Int) -> Bool {
        guard case .specifier(let specifier) = format.tokens[position].kind, specifier.text == "%a",
            position + 1 < format.tokens.count, case .literal(let next) = format.tokens[position + 1].kind
        else { return false }
        return next.hasPrefix("rg")
    }
}
