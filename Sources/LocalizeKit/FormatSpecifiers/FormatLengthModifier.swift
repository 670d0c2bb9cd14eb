/// The length modifier of an integer or floating-point conversion: `ll` in `%lld`.
///
/// ```swift
/// FormatString(parsing: "%lld").specifiers.first?.lengthModifier   // .longLong
/// ```
public enum FormatLengthModifier: String, Hashable, Sendable, CaseIterable {
    /// `hh`: `char`-sized integer.
    case char = "hh"
    /// `h`: `short`-sized integer.
    case short = "h"
    /// `l`: `long` integer (64-bit on Apple platforms); ignored for floating point; wide `%lc`/`%ls`.
    case long = "l"
    /// `ll`: `long long` integer.
    case longLong = "ll"
    /// `q`: BSD spelling of `ll`.
    case quad = "q"
    /// `L`: `long double`.
    case longDouble = "L"
    /// `z`: `size_t`-sized integer.
    case size = "z"
    /// `t`: `ptrdiff_t`-sized integer.
    case pointerDifference = "t"
    /// `j`: `intmax_t`-sized integer.
    case intMax = "j"
}
