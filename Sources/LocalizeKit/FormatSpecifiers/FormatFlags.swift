/// The flags of a format specifier: `-` and `0` in `%-05d`.
///
/// ```swift
/// FormatString(parsing: "%+'d").specifiers.first?.flags   // [.plus, .thousands]
/// ```
public struct FormatFlags: OptionSet, Hashable, Sendable {
    /// The flag bits.
    public let rawValue: UInt8

    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `-`: left-align within the width.
    public static let leftAlign = FormatFlags(rawValue: 1 << 0)
    /// `+`: always show a sign.
    public static let plus = FormatFlags(rawValue: 1 << 1)
    /// ` ` (space): a space where a plus sign would be.
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: the alternate form (`0x` prefix, kept decimal point); with `@`, a stringsdict variable.
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad with zeros.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
    /// `'`: group thousands.
    public static let thousands = FormatFlags(rawValue: 1 << 5)

    /// The flag a byte stands for, if any.
    static func fromByte(_ byte: UInt8) -> FormatFlags? {
        switch byte {
        case UInt8(ascii: "-"): .leftAlign
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: " "): .space
        case UInt8(ascii: "#"): .alternate
        case UInt8(ascii: "0"): .zeroPad
        case UInt8(ascii: "'"): .thousands
        default: nil
        }
    }
}
