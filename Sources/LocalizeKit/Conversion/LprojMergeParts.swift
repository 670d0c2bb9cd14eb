/// Runs the parts of a split `LprojTableMerge` (`LprojTableMerge.parts`) side by side, each on
/// a thread of its own (`LprojMergeThread`), and puts their entries together: `next(_:)` gives
/// the whole merge's entries in its order, a key's localizations (written as JSON by the parts)
/// in part order, which is catalog order: so the writer need not sort them.
///
/// ```swift
/// let parts = LprojTableMerge.parts(directory: "Resources", table: "L", options: .init(), count: 2)
/// let merged = LprojMergeParts(parts)
/// guard !merged.partGaveUpAtStart() else { return wholeConversion() }   // before the output is made
/// while merged.next({ key, comment, localizations in write(key, comment, localizations) }) {}
/// merged.stop()
/// if !merged.isAbandoned { print(merged.warnings) }
/// ```
final class LprojMergeParts {
    private let threads: [LprojMergeThread]
    /// Each part's next entry not given yet; `nil` once that part has ended.
    private var heads: [(key: String, comment: String?, localizations: UnsafeRawBufferPointer)?]
    /// The parts that have the entry being given, and their localizations of it.
    private var takenParts: [Int] = []
    private var taken: [UnsafeRawBufferPointer] = []
    private var isStarted = false
    /// Whether two parts spelled one key with different bytes (NFC and NFD, say): the whole
    /// merge keeps the spelling of the first folder in folder order, which the parts cannot tell.
    private var spellingsDiffer = false

    /// Starts merging every part on a thread of its own.
    init(_ parts: [LprojTableMerge]) {
        threads = parts.map { LprojMergeThread($0) }
        heads = Array(repeating: nil, count: parts.count)
    }

    /// Calls `body` with the next key in catalog order, its entry's comment and its localizations
    /// (JSON members, `CatalogJSONWriter.writeLocalizationMember`) from every part that has it,
    /// in order; returns `false` at the end instead. A part that is abandoned ends early: check
    /// `isAbandoned` after `stop()`.
    func next(
        _ body: (_ key: String, _ comment: String?, _ localizations: [UnsafeRawBufferPointer]) -> Void
    ) -> Bool {
        if spellingsDiffer { return false }
        start()
        // The first part holding the earliest key: parts list their keys in order, each once.
        var first: Int?
        for part in heads.indices {
            guard let head = heads[part] else { continue }
            if let first, let earliest = heads[first], CatalogKeyOrder.compare(head.key, earliest.key) >= 0 {
                continue
            }
            first = part
        }
        guard let first, let entry = heads[first] else { return false }
        takenParts.removeAll(keepingCapacity: true)
        taken.removeAll(keepingCapacity: true)
        takenParts.append(first)
        taken.append(entry.localizations)
        for part in (first + 1)..<heads.count {
            guard let head = heads[part], head.key == entry.key else { continue }
            guard head.key.hasSameUTF8(as: entry.key) else {
                spellingsDiffer = true
                return false
            }
            takenParts.append(part)
            taken.append(head.localizations)
        }
        body(entry.key, entry.comment, taken)
        for part in takenParts { heads[part] = threads[part].next() }
        return true
    }

    /// Waits for every part's first entry, unless `next(_:)` or this did already: each part opens
    /// its files and parses their first entries on its own thread.
    private func start() {
        guard !isStarted else { return }
        isStarted = true
        for part in threads.indices { heads[part] = threads[part].next() }
    }

    /// Whether a part gave up before its first entry (a file that cannot be read, or whose first
    /// entry is malformed), waiting for every part's first entry: a caller asks before it creates
    /// its output, so that such a table is reported as the whole merge reports it, not hidden by
    /// an output that cannot be written. A part that ended there is joined (it has nothing more).
    func partGaveUpAtStart() -> Bool {
        start()
        var gaveUp = false
        for part in threads.indices where heads[part] == nil {
            threads[part].stop()
            gaveUp = gaveUp || threads[part].merge.isAbandoned
        }
        return gaveUp
    }

    /// Stops every part's thread (whether or not every entry was taken) and waits for them to end.
    func stop() {
        for thread in threads { thread.cancel() }
        for thread in threads { thread.stop() }
        heads = heads.map { _ in nil }
    }

    /// Whether a part gave up (a file out of order, or one that cannot be read or parsed), or two
    /// parts spelled a key with different bytes; read after `stop()`. The whole merge then decides.
    var isAbandoned: Bool { spellingsDiffer || threads.contains { $0.merge.isAbandoned } }

    /// The whole merge's warnings, from every part: the folders', then each language's in the
    /// whole merge's order of languages; read after `stop()`.
    var warnings: [ConversionWarning] { LprojTableMerge.warnings(of: threads.map(\.merge)) }
}
