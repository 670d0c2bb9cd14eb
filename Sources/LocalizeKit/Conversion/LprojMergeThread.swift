/// Runs an `LprojTableMerge` on a thread of its own, so that the tables are
/// read and parsed while the caller writes the entries already made: `next()`
/// gives the merge's entries in its order, handed over in small batches
/// (at most `queuedBatches` of `batchSize` entries wait, so memory stays flat).
///
/// When no thread can be made, `next()` runs the merge on the caller's thread.
///
/// ```swift
/// let merged = LprojMergeThread(LprojTableMerge(directory: "Resources", table: "L", options: .init()))
/// while let (key, entry) = merged.next() { write(key, entry) }
/// merged.stop()
/// merged.merge.warnings
/// ```
///
/// `@unchecked Sendable`: `merge` is used only by the merging thread from `init` until
/// `stop()` has joined it, and only by the caller before and after; `batch` and
/// `thread` only by the caller; the batches pass through a `HandOffQueue`.
final class LprojMergeThread: @unchecked Sendable {
    typealias Batch = [(key: String, entry: CatalogEntry)]

    static let batchSize = 64
    static let queuedBatches = 4

    /// The merge: read it (`isAbandoned`, `warnings`) only after `stop()`.
    private(set) var merge: LprojTableMerge
    private let queue = HandOffQueue<Batch>(capacity: queuedBatches)
    private var thread: WorkerThreads.Handle?
    /// The batch being taken, reversed, so that entries are moved out with `popLast()`.
    private var batch: Batch = []

    /// Starts merging on a new thread.
    init(_ merge: LprojTableMerge) {
        self.merge = merge
        thread = WorkerThreads.startIfPossible { [self] in produce() }
    }

    private func produce() {
        var batch = Batch()
        batch.reserveCapacity(Self.batchSize)
        while let next = merge.next() {
            batch.append(next)
            if batch.count == Self.batchSize {
                batch.reverse()
                guard queue.put(batch) else { return }
                batch = Batch()
                batch.reserveCapacity(Self.batchSize)
            }
        }
        batch.reverse()
        if !batch.isEmpty, !queue.put(batch) { return }
        queue.finish()
    }

    /// The next key in catalog order and its entry; `nil` at the end, or when the merge is abandoned.
    func next() -> (key: String, entry: CatalogEntry)? {
        guard thread != nil else { return merge.next() }
        if batch.isEmpty {
            guard let taken = queue.take() else { return nil }
            batch = taken
        }
        return batch.popLast()
    }

    /// Asks the merging thread to stop without waiting for it (`stop()` then waits), so that
    /// several threads wind down side by side.
    func cancel() {
        queue.cancel()
    }

    /// Stops the merging thread (whether or not every entry was taken) and waits for it to end.
    func stop() {
        guard let thread else { return }
        queue.cancel()
        WorkerThreads.join(thread)
        self.thread = nil
        batch = []
    }
}
