/// A set of audit rules as bits, for the checks made per string unit.
struct AuditRuleSet: Sendable {
    private var bits: UInt32 = 0

    init<S: Sequence>(_ rules: S) where S.Element == AuditRule {
        for rule in rules { bits |= Self.bit(rule) }
    }

    @inline(__always)
    func contains(_ rule: AuditRule) -> Bool {
        bits & Self.bit(rule) != 0
    }

    /// Whether any of the rules is in the set.
    func containsAny(_ rules: AuditRule...) -> Bool {
        rules.contains { contains($0) }
    }

    @inline(__always)
    private static func bit(_ rule: AuditRule) -> UInt32 {
        switch rule {
        case .missingTranslation: 1 << 0
        case .emptyTranslation: 1 << 1
        case .missingPluralCategory: 1 << 2
        case .unusedPluralCategory: 1 << 3
        case .missingOtherCategory: 1 << 4
        case .placeholderMismatch: 1 << 5
        case .invalidFormatSpecifier: 1 << 6
        case .substitutionError: 1 << 7
        case .needsReview: 1 << 8
        case .staleEntry: 1 << 9
        case .untranslated: 1 << 10
        case .whitespaceMismatch: 1 << 11
        case .newlineMismatch: 1 << 12
        case .punctuationMismatch: 1 << 13
        case .duplicateKey: 1 << 14
        case .unknownLocale: 1 << 15
        case .shouldNotTranslate: 1 << 16
        case .orphanKey: 1 << 17
        case .lengthRatio: 1 << 18
        case .pluralFormWithoutNumber: 1 << 19
        case .copiedFromOtherKey: 1 << 20
        case .doubleSpace: 1 << 21
        case .invisibleCharacter: 1 << 22
        case .escapeLeak: 1 << 23
        case .ellipsis: 1 << 24
        case .substitutionArgumentConflict: 1 << 25
        case .unknownEscape: 1 << 26
        case .missingSourceTable: 1 << 27
        }
    }
}
