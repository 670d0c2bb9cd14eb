/// The conversion of a format specifier: the character that ends it (`d` in `%5d`),
/// or `variable` for a stringsdict `%#@name@`.
///
/// ```swift
/// FormatString(parsing: "%.2f").specifiers.first?.conversion   // .float
/// ```
public enum FormatConversion: String, Hashable, Sendable, CaseIterable {
    /// `%@`: an object's description.
    case object = "@"
    /// `%d`: a signed decimal integer.
    case decimal = "d"
    /// `%i`: a signed decimal integer (same as `d`).
    case integer = "i"
    /// `%u`: an unsigned decimal integer.
    case unsigned = "u"
    /// `%o`: an unsigned octal integer.
    case octal = "o"
    /// `%x`: an unsigned hexadecimal integer, lowercase digits.
    case hex = "x"
    /// `%X`: an unsigned hexadecimal integer, uppercase digits.
    case upperHex = "X"
    /// `%f`: a decimal floating-point number.
    case float = "f"
    /// `%F`: a decimal floating-point number, uppercase `INF`/`NAN`.
    case upperFloat = "F"
    /// `%e`: scientific notation.
    case exponent = "e"
    /// `%E`: scientific notation with an uppercase `E`.
    case upperExponent = "E"
    /// `%g`: the shorter of `%f` and `%e`.
    case general = "g"
    /// `%G`: the shorter of `%F` and `%E`.
    case upperGeneral = "G"
    /// `%a`: hexadecimal floating point.
    case hexFloat = "a"
    /// `%A`: hexadecimal floating point, uppercase.
    case upperHexFloat = "A"
    /// `%c`: an 8-bit character.
    case character = "c"
    /// `%C`: a 16-bit `unichar`.
    case unichar = "C"
    /// `%s`: a NUL-terminated string of 8-bit characters.
    case cString = "s"
    /// `%S`: a NUL-terminated string of `unichar`s.
    case unicharString = "S"
    /// `%p`: a pointer, in hexadecimal.
    case pointer = "p"
    /// `%#@name@`: a stringsdict variable.
    case variable = "#@"

    /// The conversions for one ASCII byte (every case except `variable`).
    static func fromByte(_ byte: UInt8) -> FormatConversion? {
        switch byte {
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "d"): .decimal
        case UInt8(ascii: "i"): .integer
        case UInt8(ascii: "u"): .unsigned
        case UInt8(ascii: "o"): .octal
        case UInt8(ascii: "x"): .hex
        case UInt8(ascii: "X"): .upperHex
        case UInt8(ascii: "f"): .float
        case UInt8(ascii: "F"): .upperFloat
        case UInt8(ascii: "e"): .exponent
        case UInt8(ascii: "E"): .upperExponent
        case UInt8(ascii: "g"): .general
        case UInt8(ascii: "G"): .upperGeneral
        case UInt8(ascii: "a"): .hexFloat
        case UInt8(ascii: "A"): .upperHexFloat
        case UInt8(ascii: "c"): .character
        case UInt8(ascii: "C"): .unichar
        case UInt8(ascii: "s"): .cString
        case UInt8(ascii: "S"): .unicharString
        case UInt8(ascii: "p"): .pointer
        default: nil
        }
    }

    /// The normalized type of the argument this conversion consumes with a length modifier.
    func argumentType(length: FormatLengthModifier?) -> FormatArgumentType {
        let wide = length.map { $0 != .char && $0 != .short } ?? false
        switch self {
        case .decimal, .integer: return wide ? .int64 : .int
        case .unsigned, .octal, .hex, .upperHex: return wide ? .uint64 : .unsigned
        case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat:
            return .double
        case .character, .unichar: return .char
        case .cString, .unicharString: return .cString
        case .pointer: return .pointer
        case .object: return .object
        case .variable: return .variable
        }
    }
}
