/// Evaluates the integer constant expressions of C enumerators: literals (decimal, hex,
/// octal, with `u`/`l` suffixes), names of earlier enumerators, parentheses, unary
/// `- + ~ !` and binary `* / % + - << >> & ^ |`, with C's precedence.
///
/// Anything else (casts, `sizeof`, character literals, unknown names) makes the value
/// unknown (nil) rather than guessed.
struct CConstantExpression {
    private let tokens: [CToken]
    private let lookup: (String) -> Int?
    private var position = 0

    /// The value of `tokens`, or nil.
    static func evaluate(_ tokens: [CToken], lookup: (String) -> Int?) -> Int? {
        withoutActuallyEscaping(lookup) { lookup in
            var expression = CConstantExpression(tokens: tokens, lookup: lookup)
            guard let value = expression.parse(precedence: 0), expression.position == tokens.count else { return nil }
            return value
        }
    }

    private init(tokens: [CToken], lookup: @escaping (String) -> Int?) {
        self.tokens = tokens
        self.lookup = lookup
    }

    /// Binary operators, loosest first.
    private static let levels: [[String]] = [["|"], ["^"], ["&"], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]

    private mutating func parse(precedence: Int) -> Int? {
        guard precedence < Self.levels.count else { return parseUnary() }
        guard var value = parse(precedence: precedence + 1) else { return nil }
        while position < tokens.count, tokens[position].kind == .punctuation,
            Self.levels[precedence].contains(tokens[position].text)
        {
            let operation = tokens[position].text
            position += 1
            guard let right = parse(precedence: precedence + 1) else { return nil }
            switch operation {
            case "|": value |= right
            case "^": value ^= right
            case "&": value &= right
            case "<<": value <<= right
            case ">>": value >>= right
            case "+": value += right
            case "-": value -= right
            case "*": value *= right
            case "/":
                guard right != 0 else { return nil }
                value /= right
            default:
                guard right != 0 else { return nil }
                value %= right
            }
        }
        return value
    }

    private mutating func parseUnary() -> Int? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        switch token.kind {
        case .number: return Self.integer(token.text)
        case .identifier: return lookup(token.text)
        case .literal: return nil
        case .punctuation:
            switch token.text {
            case "-": return parseUnary().map { -$0 }
            case "+": return parseUnary()
            case "~": return parseUnary().map { ~$0 }
            case "!": return parseUnary().map { $0 == 0 ? 1 : 0 }
            case "(":
                guard let value = parse(precedence: 0), position < tokens.count, tokens[position].isPunctuation(")")
                else { return nil }
                position += 1
                return value
            default: return nil
            }
        }
    }

    /// A C integer literal's value.
    static func integer(_ literal: String) -> Int? {
        var text = Substring(literal)
        while let last = text.last, "uUlL".contains(last) { text = text.dropLast() }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16) }
        if text.count > 1, text.hasPrefix("0") { return Int(text.dropFirst(), radix: 8) }
        return Int(text)
    }
}
