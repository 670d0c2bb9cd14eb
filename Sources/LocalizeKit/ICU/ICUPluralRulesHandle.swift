internal import CICU

/// Owns an ICU `UPluralRules`.
///
/// `@unchecked Sendable`: the handle is created in `init`, never mutated
/// afterwards, and ICU documents selection through a const `UPluralRules` as
/// thread-safe; it is closed only in `deinit`.
final class ICUPluralRulesHandle: @unchecked Sendable {
    let rules: OpaquePointer

    init(locale: String, ordinal: Bool) throws(ICUError) {
        var status = U_ZERO_ERROR
        let type = ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL
        guard let rules = cicu_uplrules_openForType(locale, type, &status) else {
            throw ICUError(status, operation: "uplrules_openForType(\(locale))")
        }
        do {
            try ICUError.check(status, "uplrules_openForType(\(locale))")
        } catch {
            cicu_uplrules_close(rules)
            throw error
        }
        self.rules = rules
    }

    deinit {
        cicu_uplrules_close(rules)
    }

    /// The keywords this locale's rules use, in ICU's order.
    func keywords() throws(ICUError) -> [String] {
        var status = U_ZERO_ERROR
        guard let enumeration = cicu_uplrules_getKeywords(rules, &status) else {
            throw ICUError(status, operation: "uplrules_getKeywords")
        }
        defer { cicu_uenum_close(enumeration) }
        var result: [String] = []
        while true {
            var length: Int32 = 0
            guard let keyword = cicu_uenum_next(enumeration, &length, &status) else { break }
            result.append(String(cString: keyword))
        }
        try ICUError.check(status, "uenum_next")
        return result
    }

    /// Selects the keyword for an integer.
    func select(_ value: Double) throws(ICUError) -> String {
        try ICUBuffer.uchars("uplrules_select") { buffer, capacity, status in
            cicu_uplrules_select(rules, value, buffer, capacity, &status)
        }
    }

    /// Selects the category of an integer without making a string of its keyword: the
    /// keyword is read from a buffer on the stack (the audit selects thousands of samples).
    /// Nil when ICU fails or answers a keyword that is no CLDR category.
    func selectCategory(_ value: Double) -> PluralCategory? {
        withUnsafeTemporaryAllocation(of: UChar.self, capacity: 8) { buffer -> PluralCategory? in
            guard let base = buffer.baseAddress else { return nil }
            var status = U_ZERO_ERROR
            let length = Int(cicu_uplrules_select(rules, value, base, Int32(buffer.count), &status))
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, length <= buffer.count else { return nil }
            return PluralCategory(keyword: UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }

    /// Selects the keyword for a decimal shown with exactly `fractionDigits`
    /// digits after the separator (so that `1.0` differs from `1`).
    ///
    /// The operand is formatted in the root locale without grouping (only the
    /// visible fraction digits matter for selection). A private number format
    /// is made per call: formats are not safe to reconfigure while shared.
    func select(_ value: Double, fractionDigits: Int) throws(ICUError) -> String {
        var status = U_ZERO_ERROR
        guard let format = cicu_unum_open(UNUM_DECIMAL, "root", &status) else {
            throw ICUError(status, operation: "unum_open(root)")
        }
        defer { cicu_unum_close(format) }
        cicu_unum_setAttribute(format, UNUM_GROUPING_USED, 0)
        cicu_unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, Int32(fractionDigits))
        cicu_unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, Int32(fractionDigits))
        return try ICUBuffer.uchars("uplrules_selectWithFormat") { buffer, capacity, status in
            cicu_uplrules_selectFormatted(rules, format, value, buffer, capacity, &status)
        }
    }
}
