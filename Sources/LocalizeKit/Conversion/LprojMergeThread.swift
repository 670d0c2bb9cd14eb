/// Runs an `LprojTableMerge` on a thread of its own, so that the tables are
/// read and parsed, and the localizations written as JSON, while the caller
/// writes the entries already made: `next()` gives the merge's entries in its
/// order, handed over in batches (`RenderedEntries`; at most `queuedBatches`
/// wait, so memory stays flat).
///
/// When no thread can be made, `next()` runs the merge on the caller's thread.
///
/// ```swift
/// let merged = LprojMergeThread(LprojTableMerge(directory: "Resources", table: "L", options: .init()))
/// while let (key, comment, localizations) = merged.next() { write(key, comment, localizations) }
/// merged.stop()
/// merged.merge.warnings
/// ```
///
/// `@unchecked Sendable`: `merge` is used only by the merging thread from `init` until
/// `stop()` has joined it, and only by the caller before and after; `batch`, `position` and
/// `thread` only by the caller; the batches pass through a `HandOffQueue`.
final class LprojMergeThread: @unchecked Sendable {
    static let queuedBatches = 4

    /// The merge: read it (`isAbandoned`, `warnings`) only after `stop()`.
    private(set) var merge: LprojTableMerge
    private let queue = HandOffQueue<RenderedEntries>(capacity: queuedBatches)
    private var thread: WorkerThreads.Handle?
    /// The batch being taken, and the position of its next entry in it.
    private var batch: RenderedEntries?
    private var position = 0

    /// Starts merging on a new thread.
    init(_ merge: LprojTableMerge) {
        self.merge = merge
        thread = WorkerThreads.startIfPossible { [self] in produce() }
    }

    private func produce() {
        var batch = RenderedEntries()
        while batch.add(from: &merge) {
            if batch.isFull {
                guard queue.put(batch) else { return }
                batch = RenderedEntries()
            }
        }
        if !batch.entries.isEmpty, !queue.put(batch) { return }
        queue.finish()
    }

    /// The next key in catalog order, its entry's comment and its localizations as JSON members
    /// (valid until the next call); `nil` at the end, or when the merge is abandoned.
    func next() -> (key: String, comment: String?, localizations: UnsafeRawBufferPointer)? {
        if batch == nil || position == batch?.entries.count {
            batch = nextBatch()
            position = 0
        }
        guard let batch else { return nil }
        let entry = batch.entries[position]
        let localizations = batch.localizations(at: position)
        position += 1
        return (entry.key, entry.comment, localizations)
    }

    /// The next batch, from the merging thread or (without one) made here; `nil` at the end.
    private func nextBatch() -> RenderedEntries? {
        guard thread == nil else { return queue.take() }
        let batch = RenderedEntries()
        while !batch.isFull, batch.add(from: &merge) {}
        return batch.entries.isEmpty ? nil : batch
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
        batch = nil
    }
}
