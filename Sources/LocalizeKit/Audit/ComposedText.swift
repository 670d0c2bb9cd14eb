/// The texts a string with substitutions shows: `Delete %#@files@?` with its
/// substitution's plural forms put in (`Delete %arg file?`, `Delete %arg files?`),
/// so that whitespace and punctuation are judged on what people read rather
/// than on fragments.
///
/// A composer is made once per string: it finds the tokens and the variants of
/// their substitutions, then puts in any choice of variants.
///
/// ```swift
/// // "Delete %#@files@?" with files = one: "%arg file", other: "%arg files"
/// let composer = ComposedText(text, substitutions: substitutions)
/// composer.combinations(limit: 16).map(\.text)   // ["Delete %arg file?", "Delete %arg files?"]
/// ```
struct ComposedText {
    /// One way a string can show: the composed text, and the variant chosen for each token.
    struct Combination {
        let text: String
        /// The variation name (`one`, `other`) chosen for each token, in order; empty for none.
        let choices: [String]
    }

    /// The text, split around its tokens: `pieces.count == names.count + 1`.
    private let pieces: [Substring]
    /// The substitution each token names.
    let names: [String]
    /// The variants of each token's substitution (name and text); empty when it has none.
    private let options: [[(name: String, text: String)]]
    /// The tokens as written, for those without variants.
    private let tokens: [Substring]

    /// Whether some token has a substitution with variants (else there is nothing to compose).
    var isComposable: Bool { options.contains { !$0.isEmpty } }

    /// A composer for a text and the substitutions of its localization.
    init(_ text: String, substitutions: CatalogMap<CatalogSubstitution>?) {
        var uses: [FormatScanner.Use] = []
        var pieces: [Substring] = []
        var names: [String] = []
        var tokens: [Substring] = []
        text.withUTF8Buffer { bytes in
            _ = FormatScanner.scan(bytes, context: .plain, into: &uses)
            let utf8 = text.utf8
            var last = utf8.startIndex
            for use in uses where use.type == .variable && use.nameEnd > use.nameStart {
                let start = utf8.index(utf8.startIndex, offsetBy: Int(use.start))
                let end = utf8.index(utf8.startIndex, offsetBy: Int(use.end))
                pieces.append(text[last..<start])
                tokens.append(text[start..<end])
                names.append(String(decoding: bytes[Int(use.nameStart)..<Int(use.nameEnd)], as: UTF8.self))
                last = end
            }
            pieces.append(text[last...])
        }
        self.pieces = pieces
        self.names = names
        self.tokens = tokens
        options = names.map { name in substitutions?[name].map(Self.variants(of:)) ?? [] }
    }

    /// The variants of a substitution: the name of each plural (or other) variation with its
    /// text; variations still `new` are left out.
    static func variants(of substitution: CatalogSubstitution) -> [(name: String, text: String)] {
        var result: [(name: String, text: String)] = []
        let selectors = substitution.variations.selectors.values
        guard let map = selectors.first else { return result }
        for index in map.indices {
            guard let unit = map.values[index].stringUnit, unit.state != .new else { continue }
            result.append((map.keys[index], unit.value))
        }
        return result
    }

    /// Every combination of the variants, at most `limit`.
    func combinations(limit: Int) -> [Combination] {
        guard isComposable else { return [] }
        var result: [Combination] = []
        var choice = [Int](repeating: 0, count: names.count)
        while result.count < limit {
            var choices: [String] = []
            choices.reserveCapacity(names.count)
            for (index, options) in options.enumerated() {
                choices.append(options.isEmpty ? "" : options[choice[index]].name)
            }
            result.append(Combination(text: text(choosing: choices), choices: choices))
            // The next choice, like counting in mixed radix.
            var position = names.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < max(options[position].count, 1) { break }
                choice[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        return result
    }

    /// The text shown for choices made for another localization's tokens (`names`): for each
    /// token, the variant of the same name, or `other`, or the first; a token whose
    /// substitution has no variants stays as written.
    func text(choosing choices: [String], for otherNames: [String]? = nil) -> String {
        var result = String(pieces[0])
        for index in names.indices {
            let options = options[index]
            var wanted = "other"
            if let otherNames {
                if let position = otherNames.firstIndex(of: names[index]) { wanted = choices[position] }
            } else {
                wanted = choices[index]
            }
            if let chosen = options.first(where: { $0.name == wanted }) ?? options.first(where: { $0.name == "other" })
                ?? options.first
            {
                result += chosen.text
            } else {
                result += tokens[index]
            }
            result += pieces[index + 1]
        }
        return result
    }
}
