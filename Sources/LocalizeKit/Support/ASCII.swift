// ASCII helpers for identifiers and parsers, independent of the current locale.

extension UInt8 {
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
    var isASCIIAlphanumeric: Bool { isASCIILetter || isASCIIDigit }
}

extension StringProtocol {
    var asciiLowercased: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
    var asciiUppercased: String {
        String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
    var asciiTitlecased: String {
        guard let first = first else { return "" }
        return String(first).asciiUppercased + dropFirst().asciiLowercased
    }
}
