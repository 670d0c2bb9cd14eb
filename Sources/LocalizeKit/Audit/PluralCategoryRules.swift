/// The rules about the categories of a plural variation:
/// `missing-plural-category`, `unused-plural-category` and `missing-other-category`.
///
/// Categories come from CLDR through ICU, per locale (`ru` uses one, few,
/// many and other). A category that only decimals select (`many` in Czech,
/// for 1.5) is not required of a variation whose number is an integer;
/// `zero` is always allowed, since Apple uses it for 0 in every language;
/// locales without known rules (invalid identifiers) are not judged. A
/// missing category that only large round numbers select (`many` in Spanish,
/// French, Italian, Portuguese and Catalan: 1000000) is a note: `other`
/// reads well enough there. A category the locale never uses is a note too.
enum PluralCategoryRules {
    /// Checks one plural map (`variations.plural`) of a localization or substitution.
    /// `lineOf` gives the line of the key at a position, for repeated keys.
    static func check(
        keys: some Sequence<String>, locale: AuditLocale, isDecimal: Bool, line: Int, key: String,
        lineOf: (Int) -> Int, path: () -> String, into sink: inout FindingSink
    ) {
        var present: UInt8 = 0
        var unknown: [String] = []
        var unused: [String] = []
        let other = PluralCategoryMask.bit(.other)
        let zero = PluralCategoryMask.bit(.zero)
        var repeated: [(name: String, position: Int)] = []
        for (position, name) in keys.enumerated() {
            guard let category = PluralCategory(rawValue: name) else {
                unknown.append(name)
                continue
            }
            let bit = PluralCategoryMask.bit(category)
            if present & bit != 0 { repeated.append((name, position)) }
            present |= bit
            if locale.hasPluralRules && bit != zero && locale.pluralCategories & bit == 0 {
                unused.append(name)
            }
        }
        for (name, position) in repeated {
            sink.add(
                .duplicateKey, line: lineOf(position), key: key, locale: locale.name,
                "the plural variation '\(name)' appears twice; JSON readers keep only one of them" + path())
        }
        if present & other == 0 {
            sink.add(
                .missingOtherCategory, line: line, key: key, locale: locale.name,
                "plural variation without 'other', the form every number can fall back to\(path())")
        }
        if !unknown.isEmpty {
            // A misspelled category is never shown: more than a note.
            sink.add(
                .unusedPluralCategory, severity: .warning, line: line, key: key, locale: locale.name,
                "\(list(unknown)) \(unknown.count == 1 ? "is not a plural category" : "are not plural categories")"
                    + " (zero, one, two, few, many, other)\(path())")
        }
        if !unused.isEmpty {
            sink.add(
                .unusedPluralCategory, line: line, key: key, locale: locale.name,
                "\(list(unused)) \(unused.count == 1 ? "is" : "are") never used in '\(locale.name)'"
                    + " (it uses \(list(PluralCategoryMask.categories(locale.pluralCategories).map(\.rawValue))))"
                    + path())
        }
        guard locale.hasPluralRules else { return }
        let needed = (isDecimal ? locale.pluralCategories : locale.integerPluralCategories) & ~other
        let missing = needed & ~present
        // Most variations lack nothing: no list of severities to make for them.
        guard missing != 0 else { return }
        let largeOnly = isDecimal ? 0 : missing & locale.largeNumberCategories
        for (mask, severity) in [(missing & ~largeOnly, AuditSeverity.warning), (largeOnly, .note)] where mask != 0 {
            let described = PluralCategoryMask.categories(mask).map { category in
                "'\(category.rawValue)'" + (locale.examples(of: category).map { " (\($0))" } ?? "")
            }
            let fallback = severity == .note ? "; 'other' is shown for these large numbers" : ""
            sink.add(
                .missingPluralCategory, severity: severity, line: line, key: key, locale: locale.name,
                "plural variation lacks \(described.joined(separator: ", ")), used in '\(locale.name)'\(fallback)"
                    + path())
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
