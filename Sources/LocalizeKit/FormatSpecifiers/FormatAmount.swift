/// The width or precision of a format specifier: a number written in the format
/// (`%5d`, `%.2f`) or taken from an argument (`%*d`, `%.*f`, `%*2$d`).
///
/// ```swift
/// FormatString(parsing: "%*.2f").specifiers.first?.width   // .argument(index: 1, isExplicit: false)
/// ```
public enum FormatAmount: Hashable, Sendable {
    /// A number written in the format; `%.f` has precision `.fixed(0)`.
    case fixed(Int)
    /// An `int` argument: `*` takes the next one, `*2$` the second.
    case argument(index: Int, isExplicit: Bool)
}
