internal import CICU

/// Owns an ICU decimal `UNumberFormat` for one locale, with its grouping and
/// digits (Arabic-Indic in `ar`, for example).
///
/// `@unchecked Sendable`: the format is configured in `init` and only used
/// through ICU's const formatting functions afterwards, which ICU documents as
/// thread-safe; it is closed only in `deinit`.
final class ICUNumberFormatHandle: @unchecked Sendable {
    private let format: UnsafeMutablePointer<UNumberFormat?>

    init(locale: String, fractionDigits: Int? = nil) throws(ICUError) {
        var status = U_ZERO_ERROR
        guard let format = cicu_unum_open(UNUM_DECIMAL, locale, &status) else {
            throw ICUError(status, operation: "unum_open(\(locale))")
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else {
            cicu_unum_close(format)
            throw ICUError(status, operation: "unum_open(\(locale))")
        }
        if let fractionDigits {
            cicu_unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, Int32(fractionDigits))
            cicu_unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, Int32(fractionDigits))
        }
        self.format = format
    }

    deinit { cicu_unum_close(format) }

    func format(_ value: Int64) throws(ICUError) -> String {
        try ICUBuffer.uchars("unum_formatInt64") { buffer, capacity, status in
            cicu_unum_formatInt64(format, value, buffer, capacity, &status)
        }
    }

    func format(_ value: Double) throws(ICUError) -> String {
        try ICUBuffer.uchars("unum_formatDouble") { buffer, capacity, status in
            cicu_unum_formatDouble(format, value, buffer, capacity, &status)
        }
    }
}
