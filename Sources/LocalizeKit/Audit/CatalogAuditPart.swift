/// Audits the entries of one part of a large catalog as they are read, on the
/// thread that reads the part (`ParallelCatalogReader`); the first part's
/// auditor then absorbs the others' in file order (`EntryAuditor.absorb(_:)`).
///
/// Entries read before the source language is known (a file whose `strings`
/// come before its `sourceLanguage`) wait, and are audited by `finish`.
final class CatalogAuditPart: CatalogEntrySink {
    private let file: String
    private let configuration: AuditConfiguration
    private let isLaterPart: Bool
    private var auditor: EntryAuditor?
    private var pending = CatalogMap<CatalogEntry>()

    /// The audit of part number `part` of `file`; `sourceLanguage` is the catalog's when known
    /// before its entries (the configuration's overrides it).
    init(file: String, configuration: AuditConfiguration, sourceLanguage: String?, part: Int) {
        self.file = file
        self.configuration = configuration
        isLaterPart = part > 0
        if let language = configuration.sourceLanguage ?? sourceLanguage {
            auditor = makeAuditor(sourceLanguage: language)
        }
    }

    private func makeAuditor(sourceLanguage: String) -> EntryAuditor {
        EntryAuditor(file: file, sourceLanguage: sourceLanguage, configuration: configuration, laterPart: isLaterPart)
    }

    var wantsBytes: Bool { false }

    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer) {
        // Moved out and back, so that the auditor's buffers stay uniquely referenced.
        guard var auditor = auditor.take() else {
            pending.append(key: key, value: entry)
            return
        }
        auditor.audit(key: key, entry: entry)
        self.auditor = auditor
    }

    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool) {}

    /// The part's auditor, once every entry of the part is audited; `sourceLanguage` is the
    /// catalog's, for the entries that waited for it.
    func finish(sourceLanguage: String) -> EntryAuditor {
        var auditor =
            self.auditor.take() ?? makeAuditor(sourceLanguage: configuration.sourceLanguage ?? sourceLanguage)
        for position in pending.keys.indices {
            auditor.audit(key: pending.keys[position], entry: pending.values[position])
        }
        pending = CatalogMap()
        return auditor
    }
}
