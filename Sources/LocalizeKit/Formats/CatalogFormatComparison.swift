/// Compares the entries of one run of a catalog file, as read, with what
/// `XCStringsWriter` writes for them, entry by entry, without keeping them.
///
/// Each entry is written on its own (`"key" : {…}` with the separator
/// before it) and compared with the bytes it was read from; the separator
/// after the run's last entry, or the `}` that closes `strings`, is compared
/// too. When the keys are in the order the writer puts them in, the file's
/// `strings` object is what the writer writes exactly when every run matches.
/// With `keepsOutput`, the writer's bytes from the first difference on are
/// kept, so that the file can be rewritten from its own bytes up to there and
/// these, without writing any entry twice.
final class CatalogFormatComparison: CatalogEntrySink {
    /// The absolute offset the run's bytes start at (after the `{` of `strings`, or at a key).
    let runStart: Int
    /// Whether the run starts at the `{` of `strings` (its first entry has a separator before it).
    let startsStrings: Bool
    private let keepsOutput: Bool
    private let writer = CatalogJSONWriter()
    private var scratch = JSONOutput()
    /// The writer's bytes from the first difference on (with `keepsOutput`).
    private(set) var pending = JSONOutput()
    /// Whether the keys met so far are in the writer's order.
    private(set) var isSorted = true
    /// Whether every byte compared so far matched.
    private(set) var isIdentical = true
    /// The absolute offset up to which the file's bytes are the writer's.
    private(set) var matchedEnd: Int
    /// The absolute offset the run ended at (after its trailing bytes).
    private(set) var runEnd = -1
    private(set) var firstKey: String?
    private(set) var lastKey: String?
    private var entryCount = 0
    private var consumed = 0

    init(runStart: Int, startsStrings: Bool, keepsOutput: Bool) {
        self.runStart = runStart
        self.startsStrings = startsStrings
        self.keepsOutput = keepsOutput
        matchedEnd = runStart
    }

    var wantsBytes: Bool { true }

    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer) {
        defer {
            consumed += bytes.count
            entryCount += 1
        }
        if let lastKey, isSorted, CatalogKeyOrder.compare(lastKey, key) > 0 { isSorted = false }
        if firstKey == nil { firstKey = key }
        lastKey = key
        // Out of order, the writer moves entries: the run's bytes say nothing more.
        guard isSorted, isIdentical || keepsOutput else { return }
        let hasSeparator = entryCount > 0 || startsStrings
        if isIdentical {
            scratch.clear()
            write(key: key, entry: entry, separated: hasSeparator, into: &scratch)
            if scratch.bytes.holdsSameBytes(as: bytes) {
                matchedEnd = runStart + consumed + bytes.count
                return
            }
            isIdentical = false
            if keepsOutput { pending.append(scratch.bytes) }
        } else {
            write(key: key, entry: entry, separated: hasSeparator, into: &pending)
        }
    }

    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool) {
        runEnd = runStart + consumed + trailing.count
        guard isSorted else { return }
        let expected: StaticString
        let isEmpty = startsStrings && entryCount == 0
        if closesStrings {
            expected = isEmpty ? "\n\n  }" : "\n  }"
        } else {
            // Before the next run's first key: the separator the writer puts before it.
            expected = isEmpty ? "\n    " : ",\n    "
        }
        let expectedBytes = UnsafeRawBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        if isIdentical {
            if expectedBytes.holdsSameBytes(as: trailing) {
                matchedEnd = runEnd
                return
            }
            isIdentical = false
        }
        if keepsOutput { pending.append(expectedBytes) }
    }

    private func write(key: String, entry: CatalogEntry, separated: Bool, into output: inout JSONOutput) {
        if separated {
            if entryCount > 0 || !startsStrings { output.append(UInt8(ascii: ",")) }
            output.appendNewline(indent: 2)
        }
        writer.writeEntryMember(key: key, entry: entry, into: &output)
    }
}
