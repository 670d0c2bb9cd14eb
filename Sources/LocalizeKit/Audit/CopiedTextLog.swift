/// The texts that the audit of a later part of a catalog would have handed to
/// `CopiedTextIndex`, kept in order so that the audit of the whole file can hand
/// them over once the parts before are in: `copied-from-other-key` compares a
/// translation with the source texts of every entry before it, whichever part
/// of the file they were read in.
///
/// The bytes are kept in one arena, with a step for each text (no object per
/// text), and each entry's steps end where the next entry's begin.
struct CopiedTextLog {
    /// A source text (`slot` -1) or a translation offered in `slot` at `line`.
    private struct Step {
        let slot: Int32
        let line: Int32
        let range: ByteArena.Range
    }

    private var texts = ByteArena()
    private var steps: [Step] = []
    /// Where each entry's steps end in `steps`.
    private var stepEnds: [Int32] = []
    /// Whether most translators of each entry kept its source text as it is.
    private var keptByMost: [Bool] = []

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
        let range = text.withUTF8Buffer { texts.append($0) }
        steps.append(Step(slot: slot, line: line, range: range))
    }

    /// Ends the current entry.
    mutating func end(kept: Bool) {
        stepEnds.append(Int32(truncatingIfNeeded: steps.count))
        keptByMost.append(kept)
    }

    /// Hands the texts of entry number `entry` (counted from 0 in this log) to `index`, whose
    /// entry has begun, with each slot translated by `slotMap`; returns whether most translators
    /// of the entry kept its source as it is (what `index.end(kept:)` is to be told).
    func replay(entry: Int, into index: inout CopiedTextIndex, slotMap: [Int]) -> Bool {
        let start = entry == 0 ? 0 : Int(stepEnds[entry - 1])
        for step in steps[start..<Int(stepEnds[entry])] {
            texts.withBytes(step.range) { bytes in
                if step.slot < 0 {
                    index.addSource(bytes: bytes)
                } else {
                    index.offer(recorded: bytes, slot: slotMap[Int(step.slot)], line: Int(step.line))
                }
            }
        }
        return keptByMost[entry]
    }
}
