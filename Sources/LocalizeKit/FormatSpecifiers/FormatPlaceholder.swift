/// One argument of a format string with every specifier that uses it, for comparing
/// the arguments a translation expects with those of its source.
///
/// ```swift
/// let placeholders = FormatString(parsing: "%2$@ and %1$d, again %2$@").placeholders
/// placeholders.map(\.index)          // [1, 2]
/// placeholders.map(\.argumentType)   // [.int, .object]
/// placeholders[1].specifiers.count   // 2
/// ```
public struct FormatPlaceholder: Hashable, Sendable {
    /// The 1-based argument index.
    public var index: Int
    /// The argument's type as its first use expects it (`.int` for a `*` width or precision).
    public var argumentType: FormatArgumentType
    /// The specifiers that use the argument, in the order they appear; a `*` width or
    /// precision counts as a use by its specifier.
    public var specifiers: [FormatSpecifier]
    /// Whether some use expects a different type than the first.
    public var hasConflictingTypes: Bool
}
