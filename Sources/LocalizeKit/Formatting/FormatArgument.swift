/// An argument for a localized format: what `String(format:)` takes as `CVarArg`.
///
/// ```swift
/// bundle.format(forKey: "Files.Count", arguments: [3, "Documents"])
/// ```
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    /// A signed integer (`%d`, `%ld`, `%lld`, `%i`).
    case int(Int64)
    /// An unsigned integer (`%u`, `%lu`, `%x`, `%o`).
    case uint(UInt64)
    /// A floating-point number (`%f`, `%e`, `%g`).
    case double(Double)
    /// An object or a C string (`%@`, `%s`), as its text.
    case string(String)

    /// An integer argument.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A floating-point argument.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string argument.
    public init(stringLiteral value: String) { self = .string(value) }

    /// The value as a signed integer, converting where that is meaningful.
    var integerValue: Int64? {
        switch self {
        case .int(let value): value
        case .uint(let value): Int64(exactly: value)
        case .double(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) : nil
        case .string(let text): Int64(text)
        }
    }

    /// The value as a floating-point number.
    var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        case .string(let text): Double(text)
        }
    }

    /// The value as text for `%@`.
    var textValue: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        case .string(let text): text
        }
    }
}
