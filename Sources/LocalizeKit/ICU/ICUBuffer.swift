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
        var capacity = initialCapacity
        while true {
            var status = U_ZERO_ERROR
            var buffer = [CChar](repeating: 0, count: capacity + 1)
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                // The pointer is non-nil: the array always holds at least one element.
                fill(pointer.baseAddress.unsafelyUnwrapped, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            try ICUError.check(status, operation())
            let count = min(Int(length), capacity)
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Fills a `UChar` (UTF-16) buffer and returns it as a String.
    static func uchars(
        initialCapacity: Int = 32,
        _ operation: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws(ICUError) -> String {
        var capacity = initialCapacity
        while true {
            var status = U_ZERO_ERROR
            var buffer = [UChar](repeating: 0, count: capacity + 1)
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                fill(pointer.baseAddress.unsafelyUnwrapped, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            try ICUError.check(status, operation())
            return String(decoding: buffer[0..<min(Int(length), capacity)], as: UTF16.self)
        }
    }
}
