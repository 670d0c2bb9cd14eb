/// Where a key starts in the file a catalog was read from: its 1-based line and
/// column, kept in one word (so that the reader sets both in one store, and
/// the models stay as small as before).
struct SourcePosition: Sendable {
    /// The line (low 32 bits) and column (high 32 bits); 0 when not read.
    private var packed: UInt64 = 0

    /// The line, if read.
    var line: Int? {
        get {
            let value = Int32(truncatingIfNeeded: packed)
            return value > 0 ? Int(value) : nil
        }
        set { packed = Self.pack(line: newValue, column: column) }
    }

    /// The column, if read.
    var column: Int? {
        get {
            let value = Int32(truncatingIfNeeded: packed >> 32)
            return value > 0 ? Int(value) : nil
        }
        set { packed = Self.pack(line: line, column: newValue) }
    }

    /// Sets both at once.
    @inline(__always)
    mutating func set(line: Int, column: Int) {
        packed = Self.pack(line: line, column: column)
    }

    @inline(__always)
    private static func pack(line: Int?, column: Int?) -> UInt64 {
        UInt64(UInt32(bitPattern: Int32(clamping: line ?? 0)))
            | UInt64(UInt32(bitPattern: Int32(clamping: column ?? 0))) << 32
    }
}
