/// Finds translations equal to another key's source text (`copied-from-other-key`):
/// a translator who pasted the neighbouring key's text, or whose list of names
/// slipped by one ("Manichaean" translated as "Mahajani", the key above it).
///
/// Texts are compared by a 64-bit hash, so that nothing is kept of a
/// translation but its hash. Every source text of the input is kept (one hash
/// per text); a translation is compared with the sources of the entries before
/// it, and with those of the next `2 × blockSize` entries or more (translations
/// of the last blocks of entries wait for the sources that come after them).
///
/// A match counts when the translation is likely a copy rather than a word the
/// two languages share: it has several words, or a name or acronym in it, or
/// most translators kept the entry's own source as it is (a list of names, so
/// that a different name is a mistake), or most translators kept the other
/// key's source (a name, pasted where it does not belong). Allowed texts
/// (`OK`) never count.
struct CopiedTextIndex {
    /// A translation that matched an earlier entry's source, or that waits for later ones.
    struct Match {
        let entry: Int
        let slot: Int
        let line: Int
        let otherEntry: Int
        let text: String
        /// Whether most translators kept the source of `entry`, and of `otherEntry`, as it is.
        var kept = false
        var otherKept = false
    }

    /// Entries whose translations wait for later sources, per block.
    static let blockSize = 128

    /// The first entry that had each source text.
    private var sources = HashTable()
    /// The key of every entry, by number.
    private(set) var keys: [String] = []
    /// The hashes of the current entry's own source texts, and the texts.
    private var ownHashes: [UInt64] = []
    private var ownTexts: [String] = []
    /// The current entry's translations that matched an earlier source.
    private var entryMatches: [Match] = []
    /// Candidates of the current block and the one before, waiting for later sources.
    private var current = Block()
    private var previous = Block()
    /// Whether most translators of each entry kept its source as it is, a bit per entry.
    private var keptByMost: [UInt64] = []
    /// Matches found, ready to be judged and reported.
    private(set) var found: [Match] = []

    /// The number of the entry being audited.
    var entry: Int { keys.count - 1 }

    /// Starts an entry.
    mutating func begin(key: String) {
        keys.append(key)
        ownHashes.removeAll(keepingCapacity: true)
        ownTexts.removeAll(keepingCapacity: true)
        entryMatches.removeAll(keepingCapacity: true)
    }

    /// Adds a source text of the current entry.
    mutating func addSource(_ text: String) {
        let hash = Self.hash(text)
        if !ownHashes.contains(hash) {
            ownHashes.append(hash)
            ownTexts.append(text)
        }
    }

    /// Offers a translation of the current entry (not identical to its own source).
    mutating func offer(_ text: String, slot: Int, line: Int) {
        guard !text.isEmpty else { return }
        let hash = Self.hash(text)
        if ownHashes.contains(hash) { return }
        if let other = sources.value(for: hash) {
            entryMatches.append(Match(entry: entry, slot: slot, line: line, otherEntry: Int(other), text: text))
        }
        current.add(hash: hash, entry: entry, slot: slot, line: line)
    }

    /// Ends the current entry: its matches are judged, its sources registered and compared with
    /// the translations of the entries before it that wait; `kept` tells whether most
    /// translators kept its own source as it is.
    mutating func end(kept: Bool) {
        if entry / 64 >= keptByMost.count { keptByMost.append(0) }
        if kept { keptByMost[entry / 64] |= 1 << UInt64(entry % 64) }
        for var match in entryMatches {
            match.kept = kept
            match.otherKept = wasKept(match.otherEntry)
            found.append(match)
        }
        for (hash, text) in zip(ownHashes, ownTexts) where sources.value(for: hash) == nil {
            sources.insert(hash, value: Int32(clamping: entry))
            for block in [previous, current] {
                block.forEach(hash: hash) { candidate in
                    let number = Int(candidate.entry)
                    guard number != entry else { return }
                    found.append(
                        Match(
                            entry: number, slot: Int(candidate.slot), line: Int(candidate.line), otherEntry: entry,
                            text: text, kept: wasKept(number), otherKept: kept))
                }
            }
        }
        if (entry + 1) % Self.blockSize == 0 {
            swap(&previous, &current)
            current.reset(firstEntry: entry + 1)
        }
    }

    private func wasKept(_ number: Int) -> Bool {
        number / 64 < keptByMost.count && keptByMost[number / 64] & (1 << UInt64(number % 64)) != 0
    }

    /// Hands over the matches found so far.
    mutating func takeFound() -> [Match] {
        defer { found.removeAll(keepingCapacity: true) }
        return found
    }

    /// A 64-bit hash of a text's bytes, eight at a time.
    static func hash(_ text: String) -> UInt64 {
        text.withUTF8Buffer { bytes -> UInt64 in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return hash }
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = (hash ^ word) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            var tail: UInt64 = 0
            if offset < bytes.count {
                if bytes.count >= 8 {
                    // The last eight bytes, of which those already hashed are shifted out.
                    let last = UInt64(
                        littleEndian: base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
                    tail = last >> (UInt64(8 - (bytes.count - offset)) << 3)
                } else {
                    var shift: UInt64 = 0
                    while offset < bytes.count {
                        tail |= UInt64(bytes[offset]) << shift
                        shift += 8
                        offset += 1
                    }
                }
            }
            hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            return hash == 0 ? 1 : hash
        }
    }

    /// The translations of a run of entries, by hash.
    private struct Block {
        struct Candidate {
            let entry: Int32
            let slot: Int32
            let line: Int32
        }
        var firstEntry = 0
        private var table = HashTable()
        private var candidates: [Candidate] = []
        /// The next candidate with the same hash, or -1.
        private var next: [Int32] = []

        mutating func add(hash: UInt64, entry: Int, slot: Int, line: Int) {
            let index = Int32(truncatingIfNeeded: candidates.count)
            candidates.append(
                Candidate(entry: Int32(clamping: entry), slot: Int32(clamping: slot), line: Int32(clamping: line)))
            next.append(table.exchange(hash, value: index) ?? -1)
        }

        func forEach(hash: UInt64, _ body: (Candidate) -> Void) {
            var index = table.value(for: hash) ?? -1
            while index >= 0 {
                body(candidates[Int(index)])
                index = next[Int(index)]
            }
        }

        mutating func reset(firstEntry: Int) {
            self.firstEntry = firstEntry
            table.removeAll()
            candidates.removeAll(keepingCapacity: true)
            next.removeAll(keepingCapacity: true)
        }
    }
}

/// A hash table from non-zero 64-bit hashes to 32-bit values, with open addressing:
/// no allocation per entry, and a lookup is a few loads.
struct HashTable {
    private var keys: [UInt64] = Array(repeating: 0, count: 64)
    private var values: [Int32] = Array(repeating: 0, count: 64)
    private var count = 0

    /// The value for a hash, if any.
    @inline(__always)
    func value(for hash: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
        while true {
            let key = keys[slot]
            if key == hash { return values[slot] }
            if key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Sets the value of a hash: kept when the hash is there, unless `replacing`.
    mutating func insert(_ hash: UInt64, value: Int32, replacing: Bool = false) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
        while true {
            let key = keys[slot]
            if key == hash {
                if replacing { values[slot] = value }
                return
            }
            if key == 0 {
                keys[slot] = hash
                values[slot] = value
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Sets the value of a hash and returns the one it replaces, in one probe.
    @inline(__always)
    mutating func exchange(_ hash: UInt64, value: Int32) -> Int32? {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
        var inserted = false
        let old: Int32? = keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                while true {
                    let key = keys[slot]
                    if key == hash {
                        let old = values[slot]
                        values[slot] = value
                        return old
                    }
                    if key == 0 {
                        keys[slot] = hash
                        values[slot] = value
                        inserted = true
                        return nil
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        if inserted { count += 1 }
        return old
    }

    /// Empties the table, keeping its room.
    mutating func removeAll() {
        guard count > 0 else { return }
        for index in keys.indices { keys[index] = 0 }
        count = 0
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 { insert(oldKeys[index], value: oldValues[index]) }
    }
}
