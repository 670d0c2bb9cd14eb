/// What an audit checks: the rules, the locales, the source language and
/// the thresholds of the rules that have one.
///
/// ```swift
/// var configuration = AuditConfiguration()
/// configuration.rules.remove(.lengthRatio)
/// configuration.locales = ["de", "fr"]
/// configuration.allowedUntranslated.insert("Wi-Fi")
/// let report = Auditor(configuration: configuration).audit(paths: ["Localizable.xcstrings"])
/// ```
public struct AuditConfiguration: Sendable {
    /// The rules to run; by default all of them.
    public var rules: Set<AuditRule>
    /// The locales to audit, as written in the files (`de`, `pt-BR`); empty means all.
    /// Findings about the source language and about no locale are always kept.
    public var locales: [String]
    /// The source language; `nil` means the catalog's `sourceLanguage`, and `en` for `.lproj` folders.
    public var sourceLanguage: String?
    /// Texts that may be identical to the source in any language (`untranslated`), such as "OK".
    public var allowedUntranslated: Set<String>
    /// `length-ratio` flags a translation wider than this many times its source.
    public var maximumLengthRatio: Double
    /// Sources narrower than this many columns count as this wide for `length-ratio`,
    /// so that short words ("OK", "Add") may grow as languages need.
    public var minimumLengthForRatio: Int

    /// The default source language of `.lproj` folders.
    public static let defaultTableSourceLanguage = "en"

    /// Creates a configuration; the defaults run every rule on every locale.
    public init(
        rules: Set<AuditRule> = Set(AuditRule.allCases), locales: [String] = [], sourceLanguage: String? = nil,
        allowedUntranslated: Set<String> = ["OK"], maximumLengthRatio: Double = 2.5, minimumLengthForRatio: Int = 10
    ) {
        self.rules = rules
        self.locales = locales
        self.sourceLanguage = sourceLanguage
        self.allowedUntranslated = allowedUntranslated
        self.maximumLengthRatio = maximumLengthRatio
        self.minimumLengthForRatio = minimumLengthForRatio
    }

    /// Whether a rule runs.
    public func isEnabled(_ rule: AuditRule) -> Bool {
        rules.contains(rule)
    }

    /// Whether a locale, as written in a file, is one of `locales` (or every locale is audited).
    /// `pt_BR` matches `pt-BR`, and letter case does not matter.
    public func includesLocale(_ name: String) -> Bool {
        if locales.isEmpty { return true }
        let normalized = Self.normalizedLocaleName(name)
        return locales.contains { Self.normalizedLocaleName($0) == normalized }
    }

    /// A locale name with `_` as `-` and in lowercase, for comparing spellings.
    static func normalizedLocaleName(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
            .asciiLowercased
    }
}
