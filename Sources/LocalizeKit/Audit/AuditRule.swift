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
    /// A translation identical to the source in another language (any Latin-script text
    /// left in a locale that writes another script; several words in the same script).
    case untranslated
    /// A plural form without its number where the category covers more than one integer
    /// (Russian `one` is also 21, 31, …; French `one` is also 0).
    case pluralFormWithoutNumber = "plural-form-without-number"
    /// A translation equal to another key's source text while its own source differs.
    case copiedFromOtherKey = "copied-from-other-key"
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
    /// Two spaces in a row inside a text where the source has none.
    case doubleSpace = "double-space"
    /// A zero-width character, bidirectional control, stray soft hyphen or byte order mark in a text.
    case invisibleCharacter = "invisible-character"
    /// Code or escape sequences shown as text: Swift's `\(`, a literal `\n` or `\t`, a stray backslash.
    case escapeLeak = "escape-leak"
    /// Three periods where the source has an ellipsis character, or three periods in the source.
    case ellipsis
    /// A substitution whose `argNum` disagrees with the argument its `%#@name@` takes by position.
    case substitutionArgumentConflict = "substitution-argument-conflict"
    /// A `.strings` escape Apple's parser reads as the escaped character itself (`\Č`): the
    /// file loads, but the backslash is most likely a typo.
    case unknownEscape = "unknown-escape"
    /// A folder of `.lproj` tables without a folder for the source language (nor `Base`):
    /// its tables cannot be checked, and the rest of the audit goes on.
    case missingSourceTable = "missing-source-table"

    /// The severity a finding of this rule has.
    public var defaultSeverity: AuditSeverity {
        switch self {
        case .missingTranslation, .emptyTranslation, .missingOtherCategory, .placeholderMismatch,
            .invalidFormatSpecifier, .substitutionError, .duplicateKey, .unknownLocale:
            .error
        case .missingPluralCategory, .needsReview, .untranslated, .whitespaceMismatch, .newlineMismatch,
            .punctuationMismatch, .shouldNotTranslate, .orphanKey, .pluralFormWithoutNumber,
            .copiedFromOtherKey, .doubleSpace, .invisibleCharacter, .escapeLeak, .substitutionArgumentConflict,
            .unknownEscape, .missingSourceTable:
            .warning
        // length-ratio is a note: on real apps' tables, a long translation was hardly ever wrong.
        case .staleEntry, .unusedPluralCategory, .ellipsis, .lengthRatio:
            .note
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
        case .pluralFormWithoutNumber:
            "A plural form leaves out the number although its category covers several numbers (ru 'one': 1, 21, 31)."
        case .copiedFromOtherKey: "A translation equals another key's source text while its own source differs."
        case .whitespaceMismatch: "Leading or trailing whitespace differs from the source."
        case .newlineMismatch: "Line breaks differ from the source."
        case .punctuationMismatch: "Final punctuation or ellipsis differs from the source."
        case .duplicateKey: "A key is defined more than once (tables, or repeated JSON object keys)."
        case .unknownLocale: "A localization's identifier is not a valid locale."
        case .shouldNotTranslate: "An entry marked shouldTranslate: false has translations."
        case .orphanKey: "A translation table has a key that the source table lacks."
        case .lengthRatio: "A translation is much longer than its source."
        case .doubleSpace: "Two spaces in a row inside a text, where the source has none."
        case .invisibleCharacter: "A zero-width character, bidi control, stray soft hyphen or BOM inside a text."
        case .escapeLeak: "Code or escapes shown as text: \\( interpolation, a literal \\n or \\t, a stray backslash."
        case .ellipsis: "Three periods where the source has '…', or in the source (the HIG asks for '…')."
        case .substitutionArgumentConflict: "A substitution's argNum differs from the argument its %#@name@ takes."
        case .unknownEscape: "A .strings escape Apple reads as the character itself (\\Č is Č): likely a typo."
        case .missingSourceTable: "A folder of .lproj tables has none for the source language: it is not checked."
        }
    }

    /// One example of what the rule finds, as a short phrase.
    public var example: String {
        switch self {
        case .missingTranslation: "'Cancel' has no 'de' value"
        case .emptyTranslation: "'de': \"\" for \"Cancel\""
        case .missingPluralCategory: "'ru' plural without 'few' (2, 3, 4)"
        case .unusedPluralCategory: "'ja' plural with 'one'"
        case .missingOtherCategory: "plural with only 'one'"
        case .placeholderMismatch: "\"%lld files\" → 'de' \"%@ Dateien\""
        case .invalidFormatSpecifier: "\"100%\" in a string with %d"
        case .substitutionError: "%#@files@ without a 'files' substitution"
        case .needsReview: "'fr' in state needs_review"
        case .staleEntry: "extractionState 'stale'"
        case .untranslated: "'ja': \"Open File\" for \"Open File\""
        case .pluralFormWithoutNumber: "'ru' one: \"Один файл\" (also shown for 21)"
        case .copiedFromOtherKey: "'it' \"Mahajani\" for \"Manichaean\", the source of another key"
        case .whitespaceMismatch: "\"Name: \" → 'de' \"Name:\""
        case .newlineMismatch: "\"A\\nB\" → 'de' \"A B\""
        case .punctuationMismatch: "\"Save…\" → 'de' \"Sichern\""
        case .duplicateKey: "\"de\" twice in one entry"
        case .unknownLocale: "a localization named 'xx-YY'"
        case .shouldNotTranslate: "'de' value of a shouldTranslate: false entry"
        case .orphanKey: "de.lproj has a key en.lproj lacks"
        case .lengthRatio: "\"Add\" → \"Zur Liste der Favoriten hinzufügen\""
        case .doubleSpace: "'ru' \"символ  TAB\""
        case .invisibleCharacter: "'tr' U+200B ZERO WIDTH SPACE after a space"
        case .escapeLeak: "'ja' \"\\(%2$lld)件中\""
        case .ellipsis: "'ja' \"変更...\" where the source has \"Change…\""
        case .substitutionArgumentConflict: "%#@b@ %#@a@ with b.argNum 2: by position it takes 1"
        case .unknownEscape: "'sl' \"Vir\" written \"\\Vir\""
        case .missingSourceTable: "Extension/ with de.lproj and fr.lproj but no en.lproj"
        }
    }
}
