/// A fast, allocation-free pass over a format string that finds what the
/// audit compares: each argument a specifier consumes (its 1-based index and
/// normalized type), `%#@name@` variables, and whether anything is invalid.
///
/// It accepts exactly the grammar of `FormatString` (which the audit uses
/// for the messages of the rare invalid strings), and in substitution
/// variants it reads Xcode's `%arg` as the substitution's own argument.
struct FormatScanner {
    /// One argument use.
    struct Use {
        /// The 1-based argument index.
        var index: Int32
        /// The normalized type (`.variable` for `%#@name@`).
        var type: FormatArgumentType
        /// Where the specifier is in the string (UTF-8 offsets).
        var start: Int32
        var end: Int32
        /// Whether the index is written (`%2$d`) or the use is `%arg`.
        var isExplicit: Bool
        /// Whether the specifier could hardly be ordinary text: it has a written index,
        /// is `%@`, a variable, `%arg`, or has a length modifier (`%lld`).
        var isStrong: Bool
        /// For variables, where the name is (UTF-8 offsets).
        var nameStart: Int32 = 0
        var nameEnd: Int32 = 0
        /// Whether this is a `*` width or precision argument rather than a conversion.
        var isAmount = false
        /// Whether this is `%arg`.
        var isSubstitutionArgument = false
        /// Whether this is a `%#@name@` resolved to its substitution's argument.
        var isToken = false
    }

    /// What the scan found besides the uses.
    struct Result {
        /// Some `%` sequence is not a valid specifier.
        var hasInvalid = false
        /// Some conversion is numbered (`%1$@`) and another is not (`%d`); `%arg` does not count.
        var mixesNumbering = false
        /// Some use is strong (see `Use.isStrong`).
        var hasStrongUse = false
        /// Some conversion reads as a specifier rather than as text: it is strong, or has no
        /// space flag (`5% off` holds `% o`, a valid but implausible specifier).
        var hasPlausibleUse = false
    }

    /// What `%arg` stands for in a substitution variant, and where implicit numbering starts.
    struct Context {
        /// The argument `%arg` formats, or nil outside substitution variants.
        var argument: (index: Int32, type: FormatArgumentType)?
        /// The index of the first unnumbered specifier.
        var firstImplicitIndex: Int32 = 1

        static let plain = Context(argument: nil)
    }

    private static let largestNumber = 1_000_000

    /// Scans `bytes`, appending every argument use to `uses`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, context: Context, into uses: inout [Use]) -> Result {
        var result = Result()
        guard let base = bytes.baseAddress else { return result }
        let count = bytes.count
        var position = 0
        var nextImplicit = context.firstImplicitIndex
        var sawExplicit = false
        var sawImplicit = false
        while position < count {
            // Find the next '%'.
            guard let found = memchrIndex(base, from: position, count: count) else { break }
            let start = found
            position = found + 1
            if position < count && base[position] == UInt8(ascii: "%") {
                position += 1
                continue
            }
            if let argument = context.argument, position + 3 <= count,
                base[position] == UInt8(ascii: "a"), base[position + 1] == UInt8(ascii: "r"),
                base[position + 2] == UInt8(ascii: "g")
            {
                position += 3
                uses.append(
                    Use(
                        index: argument.index, type: argument.type, start: Int32(start), end: Int32(position),
                        isExplicit: true, isStrong: true, isSubstitutionArgument: true))
                result.hasStrongUse = true
                result.hasPlausibleUse = true
                continue
            }
            var invalid = false
            // Positional index.
            var explicitIndex: Int32?
            let digitsStart = position
            let (positional, positionalTooLarge, sawDigits) = readNumber(base, count, &position)
            if position < count, base[position] == UInt8(ascii: "$"), sawDigits {
                position += 1
                if positionalTooLarge || positional == 0 { invalid = true }
                explicitIndex = Int32(clamping: positional)
            } else {
                position = digitsStart
            }
            // Flags.
            var hasAlternate = false
            var otherFlags = false
            var hasSpaceFlag = false
            flags: while position < count {
                switch base[position] {
                case UInt8(ascii: "#"): hasAlternate = true
                case UInt8(ascii: " "):
                    otherFlags = true
                    hasSpaceFlag = true
                case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0"), UInt8(ascii: "'"):
                    otherFlags = true
                default: break flags
                }
                position += 1
            }
            // Width and precision.
            var widthArgument: Int32??
            var hasWidth = false
            readAmount(base, count, &position, &invalid, &widthArgument, &hasWidth)
            var precisionArgument: Int32??
            var hasPrecision = false
            if position < count, base[position] == UInt8(ascii: ".") {
                position += 1
                readAmount(base, count, &position, &invalid, &precisionArgument, &hasPrecision)
                hasPrecision = true
            }
            // Length modifier.
            var length: FormatLengthModifier?
            if position < count {
                let byte = base[position]
                let next: UInt8 = position + 1 < count ? base[position + 1] : 0
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
                if let length { position += length.rawValue.utf8.count }
            }
            guard position < count else {
                result.hasInvalid = true
                break
            }
            let byte = base[position]
            if byte == UInt8(ascii: "%") {
                position += 1
                result.hasInvalid = true
                continue
            }
            var type: FormatArgumentType
            var nameStart = 0
            var nameEnd = 0
            let isVariable = byte == UInt8(ascii: "@") && hasAlternate
            if isVariable {
                position += 1
                nameStart = position
                while position < count, base[position] != UInt8(ascii: "@"), base[position] != UInt8(ascii: "%"),
                    base[position] != 0x0A
                {
                    position += 1
                }
                guard position < count, base[position] == UInt8(ascii: "@") else {
                    result.hasInvalid = true
                    continue
                }
                nameEnd = position
                position += 1
                if nameEnd == nameStart { invalid = true }
                if otherFlags || hasWidth || hasPrecision || length != nil { invalid = true }
                type = .variable
            } else if let conversion = FormatConversion.fromByte(byte) {
                position += 1
                if let length, !accepts(conversion, length) { invalid = true }
                type = conversion.argumentType(length: length)
            } else {
                position += 1
                while position < count, base[position] & 0xC0 == 0x80 { position += 1 }
                result.hasInvalid = true
                continue
            }
            if invalid {
                result.hasInvalid = true
                continue
            }
            let end = Int32(position)
            // Implicit indices are handed out in the order C consumes arguments.
            func useAmount(_ amount: Int32??) {
                guard case .some(let written) = amount else { return }
                let index: Int32
                if let written {
                    index = written
                    sawExplicit = true
                } else {
                    index = nextImplicit
                    nextImplicit += 1
                    sawImplicit = true
                }
                uses.append(
                    Use(
                        index: index, type: .int, start: Int32(start), end: end, isExplicit: written != nil,
                        isStrong: written != nil, isAmount: true))
            }
            useAmount(widthArgument)
            useAmount(precisionArgument)
            let index: Int32
            if let explicitIndex {
                index = explicitIndex
                sawExplicit = true
            } else {
                index = nextImplicit
                nextImplicit += 1
                sawImplicit = true
            }
            let strong = explicitIndex != nil || type == .object || type == .variable || length != nil
            if strong { result.hasStrongUse = true }
            if strong || !hasSpaceFlag { result.hasPlausibleUse = true }
            uses.append(
                Use(
                    index: index, type: type, start: Int32(start), end: end, isExplicit: explicitIndex != nil,
                    isStrong: strong, nameStart: Int32(nameStart), nameEnd: Int32(nameEnd)))
        }
        result.mixesNumbering = sawExplicit && sawImplicit
        return result
    }

    /// Whether a conversion takes a length modifier (as `FormatConversion.allowedLengthModifiers`, without a set).
    @inline(__always)
    private static func accepts(_ conversion: FormatConversion, _ length: FormatLengthModifier) -> Bool {
        switch conversion {
        case .decimal, .integer, .unsigned, .octal, .hex, .upperHex: length != .longDouble
        case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat:
            length == .long || length == .longDouble
        case .character, .cString: length == .long
        case .unichar, .unicharString, .pointer, .object, .variable: false
        }
    }

    /// The index of the next `%` at or after `from`, or nil.
    @inline(__always)
    private static func memchrIndex(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
        var index = from
        while index < count {
            if base[index] == UInt8(ascii: "%") { return index }
            index += 1
        }
        return nil
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

    /// Reads a width or precision: digits, `*` (an implicit argument, `.some(nil)`) or `*N$` (`.some(N)`).
    @inline(__always)
    private static func readAmount(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ position: inout Int, _ invalid: inout Bool,
        _ argument: inout Int32??, _ present: inout Bool
    ) {
        if position < count, base[position] == UInt8(ascii: "*") {
            present = true
            position += 1
            let digitsStart = position
            let (value, tooLarge, sawDigits) = readNumber(base, count, &position)
            if position < count, base[position] == UInt8(ascii: "$") {
                position += 1
                if tooLarge || value == 0 || !sawDigits { invalid = true }
                argument = .some(Int32(clamping: value))
                return
            }
            position = digitsStart
            argument = .some(nil)
            return
        }
        let (_, tooLarge, sawDigits) = readNumber(base, count, &position)
        if sawDigits { present = true }
        if tooLarge { invalid = true }
    }
}
