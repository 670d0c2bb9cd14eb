/// Splits a format string into tokens. One pass over the UTF-8 bytes; never traps.
struct FormatStringParser {
    private let bytes: [UInt8]
    private var position = 0
    /// The next implicit argument index.
    private var nextArgument = 1

    /// Numbers above this are reported rather than used.
    static let largestNumber = 1_000_000

    static func tokens(of text: String) -> [FormatToken] {
        var parser = FormatStringParser(bytes: Array(text.utf8))
        return parser.parse()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parse() -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literalStart = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "%") else {
                position += 1
                continue
            }
            if literalStart < position {
                tokens.append(
                    FormatToken(kind: .literal(string(literalStart..<position)), utf8Range: literalStart..<position))
            }
            let start = position
            let kind = parseSpecifier()
            tokens.append(FormatToken(kind: kind, utf8Range: start..<position))
            literalStart = position
        }
        if literalStart < bytes.count {
            tokens.append(
                FormatToken(kind: .literal(string(literalStart..<bytes.count)), utf8Range: literalStart..<bytes.count))
        }
        return tokens
    }

    /// A parsed number, or the problem with it.
    private enum Number {
        case none
        case value(Int)
        case tooLarge
    }

    /// Parses from `%` at `position`, leaving `position` after the sequence.
    private mutating func parseSpecifier() -> FormatToken.Kind {
        let start = position
        position += 1
        var problem: FormatSpecifierIssue.Kind?

        // %%
        if peek == UInt8(ascii: "%") {
            position += 1
            return .percent
        }

        // Positional argument: digits then `$`.
        var explicitIndex: Int?
        let digitsStart = position
        let positional = readNumber()
        if peek == UInt8(ascii: "$"), case .value(let index) = positional {
            position += 1
            if index == 0 { problem = problem ?? .zeroArgumentIndex }
            explicitIndex = index
        } else if peek == UInt8(ascii: "$"), case .tooLarge = positional {
            position += 1
            problem = problem ?? .numberTooLarge
        } else {
            position = digitsStart
        }

        var flags: FormatFlags = []
        while let byte = peek, let flag = FormatFlags.fromByte(byte) {
            flags.insert(flag)
            position += 1
        }

        let width = readAmount(problem: &problem)
        var precision: FormatAmount?
        if peek == UInt8(ascii: ".") {
            position += 1
            precision = readAmount(problem: &problem) ?? .fixed(0)
        }
        let length = readLengthModifier()

        guard let byte = peek else {
            return invalid(.missingConversion, from: start)
        }

        if byte == UInt8(ascii: "%") {
            position += 1
            return invalid(.modifiedPercent, from: start)
        }

        var conversion: FormatConversion
        var variableName: String?
        if byte == UInt8(ascii: "@") && flags.contains(.alternate) {
            conversion = .variable
            position += 1
            let nameStart = position
            while let next = peek, next != UInt8(ascii: "@"), next != UInt8(ascii: "%"), next != 0x0A {
                position += 1
            }
            guard peek == UInt8(ascii: "@") else {
                return invalid(.unterminatedVariableName, from: start)
            }
            let name = string(nameStart..<position)
            position += 1
            if name.isEmpty { problem = problem ?? .emptyVariableName }
            if flags != .alternate || width != nil || precision != nil || length != nil {
                problem = problem ?? .modifiedVariable
            }
            variableName = name
        } else if let known = FormatConversion.fromByte(byte) {
            conversion = known
            position += 1
            if let length, !conversion.allowedLengthModifiers.contains(length) {
                problem = problem ?? .invalidLengthModifier(length, conversion)
            }
        } else {
            let scalarStart = position
            position += 1
            while let next = peek, next & 0xC0 == 0x80 { position += 1 }
            let character = string(scalarStart..<position)
            return invalid(
                byte == UInt8(ascii: "n") ? .unsupportedConversion(character) : .unknownConversion(character),
                from: start)
        }

        if let problem { return invalid(problem, from: start) }

        // Implicit indices are handed out in the order C consumes arguments.
        let resolvedWidth = resolve(width)
        let resolvedPrecision = resolve(precision)
        let index = explicitIndex ?? takeNextArgument()
        return .specifier(
            FormatSpecifier(
                text: string(start..<position), utf8Range: start..<position, argumentIndex: index,
                hasExplicitIndex: explicitIndex != nil, flags: flags, width: resolvedWidth,
                precision: resolvedPrecision, lengthModifier: length, conversion: conversion,
                variableName: variableName))
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func invalid(_ kind: FormatSpecifierIssue.Kind, from start: Int) -> FormatToken.Kind {
        .invalid(FormatSpecifierIssue(kind: kind, text: string(start..<position), utf8Range: start..<position))
    }

    private mutating func takeNextArgument() -> Int {
        defer { nextArgument += 1 }
        return nextArgument
    }

    private mutating func resolve(_ amount: FormatAmount?) -> FormatAmount? {
        if case .argument(_, false) = amount { return .argument(index: takeNextArgument(), isExplicit: false) }
        return amount
    }

    /// Reads decimal digits at `position`.
    private mutating func readNumber() -> Number {
        var value = 0
        var sawDigit = false
        var tooLarge = false
        while let byte = peek, byte.isASCIIDigit {
            sawDigit = true
            if !tooLarge {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if value > Self.largestNumber { tooLarge = true }
            }
            position += 1
        }
        if tooLarge { return .tooLarge }
        return sawDigit ? .value(value) : .none
    }

    /// Reads a width or precision: digits, `*` or `*N$`. The index of a bare `*` is filled in later.
    private mutating func readAmount(problem: inout FormatSpecifierIssue.Kind?) -> FormatAmount? {
        if peek == UInt8(ascii: "*") {
            position += 1
            let digitsStart = position
            let number = readNumber()
            // `*$` without digits is no argument reference: the `$` is left to be the conversion.
            if peek == UInt8(ascii: "$") {
                switch number {
                case .value(0): problem = problem ?? .zeroArgumentIndex
                case .value(let index):
                    position += 1
                    return .argument(index: index, isExplicit: true)
                case .tooLarge: problem = problem ?? .numberTooLarge
                case .none: return .argument(index: 0, isExplicit: false)
                }
                position += 1
                return .argument(index: 0, isExplicit: true)
            }
            position = digitsStart
            return .argument(index: 0, isExplicit: false)
        }
        switch readNumber() {
        case .none: return nil
        case .value(let value): return .fixed(value)
        case .tooLarge:
            problem = problem ?? .numberTooLarge
            return .fixed(0)
        }
    }

    private mutating func readLengthModifier() -> FormatLengthModifier? {
        guard let byte = peek else { return nil }
        let next = position + 1 < bytes.count ? bytes[position + 1] : nil
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
        if let length { position += length.rawValue.utf8.count }
        return length
    }
}
