import Dispatch

/// Audits String Catalog files as they are read: the reader hands each
/// entry over as soon as it is complete, so that the catalog is never held
/// whole. A large file is divided between the processors: each reads and
/// audits a part of its entries, and the first part's auditor takes in the
/// others' in order (`CatalogAuditPart`). A large file that cannot be divided
/// (not in Xcode's layout) is audited on a second thread while the first keeps
/// reading, in batches of entries. The findings do not depend on the threads.
enum CatalogAuditor {
    /// Files at least this large are audited on a second thread.
    static let concurrentThreshold = 4 << 20
    /// Entries handed over together.
    static let batchSize = 64

    /// Audits one catalog file into `diagnostics`; `concurrent` forces or forbids more than one
    /// thread (by default, large files get them), and `parts` divides the file as told instead.
    static func audit(
        file: String, configuration: AuditConfiguration, into diagnostics: inout AuditDiagnostics,
        concurrent: Bool? = nil, parts: ParallelCatalogReader.Options? = nil
    ) {
        let input: FileInput
        let size: Int
        do {
            input = try FileInput(path: file)
            size = input.size ?? 0
        } catch {
            diagnostics.add(.unreadable(error))
            return
        }
        let concurrent = concurrent ?? (size >= concurrentThreshold)
        if let options = parts ?? (concurrent ? division(of: input, size: size) : nil) {
            auditInParts(file: file, options: options, configuration: configuration, into: &diagnostics)
            return
        }
        let worker = Worker(file: file, configuration: configuration, concurrent: concurrent)
        let catalog: StringCatalog
        do {
            var batch = emptyBatch()
            var language: String?
            catalog = try XCStringsReader.stream(contentsOfFile: file) { key, entry, sourceLanguage in
                language = sourceLanguage
                batch.append(key: key, value: entry)
                if batch.count == batchSize {
                    worker.submit(batch, sourceLanguage: language)
                    batch = emptyBatch()
                }
            }
            if !batch.isEmpty { worker.submit(batch, sourceLanguage: language) }
        } catch {
            worker.cancel()
            diagnostics.add(failure(error, file: file))
            return
        }
        var auditor = worker.finish(sourceLanguage: catalog.sourceLanguage)
        finish(&auditor, catalogFields: catalog.extraFields, file: file, into: &diagnostics)
    }

    /// Why a catalog could not be audited: malformed, or unreadable.
    private static func failure(_ error: any Error, file: String) -> AuditInputFailure {
        switch error {
        case let error as ParseError: .malformed(error)
        case let error as FileError: .unreadable(error)
        default: .unreadable(FileError(.read, path: file, code: 0))
        }
    }

    /// Completes the audit of a file once every entry is in: its top-level fields, then the
    /// findings that need every entry (`EntryAuditor.finish(into:)`).
    private static func finish(
        _ auditor: inout EntryAuditor, catalogFields: JSONObject, file: String, into diagnostics: inout AuditDiagnostics
    ) {
        if !catalogFields.isEmpty { auditor.checkCatalogFields(catalogFields) }
        diagnostics.addFile(file)
        auditor.finish(into: &diagnostics)
    }

    /// How to divide a file between the processors: nil when there is one, when the file is too
    /// small for two parts, or when no entry starts a line near its middle (a file not in
    /// Xcode's layout, which one thread would read whole).
    ///
    /// The parts are of about equal size: the first part's thread takes in the others' audits
    /// (`EntryAuditor.absorb(_:)`) only once they are all read, so that they had best end together.
    private static func division(of input: FileInput, size: Int) -> ParallelCatalogReader.Options? {
        let options = ParallelCatalogReader.Options()
        let middle = size / 2
        guard options.threads > 1, middle >= options.minimumPartSize,
            CatalogSplit.boundary(in: input, from: middle, limit: min(size, middle + CatalogSplit.searchLimit)) != nil
        else { return nil }
        return options
    }

    /// Audits a file divided into parts, each read and audited on its own thread.
    private static func auditInParts(
        file: String, options: ParallelCatalogReader.Options, configuration: AuditConfiguration,
        into diagnostics: inout AuditDiagnostics
    ) {
        var headLanguage: String?
        let frame: CatalogFrame
        let parts: [CatalogAuditPart]
        do {
            (frame, parts) = try ParallelCatalogReader.read(
                path: file, options: options, head: { headLanguage = $0.sourceLanguage }
            ) { part, _ in
                CatalogAuditPart(file: file, configuration: configuration, sourceLanguage: headLanguage, part: part)
            }
        } catch {
            diagnostics.add(failure(error, file: file))
            return
        }
        let sourceLanguage = frame.sourceLanguage ?? ""
        // The first part's auditor takes the others in, in file order (none: a catalog without entries).
        var whole =
            parts.first?.finish(sourceLanguage: sourceLanguage)
            ?? EntryAuditor(
                file: file, sourceLanguage: configuration.sourceLanguage ?? sourceLanguage,
                configuration: configuration)
        whole.absorb(parts.dropFirst().map { $0.finish(sourceLanguage: sourceLanguage) })
        finish(&whole, catalogFields: JSONObject(frame.extra), file: file, into: &diagnostics)
    }

    /// Entries handed over together, in order.
    private typealias Batch = CatalogMap<CatalogEntry>

    private static func emptyBatch() -> Batch {
        var batch = Batch()
        batch.reserveCapacity(batchSize)
        return batch
    }

    /// Audits batches of entries, on its own serial queue or on the caller's thread.
    ///
    /// `@unchecked Sendable`: `auditor` and `pending` are only touched by the blocks
    /// of `queue`, which run one at a time and in order, or on the caller's thread
    /// when not concurrent; `finish()` and `cancel()` wait for the queue first.
    private final class Worker: @unchecked Sendable {
        private let file: String
        private let configuration: AuditConfiguration
        private let queue: DispatchQueue?
        private let room = DispatchSemaphore(value: 8)
        /// Batches handed over and not yet taken by the queue, in order. They are passed here,
        /// not captured by the queue's blocks: a block's captures are released when the block is
        /// released, on the queue's thread, which would then free the batch if the reading
        /// thread had already let go of it.
        private let waiting = Locked<[Batch]>([])
        /// Batches audited on the queue, handed back to be freed on the reading thread: memory
        /// then goes back where it came from, and the two threads do not contend in `malloc`.
        private let audited = Locked<[Batch]>([])
        private var auditor: EntryAuditor?
        /// Entries read before the source language was known (a file not in Xcode's key order).
        private var pending = Batch()

        init(file: String, configuration: AuditConfiguration, concurrent: Bool) {
            self.file = file
            self.configuration = configuration
            queue = concurrent ? DispatchQueue(label: "LocalizeKit.CatalogAuditor") : nil
        }

        func submit(_ batch: Batch, sourceLanguage: String?) {
            guard let queue else {
                audit(batch, sourceLanguage: sourceLanguage)
                return
            }
            room.wait()
            var finished: [Batch] = []
            audited.withLock { swap(&finished, &$0) }
            finished.removeAll()  // Freed here, outside the lock.
            waiting.withLock { $0.append(batch) }
            queue.async {
                var batch = self.waiting.withLock { $0.removeFirst() }
                self.audit(batch, sourceLanguage: sourceLanguage)
                // Moved into the list (not copied), so that the reading thread holds the last reference.
                self.audited.withLock { list in
                    list.append(Batch())
                    swap(&list[list.count - 1], &batch)
                }
                self.room.signal()
            }
        }

        private func audit(_ batch: Batch, sourceLanguage: String?) {
            if auditor == nil, let language = configuration.sourceLanguage ?? sourceLanguage {
                auditor = EntryAuditor(file: file, sourceLanguage: language, configuration: configuration)
            }
            // Moved out and back, so that the auditor's buffers stay uniquely referenced.
            guard var auditor = self.auditor.take() else {
                for (key, entry) in zip(batch.keys, batch.values) { pending.append(key: key, value: entry) }
                return
            }
            Self.audit(batch, with: &auditor)
            self.auditor = auditor
        }

        func finish(sourceLanguage: String) -> EntryAuditor {
            queue?.sync {}
            var auditor =
                self.auditor.take()
                ?? EntryAuditor(
                    file: file, sourceLanguage: configuration.sourceLanguage ?? sourceLanguage,
                    configuration: configuration)
            Self.audit(pending, with: &auditor)
            pending = Batch()
            return auditor
        }

        /// Waits for the batches already handed over, and drops what is left.
        func cancel() {
            queue?.sync {}
            pending = Batch()
        }

        private static func audit(_ batch: Batch, with auditor: inout EntryAuditor) {
            for position in batch.keys.indices {
                auditor.audit(key: batch.keys[position], entry: batch.values[position])
            }
        }
    }
}
