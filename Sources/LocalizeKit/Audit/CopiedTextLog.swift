/// The texts that the audit of a later part of a catalog would have handed to
/// `CopiedTextIndex`, kept in order so that the audit of the whole file can hand
/// them over once the parts before are in: `copied-from-other-key` compares a
/// translation with the source texts of every entry before it, whichever part
/// of the file they were read in.
///
/// The bytes are kept in arenas of a fixed size that never move (a log holds
/// most of a part's texts: one growing buffer would be copied, and its pages
/// touched again, each time it grew), with a step for each text (no object per
/// text), and each entry's steps end where the next entry's begin.
///
/// Each text's hash is taken as it is recorded, on the part's own thread, and the
/// hashes of the source texts are kept apart (`sourceHashes`): when the whole file's
/// audit takes the log in, a translation whose hash is no source's, in this part, a
/// later one or those before, is no one's copy and is passed over without its bytes
/// being read (most translations are such).
struct CopiedTextLog {
    /// A source text (`slot` -1) or a translation offered in `slot` at `line`, in `chunk`,
    /// with its `CopiedTextIndex.textHash`.
    private struct Step {
        let slot: Int32
        let line: Int32
        let chunk: Int32
        let range: ByteArena.Range
        let hash: UInt64
    }

    /// The size of an arena (a longer text gets one of its own).
    private static let chunkSize = 1 << 20

    private var chunks: [ByteArena] = []
    private var steps: [Step] = []
    /// Where each entry's steps end in `steps`.
    private var stepEnds: [Int32] = []
    /// Whether most translators of each entry kept its source text as it is.
    private var keptByMost: [Bool] = []
    /// The `CopiedTextIndex.textHash` of every source text recorded.
    private(set) var sourceHashes: [UInt64] = []

    /// The number of entries ended.
    var entryCount: Int { stepEnds.count }

    /// Records a source text of the current entry.
    mutating func addSource(_ text: String) {
        record(text, slot: -1, line: 0)
    }

    /// Records a translation of the current entry, offered in `slot` at `line`.
    mutating func offer(_ text: String, slot: Int, line: Int) {
        record(text, slot: Int32(clamping: slot), line: Int32(clamping: line))
    }

    private mutating func record(_ text: String, slot: Int32, line: Int32) {
        text.withUTF8Buffer { bytes in
            if chunks.isEmpty || chunks[chunks.count - 1].count + bytes.count > chunks[chunks.count - 1].capacity {
                chunks.append(ByteArena(capacity: max(Self.chunkSize, bytes.count)))
            }
            let chunk = chunks.count - 1
            let range = chunks[chunk].append(bytes)
            let hash = CopiedTextIndex.textHash(bytes)
            if slot < 0 { sourceHashes.append(hash) }
            steps.append(
                Step(slot: slot, line: line, chunk: Int32(truncatingIfNeeded: chunk), range: range, hash: hash))
        }
    }

    /// Ends the current entry.
    mutating func end(kept: Bool) {
        stepEnds.append(Int32(truncatingIfNeeded: steps.count))
        keptByMost.append(kept)
    }

    /// Hands the texts of entry number `entry` (counted from 0 in this log) to `index`, whose
    /// entry has begun, with each slot translated by `slotMap`; returns whether most translators
    /// of the entry kept its source as it is (what `index.end(kept:)` is to be told).
    ///
    /// `laterSources` holds the `sourceHashes` of this log and of the logs of every part after
    /// it: a translation whose hash is neither there nor among the sources `index` holds can
    /// equal no source text of the file, and is passed over (offered, it would only wait in
    /// `index` for a source that never comes).
    func replay(entry: Int, into index: inout CopiedTextIndex, slotMap: [Int], laterSources: HashTable) -> Bool {
        let start = entry == 0 ? 0 : Int(stepEnds[entry - 1])
        for step in steps[start..<Int(stepEnds[entry])] {
            if step.slot >= 0 && laterSources.value(for: step.hash) == nil
                && !index.mayHaveSource(textHash: step.hash)
            {
                continue
            }
            chunks[Int(step.chunk)].withBytes(step.range) { bytes in
                if step.slot < 0 {
                    index.addSource(bytes: bytes, textHash: step.hash)
                } else {
                    index.offer(
                        recorded: bytes, textHash: step.hash, slot: slotMap[Int(step.slot)], line: Int(step.line))
                }
            }
        }
        return keptByMost[entry]
    }

    /// The `sourceHashes` of several logs in one table (for `replay(entry:into:slotMap:laterSources:)`).
    static func sourceTable(_ logs: [CopiedTextLog]) -> HashTable {
        var table = HashTable()
        for log in logs {
            for hash in log.sourceHashes { table.insert(hash, value: 0) }
        }
        return table
    }
}
