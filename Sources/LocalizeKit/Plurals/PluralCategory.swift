/// A CLDR plural category.
///
/// Cases are declared in CLDR order, which `allCases` and sorting follow.
///
/// ```swift
/// PluralCategory(rawValue: "few")   // .few
/// ```
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, Codable {
    /// Used for zero in some languages (and by Apple for an explicit 0 entry in all).
    case zero
    /// Singular-like forms (1 in English; 1, 21, 31… in Russian).
    case one
    /// Dual forms (2 in Arabic, Hebrew, Welsh).
    case two
    /// Paucal forms (2–4 in Czech and Russian).
    case few
    /// Forms for many (5–20 in Russian, 11–99 in Arabic, 1 000 000 in French).
    case many
    /// Everything else; every locale has it.
    case other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The category of a keyword spelled in UTF-16 code units (as ICU writes it), or nil.
    init?(keyword units: UnsafeBufferPointer<UInt16>) {
        guard let first = units.first, let candidate = Self.candidate(count: units.count, first: UInt32(first)),
            candidate.rawValue.utf8.elementsEqual(units, by: { UInt16($0) == $1 })
        else { return nil }
        self = candidate
    }

    /// The category spelled `rawValue` exactly, or nil: its length and first byte pick the one
    /// candidate, which it then must equal. Written out rather than synthesized, whose switch on
    /// strings compares the text with each keyword in turn: every plural map read, audited and
    /// converted names its keys through here.
    public init?(rawValue: String) {
        // The length and first byte read from the bytes (through `utf8.first`, they cost an index walk).
        let (count, first) = rawValue.withUTF8Buffer { ($0.count, $0.first) }
        guard let first, let candidate = Self.candidate(count: count, first: UInt32(first)),
            rawValue == candidate.rawValue
        else { return nil }
        self = candidate
    }

    /// The one category whose keyword has `count` characters and starts with the code unit
    /// `first`, if any: what a spelling can be before its other characters are compared.
    static func candidate(count: Int, first: UInt32) -> PluralCategory? {
        switch (count, first) {
        case (4, 0x7A): .zero
        case (3, 0x6F): .one
        case (3, 0x74): .two
        case (3, 0x66): .few
        case (4, 0x6D): .many
        case (5, 0x6F): .other
        default: nil
        }
    }

    /// The position in CLDR's order, 0 for `zero` to 5 for `other`.
    var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
