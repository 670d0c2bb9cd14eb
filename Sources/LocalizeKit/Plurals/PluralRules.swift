/// CLDR plural rules for one locale, cardinal or ordinal, through ICU.
///
/// ```swift
/// let russian = try PluralRules(locale: "ru")
/// russian.category(for: 3)                     // .few
/// try PluralRules(locale: "en").category(for: PluralOperand(1, fractionDigits: 1))   // .other
/// try PluralRules(locale: "en", kind: .ordinal).category(for: 22)   // .two ("22nd")
/// ```
///
/// Instances are immutable and safe to share between threads.
public struct PluralRules: Sendable {
    /// Cardinal rules pick the form for a count ("3 items"); ordinal rules for a rank ("3rd").
    public enum Kind: Sendable, Hashable {
        /// Counts.
        case cardinal
        /// Ranks.
        case ordinal
    }

    /// The locale the rules are for.
    public let locale: LocaleIdentifier
    /// Cardinal or ordinal.
    public let kind: Kind
    /// The categories this locale uses, in CLDR order.
    public let categories: [PluralCategory]
    private let handle: ICUPluralRulesHandle

    /// Opens the rules for a locale (any identifier `LocaleIdentifier` parses).
    public init(locale: String, kind: Kind = .cardinal) throws {
        try self.init(locale: LocaleIdentifier(parsing: locale), kind: kind)
    }

    /// Opens the rules for a locale.
    public init(locale: LocaleIdentifier, kind: Kind = .cardinal) throws(ICUError) {
        self.locale = locale
        self.kind = kind
        self.handle = try ICUPluralRulesHandle(locale: locale.icuIdentifier, ordinal: kind == .ordinal)
        self.categories = try handle.keywords().compactMap(PluralCategory.init(rawValue:)).sorted()
    }

    /// The category of an integer.
    public func category(for value: Int) -> PluralCategory {
        handle.selectCategory(Double(value)) ?? Self.category(from: try? handle.select(Double(value)))
    }

    /// The category of a number as shown with its visible fraction digits.
    public func category(for operand: PluralOperand) -> PluralCategory {
        if operand.fractionDigits == 0 {
            return handle.selectCategory(operand.value) ?? Self.category(from: try? handle.select(operand.value))
        }
        return Self.category(from: try? handle.select(operand.value, fractionDigits: operand.fractionDigits))
    }

    /// ICU only fails here on exhausted memory; `other` is every locale's fallback.
    private static func category(from keyword: String?) -> PluralCategory {
        keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
