/// The texts a string with substitutions shows: `Delete %#@files@?` with its
/// substitution's plural forms put in (`Delete %arg file?`, `Delete %arg files?`),
/// so that whitespace and punctuation are judged on what people read rather
/// than on fragments.
///
/// ```swift
/// // "Delete %#@files@?" with files = one: "%arg file", other: "%arg files"
/// ComposedText.combinations(of: text, substitutions: substitutions, limit: 16)
/// // [("Delete %arg file?", ["files": "one"]), ("Delete %arg files?", ["files": "other"])]
/// ```
enum ComposedText {
    /// A `%#@name@` token of a string: where it is, and the name.
    struct Token {
        let range: Range<Int>
        let name: String
    }

    /// One way a string can show: the composed text, and the variation chosen for each substitution.
    struct Combination {
        let text: String
        let choices: [(name: String, variant: String)]
    }

    /// The `%#@name@` and `%N$#@name@` tokens of a text, in order.
    static func tokens(of text: String) -> [Token] {
        var uses: [FormatScanner.Use] = []
        return text.withUTF8Buffer { bytes in
            _ = FormatScanner.scan(bytes, context: .plain, into: &uses)
            return uses.compactMap { use in
                guard use.type == .variable, use.nameEnd > use.nameStart else { return nil }
                let name = String(decoding: bytes[Int(use.nameStart)..<Int(use.nameEnd)], as: UTF8.self)
                return Token(range: Int(use.start)..<Int(use.end), name: name)
            }
        }
    }

    /// The variants of a substitution: the name of each plural (or other) variation with its
    /// text; variations still `new` are left out.
    static func variants(of substitution: CatalogSubstitution) -> [(name: String, text: String)] {
        var result: [(name: String, text: String)] = []
        for (_, map) in substitution.variations.selectors {
            for (name, child) in map {
                guard let unit = child.stringUnit, unit.state != .new else { continue }
                result.append((name, unit.value))
            }
            break
        }
        return result
    }

    /// Every combination of the variants of the substitutions a text names, at most `limit`;
    /// empty when the text names none that has variants.
    static func combinations(
        of text: String, substitutions: CatalogMap<CatalogSubstitution>, limit: Int
    ) -> [Combination] {
        let tokens = tokens(of: text)
        var options: [[(name: String, text: String)]] = []
        for token in tokens {
            let found = substitutions[token.name].map(variants(of:)) ?? []
            options.append(found.isEmpty ? [("", "")] : found)
        }
        guard options.contains(where: { !($0.count == 1 && $0[0].name.isEmpty) }) else { return [] }
        var result: [Combination] = []
        var choice = [Int](repeating: 0, count: tokens.count)
        while result.count < limit {
            var choices: [(name: String, variant: String)] = []
            var pieces: [String] = []
            for (index, token) in tokens.enumerated() {
                let option = options[index][choice[index]]
                choices.append((token.name, option.name))
                pieces.append(option.name.isEmpty ? "" : option.text)
            }
            result.append(Combination(text: compose(text, tokens: tokens, with: pieces), choices: choices))
            // The next choice, like counting in mixed radix.
            var position = tokens.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < options[position].count { break }
                choice[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        return result
    }

    /// The source text shown for the same choices: each of its substitutions' variant of the
    /// same name (or `other`, or the first); a token without a substitution stays as written.
    static func sourceText(
        _ text: String, substitutions: CatalogMap<CatalogSubstitution>?, choices: [(name: String, variant: String)]
    ) -> String {
        let tokens = tokens(of: text)
        guard !tokens.isEmpty, let substitutions else { return text }
        var pieces: [String] = []
        for token in tokens {
            let variants = substitutions[token.name].map(variants(of:)) ?? []
            let wanted = choices.first { $0.name == token.name }?.variant ?? "other"
            let chosen =
                variants.first { $0.name == wanted } ?? variants.first { $0.name == "other" } ?? variants.first
            pieces.append(chosen?.text ?? String(decoding: Array(text.utf8)[token.range], as: UTF8.self))
        }
        return compose(text, tokens: tokens, with: pieces)
    }

    /// A text with each token replaced by its piece.
    private static func compose(_ text: String, tokens: [Token], with pieces: [String]) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + pieces.reduce(0) { $0 + $1.utf8.count })
        var position = 0
        for (token, piece) in zip(tokens, pieces) {
            result.append(contentsOf: bytes[position..<token.range.lowerBound])
            result.append(contentsOf: piece.utf8)
            position = token.range.upperBound
        }
        result.append(contentsOf: bytes[position...])
        return String(decoding: result, as: UTF8.self)
    }
}
