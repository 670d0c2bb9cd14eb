/// Checks String Catalog files against Xcode's formatting and rewrites those
/// that differ: the work of `btnloc format`.
///
/// A file is formatted when it holds exactly the bytes `XCStringsWriter`
/// writes for the catalog it holds. The check reads the file once, entry by
/// entry, writing each entry and comparing it with the bytes it was read from,
/// so the catalog is never held whole; a large file is checked in parts on
/// several threads (as `XCStringsReader.read(contentsOfFile:threads:)` reads
/// it). A rewrite keeps the file's own bytes up to the first difference and
/// writes the rest once, replacing the file atomically. Malformed input throws
/// `ParseError` (naming the file) and an unreadable file `FileError`, as
/// reading it would; a file that cannot be replaced throws `FileError` with
/// the `write` operation.
///
/// ```swift
/// if try !XCStringsFormatter.isFormatted(contentsOfFile: "Localizable.xcstrings") {
///     print("Localizable.xcstrings would change")
/// }
/// let changed = try XCStringsFormatter.format(contentsOfFile: "Localizable.xcstrings")
/// ```
public enum XCStringsFormatter {
    /// Whether the file is in Xcode's formatting, read on up to `threads` threads (by default one per processor).
    public static func isFormatted(contentsOfFile path: String, threads: Int? = nil) throws -> Bool {
        try isFormatted(contentsOfFile: path, options: ParallelCatalogReader.Options(threads: threads))
    }

    /// Rewrites the file in Xcode's formatting unless it already is, read on up to `threads`
    /// threads; returns whether it changed.
    public static func format(contentsOfFile path: String, threads: Int? = nil) throws -> Bool {
        try format(contentsOfFile: path, options: ParallelCatalogReader.Options(threads: threads))
    }

    /// `isFormatted(contentsOfFile:threads:)`, the file divided between threads as `options` say.
    static func isFormatted(contentsOfFile path: String, options: ParallelCatalogReader.Options) throws -> Bool {
        try Comparison(path: path, options: options, keepsOutput: false).isIdentical
    }

    /// `format(contentsOfFile:threads:)`, the file divided between threads as `options` say.
    static func format(contentsOfFile path: String, options: ParallelCatalogReader.Options) throws -> Bool {
        let comparison = try Comparison(path: path, options: options, keepsOutput: true)
        if comparison.isIdentical { return false }
        guard comparison.isSorted else {
            // The writer puts the entries in another order: write the catalog whole.
            try XCStringsWriter.write(XCStringsReader.read(contentsOfFile: path, options: options), toFile: path)
            return true
        }
        let original = try FileInput(path: path)
        try AtomicFile.write(to: path) { (emit) throws(FileError) in
            try AtomicFile.emit(comparison.head, to: emit)
            for part in comparison.parts {
                try copy(from: original, range: part.runStart..<part.matchedEnd, to: emit)
                try emit(part.pending.bytes)
            }
            try AtomicFile.emit(comparison.tail, to: emit)
        }
        return true
    }

    /// Emits the bytes of a range of a file.
    private static func copy(
        from input: FileInput, range: Range<Int>, to emit: (UnsafeRawBufferPointer) throws(FileError) -> Void
    ) throws(FileError) {
        guard !range.isEmpty else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(range.count, 1 << 20), alignment: 8)
        defer { buffer.deallocate() }
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(buffer.count, range.upperBound - offset)
            let count = try input.read(into: .init(rebasing: buffer[0..<wanted]), atOffset: offset)
            guard count > 0 else { throw FileError(.read, path: input.path, reason: "the file became shorter") }
            try emit(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            offset += count
        }
    }

    /// A file compared with what the writer writes for it.
    private struct Comparison {
        /// The runs of `strings`, in order.
        let parts: [CatalogFormatComparison]
        /// What the writer writes before the first entry (through the `{` of `strings`) and after the last
        /// (after the `}` that closes it).
        let head: [UInt8]
        let tail: [UInt8]
        let isSorted: Bool
        let isIdentical: Bool

        init(path: String, options: ParallelCatalogReader.Options, keepsOutput: Bool) throws {
            let (frame, parts) = try ParallelCatalogReader.read(path: path, options: options) { part, start in
                CatalogFormatComparison(runStart: start, startsStrings: part == 0, keepsOutput: keepsOutput)
            }
            self.parts = parts
            var sorted = parts.allSatisfy(\.isSorted)
            for (before, after) in zip(parts, parts.dropFirst()) {
                if let last = before.lastKey, let first = after.firstKey, CatalogKeyOrder.compare(last, first) > 0 {
                    sorted = false
                }
            }
            isSorted = sorted
            var output = JSONOutput()
            var headEnd = 0
            CatalogJSONWriter().writeFrame(frame.catalog(entries: CatalogMap()), into: &output) { output in
                output.append(UInt8(ascii: "{"))
                headEnd = output.count
            }
            let written = Array(output.bytes)
            head = Array(written[..<headEnd])
            tail = Array(written[headEnd...])
            guard sorted, parts.allSatisfy(\.isIdentical), frame.stringsStart == head.count else {
                isIdentical = false
                return
            }
            let input = try FileInput(path: path)
            let size = input.size ?? 0
            guard frame.stringsEnd + tail.count == size else {
                isIdentical = false
                return
            }
            let fileHead = try Self.bytes(of: input, in: 0..<frame.stringsStart)
            let fileTail = try Self.bytes(of: input, in: frame.stringsEnd..<size)
            isIdentical = fileHead == head && fileTail == tail
        }

        private static func bytes(of input: FileInput, in range: Range<Int>) throws(FileError) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: range.count)
            var filled = 0
            var failure: FileError?
            bytes.withUnsafeMutableBytes { buffer in
                while filled < buffer.count {
                    do throws(FileError) {
                        let count = try input.read(
                            into: .init(rebasing: buffer[filled...]), atOffset: range.lowerBound + filled)
                        if count == 0 { break }
                        filled += count
                    } catch {
                        failure = error
                        break
                    }
                }
            }
            if let failure { throw failure }
            return Array(bytes[..<filled])
        }
    }
}
