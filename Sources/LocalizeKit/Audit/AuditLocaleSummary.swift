/// How complete one locale is: the keys to translate, how many have a
/// translation (their own or a parent locale's), how many do not.
///
/// ```swift
/// let summary = AuditLocaleSummary(locale: "de", keys: 200, translated: 190)
/// summary.missing   // 10
/// summary.percent   // 95.0
/// ```
public struct AuditLocaleSummary: Hashable, Sendable {
    /// The locale as written in the files.
    public var locale: String
    /// The keys that need a translation (not stale, not `shouldTranslate: false`, with letters in the source).
    public var keys: Int
    /// The keys that have a translation that is not `new` (its own, or a parent locale's).
    public var translated: Int

    /// Creates a summary.
    public init(locale: String, keys: Int, translated: Int) {
        self.locale = locale
        self.keys = keys
        self.translated = translated
    }

    /// The keys without a translation.
    public var missing: Int { max(0, keys - translated) }

    /// The share of keys translated, from 0 to 100; 100 when there is nothing to translate.
    public var percent: Double {
        keys == 0 ? 100 : Double(translated) * 100 / Double(keys)
    }
}
