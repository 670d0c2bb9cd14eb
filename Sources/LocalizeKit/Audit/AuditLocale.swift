/// What the audit knows about one localization name (`de`, `pt-BR`,
/// `Base`): whether it is a valid locale, its language, and which plural
/// categories it uses. Computed once per name and shared.
final class AuditLocale: Sendable {
    /// The name as written in the file.
    let name: String
    /// The parsed identifier, when the name parses.
    let identifier: LocaleIdentifier?
    /// Why the name is not a valid locale, or nil when it is (or is `Base`).
    let problem: String?
    /// Whether this is Xcode's `Base` localization (storyboards), which is no language.
    let isBase: Bool
    /// The language subtag, lowercase; nil when the name does not parse.
    let language: String?
    /// The script, explicit or likely (`Hant` for `zh-HK`).
    let script: String?
    /// Whether the language is Greek, whose question mark is `;`.
    let isGreek: Bool
    /// The plural categories the locale uses (`PluralCategoryMask`); 0 when unknown.
    let pluralCategories: UInt8
    /// The categories some integer selects; the others apply to decimals only.
    let integerPluralCategories: UInt8
    /// Integers that select each category, for messages.
    let pluralExamples: [PluralCategory: [Int]]
    /// The categories that only large round numbers select (`many` in Spanish, French,
    /// Italian, Portuguese and Catalan: 1000000, …), for which `other` reads well enough.
    let largeNumberCategories: UInt8
    /// The categories that more than one integer selects (`one` in Russian: 1, 21, 31, …),
    /// and those that 0 and one other integer select (`one` in French: 0 and 1): an
    /// explicit `zero` form takes 0 away from them.
    let severalIntegerCategories: UInt8
    let zeroAndOneOtherCategories: UInt8

    private init(name: String) {
        self.name = name
        isBase = name == "Base"
        var identifier: LocaleIdentifier?
        var problem: String?
        if !isBase {
            do {
                let parsed = try LocaleIdentifier(parsing: name)
                identifier = parsed
                problem = Self.problem(with: parsed)
            } catch {
                problem = "'\(name)' is not a locale identifier: \(error.reason)"
            }
        }
        self.identifier = identifier
        self.problem = problem
        language = identifier?.language
        isGreek = language == "el"
        script = identifier.flatMap { $0.script ?? $0.maximized().script }
        var categories: UInt8 = 0
        var integerCategories: UInt8 = 0
        var examples = [[Int]](repeating: [], count: PluralCategory.allCases.count)
        var smallCategories: UInt8 = 0
        var counts = [Int](repeating: 0, count: PluralCategory.allCases.count)
        var zeroCategory: PluralCategory?
        if problem == nil, let identifier, let rules = PluralRulesCache.rules(for: identifier) {
            for category in rules.categories { categories |= PluralCategoryMask.bit(category) }
            for number in Self.samples {
                let category = rules.category(for: number)
                let bit = PluralCategoryMask.bit(category)
                integerCategories |= bit
                if number < 1000 { smallCategories |= bit }
                if number == 0 { zeroCategory = category }
                counts[category.order] += 1
                if examples[category.order].count < 3 { examples[category.order].append(number) }
            }
        }
        pluralCategories = categories
        integerPluralCategories = integerCategories & categories
        var examplesByCategory: [PluralCategory: [Int]] = [:]
        for category in PluralCategory.allCases where !examples[category.order].isEmpty {
            examplesByCategory[category] = examples[category.order]
        }
        pluralExamples = examplesByCategory
        largeNumberCategories = integerCategories & ~smallCategories
        var several: UInt8 = 0
        var zeroAndOne: UInt8 = 0
        for category in PluralCategory.allCases {
            let count = counts[category.order]
            if count > 2 || (count == 2 && zeroCategory != category) { several |= PluralCategoryMask.bit(category) }
            if count == 2 && zeroCategory == category { zeroAndOne |= PluralCategoryMask.bit(category) }
        }
        severalIntegerCategories = several
        zeroAndOneOtherCategories = zeroAndOne
    }

    /// Whether the locale's plural rules have only `other` (Japanese, Chinese, Korean, Thai, …).
    var hasOnlyOtherCategory: Bool { pluralCategories == PluralCategoryMask.bit(.other) }

    /// Whether a plural form of `category` is shown for more than one integer, so that it
    /// cannot leave out the number; `hasZeroForm`: the variation has an explicit `zero`.
    func coversSeveralIntegers(_ category: PluralCategory, hasZeroForm: Bool) -> Bool {
        let bit = PluralCategoryMask.bit(category)
        if severalIntegerCategories & bit != 0 { return true }
        return !hasZeroForm && zeroAndOneOtherCategories & bit != 0
    }

    /// Integers that reach every integer category of every CLDR rule set:
    /// rules look at `n % 10`, `n % 100`, `n % 1000000` and small values.
    private static let samples: [Int] = Array(0...219) + [1000, 10000, 100000, 1_000_000, 2_000_000, 10_000_000]

    private static let cache = Locked<[String: AuditLocale]>([:])

    /// The shared facts for a name.
    static func named(_ name: String) -> AuditLocale {
        if let known = cache.withLock({ $0[name] }) { return known }
        let locale = AuditLocale(name: name)
        return cache.withLock { table in
            if let known = table[name] { return known }
            table[name] = locale
            return locale
        }
    }

    /// Whether the locale is valid (or `Base`).
    var isValid: Bool { problem == nil }

    /// Whether plural rules are known for the locale.
    var hasPluralRules: Bool { pluralCategories != 0 }

    /// Whether this locale writes the same language as another (`en-GB` and `en`), in the same script.
    func isSameLanguage(as other: AuditLocale) -> Bool {
        guard let language, language == other.language else { return false }
        return script == other.script || script == nil || other.script == nil
    }

    /// A description of the numbers that select a category, such as "2, 3, 4, …".
    func examples(of category: PluralCategory) -> String? {
        guard let numbers = pluralExamples[category], !numbers.isEmpty else { return nil }
        return numbers.map(String.init).joined(separator: ", ") + ", …"
    }

    // MARK: Validation

    private static func problem(with identifier: LocaleIdentifier) -> String? {
        identifier.validationProblem
    }
}
