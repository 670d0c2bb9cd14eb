/// The texts a string with substitutions shows: `Delete %#@files@?` with its
/// substitution's plural forms put in (`Delete %arg file?`, `Delete %arg files?`),
/// so that whitespace and punctuation are judged on what people read rather
/// than on fragments.
///
/// A composer reads a string once: it finds the tokens and the variants of
/// their substitutions; then it puts any choice of variants into a byte
/// buffer that the caller keeps, so that composing allocates nothing. One
/// composer is reused from string to string.
///
/// ```swift
/// // "Delete %#@files@?" with files = one: "%arg file", other: "%arg files"
/// var composer = ComposedText()
/// composer.read(text, substitutions: substitutions)
/// var choice: [Int] = [], bytes: [UInt8] = []
/// composer.firstChoice(into: &choice)                 // [0]
/// composer.compose(choosing: choice, into: &bytes)   // "Delete %arg file?"
/// composer.advance(&choice)                           // true: [1], "Delete %arg files?"
/// ```
struct ComposedText {
    /// A token of the text (`%#@files@`): where it is, its substitution's name, and where its
    /// variants are in `variants`.
    private struct Token {
        let start: Int
        let end: Int
        let name: String
        let firstVariant: Int
        let variantCount: Int
    }

    /// A variant of a substitution: its variation name (`one`, `other`) and its text.
    private struct Variant {
        let name: String
        let text: String
    }

    /// The text read last, and its bytes.
    private(set) var text = ""
    private var textBytes: [UInt8] = []
    private var tokens: [Token] = []
    private var variants: [Variant] = []
    private var uses: [FormatScanner.Use] = []

    /// Whether some token has a substitution with variants (else there is nothing to compose).
    private(set) var isComposable = false

    /// The number of tokens.
    var tokenCount: Int { tokens.count }

    /// Reads a text and the substitutions of its localization, forgetting the text before.
    mutating func read(_ text: String, substitutions: CatalogMap<CatalogSubstitution>?) {
        self.text = text
        textBytes.removeAll(keepingCapacity: true)
        textBytes.append(contentsOf: text.utf8)
        tokens.removeAll(keepingCapacity: true)
        variants.removeAll(keepingCapacity: true)
        uses.removeAll(keepingCapacity: true)
        isComposable = false
        text.withUTF8Buffer { bytes in
            _ = FormatScanner.scan(bytes, context: .plain, into: &uses)
        }
        for use in uses where use.type == .variable && use.nameEnd > use.nameStart {
            let name = String(decoding: textBytes[Int(use.nameStart)..<Int(use.nameEnd)], as: UTF8.self)
            let first = variants.count
            if let position = substitutions?.index(forKey: name), let substitutions {
                addVariants(of: substitutions.values[position])
            }
            if variants.count > first { isComposable = true }
            tokens.append(
                Token(
                    start: Int(use.start), end: Int(use.end), name: name, firstVariant: first,
                    variantCount: variants.count - first))
        }
    }

    /// The variants of a substitution: the name of each plural (or other) variation with its
    /// text; variations still `new` are left out.
    private mutating func addVariants(of substitution: CatalogSubstitution) {
        let selectors = substitution.variations.selectors.values
        guard let map = selectors.first else { return }
        for index in map.indices {
            guard let unit = map.values[index].stringUnit, unit.state != .new else { continue }
            variants.append(Variant(name: map.keys[index], text: unit.value))
        }
    }

    /// The first choice: the first variant of every token.
    func firstChoice(into choice: inout [Int]) {
        choice.removeAll(keepingCapacity: true)
        for _ in tokens.indices { choice.append(0) }
    }

    /// The next choice, like counting in mixed radix (the last token fastest); false after the last.
    func advance(_ choice: inout [Int]) -> Bool {
        var position = tokens.count - 1
        while position >= 0 {
            choice[position] += 1
            if choice[position] < max(tokens[position].variantCount, 1) { return true }
            choice[position] = 0
            position -= 1
        }
        return false
    }

    /// The variation name chosen for a token ("" for a token without variants).
    func chosenName(_ choice: [Int], token index: Int) -> String {
        tokens[index].variantCount == 0 ? "" : variants[tokens[index].firstVariant + choice[index]].name
    }

    /// The position among the tokens of the first one naming `name`.
    func firstToken(named name: String) -> Int? {
        for index in tokens.indices where tokens[index].name == name { return index }
        return nil
    }

    /// Puts the text shown for `choice` (a variant for each token) into `bytes`: for each
    /// token, the first variant of the chosen variant's name.
    func compose(choosing choice: [Int], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        // Plain loops over the kept bytes, no closure: one would capture (and retain) the whole composer.
        var last = 0
        for index in tokens.indices {
            let offset =
                tokens[index].variantCount > 0
                ? firstVariant(named: variants[tokens[index].firstVariant + choice[index]].name, of: index) : nil
            append(token: index, variant: offset, after: last, into: &bytes)
            last = tokens[index].end
        }
        bytes.append(contentsOf: textBytes[last...])
    }

    /// Puts into `bytes` the text shown when `other` chose `choice` for its tokens: for each
    /// token, the variant of the name `other` chose for its first token of the same name (or
    /// `other` when it has none), else `other`, else the first; a token whose substitution
    /// has no variants stays as written.
    func compose(following other: ComposedText, choice: [Int], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        var last = 0
        for index in tokens.indices {
            var wanted = "other"
            if let position = other.firstToken(named: tokens[index].name) {
                wanted = other.chosenName(choice, token: position)
            }
            let offset =
                firstVariant(named: wanted, of: index) ?? firstVariant(named: "other", of: index)
                ?? (tokens[index].variantCount > 0 ? 0 : nil)
            append(token: index, variant: offset, after: last, into: &bytes)
            last = tokens[index].end
        }
        bytes.append(contentsOf: textBytes[last...])
    }

    /// Appends the text from `last` to a token, then the token's variant at `offset` (or the
    /// token as written when there is none).
    @inline(__always)
    private func append(token index: Int, variant offset: Int?, after last: Int, into bytes: inout [UInt8]) {
        let start = tokens[index].start
        bytes.append(contentsOf: textBytes[last..<start])
        if let offset {
            bytes.append(contentsOf: variants[tokens[index].firstVariant + offset].text.utf8)
        } else {
            bytes.append(contentsOf: textBytes[start..<tokens[index].end])
        }
    }

    /// Whether `names` are the names chosen by `choice`, token by token.
    func choiceHasNames(_ choice: [Int], _ names: [String]) -> Bool {
        guard names.count == tokens.count else { return false }
        for index in tokens.indices where chosenName(choice, token: index) != names[index] { return false }
        return true
    }

    /// The names chosen by `choice`, token by token.
    func chosenNames(_ choice: [Int]) -> [String] {
        tokens.indices.map { chosenName(choice, token: $0) }
    }

    /// The offset among a token's variants of the first one named `name`.
    private func firstVariant(named name: String, of index: Int) -> Int? {
        let first = tokens[index].firstVariant
        for offset in 0..<tokens[index].variantCount where variants[first + offset].name == name {
            return offset
        }
        return nil
    }
}
