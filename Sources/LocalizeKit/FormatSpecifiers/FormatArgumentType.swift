/// What kind of value a format specifier consumes, normalized so that placeholders
/// can be compared across translations: `%d` and `%i` are both `.int`, `%ld`,
/// `%lld` and `%qd` are all `.int64` (Apple platforms are 64-bit).
///
/// ```swift
/// FormatString(parsing: "%1$@ has %2$lld items").placeholders.map(\.argumentType)
/// // [.object, .int64]
/// ```
public enum FormatArgumentType: String, Hashable, Sendable, CaseIterable {
    /// An Objective-C or Swift object: `%@`.
    case object
    /// A 32-bit signed integer (or a narrower one, promoted): `%d %i %hd %hhd`.
    case int
    /// A 32-bit unsigned integer (or a narrower one): `%u %o %x %X %hu`.
    case unsigned
    /// A 64-bit signed integer: `%ld %lld %qd %zd %td %jd`.
    case int64
    /// A 64-bit unsigned integer: `%lu %llu %lx %zu`.
    case uint64
    /// A floating-point number: `%f %e %g %a` and their uppercase and `l`/`L` forms.
    case double
    /// A character: `%c %C %lc`.
    case char
    /// A NUL-terminated C string: `%s %S %ls`.
    case cString
    /// A pointer: `%p`.
    case pointer
    /// A stringsdict variable, `%#@name@`, which consumes the number that selects its form.
    case variable
}
