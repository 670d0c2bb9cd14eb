/// One piece of a parsed format string: literal text, `%%`, a specifier or an invalid sequence.
///
/// ```swift
/// FormatString(parsing: "%d%%").tokens.map(\.kind)
/// // [.specifier(…), .percent]
/// ```
public struct FormatToken: Hashable, Sendable {
    /// What the piece is.
    public enum Kind: Hashable, Sendable {
        /// Text without any `%`, copied as is.
        case literal(String)
        /// `%%`, which formats as one `%`.
        case percent
        /// A valid specifier.
        case specifier(FormatSpecifier)
        /// A `%` sequence that is not a valid specifier.
        case invalid(FormatSpecifierIssue)
    }

    /// What the piece is.
    public var kind: Kind
    /// Where the piece is, in UTF-8 code units from the start of the format string.
    public var utf8Range: Range<Int>
}
