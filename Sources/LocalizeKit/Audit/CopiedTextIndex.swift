#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds translations equal to another key's source text (`copied-from-other-key`):
/// a translator who pasted the neighbouring key's text, or whose list of names
/// slipped by one ("Manichaean" translated as "Mahajani", the key above it).
///
/// Every distinct source text of the input is kept, with the entry that had it
/// first, in one byte arena (no object per text); a hash finds the
/// candidates and the bytes decide, so that two texts that only share a hash never
/// match. A translation is compared with the sources of the entries before it, and
/// with those of the next `2 × blockSize` entries or more (translations of the last
/// blocks of entries wait, with their bytes, for the sources that come after them).
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

    /// The bits of each text's hash that are used: all of them, or none when a test makes
    /// every text collide.
    private let hashMask: UInt64
    /// The head of each hash's chain of distinct source texts in `sourceTexts`.
    private var sources = HashTable()
    /// Every distinct source text, in order of first sight: the entry that had it first,
    /// where its bytes are in `texts`, and the next text with the same hash (or -1).
    private var sourceTexts: [Stored] = []
    /// The bytes of every distinct source text.
    private var texts = ByteArena()
    /// The key of every entry, by number (the strings the audit's records hold too).
    private var keys: [String] = []
    /// The current entry's own source texts (their hashes and bytes), and its matches.
    private var ownHashes: [UInt64] = []
    private var ownTexts = ByteArena()
    private var ownRanges: [ByteArena.Range] = []
    private var entryMatches: [Match] = []
    /// Candidates of the current block and the one before, waiting for later sources.
    private var current = Block()
    private var previous = Block()
    /// Whether most translators of each entry kept its source as it is, a bit per entry.
    private var keptByMost: [UInt64] = []
    /// Matches found, ready to be judged and reported.
    private(set) var found: [Match] = []

    /// An empty index; `everyHashCollides` gives every text the same hash (for tests).
    init(everyHashCollides: Bool = false) {
        hashMask = everyHashCollides ? 0 : ~0
    }

    /// The hash of a text, whatever the index (never 0): what `CopiedTextLog` records with each
    /// text, on the thread that reads it. Seeded per process, so that crafted texts cannot make
    /// long chains; the bytes decide.
    @inline(__always)
    static func textHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let hash = KeyHash.hash(UnsafeRawBufferPointer(bytes), seed: KeyHash.processSeed)
        return hash == 0 ? 1 : hash
    }

    /// The hash of a text as the index uses it (its `textHash`, masked): never 0.
    @inline(__always)
    private func hash(textHash: UInt64) -> UInt64 {
        let hash = textHash & hashMask
        return hash == 0 ? 1 : hash
    }

    /// The hash of a text as the index uses it: never 0.
    @inline(__always)
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(textHash: Self.textHash(bytes))
    }

    /// Whether some source text registered so far may be the text of this `textHash` (its hash
    /// is a source's: the bytes were not compared).
    func mayHaveSource(textHash: UInt64) -> Bool {
        sources.value(for: hash(textHash: textHash)) != nil
    }

    /// The number of the entry being audited.
    var entry: Int { keys.count - 1 }

    /// The key of an entry, by number.
    func key(_ entry: Int) -> String {
        keys[entry]
    }

    /// Starts an entry.
    mutating func begin(key: String) {
        keys.append(key)
        ownHashes.removeAll(keepingCapacity: true)
        ownTexts.removeAll()
        ownRanges.removeAll(keepingCapacity: true)
        entryMatches.removeAll(keepingCapacity: true)
    }

    /// Adds a source text of the current entry.
    mutating func addSource(_ text: String) {
        // The closures call mutating methods only: one reading `self` in a closure would copy it.
        text.withUTF8Buffer { addSource(bytes: $0) }
    }

    /// Adds a source text of the current entry, given as bytes.
    mutating func addSource(bytes: UnsafeBufferPointer<UInt8>) {
        addSource(bytes: bytes, textHash: Self.textHash(bytes))
    }

    /// Adds a source text of the current entry, given as bytes with their `textHash`.
    mutating func addSource(bytes: UnsafeBufferPointer<UInt8>, textHash: UInt64) {
        let hash = hash(textHash: textHash)
        guard ownPosition(of: bytes, hash: hash) == nil else { return }
        ownHashes.append(hash)
        ownRanges.append(ownTexts.append(bytes))
    }

    /// Offers a translation of the current entry (not identical to its own source).
    mutating func offer(_ text: String, slot: Int, line: Int) {
        // The text itself is only kept for a match (passed down, it would be retained and released).
        guard let other = text.withUTF8Buffer({ offer(bytes: $0, slot: slot, line: line) }) else { return }
        entryMatches.append(Match(entry: entry, slot: slot, line: line, otherEntry: other, text: text))
    }

    /// Offers a translation given as bytes with their `textHash` (one recorded by `CopiedTextLog`):
    /// its text is only made for a match.
    mutating func offer(recorded bytes: UnsafeBufferPointer<UInt8>, textHash: UInt64, slot: Int, line: Int) {
        guard let other = offer(bytes: bytes, hash: hash(textHash: textHash), slot: slot, line: line) else { return }
        entryMatches.append(
            Match(
                entry: entry, slot: slot, line: line, otherEntry: other, text: String(decoding: bytes, as: UTF8.self)))
    }

    /// Offers a translation's bytes; returns the entry whose source text it equals, if one came before.
    private mutating func offer(bytes: UnsafeBufferPointer<UInt8>, slot: Int, line: Int) -> Int? {
        offer(bytes: bytes, hash: hash(bytes), slot: slot, line: line)
    }

    /// `offer(bytes:slot:line:)` of a text whose hash (as the index uses it) is known.
    @inline(__always)
    private mutating func offer(bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int, line: Int) -> Int? {
        guard !bytes.isEmpty else { return nil }
        if ownPosition(of: bytes, hash: hash) != nil { return nil }
        let other = sourcePosition(of: bytes, hash: hash).map { Int(sourceTexts[$0].entry) }
        current.add(bytes, hash: hash, entry: entry, slot: slot, line: line)
        return other
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
        // A local copy (no bytes copied): the loop adds to `texts` and `found` as it reads it.
        let own = ownTexts
        for position in ownHashes.indices {
            let hash = ownHashes[position]
            own.withBytes(ownRanges[position]) { registerSource(bytes: $0, hash: hash, kept: kept) }
        }
        if (entry + 1) % Self.blockSize == 0 {
            swap(&previous, &current)
            current.reset()
        }
    }

    /// Registers a source text of the current entry unless an earlier entry had it, and
    /// reports the waiting translations equal to it.
    private mutating func registerSource(bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, kept: Bool) {
        guard sourcePosition(of: bytes, hash: hash) == nil else { return }
        register(bytes, hash: hash)
        var text: String?
        for candidate in previous.candidates(matching: bytes, hash: hash)
            + current.candidates(matching: bytes, hash: hash)
        where Int(candidate.entry) != entry {
            let number = Int(candidate.entry)
            let shown = text ?? String(decoding: bytes, as: UTF8.self)
            text = shown
            found.append(
                Match(
                    entry: number, slot: Int(candidate.slot), line: Int(candidate.line), otherEntry: entry,
                    text: shown, kept: wasKept(number), otherKept: kept))
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

    /// The position of a text among the current entry's own source texts. (Inlined: called
    /// from a mutating method, a call would copy the whole index first.)
    @inline(__always)
    private func ownPosition(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        for position in ownHashes.indices where ownHashes[position] == hash {
            if ownTexts.bytes(ownRanges[position], equal: bytes) { return position }
        }
        return nil
    }

    /// The position in `sourceTexts` of a source text equal to `bytes`.
    @inline(__always)
    private func sourcePosition(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        var position = sources.value(for: hash) ?? -1
        while position >= 0 {
            let stored = sourceTexts[Int(position)]
            if texts.bytes(stored.range, equal: bytes) { return Int(position) }
            position = stored.next
        }
        return nil
    }

    /// Registers a new source text of the current entry.
    private mutating func register(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let position = Int32(truncatingIfNeeded: sourceTexts.count)
        let next = sources.exchange(hash, value: position) ?? -1
        sourceTexts.append(Stored(entry: Int32(clamping: entry), next: next, range: texts.append(bytes)))
    }

    /// A source text: the entry that had it first, its bytes, and the next text of its hash.
    private struct Stored {
        let entry: Int32
        let next: Int32
        let range: ByteArena.Range
    }

    /// The translations of a run of entries, with their hashes and bytes.
    ///
    /// Most translations equal no later source text, and most blocks are never asked for
    /// one: a translation costs two bits of a filter and its place in a list, and the
    /// chains by hash are only built when a source text's hash passes the filter (or when
    /// the filter fills up), so that only then each candidate costs a hash-table insertion.
    struct Block {
        struct Candidate {
            let entry: Int32
            let slot: Int32
            let line: Int32
            /// The next candidate with the same hash, or -1 (set once the chains are built).
            var next: Int32 = -1
            let hash: UInt64
            let range: ByteArena.Range
        }
        /// The filter's size when a block starts with no count to go by, in 64-bit words.
        static let initialFilterWords = 4096
        private var table = HashTable()
        /// Whether `table` holds the chains of every candidate.
        private(set) var isIndexed = false
        private var candidates: [Candidate] = []
        private var texts = ByteArena()
        /// Two bits per candidate, taken from its hash: a hash whose bits are not both set is
        /// no candidate's.
        private var filter = [UInt64](repeating: 0, count: initialFilterWords)

        /// How many translations the block holds.
        var count: Int { candidates.count }

        @inline(__always)
        private func filterBits(_ hash: UInt64) -> (Int, Int) {
            let mask = filter.count &* 64 &- 1
            return (Int(truncatingIfNeeded: hash) & mask, Int(truncatingIfNeeded: hash >> 32) & mask)
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, entry: Int, slot: Int, line: Int) {
            let index = Int32(truncatingIfNeeded: candidates.count)
            var next: Int32 = -1
            if isIndexed { next = table.exchange(hash, value: index) ?? -1 }
            candidates.append(
                Candidate(
                    entry: Int32(clamping: entry), slot: Int32(clamping: slot), line: Int32(clamping: line), next: next,
                    hash: hash, range: texts.append(bytes)))
            let (first, second) = filterBits(hash)
            filter.withUnsafeMutableBufferPointer { words in
                words[first >> 6] |= 1 << UInt64(first & 63)
                words[second >> 6] |= 1 << UInt64(second & 63)
            }
            // A filter more than one sixteenth full lets too much through: the chains decide from now on.
            if !isIndexed && candidates.count &* 16 > filter.count &* 64 { buildIndex() }
        }

        /// Whether some candidate may have this hash.
        @inline(__always)
        private func mayContain(_ hash: UInt64) -> Bool {
            let (first, second) = filterBits(hash)
            return filter.withUnsafeBufferPointer { words in
                words[first >> 6] & (1 << UInt64(first & 63)) != 0
                    && words[second >> 6] & (1 << UInt64(second & 63)) != 0
            }
        }

        /// Builds the chains of the candidates so far, in order: each chain starts with its latest.
        private mutating func buildIndex() {
            isIndexed = true
            for index in candidates.indices {
                candidates[index].next =
                    table.exchange(candidates[index].hash, value: Int32(truncatingIfNeeded: index)) ?? -1
            }
        }

        /// The candidates whose text is `bytes`, latest first.
        mutating func candidates(matching bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> [Candidate] {
            guard !candidates.isEmpty, isIndexed || mayContain(hash) else { return [] }
            if !isIndexed { buildIndex() }
            var found: [Candidate] = []
            var index = table.value(for: hash) ?? -1
            while index >= 0 {
                let candidate = candidates[Int(index)]
                if texts.bytes(candidate.range, equal: bytes) { found.append(candidate) }
                index = candidate.next
            }
            return found
        }

        /// Empties the block for the next run of entries; its filter gets room for as many
        /// translations as it held (runs of entries are alike).
        mutating func reset() {
            let words = max(Self.initialFilterWords, Self.powerOfTwo(atLeast: candidates.count &* 32 / 64))
            if words == filter.count {
                filter.withUnsafeMutableBufferPointer { words in
                    for index in words.indices { words[index] = 0 }
                }
            } else {
                filter = [UInt64](repeating: 0, count: words)
            }
            if isIndexed { table.removeAll() }
            isIndexed = false
            candidates.removeAll(keepingCapacity: true)
            texts.removeAll()
        }

        private static func powerOfTwo(atLeast value: Int) -> Int {
            var power = 1
            while power < value { power <<= 1 }
            return power
        }
    }
}

/// Texts kept as bytes one after the other in one growing buffer: no object per text.
struct ByteArena {
    /// Where a text is in the arena.
    struct Range {
        let start: Int32
        let count: Int32
    }

    /// The bytes, in the first `used` of the buffer's bytes (the rest is room: zeroed ahead of
    /// need, or left by `removeAll`, and written over in place).
    private var storage: [UInt8] = []
    private var used = 0

    /// The least room added at a time, so that appending a text rarely grows the buffer.
    private static let growth = 1 << 16

    /// An empty arena.
    init() {}

    /// An empty arena whose buffer holds `capacity` bytes before it moves (reserved, not
    /// touched: pages become resident as texts are written).
    init(capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// The number of bytes held.
    var count: Int { used }

    /// The bytes the buffer holds before it moves.
    var capacity: Int { storage.capacity }

    /// Appends a text's bytes; returns where they are.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range {
        // Offsets are 32-bit: an arena past 2 GiB would read outside its buffer, so it stops.
        precondition(used + bytes.count <= Int(Int32.max), "more than 2 GiB of texts")
        let start = used
        if start + bytes.count > storage.count {
            // Zeroed room in steps: the array's own capacity grows geometrically, while only the
            // room about to be used is touched (and resident); room the buffer has is used first.
            let spare = storage.capacity - storage.count
            let step = spare > 0 ? min(Self.growth, spare) : Self.growth
            storage.append(contentsOf: repeatElement(0, count: max(start + bytes.count - storage.count, step)))
        }
        if let source = bytes.baseAddress, !bytes.isEmpty {
            // A copy into the room, without `append`'s generic path.
            storage.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                (base + start).update(from: source, count: bytes.count)
            }
        }
        used = start + bytes.count
        return Range(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: bytes.count))
    }

    /// Whether the text at `range` has exactly these bytes.
    @inline(__always)
    func bytes(_ range: Range, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(range.count) == other.count else { return false }
        guard let right = other.baseAddress, range.count > 0 else { return true }
        return storage.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memcmp(base + Int(range.start), right, other.count) == 0
        }
    }

    /// Calls `body` with the bytes of the text at `range`.
    func withBytes<Result>(_ range: Range, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(range.start)..<Int(range.start) + Int(range.count)]))
        }
    }

    /// Empties the arena, keeping its room.
    mutating func removeAll() {
        used = 0
    }
}

/// A hash table from non-zero 64-bit hashes to 32-bit values, with open addressing:
/// no allocation per entry, and a lookup is a few loads.
struct HashTable {
    private var keys: [UInt64] = Array(repeating: 0, count: 64)
    private var values: [Int32] = Array(repeating: 0, count: 64)
    private var count = 0

    /// Whether one more hash would fill more than three quarters of the slots.
    private var isFull: Bool { (count + 1) * 4 > keys.count * 3 }

    /// The value for a hash, if any.
    @inline(__always)
    func value(for hash: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let key = keys[slot]
                if key == hash { return values[slot] }
                if key == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Sets the value of a hash: kept when the hash is there, unless `replacing`.
    mutating func insert(_ hash: UInt64, value: Int32, replacing: Bool = false) {
        if isFull { grow() }
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
        if isFull { grow() }
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
        keys.withUnsafeMutableBufferPointer { keys in
            for index in keys.indices { keys[index] = 0 }
        }
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
