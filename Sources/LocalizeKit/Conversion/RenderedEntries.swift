/// A batch of entries of one part of a merge (`LprojTableMerge.next(into:)`), their
/// localizations already written as JSON members (`CatalogJSONWriter.writeLocalizationMember`):
/// filled on the thread that runs the merge, then handed to the one writing the catalog.
///
/// `@unchecked Sendable`: one thread fills a batch and hands it on (through a `HandOffQueue`);
/// from then on it is only read, by the thread that took it.
final class RenderedEntries: @unchecked Sendable {
    /// One entry: its key, its comment, and where its localizations are in `output`.
    struct Entry {
        let key: String
        let comment: String?
        let localizations: Range<Int>
    }

    /// A batch is handed on once it holds this many entries, or `byteLimit` bytes.
    static let entryLimit = 64
    static let byteLimit = 1 << 16

    private(set) var entries: [Entry] = []
    /// The entries' localizations, one after another.
    private var output: JSONOutput

    /// An empty batch.
    init() {
        // Room for the bytes of a full batch and the entry that passes the limit.
        output = JSONOutput(capacity: Self.byteLimit + Self.byteLimit / 2)
        entries.reserveCapacity(Self.entryLimit)
    }

    /// Whether the batch should be handed on.
    var isFull: Bool { entries.count >= Self.entryLimit || output.count >= Self.byteLimit }

    /// Adds the next entry of `merge`, if it has one; returns whether it had.
    func add(from merge: inout LprojTableMerge) -> Bool {
        let start = output.count
        guard let (key, comment) = merge.next(into: &output) else { return false }
        entries.append(Entry(key: key, comment: comment, localizations: start..<output.count))
        return true
    }

    /// The localizations of the entry at `position`: valid while the batch lives.
    func localizations(at position: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: output.bytes[entries[position].localizations])
    }
}
