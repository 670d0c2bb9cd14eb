import Testing

@testable import LocalizeKit

@Suite("Audit: the index of source texts behind copied-from-other-key")
struct CopiedTextIndexTests {
    /// Audits entries in order: each key with its source text and its translations.
    private static func matches(
        _ entries: [(key: String, source: String, translations: [String])], everyHashCollides: Bool
    ) -> [String] {
        var index = CopiedTextIndex(everyHashCollides: everyHashCollides)
        var found: [String] = []
        for entry in entries {
            index.begin(key: entry.key)
            index.addSource(entry.source)
            for (slot, translation) in entry.translations.enumerated() {
                index.offer(translation, slot: slot + 1, line: 1)
            }
            index.end(kept: false)
            for match in index.takeFound() {
                found.append("\(index.key(match.entry)) = \(index.key(match.otherEntry)): \(match.text)")
            }
        }
        return found
    }

    private static let entries: [(key: String, source: String, translations: [String])] = [
        ("first", "Open the file", ["Datei öffnen", "Save the file"]),
        ("second", "Save the file", ["Datei sichern", "Open the file"]),
        ("third", "Close the window", ["Fenster schließen", "Open the files"]),
        ("fourth", "Close the windows", ["Close the window", "Fenster schließen"]),
    ]

    @Test("A translation matches another key's source before or after it, by its bytes")
    func matchesEqualTexts() {
        let expected = [
            "second = first: Open the file",
            "first = second: Save the file",
            "fourth = third: Close the window",
        ]
        #expect(Self.matches(Self.entries, everyHashCollides: false) == expected)
    }

    @Test("Texts that only share a hash never match: with every hash the same, the same findings")
    func hashesAloneNeverMatch() {
        let expected = [
            "second = first: Open the file",
            "first = second: Save the file",
            "fourth = third: Close the window",
        ]
        #expect(Self.matches(Self.entries, everyHashCollides: true) == expected)
    }

    @Test("A translation equal to its own source, or an empty one, is no copy; the first key with a source is named")
    func ownSourceAndFirstKey() {
        let entries: [(key: String, source: String, translations: [String])] = [
            ("a", "Done", ["Fertig"]),
            ("b", "Done", ["Done", ""]),
            ("c", "Later", ["Done"]),
        ]
        for collide in [false, true] {
            #expect(Self.matches(entries, everyHashCollides: collide) == ["c = a: Done"])
        }
    }

    @Test("Keys and texts beyond ASCII and longer than a word of the hash are kept whole")
    func longAndNonASCIITexts() {
        let long = String(repeating: "Ein sehr langer Satz mit Ümlauten, ", count: 4)
        let entries: [(key: String, source: String, translations: [String])] = [
            ("einstellungen.allgemein.überschrift", long, ["Long"]),
            ("einstellungen.allgemein.untertitel", long + ".", [long]),
        ]
        #expect(
            Self.matches(entries, everyHashCollides: true) == [
                "einstellungen.allgemein.untertitel = einstellungen.allgemein.überschrift: \(long)"
            ])
    }

    @Test(
        "Across blocks: a translation matches the sources of the keys before it and of those up to the end of the next block",
        arguments: [false, true])
    func matchesAcrossBlocks(everyHashCollides: Bool) {
        let count = 600
        let block = CopiedTextIndex.blockSize
        func source(_ number: Int) -> String { "Source text \(number)" }
        // Each entry copies the sources of keys 3 before it, 7 and 200 after it, and has one real translation.
        let entries = (0..<count).map { number in
            (
                key: "key.\(number)", source: source(number),
                translations: [source(number - 3), source(number + 7), source(number + 200), "Übersetzung \(number)"]
            )
        }
        // What the brief promises, entry by entry: earlier keys always, later ones up to the end of the next block.
        var expected = Set<String>()
        for number in 0..<count {
            for other in [number - 3, number + 7, number + 200] where other >= 0 && other < count {
                let lastVisible = (number / block + 2) * block - 1
                if other < number || other <= lastVisible {
                    expected.insert("key.\(number) = key.\(other): \(source(other))")
                }
            }
        }
        let found = Self.matches(entries, everyHashCollides: everyHashCollides)
        #expect(found.count == Set(found).count)
        #expect(Set(found) == expected)
    }

    @Test("A block looks its translations up only when a hash passes its filter, and never matches on the filter alone")
    func blockFilter() {
        func add(_ text: String, hash: UInt64, to block: inout CopiedTextIndex.Block, entry: Int) {
            Array(text.utf8).withUnsafeBufferPointer { block.add($0, hash: hash, entry: entry, slot: 1, line: entry) }
        }
        func lines(matching text: String, hash: UInt64, in block: inout CopiedTextIndex.Block) -> [Int32] {
            Array(text.utf8).withUnsafeBufferPointer { block.candidates(matching: $0, hash: hash) }.map(\.line)
        }
        var block = CopiedTextIndex.Block()
        add("Open", hash: 0x0000_0001_0000_0002, to: &block, entry: 1)
        add("Save", hash: 0x0000_0003_0000_0004, to: &block, entry: 2)
        // Same hash, other bytes; and the same text twice: the bytes decide, latest first.
        add("Close", hash: 0x0000_0003_0000_0004, to: &block, entry: 3)
        add("Save", hash: 0x0000_0003_0000_0004, to: &block, entry: 4)
        #expect(!block.isIndexed)
        // No filter bit of this hash is set: no look-up at all.
        #expect(lines(matching: "Print", hash: 0x0000_0100_0000_0200, in: &block).isEmpty)
        #expect(!block.isIndexed)
        // The filter's bits of "Open" (the filter keeps only the low bits of each half): it passes, the bytes say no.
        let filterBits = UInt64(CopiedTextIndex.Block.initialFilterWords * 64)
        #expect(lines(matching: "Print", hash: 0x0000_0001_0000_0002 + filterBits, in: &block).isEmpty)
        #expect(block.isIndexed)
        #expect(lines(matching: "Save", hash: 0x0000_0003_0000_0004, in: &block) == [4, 2])
        #expect(lines(matching: "Close", hash: 0x0000_0003_0000_0004, in: &block) == [3])
        // Translations added once the chains are built join them.
        add("Open", hash: 0x0000_0001_0000_0002, to: &block, entry: 5)
        #expect(lines(matching: "Open", hash: 0x0000_0001_0000_0002, in: &block) == [5, 1])
        // A reset block forgets everything, its chains and its filter.
        block.reset()
        #expect(!block.isIndexed && block.count == 0)
        #expect(lines(matching: "Open", hash: 0x0000_0001_0000_0002, in: &block).isEmpty)
        #expect(!block.isIndexed)
    }

    @Test("A block whose filter fills up builds its chains and still finds every translation")
    func fullFilter() {
        var block = CopiedTextIndex.Block()
        let count = CopiedTextIndex.Block.initialFilterWords * 64 / 16 + 10
        for number in 0..<count {
            let text = Array("Text \(number)".utf8)
            // Distinct hashes that differ almost only in bits the filter does not read.
            let hash = UInt64(number + 1) << 48 | 0x1_0000_0001
            text.withUnsafeBufferPointer { block.add($0, hash: hash, entry: number, slot: 0, line: number) }
        }
        #expect(block.isIndexed)
        let wanted = 1234
        let found = Array("Text \(wanted)".utf8).withUnsafeBufferPointer {
            block.candidates(matching: $0, hash: UInt64(wanted + 1) << 48 | 0x1_0000_0001)
        }
        #expect(found.map(\.entry) == [Int32(wanted)])
    }

    /// Texts recorded in logs and replayed after other entries: the first `offered` entries are
    /// offered to the index, the others recorded in two logs (the second holding the last
    /// `inSecondLog`) and replayed in order.
    @Test(
        "Texts recorded in logs and replayed after other entries match as if offered in order, across chunks",
        arguments: [(3_000, false), (300, true)])
    func replayedLog(count: Int, everyHashCollides: Bool) {
        // Long texts, so that the log fills several of its arenas; one longer than an arena.
        let filler = String(repeating: "long text ", count: 120)
        var entries: [(key: String, source: String, translations: [String])] = []
        for number in 0..<count {
            // Matches of an earlier and a later entry (across the logs too) and of none.
            let translations = ["Quelle \(number)", "Source \(number + 7) " + filler, "Source \(number - 5) " + filler]
            entries.append(("key \(number)", "Source \(number) " + filler, translations))
        }
        entries.append(("huge", String(repeating: "x", count: 3 << 20), ["Source 3 " + filler]))
        entries.append(("last", "Last one", ["Source \(count - 1) " + filler, "Last one", "Only here"]))
        let expected = Self.matches(entries, everyHashCollides: everyHashCollides)
        #expect(expected.count > count * 19 / 10)

        // The first third offered, the rest recorded (slots shifted by one) in two logs and replayed.
        let offered = count / 3
        let secondStart = entries.count - count / 3
        var index = CopiedTextIndex(everyHashCollides: everyHashCollides)
        var logs = [CopiedTextLog(), CopiedTextLog()]
        var found: [String] = []
        func take() {
            for match in index.takeFound() {
                found.append("\(index.key(match.entry)) = \(index.key(match.otherEntry)): \(match.text)")
            }
        }
        for entry in entries[..<offered] {
            index.begin(key: entry.key)
            index.addSource(entry.source)
            for (slot, translation) in entry.translations.enumerated() {
                index.offer(translation, slot: slot + 1, line: 1)
            }
            index.end(kept: false)
            take()
        }
        for (position, entry) in entries[offered...].enumerated() {
            let log = offered + position < secondStart ? 0 : 1
            logs[log].addSource(entry.source)
            for (slot, translation) in entry.translations.enumerated() {
                logs[log].offer(translation, slot: slot, line: 1)
            }
            logs[log].end(kept: false)
        }
        #expect(logs[0].entryCount + logs[1].entryCount == entries.count - offered)
        let sourceTables = [CopiedTextLog.sourceTable(logs), CopiedTextLog.sourceTable([logs[1]])]
        for (position, entry) in entries[offered...].enumerated() {
            let log = offered + position < secondStart ? 0 : 1
            let number = log == 0 ? position : offered + position - secondStart
            index.begin(key: entry.key)
            index.end(
                kept: logs[log].replay(
                    entry: number, into: &index, slotMap: [1, 2, 3], laterSources: sourceTables[log]))
            take()
        }
        #expect(found == expected)
    }
}
