import Testing

@testable import LocalizeKit

@Suite("KeyedTexts, the lookup's hash map")
struct KeyedTextsTests {
    @Test("Finds every key and nothing else")
    func findsKeys() {
        var pairs: [String: String] = [:]
        for index in 0..<1_000 { pairs["Button.Key\(index)"] = "value \(index)" }
        pairs[""] = "empty"
        pairs["ä"] = "short"
        pairs["Ünïcödé.Schlüssel.mit.vielen.Zeichen"] = "long"
        for length in 1...40 { pairs[String(repeating: "x", count: length)] = "x\(length)" }
        let texts = KeyedTexts(pairs)
        #expect(texts.count == pairs.count)
        for (key, value) in pairs { #expect(texts[key] == value) }
        #expect(texts["Button.Key1000"] == nil)
        #expect(texts["Button.Key"] == nil)
        #expect(texts["button.key1"] == nil)
        #expect(texts[String(repeating: "x", count: 41)] == nil)
        #expect(texts["xx\u{0}"] == nil)
    }

    @Test("Keys that share length, head and tail stay apart")
    func collidingKeys() {
        let pairs = [
            "Button.Aaaaa.Title": "A", "Button.Bbbbb.Title": "B", "Button.Ccccc.Title": "C",
            "Button.Ddddd.Title": "D",
        ]
        let texts = KeyedTexts(pairs)
        for (key, value) in pairs { #expect(texts[key] == value) }
        #expect(texts["Button.Eeeee.Title"] == nil)
    }

    @Test("An empty map finds nothing")
    func empty() {
        let texts = KeyedTexts([:])
        #expect(texts.count == 0)
        #expect(texts["anything"] == nil)
        #expect(texts[""] == nil)
    }

    @Test("Entry numbers are the keys' positions")
    func entryNumbers() {
        let texts = KeyedTexts(keys: ["a", "b.c.d.e.f.g.h.i.j", "c"], texts: ["1", "2", "3"])
        #expect(texts.index(of: "b.c.d.e.f.g.h.i.j") == 1)
        #expect(texts.text(at: 2) == "3")
        #expect(texts.index(of: "d") == nil)
    }

    @Test("Every byte of a key counts in its hash", arguments: [1, 3, 7, 8, 12, 15, 16, 17, 31, 32, 33, 100])
    func everyByteCounts(length: Int) {
        let base = [UInt8](repeating: UInt8(ascii: "k"), count: length)
        var hashes: Set<UInt64> = [base.withUnsafeBytes { KeyHash.hash($0, seed: 1) }]
        for position in 0..<length {
            var changed = base
            changed[position] = UInt8(ascii: "j")
            hashes.insert(changed.withUnsafeBytes { KeyHash.hash($0, seed: 1) })
        }
        #expect(hashes.count == length + 1)
    }

    /// Real key shapes: sequential, dotted with shared prefixes and suffixes, long
    /// sentences, and keys that differ in one middle character only.
    static let shapes: [(name: String, key: @Sendable (Int) -> String)] = [
        ("numbered", { "key.\($0)" }),
        ("dotted", { "settings.section.\($0).title" }),
        ("sentence", { "Are you sure you want to delete item \($0) from the library? This cannot be undone." }),
        (
            "middle",
            { index in
                let scalars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
                let middle = String([scalars[index % 52], scalars[(index / 52) % 52], scalars[index / 2704 % 52]])
                return "shared.prefix.of.many.keys." + middle + ".and.a.shared.suffix"
            }
        ),
    ]

    @Test("Probes stay short for real key shapes and read no record but their own", arguments: 0..<4)
    func probesStayShort(shape: Int) {
        let (name, makeKey) = Self.shapes[shape]
        for count in [135, 2_000, 20_000, 100_000] {
            let keys = (0..<count).map(makeKey)
            let texts = KeyedTexts(keys: keys, texts: keys)
            #expect(texts.overflowCount == 0, "\(name) \(count)")
            let probes = keys.map { texts.probes(for: $0) }
            let mean = Double(probes.reduce(0, +)) / Double(count)
            // The seed is random per process, so the longest probe is a maximum over `count`
            // random placements: it grows with log(count) (13 was seen at 100 000 keys), and a
            // shape that clustered would push it to the probe limit (31) and into the overflow.
            #expect(probes.max() ?? 0 <= 20, "\(name) \(count): max \(probes.max() ?? 0)")
            // Robin Hood at half load averages 1.5 probes; 135 keys make a noisy sample.
            #expect(mean <= 2, "\(name) \(count): mean \(mean)")
            let absent = (count..<(count + 1_000)).map(makeKey)
            let missProbes = absent.map { texts.probes(for: $0) }
            let missMean = Double(missProbes.reduce(0, +)) / Double(absent.count)
            #expect(missMean <= 3, "\(name) \(count): mean for absent keys \(missMean)")
            #expect(absent.allSatisfy { texts[$0] == nil })
            // Without the slots' tags a hit reads about 1.25 records at half load and a miss
            // about 0.5 (those of the entries sharing its home slot); a tag of 10 bits or
            // more leaves one in a thousand of those.
            let hitReads = keys.reduce(0) { $0 + texts.recordsRead(for: $1) }
            #expect(Double(hitReads) / Double(count) < 1.01, "\(name) \(count): \(hitReads) records read")
            let missReads = absent.reduce(0) { $0 + texts.recordsRead(for: $1) }
            #expect(Double(missReads) / Double(absent.count) < 0.01, "\(name) \(count): \(missReads) for misses")
        }
    }

    @Test("A key hashed ahead of the lookup finds what the subscript finds, under the table's seed or another")
    func keyHashedAhead() {
        let seed: UInt64 = 0x1357_9BDF_2468_ACE0
        let other: UInt64 = 0xFEDC_BA98_7654_3210
        var keys = (0..<500).map { "settings.section\($0).title" }
        keys += (0...40).map { String(repeating: "k", count: $0) } + ["ä", "Grüße aus Zürich, \u{1F600} und mehr"]
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text of " + $0 }, seed: seed)
        let absent = ["settings.section500.title", String(repeating: "k", count: 41), "a", "Grüsse"]
        /// The text of `key`, looked up by its bytes with its hash under `hashSeed`.
        func text(_ key: String, hashedUnder hashSeed: UInt64) -> String? {
            Array(key.utf8).withUnsafeBytes { bytes in
                texts.text(of: bytes, hash: KeyHash.hash(bytes, seed: hashSeed), seed: hashSeed)
            }
        }
        for key in keys + absent {
            let expected = texts[key]
            #expect(text(key, hashedUnder: seed) == expected, "\(key)")
            // Hashed under a seed that is not the table's: hashed again, found all the same.
            #expect(text(key, hashedUnder: other) == expected, "\(key)")
        }
        #expect(text("k", hashedUnder: seed) == "text of k")
        #expect(text("a", hashedUnder: seed) == nil)
    }

    @Test("Keys beyond the probe's first window, or behind an entry with their home slot and tag, are found")
    func keysPastTheFirstCandidate() {
        // 70 000 keys: slots with 10-bit tags, so that some keys share their home slot and
        // tag with an entry placed before them (the probe's first candidate is not theirs),
        // and some sit farther from home than the window of slots read at once.
        let seed: UInt64 = 0x0F1E_2D3C_4B5A_6978
        let keys = (0..<70_000).map { "settings.section\($0 / 40).row\($0 % 40).title" }
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text of " + $0 }, seed: seed)
        #expect(texts.overflowCount == 0)
        var behindSameTag = 0
        var pastWindow = 0
        for (index, key) in keys.enumerated() {
            #expect(texts.index(of: key) == index, "\(key)")
            if texts.recordsRead(for: key) > 1 { behindSameTag += 1 }
            if texts.probes(for: key) > KeyedTexts.window { pastWindow += 1 }
        }
        #expect(behindSameTag > 0)
        #expect(pastWindow > 0)
        #expect(texts["settings.section0.row40.title"] == nil)
    }

    @Test("An absent key whose home slot and tag an entry shares is not found, from bytes hashed ahead or not")
    func absentKeysSharingATag() {
        // 70 000 keys: 10-bit tags, so that a few absent keys in 20 000 (about one in
        // 2 000) meet an entry with their home slot and tag, whose record is read and
        // compared, and is not the key.
        let seed: UInt64 = 0x0F1E_2D3C_4B5A_6978
        let keys = (0..<70_000).map { "settings.section\($0 / 40).row\($0 % 40).title" }
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text of " + $0 }, seed: seed)
        let absent = (0..<20_000).map { "settings.section\($0).row\($0 % 7).subtitle" }
        var sharingATag = 0
        for key in absent {
            if texts.recordsRead(for: key) > 0 { sharingATag += 1 }
            #expect(texts.index(of: key) == nil, "\(key)")
            let found = Array(key.utf8).withUnsafeBytes { bytes in
                texts.text(of: bytes, hash: KeyHash.hash(bytes, seed: seed), seed: seed)
            }
            #expect(found == nil, "\(key)")
        }
        #expect(sharingATag > 0)
    }

    @Test(
        "Tables whose size crosses a power of two find every key and nothing else",
        arguments: [1, 2, 3, 127, 128, 255, 256, 257, 65_535, 65_536])
    func slotLayoutAtPowersOfTwo(count: Int) {
        let keys = (0..<count).map { "settings.item.\($0).title" }
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text \($0)" })
        #expect(texts.overflowCount == 0)
        for (index, key) in keys.enumerated() where count < 1_000 || index % 97 == 0 {
            #expect(texts.index(of: key) == index, "\(key)")
        }
        #expect(texts.index(of: "settings.item.\(count).title") == nil)
        #expect(texts.index(of: "settings.item.-1.title") == nil)
    }

    @Test("The slot layout gives the entry number the bits it needs and the tag the rest")
    func slotLayoutBits() {
        #expect(KeyedTexts.SlotLayout(entries: 0).entryMask == 0b1)
        #expect(KeyedTexts.SlotLayout(entries: 135).entryMask == 0xFF)
        #expect(KeyedTexts.SlotLayout(entries: 255).entryMask == 0xFF)
        #expect(KeyedTexts.SlotLayout(entries: 256).entryMask == 0x1FF)
        #expect(KeyedTexts.SlotLayout(entries: 100_000).entryMask == 0x1_FFFF)
        #expect(KeyedTexts.SlotLayout(entries: 1 << 30).entryMask == 1 << 27 - 1)
        let layout = KeyedTexts.SlotLayout(entries: 100_000)
        #expect(layout.placementMask & layout.entryMask == 0)
        #expect(layout.placementMask | layout.entryMask == UInt32.max)
        #expect(layout.tag(of: .max) == 0x07FE_0000)
        #expect(layout.word(entry: 4, hash: 0) == 5)
    }

    @Test("Records hold the keys of one shape; a few long keys among short ones spill, and are found")
    func recordLayout() {
        #expect(KeyedTexts.RecordLayout(keyLengths: [5, 9, 15]).inlineBytes == 16)
        #expect(KeyedTexts.RecordLayout(keyLengths: [32, 33, 29, 30]).inlineBytes == 40)
        #expect(KeyedTexts.RecordLayout(keyLengths: [95, 96, 97]).inlineBytes == 104)
        #expect(KeyedTexts.RecordLayout(keyLengths: [95, 96, 97]).stride == 128)
        #expect(KeyedTexts.RecordLayout(keyLengths: [20] + Array(repeating: 10, count: 100)).inlineBytes == 16)
        #expect(KeyedTexts.RecordLayout(keyLengths: [1_000, 2_000]).inlineBytes == 16)

        var keys = (0..<1_000).map { "Button.Key\($0)" }
        let long = (0..<20).map { "a long key, number \($0), " + String(repeating: "spilled ", count: 8 + $0 * 4) }
        keys += long
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text of " + $0 })
        for (index, key) in keys.enumerated() {
            #expect(texts.index(of: key) == index)
            #expect(texts[key] == "text of " + key)
        }
        // Same length, one byte different, at the start, in the middle and at the end.
        for key in long {
            for position in [0, key.utf8.count / 2, key.utf8.count - 1] {
                var bytes = Array(key.utf8)
                bytes[position] = UInt8(ascii: "#")
                #expect(texts[String(decoding: bytes, as: UTF8.self)] == nil)
            }
        }
    }

    @Test("Keys crafted to collide overflow into a sorted list: lookups stay bounded")
    func craftedCollisions() {
        // 300 keys whose hashes under a known seed all choose home slot 0 of the
        // table's 600 slots: without the bound, a lookup would walk ~150 slots.
        let seed: UInt64 = 0x0123_4567_89AB_CDEF
        var keys: [String] = []
        var absent: [String] = []
        var candidate = 0
        while keys.count < 300 || absent.count < 50 {
            let key = "attack-\(candidate)"
            candidate += 1
            guard KeyedTexts.homeSlot(of: key, seed: seed, count: 300) == 0 else { continue }
            if keys.count < 300 { keys.append(key) } else { absent.append(key) }
        }
        let texts = KeyedTexts(keys: keys, texts: keys.map { "text of " + $0 }, seed: seed)
        #expect(texts.overflowCount >= 300 - KeyedTexts.probeLimit - 1)
        let bound = KeyedTexts.probeLimit + 1 + 10  // the slots, then a bisection of at most 2^10 entries
        for key in keys {
            #expect(texts[key] == "text of " + key)
            #expect(texts.probes(for: key) <= bound, "\(key): \(texts.probes(for: key))")
        }
        for key in absent {
            #expect(texts[key] == nil)
            #expect(texts.probes(for: key) <= bound)
            // Home slot 0 and the slots after it are full: the probe reads every slot it may
            // (and no more) before the overflow list.
            #expect(texts.probes(for: key) > KeyedTexts.probeLimit + 1, "\(key): \(texts.probes(for: key))")
        }
    }
}
