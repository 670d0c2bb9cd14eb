/// One valid printf-style specifier in a format string, such as `%2$-8.3lf` or `%#@files@`.
///
/// ```swift
/// let specifier = FormatString(parsing: "%2$-8.3lf").specifiers[0]
/// specifier.argumentIndex    // 2
/// specifier.flags            // [.leftAlign]
/// specifier.width            // .fixed(8)
/// specifier.precision        // .fixed(3)
/// specifier.argumentType     // .double
/// ```
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written, from `%` to its conversion (or the closing `@` of a variable).
    public var text: String
    /// Where the specifier is, in UTF-8 code units from the start of the format string.
    public var utf8Range: Range<Int>
    /// The 1-based argument the specifier formats: written (`%2$d`) or counted from the
    /// specifiers before it.
    public var argumentIndex: Int
    /// Whether the argument index is written in the specifier (`%2$d`).
    public var hasExplicitIndex: Bool
    /// The flags (`-+ #0'`).
    public var flags: FormatFlags
    /// The minimum width, if any.
    public var width: FormatAmount?
    /// The precision, if any.
    public var precision: FormatAmount?
    /// The length modifier (`l`, `ll`, `h`, …), if any.
    public var lengthModifier: FormatLengthModifier?
    /// The conversion.
    public var conversion: FormatConversion
    /// For `%#@name@`, the variable's name.
    public var variableName: String?

    /// The normalized type of the argument, for comparing placeholders across translations.
    public var argumentType: FormatArgumentType {
        conversion.argumentType(length: lengthModifier)
    }
}
