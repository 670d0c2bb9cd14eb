/// A `%` sequence that is not a valid specifier, with its position in the format string.
///
/// ```swift
/// let issue = FormatString(parsing: "Done: 100%").issues[0]
/// issue.kind        // .missingConversion
/// issue.utf8Range   // 9..<10
/// issue.message     // "'%' at the end of the string has no conversion"
/// ```
public struct FormatSpecifierIssue: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// The string ends before a conversion: a lone `%` or `%1$` at the end.
        case missingConversion
        /// A conversion that is valid in C but not accepted here (`%n`).
        case unsupportedConversion(String)
        /// A character that is not a conversion (`%y`).
        case unknownConversion(String)
        /// `%0$d`: arguments are numbered from 1.
        case zeroArgumentIndex
        /// A width, precision or argument number too large to be meant.
        case numberTooLarge
        /// A length modifier the conversion does not take (`%hf`, `%l@`).
        case invalidLengthModifier(FormatLengthModifier, FormatConversion)
        /// `%#@@`.
        case emptyVariableName
        /// `%#@name` without the closing `@`.
        case unterminatedVariableName
        /// Flags, width, precision or length on a variable (`%-#@name@`).
        case modifiedVariable
        /// Flags, width, precision or length on `%%` (`%5%`).
        case modifiedPercent
    }

    /// What is wrong.
    public var kind: Kind
    /// The offending sequence as written.
    public var text: String
    /// Where it is, in UTF-8 code units from the start of the format string.
    public var utf8Range: Range<Int>

    /// A lowercase phrase describing the problem.
    public var message: String {
        switch kind {
        case .missingConversion:
            "'\(text)' at the end of the string has no conversion"
        case .unsupportedConversion(let conversion):
            "'%\(conversion)' is not supported"
        case .unknownConversion(let conversion):
            "'\(conversion)' in '\(text)' is not a conversion"
        case .zeroArgumentIndex:
            "'\(text)': arguments are numbered from 1"
        case .numberTooLarge:
            "'\(text)': number too large"
        case .invalidLengthModifier(let length, let conversion):
            "'\(text)': length modifier '\(length.rawValue)' does not apply to '%\(conversion.rawValue)'"
        case .emptyVariableName:
            "'\(text)': empty variable name"
        case .unterminatedVariableName:
            "'\(text)': variable name without closing '@'"
        case .modifiedVariable:
            "'\(text)': a variable takes no flags, width, precision or length"
        case .modifiedPercent:
            "'\(text)': '%%' takes no flags, width, precision or length"
        }
    }

    /// `offset N: message`.
    public var description: String { "offset \(utf8Range.lowerBound): \(message)" }
}
