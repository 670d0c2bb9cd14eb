extension UInt8 {
    /// `0`–`9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A letter or `_`: what starts a C or (ASCII) Swift identifier.
    var isASCIIIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_")
    }

    /// What continues an identifier: a letter, a digit or `_`.
    var isASCIIIdentifierPart: Bool { isASCIIIdentifierStart || isASCIIDigit }
}
