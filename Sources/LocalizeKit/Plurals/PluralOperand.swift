/// A number as it will be shown, which is what plural selection depends on:
/// `1` and `1.0` select different categories in English.
///
/// ```swift
/// let operand = try PluralOperand(parsing: "1.50")
/// operand.fractionDigits   // 2
/// ```
public struct PluralOperand: Sendable, Hashable, CustomStringConvertible {
    /// The numeric value.
    public let value: Double
    /// How many digits are shown after the decimal separator (CLDR's `v`).
    public let fractionDigits: Int

    /// An integer operand.
    public init(_ value: Int) {
        self.value = Double(value)
        self.fractionDigits = 0
    }

    /// A decimal operand shown with `fractionDigits` digits after the separator.
    public init(_ value: Double, fractionDigits: Int) {
        self.value = value
        self.fractionDigits = max(0, fractionDigits)
    }

    /// Parses a plain decimal number such as `3`, `-2`, `1.0` or `0.25`, keeping
    /// its visible fraction digits. Exponents, grouping and other forms are refused.
    public init(parsing text: String) throws(PluralOperandError) {
        var utf8 = Substring(text).utf8
        if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        let parts = utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy({ $0.isASCIIDigit }),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy({ $0.isASCIIDigit })),
            let value = Double(text)
        else {
            throw PluralOperandError(input: text)
        }
        self.value = value
        self.fractionDigits = parts.count == 2 ? parts[1].count : 0
    }

    /// The number with its visible fraction digits, such as `1.0`.
    public var description: String {
        guard fractionDigits > 0 else { return String(Int64(value.rounded(.towardZero))) }
        return PluralOperand.decimalString(value, fractionDigits: fractionDigits)
    }

    private static func decimalString(_ value: Double, fractionDigits: Int) -> String {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let integerPart = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(integerPart) * scale)
        var fractionText = String(fraction)
        while fractionText.count < fractionDigits { fractionText = "0" + fractionText }
        return (value < 0 ? "-" : "") + String(integerPart) + "." + fractionText
    }
}

/// The text is not a plain decimal number.
public struct PluralOperandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rejected text.
    public let input: String
    /// A one-line description.
    public var description: String { "\"\(input)\" is not a number (expected digits, optionally with a '.' fraction)" }
}
