/// Splits a format string into tokens with `FormatSpecifierGrammar`, the one
/// parser of the specifier language, and numbers the implicit arguments in
/// the order C consumes them. One pass over the UTF-8 bytes; never traps.
struct FormatStringParser {
    /// Numbers above this are reported rather than used.
    static let largestNumber = FormatSpecifierGrammar.largestNumber

    static func tokens(of text: String) -> [FormatToken] {
        text.withUTF8Buffer { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
            return tokens(base, count: bytes.count)
        }
    }

    private static func tokens(_ base: UnsafePointer<UInt8>, count: Int) -> [FormatToken] {
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        }
        var tokens: [FormatToken] = []
        var literalStart = 0
        var position = 0
        var nextArgument = 1
        func takeNextArgument() -> Int {
            defer { nextArgument += 1 }
            return nextArgument
        }
        while position < count {
            guard base[position] == UInt8(ascii: "%") else {
                position += 1
                continue
            }
            if literalStart < position {
                tokens.append(
                    FormatToken(kind: .literal(string(literalStart..<position)), utf8Range: literalStart..<position))
            }
            let start = position
            let parsed = FormatSpecifierGrammar.parse(base, count: count, at: start)
            position = parsed.end
            let range = start..<position
            let kind: FormatToken.Kind
            if parsed.isPercent {
                kind = .percent
            } else if let problem = parsed.problem {
                kind = .invalid(
                    FormatSpecifierIssue(kind: issueKind(problem, string), text: string(range), utf8Range: range))
            } else {
                // Implicit indices are handed out in the order C consumes arguments.
                func resolve(_ amount: FormatSpecifierGrammar.Amount?) -> FormatAmount? {
                    switch amount {
                    case .none: nil
                    case .fixed(let value): .fixed(value)
                    case .argument(let index?): .argument(index: index, isExplicit: true)
                    case .argument(nil): .argument(index: takeNextArgument(), isExplicit: false)
                    }
                }
                let width = resolve(parsed.width)
                let precision = resolve(parsed.precision)
                let index = parsed.explicitIndex ?? takeNextArgument()
                kind = .specifier(
                    FormatSpecifier(
                        text: string(range), utf8Range: range, argumentIndex: index,
                        hasExplicitIndex: parsed.explicitIndex != nil, flags: parsed.flags, width: width,
                        precision: precision, lengthModifier: parsed.length, conversion: parsed.conversion,
                        variableName: parsed.conversion == .variable ? string(parsed.nameRange) : nil))
            }
            tokens.append(FormatToken(kind: kind, utf8Range: range))
            literalStart = position
        }
        if literalStart < count {
            tokens.append(FormatToken(kind: .literal(string(literalStart..<count)), utf8Range: literalStart..<count))
        }
        return tokens
    }

    /// The public kind of a problem, with the texts it names.
    private static func issueKind(
        _ problem: FormatSpecifierGrammar.Problem, _ string: (Range<Int>) -> String
    ) -> FormatSpecifierIssue.Kind {
        switch problem {
        case .missingConversion: .missingConversion
        case .unsupportedConversion(let range): .unsupportedConversion(string(range))
        case .unknownConversion(let range): .unknownConversion(string(range))
        case .zeroArgumentIndex: .zeroArgumentIndex
        case .numberTooLarge: .numberTooLarge
        case .invalidLengthModifier(let length, let conversion): .invalidLengthModifier(length, conversion)
        case .emptyVariableName: .emptyVariableName
        case .unterminatedVariableName: .unterminatedVariableName
        case .modifiedVariable: .modifiedVariable
        case .modifiedPercent: .modifiedPercent
        }
    }
}
