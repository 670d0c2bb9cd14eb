import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a large catalog file on several threads: the entries of `strings`
/// are split at boundaries found by `CatalogSplit`, each part is read by its
/// own thread into its own sink, and the parts are joined in file order.
///
/// A part is kept only when the part before it (itself kept, the first always
/// is) ended exactly on the key its boundary names: then the part started in
/// the state a reading from the start would have been in there (inside
/// `strings`, at a key, its line counted), and reads what that reading would
/// have read. When a part runs past a boundary instead, the part that started
/// there is dropped and this one reads on. So the entries, their lines and the
/// first error are those of a read on one thread, whatever the file's layout.
enum ParallelCatalogReader {
    /// How to divide a file between threads.
    struct Options {
        /// The most threads to use.
        var threads = ParallelCatalogReader.processorCount
        /// Files with less than this many bytes per thread are read on fewer threads.
        var minimumPartSize = 8 << 20
        /// Picks the boundaries (the file, the offset after the `{` of `strings`, the file's
        /// size, how many parts): `CatalogSplit.boundaries`, or another choice in tests.
        var split: (FileInput, Int, Int, Int) -> [CatalogSplit.Boundary] = CatalogSplit.boundaries

        /// Options for up to `threads` threads (by default one per processor).
        init(threads: Int? = nil) {
            if let threads { self.threads = max(1, threads) }
        }
    }

    /// Never more threads than this.
    static let maximumThreads = 16

    /// The processors available to this process.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Reads the catalog at `path` on up to `options.threads` threads; `makeSink` gives
    /// one sink per part (told the part's number and the absolute offset its
    /// bytes start at), and the sinks of the parts kept are returned in file
    /// order with the catalog's top level (checked); `head` is told the top
    /// level as it stands when `strings` begins. Throws `FileError` when the
    /// file cannot be read and `ParseError` (naming the file) when it is malformed.
    static func read<Sink: CatalogEntrySink>(
        path: String, options: Options, head: (CatalogFrame) -> Void = { _ in },
        makeSink: (_ part: Int, _ bytesStart: Int) -> Sink
    ) throws -> (CatalogFrame, [Sink]) {
        let input = try FileInput(path: path)
        let size = input.size ?? 0
        var scanner = JSONScanner(input: input)
        var reader = CatalogJSONReader()
        var frame = CatalogFrame()
        let start: Int
        do {
            guard try reader.readHead(&scanner, into: &frame) else {
                try frame.check()
                try scanner.expectEnd()
                return (frame, [])
            }
            start = scanner.absolutePosition
        } catch {
            throw failure(error, input: scanner.inputError, path: path)
        }
        head(frame)
        let first = makeSink(0, start)
        let count = min(options.threads, maximumThreads, max(1, (size - start) / max(1, options.minimumPartSize)))
        let boundaries = count > 1 ? usable(options.split(input, start, size, count), in: input, after: start) : []
        let keys = boundaries.map(\.key)
        let parts = boundaries.enumerated().map { Part(boundary: $1, sink: makeSink($0 + 1, $1.key)) }
        // Part k counts the line feeds between the boundaries k - 1 and k (from the file's start for
        // the first), so that each byte is counted once, and adds the counts of the parts before it.
        let gaps = boundaries.indices.map { LineFeedGap(from: $0 == 0 ? 0 : boundaries[$0 - 1].lineStart) }
        var threads: [WorkerThreads.Handle] = []
        for (index, part) in parts.enumerated() {
            let later = keys[(index + 1)...]
            let reading: any PartReading = part
            let lines = Array(gaps[...index])
            threads.append(
                WorkerThreads.start { [frame] in
                    reading.read(path: path, frame: frame, boundaries: later, lineFeedGaps: lines)
                })
        }
        defer {
            for part in parts { part.cancel() }
            for thread in threads { WorkerThreads.join(thread) }
        }

        var kept = [first]
        var end: CatalogEntryRunEnd
        do {
            var run = CatalogEntryRun()
            run.bytesStart = start
            run.boundaries = keys[...]
            end = try reader.readEntries(&scanner, into: first, run: run)
            if end == .closedStrings {
                try reader.readTail(&scanner, into: &frame)
                try frame.check()
                try scanner.expectEnd()
                return (frame, kept)
            }
        } catch {
            throw failure(error, input: scanner.inputError, path: path)
        }
        while case .reachedBoundary(let index, let line) = end {
            let part = parts[index]
            part.wait()
            // The boundary's line was counted apart; the part that reached it counted it too.
            assert(part.startLine == line, "the line of a boundary was miscounted")
            switch part.outcome {
            case .reached(let next, let nextLine):
                kept.append(part.sink)
                end = .reachedBoundary(index: next, line: nextLine)
            case .closed(let tail):
                kept.append(part.sink)
                return (tail, kept)
            case .failed(let error):
                throw error
            case .cancelled, nil:
                // Only parts after a failure are cancelled, and none is read after one.
                throw FileError(.read, path: path, reason: "a part of the file was not read")
            }
        }
        throw FileError(.read, path: path, reason: "a part of the file was not read")
    }

    /// The boundaries a part can start at, in increasing order after `start`: a key's opening
    /// quote with only spaces, tabs or carriage returns between it and the start of its line.
    /// (A part starts reading at the line's start, so that its columns count from there.)
    static func usable(_ boundaries: [CatalogSplit.Boundary], in input: FileInput, after start: Int)
        -> [CatalogSplit.Boundary]
    {
        var kept: [CatalogSplit.Boundary] = []
        for boundary in boundaries
        where boundary.lineStart > start && boundary.lineStart <= boundary.key
            && boundary.key - boundary.lineStart < 256 && boundary.key > (kept.last?.key ?? start)
        {
            var bytes = [UInt8](repeating: 0, count: boundary.key - boundary.lineStart + 2)
            let count = bytes.withUnsafeMutableBytes { buffer in
                (try? input.read(into: buffer, atOffset: boundary.lineStart - 1)) ?? 0
            }
            guard count == bytes.count, bytes.first == 0x0A, bytes.last == UInt8(ascii: "\""),
                bytes.dropFirst().dropLast().allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            else { continue }
            kept.append(boundary)
        }
        return kept
    }

    /// The error to report for one met while reading: the input's own error if reading it failed.
    fileprivate static func failure(_ error: ParseError, input: FileError?, path: String) -> any Error {
        if let input { return input }
        return error.inFile(path)
    }

    /// How a part ended.
    fileprivate enum Outcome {
        case reached(index: Int, line: Int)
        case closed(CatalogFrame)
        case cancelled
        case failed(any Error)
    }

    /// A part's reading, without its sink's type (what a thread is handed).
    fileprivate protocol PartReading: Sendable {
        /// Reads the part; `lineFeedGaps` are the line feeds before its boundary, the last one
        /// (which ends at the boundary) for this part to count, the others counted by earlier parts.
        func read(path: String, frame: CatalogFrame, boundaries: ArraySlice<Int>, lineFeedGaps: [LineFeedGap])
    }

    /// The line feeds of the file between the boundaries of two parts, counted by the later
    /// part's thread and waited for by the parts after it.
    ///
    /// `@unchecked Sendable`: `count` is written once, by the thread that counts, before it
    /// signals `counted`; other threads read it only after waiting for that signal.
    fileprivate final class LineFeedGap: @unchecked Sendable {
        /// The absolute offset the gap starts at (it ends at its part's line start).
        let start: Int
        /// The line feeds counted, or nil when they could not be.
        private var count: Int?
        private let counted = DispatchSemaphore(value: 0)

        init(from start: Int) {
            self.start = start
        }

        /// Counts the line feeds up to `end` and tells the waiting threads.
        func count(in input: FileInput, to end: Int) throws(FileError) -> Int {
            defer { counted.signal() }
            let found = try CatalogSplit.lineFeeds(in: input, from: start, to: end)
            count = found
            return found
        }

        /// Tells the waiting threads that the line feeds will not be counted.
        func markFailed() {
            counted.signal()
        }

        /// Waits for the count (and leaves it there for other threads); nil if it failed.
        func wait() -> Int? {
            counted.wait()
            defer { counted.signal() }
            return count
        }
    }

    /// One part after the first, read on a thread of its own.
    ///
    /// `@unchecked Sendable`: `sink`, `outcome` and `startLine` are touched by the
    /// part's thread until it signals `done`, and by the thread that waited for
    /// `done` after that; `cancelled` is behind a lock.
    fileprivate final class Part<PartSink: CatalogEntrySink>: PartReading, @unchecked Sendable {
        let boundary: CatalogSplit.Boundary
        let sink: PartSink
        private(set) var outcome: Outcome?
        private(set) var startLine = 0
        private let cancelled = Locked(false)
        private let done = DispatchSemaphore(value: 0)
        private var isWaitedFor = false

        init(boundary: CatalogSplit.Boundary, sink: PartSink) {
            self.boundary = boundary
            self.sink = sink
        }

        /// Asks the part to stop at its next entry.
        func cancel() {
            cancelled.withLock { $0 = true }
        }

        /// Waits until the part has ended (at most once; later calls return at once).
        func wait() {
            guard !isWaitedFor else { return }
            done.wait()
            isWaitedFor = true
        }

        func read(path: String, frame: CatalogFrame, boundaries: ArraySlice<Int>, lineFeedGaps: [LineFeedGap]) {
            defer { done.signal() }
            let input: FileInput
            do {
                input = try FileInput(path: path)
            } catch {
                // The gap is still marked (as not counted), so that later parts do not wait forever.
                lineFeedGaps.last?.markFailed()
                outcome = .failed(error)
                return
            }
            do {
                var lineFeeds = 0
                if let own = lineFeedGaps.last { lineFeeds = try own.count(in: input, to: boundary.lineStart) }
                for earlier in lineFeedGaps.dropLast() {
                    guard let count = earlier.wait() else {
                        throw FileError(.read, path: path, reason: "a part of the file was not read")
                    }
                    lineFeeds += count
                }
                startLine = lineFeeds + 1
            } catch {
                outcome = .failed(error)
                return
            }
            var scanner = JSONScanner(input: input, startingAt: boundary.lineStart, line: startLine, depth: 2)
            var reader = CatalogJSONReader()
            var run = CatalogEntryRun()
            run.bytesStart = boundary.key
            run.boundaries = boundaries
            run.isCancelled = { self.cancelled.withLock { $0 } }
            do {
                switch try reader.readEntries(&scanner, into: sink, run: run) {
                case .reachedBoundary(let index, let line):
                    outcome = .reached(index: index, line: line)
                case .cancelled:
                    outcome = .cancelled
                case .closedStrings:
                    var frame = frame
                    try reader.readTail(&scanner, into: &frame)
                    try frame.check()
                    try scanner.expectEnd()
                    outcome = .closed(frame)
                }
            } catch {
                outcome = .failed(ParallelCatalogReader.failure(error, input: scanner.inputError, path: path))
            }
        }
    }
}
