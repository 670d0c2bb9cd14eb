/// Receives the entries of a catalog's `strings` object as they are read, in
/// order: what a reader does with them (keep them, audit them, compare their
/// formatting, convert them) without the reader knowing.
///
/// The entries of one file may be read in several runs, one per part of the
/// file, each on its own thread into its own sink; a run starts at an entry's
/// key and ends where the next run starts, or with the `}` that closes `strings`.
protocol CatalogEntrySink: AnyObject {
    /// Whether `take` and `endRun` want the bytes the entries were read from.
    var wantsBytes: Bool { get }

    /// Takes the next entry (its `sourceLine` set). When `wantsBytes`,
    /// `bytes` are the file's bytes from the end of the previous entry (or, for
    /// the first entry of a run, from the start of the run) to the end of this
    /// entry's value; otherwise they are empty.
    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer)

    /// The run ends: `trailing` are the bytes after its last entry (or from its
    /// start) up to the next run's first key, or through the `}` that closes
    /// `strings` when `closesStrings`.
    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool)
}

/// Keeps the entries in order: the sink of a plain read.
final class CatalogEntryCollector: CatalogEntrySink {
    var keys: [String] = []
    var entries: [CatalogEntry] = []

    var wantsBytes: Bool { false }

    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer) {
        keys.append(key)
        entries.append(entry)
    }

    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool) {}
}

/// Hands each entry to a function, with the source language when the file gave
/// it before `strings`: the sink of `XCStringsReader.stream`.
final class CatalogEntryForwarder: CatalogEntrySink {
    private let body: (String, CatalogEntry, String?) -> Void
    /// The source language, once read.
    var sourceLanguage: String?

    init(_ body: @escaping (String, CatalogEntry, String?) -> Void) {
        self.body = body
    }

    var wantsBytes: Bool { false }

    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer) {
        body(key, entry, sourceLanguage)
    }

    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool) {}
}
