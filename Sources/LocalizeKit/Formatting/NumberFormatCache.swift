/// Locale number formats, opened once per locale and precision and shared.
enum NumberFormatCache {
    private struct Key: Hashable {
        let locale: LocaleIdentifier
        let fractionDigits: Int?
    }

    private static let cache = Locked<[Key: ICUNumberFormatHandle]>([:])

    private static func handle(_ locale: LocaleIdentifier, fractionDigits: Int?) -> ICUNumberFormatHandle? {
        let key = Key(locale: locale, fractionDigits: fractionDigits)
        if let handle = cache.withLock({ $0[key] }) { return handle }
        guard let handle = try? ICUNumberFormatHandle(locale: locale.icuIdentifier, fractionDigits: fractionDigits)
        else { return nil }
        cache.withLock { $0[key] = handle }
        return handle
    }

    static func format(_ value: Int64, locale: LocaleIdentifier) -> String? {
        try? handle(locale, fractionDigits: nil)?.format(value)
    }

    static func format(_ value: Double, fractionDigits: Int, locale: LocaleIdentifier) -> String? {
        try? handle(locale, fractionDigits: fractionDigits)?.format(value)
    }
}
