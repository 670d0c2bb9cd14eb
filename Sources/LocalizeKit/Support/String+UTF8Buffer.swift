extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying native strings.
    @inline(__always)
    func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        let bytes = Array(utf8)
        return bytes.withUnsafeBufferPointer(body)
    }
}
