extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying native strings.
    @inline(__always)
    func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        let bytes = Array(utf8)
        return bytes.withUnsafeBufferPointer(body)
    }

    /// A string of `utf8` (valid UTF-8): `candidate` itself when it holds the same bytes, so that
    /// no new string is made and comparing the two is at once (a reader of tables that list the
    /// same keys passes the key another table just gave).
    static func reusing(_ candidate: String?, forUTF8 utf8: UnsafeBufferPointer<UInt8>) -> String {
        if let candidate, candidate.utf8.count == utf8.count,
            candidate.withUTF8Buffer({ UnsafeRawBufferPointer($0).holdsSameBytes(as: UnsafeRawBufferPointer(utf8)) })
        {
            return candidate
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether `other` has the same UTF-8 bytes (not merely an equal string: canonically
    /// equivalent spellings differ). At once when both are the same value (the same short string
    /// held inline, or the same storage); otherwise `==` rejects most, and the bytes decide the rest.
    func hasSameUTF8(as other: String) -> Bool {
        if isSameValue(as: other) { return true }
        guard self == other else { return false }
        return withUTF8Buffer { bytes in
            other.withUTF8Buffer { UnsafeRawBufferPointer(bytes).holdsSameBytes(as: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Whether both strings are bit for bit the same value. A string is two words: equal words
    /// hold the same bytes (inline, or in the same immutable storage); unequal ones may still.
    func isSameValue(as other: String) -> Bool {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        return unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
    }
}
