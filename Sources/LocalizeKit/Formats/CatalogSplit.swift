#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the entries of a large catalog's `strings` object can be divided
/// between threads, found by a quick structural pass instead of a parse.
///
/// In Xcode's layout every entry key of `strings` starts a line indented by
/// four spaces, right after the line that ends the previous entry with `},`.
/// The pass looks for that pattern (`},`, a line feed, four spaces, `"`) at
/// about equal distances through the file. A line feed never occurs inside a
/// JSON string, so a match is always between tokens, but it may belong to
/// another object (an unknown field indented the same way) or to a file laid
/// out otherwise: a boundary is a guess, and `ParallelCatalogReader` only uses
/// the part that starts at one once the part before it has ended exactly on
/// that key. A file with no such lines is simply read on one thread.
enum CatalogSplit {
    /// A place to split: the start of the line holding an entry's key, and the key's opening quote.
    struct Boundary: Hashable, Sendable {
        /// The absolute offset of the first byte of the key's line.
        var lineStart: Int
        /// The absolute offset of the key's opening quote.
        var key: Int
    }

    /// How far past its target a boundary is looked for.
    static let searchLimit = 4 << 20

    /// Up to `parts - 1` boundaries between `start` and `size`, in increasing
    /// order, that divide those bytes into about equal parts.
    static func boundaries(in input: FileInput, from start: Int, size: Int, parts: Int) -> [Boundary] {
        guard parts > 1, size > start else { return [] }
        var found: [Boundary] = []
        for part in 1..<parts {
            let target = start + (size - start) / parts * part
            guard target > (found.last?.key ?? start) else { continue }
            if let boundary = boundary(in: input, from: target, limit: min(size, target + searchLimit)),
                boundary.key > (found.last?.key ?? start)
            {
                found.append(boundary)
            }
        }
        return found
    }

    /// The first entry key at or after `offset` (its line start at or after it) and before `limit`.
    static func boundary(in input: FileInput, from offset: Int, limit: Int) -> Boundary? {
        // `},`, a line feed, four spaces and `"`: the line feed is at index 2 of the 8 bytes.
        let chunkSize = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
        defer { buffer.deallocate() }
        var chunkStart = max(0, offset - 3)
        while chunkStart < limit {
            let wanted = min(chunkSize, limit - chunkStart)
            guard let count = try? input.read(into: .init(rebasing: buffer[0..<wanted]), atOffset: chunkStart),
                count >= 8
            else { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            if let lineFeed = firstEntryLineFeed(in: bytes) {
                return Boundary(lineStart: chunkStart + lineFeed + 1, key: chunkStart + lineFeed + 5)
            }
            if count < wanted { return nil }
            chunkStart += count - 7
        }
        return nil
    }

    /// The index of the first line feed in `bytes` that has `},` before it and four spaces and `"` after it.
    static func firstEntryLineFeed(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count >= 8 else { return nil }
        var index = 2
        let last = bytes.count - 6
        while index <= last {
            guard let found = memchr(base + index, 0x0A, last + 1 - index) else { return nil }
            let lineFeed = UnsafeRawPointer(found) - base
            if bytes[lineFeed - 2] == UInt8(ascii: "}") && bytes[lineFeed - 1] == UInt8(ascii: ",")
                && bytes[lineFeed + 1] == 0x20 && bytes[lineFeed + 2] == 0x20 && bytes[lineFeed + 3] == 0x20
                && bytes[lineFeed + 4] == 0x20 && bytes[lineFeed + 5] == UInt8(ascii: "\"")
            {
                return lineFeed
            }
            index = lineFeed + 1
        }
        return nil
    }

    /// How many line feeds the file has from offset `start` up to `end`.
    static func lineFeeds(in input: FileInput, from start: Int, to end: Int) throws(FileError) -> Int {
        let chunkSize = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
        defer { buffer.deallocate() }
        var total = 0
        var position = start
        while position < end {
            let count = try input.read(
                into: .init(rebasing: buffer[0..<min(chunkSize, end - position)]), atOffset: position)
            guard count > 0 else { break }
            total += LineFeeds.count(in: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            position += count
        }
        return total
    }
}
