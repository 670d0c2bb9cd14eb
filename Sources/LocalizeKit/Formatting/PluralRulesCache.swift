/// Plural rules per locale, opened once and shared.
enum PluralRulesCache {
    private static let cache = Locked<[LocaleIdentifier: PluralRules]>([:])

    static func rules(for locale: LocaleIdentifier) -> PluralRules? {
        if let rules = cache.withLock({ $0[locale] }) { return rules }
        guard let rules = try? PluralRules(locale: locale) else { return nil }
        cache.withLock { $0[locale] = rules }
        return rules
    }
}
