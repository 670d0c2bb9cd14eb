/// One token of a C header, as `CTokenizer` reads it.
struct CToken: Equatable, CustomStringConvertible {
    /// What a token is.
    enum Kind: Equatable {
        case identifier
        case number
        case punctuation
        /// A string or character literal, kept as written.
        case literal
    }

    let kind: Kind
    let text: String
    /// 1-based line of the token's first character.
    let line: Int
    /// The comment written just before the token (only blank lines and preprocessor
    /// lines between), if any: ICU's doc comments, which carry `@stable ICU n`.
    let leadingComment: String?

    var description: String { text }

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
}
