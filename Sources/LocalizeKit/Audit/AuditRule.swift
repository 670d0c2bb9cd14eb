/// The checks `btnloc audit` runs, each with a stable identifier (its raw
/// value, used on the command line, in reports and in baselines) and a
/// default severity.
///
/// ```swift
/// AuditRule(rawValue: "missing-translation")   // .missingTranslation
/// AuditRule.untranslated.defaultSeverity       // .warning
/// ```
public enum AuditRule: String, CaseIterable, Sendable {
    /// A key has no value for a locale, or only a `new` one.
    case missingTranslation = "missing-translation"
    /// An empty value where the source is not empty.
    case emptyTranslation = "empty-translation"
    /// A plural variation lacks a category the locale selects for some integer (or any number, for decimals).
    case missingPluralCategory = "missing-plural-category"
    /// A plural variation has a category the locale never selects (`zero` is always allowed).
    case unusedPluralCategory = "unused-plural-category"
    /// A plural variation has no `other` form.
    case missingOtherCategory = "missing-other-category"
    /// Format specifiers that differ from the source in count, type or position.
    case placeholderMismatch = "placeholder-mismatch"
    /// A `%` sequence that is not a valid specifier, in a string used as a format.
    case invalidFormatSpecifier = "invalid-format-specifier"
    /// `%#@name@` without its substitution, a substitution nothing uses, or a bad `argNum`.
    case substitutionError = "substitution-error"
    /// A translation in state `needs_review`.
    case needsReview = "needs-review"
    /// An entry whose `extractionState` is `stale`: the key is gone from the code.
    case staleEntry = "stale-entry"
    /// A translation identical to the source in another language.
    case untranslated
    /// Leading or trailing whitespace that differs from the source.
    case whitespaceMismatch = "whitespace-mismatch"
    /// Line breaks that differ from the source.
    case newlineMismatch = "newline-mismatch"
    /// Final punctuation or ellipsis that differs from the source.
    case punctuationMismatch = "punctuation-mismatch"
    /// A key defined twice: in a table, or as a repeated JSON object key.
    case duplicateKey = "duplicate-key"
    /// A localization whose identifier is not a valid locale.
    case unknownLocale = "unknown-locale"
    /// A translation of an entry marked `shouldTranslate: false`.
    case shouldNotTranslate = "should-not-translate"
    /// A key in a translation table that the source table lacks.
    case orphanKey = "orphan-key"
    /// A translation much longer than its source.
    case lengthRatio = "length-ratio"

    /// The severity a finding of this rule has.
    public var defaultSeverity: AuditSeverity {
        switch self {
        case .missingTranslation, .emptyTranslation, .missingOtherCategory, .placeholderMismatch,
            .invalidFormatSpecifier, .substitutionError, .duplicateKey, .unknownLocale:
            .error
        case .missingPluralCategory, .unusedPluralCategory, .needsReview, .untranslated, .whitespaceMismatch,
            .newlineMismatch, .punctuationMismatch, .shouldNotTranslate, .orphanKey, .lengthRatio:
            .warning
        case .staleEntry:
            .info
        }
    }

    /// One line describing what the rule finds.
    public var summary: String {
        switch self {
        case .missingTranslation: "A key has no translation for a locale, or only a 'new' one."
        case .emptyTranslation: "A translation is empty where the source is not."
        case .missingPluralCategory: "A plural variation lacks a category the locale uses (CLDR)."
        case .unusedPluralCategory: "A plural variation has a category the locale never uses ('zero' is allowed)."
        case .missingOtherCategory: "A plural variation has no 'other' form."
        case .placeholderMismatch: "Format specifiers differ from the source in count, type or position."
        case .invalidFormatSpecifier: "A '%' sequence is not a valid format specifier."
        case .substitutionError: "A %#@name@ without its substitution, an unused substitution, or a bad argNum."
        case .needsReview: "A translation is marked as needing review."
        case .staleEntry: "An entry is stale: its key is no longer in the source code."
        case .untranslated: "A translation is identical to the source in another language."
        case .whitespaceMismatch: "Leading or trailing whitespace differs from the source."
        case .newlineMismatch: "Line breaks differ from the source."
        case .punctuationMismatch: "Final punctuation or ellipsis differs from the source."
        case .duplicateKey: "A key is defined more than once (tables, or repeated JSON object keys)."
        case .unknownLocale: "A localization's identifier is not a valid locale."
        case .shouldNotTranslate: "An entry marked shouldTranslate: false has translations."
        case .orphanKey: "A translation table has a key that the source table lacks."
        case .lengthRatio: "A translation is much longer than its source."
        }
    }
}
