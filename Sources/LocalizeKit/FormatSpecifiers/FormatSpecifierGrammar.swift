/// The grammar of one printf-style specifier, as Apple's `String(format:)`
/// reads it: `%` [argument `N$`] [flags `-+ #0'`] [width `N`, `*` or `*N$`]
/// [precision `.N`, `.*` or `.*N$`] [length `hh h l ll q L z t j`]
/// conversion, or `%#@name@` for a stringsdict variable, or `%%`.
///
/// This is the one parser of the language: `FormatString` builds its public
/// tokens from it, and the audit's `FormatScanner` reads specifiers with it on
/// its hot path. It works on bytes, allocates nothing, never traps, and
/// reports what is wrong as a `Problem` with positions rather than text.
enum FormatSpecifierGrammar {
    /// Numbers above this are reported rather than used.
    static let largestNumber = 1_000_000

    /// A width or precision as written: a number, or an argument (`*`: the next one, `*N$`: the `N`th).
    enum Amount: Equatable {
        case fixed(Int)
        /// `nil` for a bare `*`.
        case argument(Int?)
    }

    /// What is wrong with a `%` sequence; ranges are UTF-8 offsets into the text.
    enum Problem: Equatable {
        case missingConversion
        /// `%n`: the conversion's bytes.
        case unsupportedConversion(Range<Int>)
        /// A byte that is no conversion, with its UTF-8 continuation bytes.
        case unknownConversion(Range<Int>)
        case zeroArgumentIndex
        case numberTooLarge
        case invalidLengthModifier(FormatLengthModifier, FormatConversion)
        case emptyVariableName
        case unterminatedVariableName
        case modifiedVariable
        case modifiedPercent
    }

    /// One `%` sequence.
    struct Specifier {
        /// Where it ends (the byte after it).
        var end: Int
        /// `%%`.
        var isPercent = false
        /// What is wrong, if anything.
        var problem: Problem?
        /// The written argument index (`%2$d`).
        var explicitIndex: Int?
        var flags: FormatFlags = []
        var width: Amount?
        var precision: Amount?
        var length: FormatLengthModifier?
        var conversion: FormatConversion = .object
        /// For `%#@name@`, where the name is.
        var nameRange: Range<Int> = 0..<0
    }

    /// Parses the sequence that starts with the `%` at `start`.
    @inline(__always)
    static func parse(_ base: UnsafePointer<UInt8>, count: Int, at start: Int) -> Specifier {
        var position = start + 1
        var problem: Problem?
        var specifier = Specifier(end: position)
        func peek() -> UInt8? { position < count ? base[position] : nil }
        func finish(_ found: Problem?) -> Specifier {
            specifier.end = position
            specifier.problem = found
            return specifier
        }
        if peek() == UInt8(ascii: "%") {
            position += 1
            specifier.isPercent = true
            return finish(nil)
        }
        // Positional argument: digits, then `$` (or, for a variable, `#@` right after the
        // digits: Apple's formatting also takes `%1#@count@`).
        let digitsStart = position
        let (positional, tooLarge, sawDigits) = readNumber(base, count, &position)
        let dollar = sawDigits && peek() == UInt8(ascii: "$")
        let variableAhead =
            sawDigits && peek() == UInt8(ascii: "#") && position + 1 < count && base[position + 1] == UInt8(ascii: "@")
        if dollar || variableAhead {
            if dollar { position += 1 }
            if tooLarge {
                problem = .numberTooLarge
            } else if positional == 0 {
                problem = .zeroArgumentIndex
            }
            specifier.explicitIndex = positional
        } else {
            position = digitsStart
        }
        while let byte = peek(), let flag = FormatFlags.fromByte(byte) {
            specifier.flags.insert(flag)
            position += 1
        }
        specifier.width = readAmount(base, count, &position, &problem)
        if peek() == UInt8(ascii: ".") {
            position += 1
            specifier.precision = readAmount(base, count, &position, &problem) ?? .fixed(0)
        }
        if let byte = peek() {
            let next: UInt8 = position + 1 < count ? base[position + 1] : 0
            let length: FormatLengthModifier?
            switch byte {
            case UInt8(ascii: "h"): length = next == UInt8(ascii: "h") ? .char : .short
            case UInt8(ascii: "l"): length = next == UInt8(ascii: "l") ? .longLong : .long
            case UInt8(ascii: "q"): length = .quad
            case UInt8(ascii: "L"): length = .longDouble
            case UInt8(ascii: "z"): length = .size
            case UInt8(ascii: "t"): length = .pointerDifference
            case UInt8(ascii: "j"): length = .intMax
            default: length = nil
            }
            if let length { position += length == .char || length == .longLong ? 2 : 1 }
            specifier.length = length
        }
        guard let byte = peek() else { return finish(.missingConversion) }
        if byte == UInt8(ascii: "%") {
            position += 1
            return finish(.modifiedPercent)
        }
        if byte == UInt8(ascii: "@") && specifier.flags.contains(.alternate) {
            specifier.conversion = .variable
            position += 1
            let nameStart = position
            while let next = peek(), next != UInt8(ascii: "@"), next != UInt8(ascii: "%"), next != 0x0A {
                position += 1
            }
            guard peek() == UInt8(ascii: "@") else { return finish(.unterminatedVariableName) }
            specifier.nameRange = nameStart..<position
            position += 1
            if nameStart == specifier.nameRange.upperBound { problem = problem ?? .emptyVariableName }
            if specifier.flags != .alternate || specifier.width != nil || specifier.precision != nil
                || specifier.length != nil
            {
                problem = problem ?? .modifiedVariable
            }
            return finish(problem)
        }
        guard let conversion = FormatConversion.fromByte(byte) else {
            let scalarStart = position
            position += 1
            while let next = peek(), next & 0xC0 == 0x80 { position += 1 }
            let range = scalarStart..<position
            return finish(byte == UInt8(ascii: "n") ? .unsupportedConversion(range) : .unknownConversion(range))
        }
        position += 1
        specifier.conversion = conversion
        if let length = specifier.length, !accepts(conversion, length) {
            problem = problem ?? .invalidLengthModifier(length, conversion)
        }
        return finish(problem)
    }

    /// Whether a conversion takes a length modifier: the integer conversions all but `L`, the
    /// floating-point ones `l` and `L`, `%c` and `%s` only `l`, the others none.
    @inline(__always)
    static func accepts(_ conversion: FormatConversion, _ length: FormatLengthModifier) -> Bool {
        switch conversion {
        case .decimal, .integer, .unsigned, .octal, .hex, .upperHex: length != .longDouble
        case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat:
            length == .long || length == .longDouble
        case .character, .cString: length == .long
        case .unichar, .unicharString, .pointer, .object, .variable: false
        }
    }

    /// Reads decimal digits: the value, whether it is too large, whether there were any.
    @inline(__always)
    private static func readNumber(_ base: UnsafePointer<UInt8>, _ count: Int, _ position: inout Int) -> (
        Int, Bool, Bool
    ) {
        var value = 0
        var sawDigit = false
        var tooLarge = false
        while position < count, base[position].isASCIIDigit {
            sawDigit = true
            if !tooLarge {
                value = value * 10 + Int(base[position] - UInt8(ascii: "0"))
                if value > largestNumber { tooLarge = true }
            }
            position += 1
        }
        return (value, tooLarge, sawDigit)
    }

    /// Reads a width or precision: digits, `*` or `*N$`. `*$` without digits is no argument
    /// reference: the `$` is left to be read as the conversion.
    @inline(__always)
    private static func readAmount(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ position: inout Int, _ problem: inout Problem?
    ) -> Amount? {
        if position < count, base[position] == UInt8(ascii: "*") {
            position += 1
            let digitsStart = position
            let (value, tooLarge, sawDigits) = readNumber(base, count, &position)
            if position < count, base[position] == UInt8(ascii: "$"), sawDigits {
                position += 1
                if tooLarge {
                    problem = problem ?? .numberTooLarge
                } else if value == 0 {
                    problem = problem ?? .zeroArgumentIndex
                }
                return .argument(value)
            }
            position = digitsStart
            return .argument(nil)
        }
        let (value, tooLarge, sawDigits) = readNumber(base, count, &position)
        guard sawDigits else { return nil }
        if tooLarge { problem = problem ?? .numberTooLarge }
        return .fixed(tooLarge ? 0 : value)
    }
}
