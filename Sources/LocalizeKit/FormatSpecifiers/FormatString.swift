/// A printf-style format string, as Apple's `String(format:)` and localized strings
/// use it, split into literal text, specifiers and invalid `%` sequences.
///
/// Parsing never fails: problems are reported in `issues` with their position.
///
/// ```swift
/// let format = FormatString(parsing: "%1$@ deleted %2$#@files@ (%3$d%%)")
/// format.specifiers.map(\.text)             // ["%1$@", "%2$#@files@", "%3$d"]
/// format.variableNames                      // ["files"]
/// format.placeholders.map(\.argumentType)   // [.object, .variable, .int]
/// FormatString(parsing: "50%").issues.first?.message
/// // "'%' at the end of the string has no conversion"
/// ```
public struct FormatString: Hashable, Sendable {
    /// The format string as given.
    public let text: String
    /// The pieces of the string, in order; together they cover the whole string.
    public let tokens: [FormatToken]

    /// Parses a format string.
    public init(parsing text: String) {
        self.text = text
        self.tokens = FormatStringParser.tokens(of: text)
    }

    /// The valid specifiers in the order they appear (`%%` is not one).
    public var specifiers: [FormatSpecifier] {
        tokens.compactMap {
            if case .specifier(let specifier) = $0.kind { return specifier }
            return nil
        }
    }

    /// The invalid `%` sequences in the order they appear.
    public var issues: [FormatSpecifierIssue] {
        tokens.compactMap {
            if case .invalid(let issue) = $0.kind { return issue }
            return nil
        }
    }

    /// Whether the string has no invalid `%` sequence.
    public var isValid: Bool { issues.isEmpty }

    /// The names of the stringsdict variables (`%#@name@`) in the order they appear.
    public var variableNames: [String] { specifiers.compactMap(\.variableName) }

    /// The arguments the string consumes, by ascending index, each with the specifiers using it.
    /// A gap (`%1$@ %3$@`) shows as a missing index.
    public var placeholders: [FormatPlaceholder] {
        var byIndex: [Int: FormatPlaceholder] = [:]
        func use(_ index: Int, _ type: FormatArgumentType, _ specifier: FormatSpecifier) {
            if var placeholder = byIndex[index] {
                placeholder.specifiers.append(specifier)
                if placeholder.argumentType != type { placeholder.hasConflictingTypes = true }
                byIndex[index] = placeholder
            } else {
                byIndex[index] = FormatPlaceholder(
                    index: index, argumentType: type, specifiers: [specifier], hasConflictingTypes: false)
            }
        }
        for specifier in specifiers {
            if case .argument(let index, _) = specifier.width { use(index, .int, specifier) }
            if case .argument(let index, _) = specifier.precision { use(index, .int, specifier) }
            use(specifier.argumentIndex, specifier.argumentType, specifier)
        }
        return byIndex.values.sorted { $0.index < $1.index }
    }

    /// The range of `text` that a token, specifier or issue's `utf8Range` covers.
    public func range(of utf8Range: Range<Int>) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound, limitedBy: utf8.endIndex)
        let upper = utf8.index(utf8.startIndex, offsetBy: utf8Range.upperBound, limitedBy: utf8.endIndex)
        return (lower ?? text.endIndex)..<(upper ?? text.endIndex)
    }
}
