/// A position in a token array, with the skipping the parser needs.
struct TokenCursor {
    let tokens: [CToken]
    var position = 0

    var current: CToken? { position < tokens.count ? tokens[position] : nil }

    func peek(_ offset: Int) -> CToken? { position + offset < tokens.count ? tokens[position + offset] : nil }

    mutating func advance(by count: Int = 1) { position += count }

    /// Skips a `{ … }` block at the cursor.
    mutating func skipBalanced() { _ = takeBalanced() }

    /// The tokens inside the `{ … }` block at the cursor; the cursor ends after it.
    mutating func takeBalanced() -> [CToken] {
        var depth = 0
        var inside: [CToken] = []
        while let token = current {
            advance()
            if token.isPunctuation("{") {
                depth += 1
                if depth == 1 { continue }
            } else if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            }
            inside.append(token)
        }
        return inside
    }

    /// The tokens up to the next `;` outside braces; the cursor ends after it.
    mutating func takeStatement() -> [CToken] {
        var taken: [CToken] = []
        while let token = current {
            if token.isPunctuation(";") {
                advance()
                break
            }
            if token.isPunctuation("{") {
                skipBalanced()
                continue
            }
            taken.append(token)
            advance()
        }
        return taken
    }

    /// Skips to after the next `;` outside braces.
    mutating func skipStatement() { _ = takeStatement() }
}
