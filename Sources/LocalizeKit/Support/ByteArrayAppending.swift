extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of a literal, copied whole: `output += "text".utf8`
    /// goes through the string's view byte by byte, a cost on writers' hot paths.
    ///
    /// ```swift
    /// var output: [UInt8] = []
    /// output.appendLiteral("</key>\n")
    /// ```
    mutating func appendLiteral(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
