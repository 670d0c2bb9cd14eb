internal import CICU

/// The one resizing-buffer helper: calls an ICU function that fills a
/// caller-supplied buffer, and retries with the size ICU asks for when it
/// reports `U_BUFFER_OVERFLOW_ERROR`.
enum ICUBuffer {
    /// Fills a `char` buffer and returns it as a String (ICU locale IDs are ASCII).
    static func chars(
        initialCapacity: Int = 64,
        _ operation: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> String {
        let units = try filled(CChar.self, initialCapacity: initialCapacity, operation(), fill)
        return String(decoding: units.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Fills a `UChar` (UTF-16) buffer and returns it as a String.
    static func uchars(
        initialCapacity: Int = 32,
        _ operation: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> String {
        String(decoding: try filled(UChar.self, initialCapacity: initialCapacity, operation(), fill), as: UTF16.self)
    }

    /// The filled part of a buffer of `Unit`s, grown once if ICU asks for more room.
    private static func filled<Unit: BinaryInteger>(
        _: Unit.Type, initialCapacity: Int, _ operation: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<Unit>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> ArraySlice<Unit> {
        var capacity = initialCapacity
        while true {
            var status = U_ZERO_ERROR
            // One spare unit for the terminator ICU may write.
            var buffer = [Unit](repeating: 0, count: capacity + 1)
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                // The pointer is non-nil: the array always holds at least one element.
                fill(pointer.baseAddress.unsafelyUnwrapped, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            try ICUError.check(status, operation())
            return buffer[0..<min(Int(length), capacity)]
        }
    }
}
