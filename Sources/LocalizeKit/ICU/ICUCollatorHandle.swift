internal import CICU

/// Owns an ICU `UCollator` for the root locale with numeric ordering on
/// (digit runs compare as numbers), tertiary strength and non-ignorable
/// punctuation: the order Xcode gives the keys of a String Catalog.
///
/// `@unchecked Sendable`: the collator is configured in `init` and never
/// changed afterwards; ICU documents comparison through a const collator as
/// thread-safe. It is closed only in `deinit`.
final class ICUCollatorHandle: @unchecked Sendable {
    private let collator: OpaquePointer

    init() throws(ICUError) {
        var status = U_ZERO_ERROR
        guard let collator = cicu_ucol_open("", &status) else {
            throw ICUError(status, operation: "ucol_open(root)")
        }
        cicu_ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status)
        do {
            try ICUError.check(status, "ucol_open(root)")
        } catch {
            cicu_ucol_close(collator)
            throw error
        }
        self.collator = collator
    }

    deinit {
        cicu_ucol_close(collator)
    }

    /// Compares two UTF-8 strings: negative, zero or positive.
    func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        var status = U_ZERO_ERROR
        let result = left.withMemoryRebound(to: CChar.self) { left in
            right.withMemoryRebound(to: CChar.self) { right in
                cicu_ucol_strcollUTF8(
                    collator, left.baseAddress, Int32(clamping: left.count), right.baseAddress,
                    Int32(clamping: right.count), &status)
            }
        }
        return Int(result.rawValue)
    }
}
