/// Finds where bytes stop being well-formed UTF-8 (Unicode 15, table 3-7:
/// no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The index of the first byte of the first ill-formed sequence, or nil when all is well-formed.
    static func firstInvalidIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                // ASCII runs eight bytes at a time.
                while index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                }
                if index < count && bytes[index] < 0x80 { index += 1 }
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }

    /// The bytes as a String when they are well-formed UTF-8, else nil.
    ///
    /// The standard library's `String(validating:as:)` where the OS has it (a Swift 6.0
    /// runtime: Linux, and Apple platforms from macOS 15 and iOS 18); below that, the same
    /// answer from `firstInvalidIndex(in:)` and `String(decoding:as:)`.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return stringBelowSwift6Runtime(bytes)
    }

    /// `string(_:)` for Apple systems older than the Swift 6.0 runtime.
    static func stringBelowSwift6Runtime(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        firstInvalidIndex(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
