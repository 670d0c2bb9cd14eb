#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An immutable hash map from keys to texts and entry numbers, built for the
/// lookup's hot path.
///
/// Keys are hashed over every UTF-8 byte (`KeyHash`, seeded per process).
/// Each entry is one fixed-size record (`RecordLayout`): its text, its key's
/// length and the key itself, either as its two words (keys under 16 bytes,
/// which the words determine: such a key is compared in two instructions) or
/// as its bytes, so that a hit reads its slot and then its record alone, with
/// no third, dependent read of the key's bytes elsewhere. Only keys longer than
/// the table's records hold (a few long keys among short ones) keep their bytes
/// in one shared buffer. Records keep the order of the keys given (file order),
/// so that keys listed together sit together in memory.
///
/// The slots are four bytes each, so that even a table of 100 000 keys keeps
/// them in a few hundred kilobytes: the entry number + 1 (0 is empty), how far
/// the entry sits from its home slot, which the hash's top bits choose, and in
/// the bits the entry number leaves free (10 for 100 000 keys, 19 for 135) a
/// tag of the hash's low bits. Open addressing, at most half full, with Robin
/// Hood insertion (an entry far from its home takes the place of one nearer to
/// its own), which keeps every probe sequence short, a few slots for any table
/// of real keys; a lookup reads the record (and the key bytes) only of an entry
/// with its home slot and its tag, so a hit almost always touches the slot and
/// its own record alone, and a miss almost always the slots alone.
///
/// Probe sequences are also bounded outright: an entry that would land more
/// than `probeLimit` slots from home (keys chosen to collide) goes to a sorted
/// overflow list searched by bisection, so no set of keys makes a lookup cost
/// more than `probeLimit` slots and a binary search.
///
/// ```swift
/// let texts = KeyedTexts(keys: ["Button.Add"], texts: ["Hinzufügen"])
/// texts["Button.Add"]   // "Hinzufügen"
/// ```
///
/// `@unchecked Sendable`: the buffers are filled in `init`, only read
/// afterwards, and freed (the records' texts deinitialized) in `deinit`.
final class KeyedTexts: @unchecked Sendable {
    /// The farthest an entry may sit from its home slot before it overflows
    /// (the largest distance the slot's `distanceBits` hold).
    static let probeLimit = 31

    /// One record of `recordStride` bytes per entry, in entry order (`RecordLayout`).
    private let records: UnsafeMutableRawPointer
    /// Bytes from one record to the next.
    private let recordStride: Int
    /// The layout of this table's records.
    private let recordLayout: RecordLayout
    /// The bytes of the spilled keys, those longer than a record holds.
    private let keyBytes: UnsafeMutableBufferPointer<UInt8>
    /// `capacity` home slots and `probeLimit` more, so that no probe wraps around.
    private let slots: UnsafeMutableBufferPointer<UInt32>
    private let capacity: Int
    private let seed: UInt64
    /// The layout of this table's slots (`SlotLayout`).
    private let layout: SlotLayout
    /// Entries that overflowed their probe limit, sorted by key bytes.
    private let overflow: [(key: [UInt8], entry: Int)]

    /// The number of keys.
    let count: Int

    /// Builds the map from distinct keys and their texts, by position.
    convenience init(keys: [String], texts: [String], seed: UInt64 = KeyHash.processSeed) {
        self.init(keys: keys, texts: texts, seed: seed, hashes: nil)
    }

    /// Builds the map from distinct keys gathered with their hashes (no key is hashed again).
    convenience init(_ keys: HashedKeys, texts: [String]) {
        self.init(keys: keys.keys, texts: texts, seed: keys.seed, hashes: keys.hashes)
    }

    /// Builds the map from distinct keys and their texts, by position; `hashes`, when
    /// given, are the keys' `KeyHash` hashes under `seed`.
    private init(keys: [String], texts: [String], seed: UInt64, hashes: [UInt64]?) {
        let pairs = min(keys.count, texts.count)
        self.seed = seed
        count = pairs
        let lengths = keys.prefix(pairs).map(\.utf8.count)
        let recordLayout = RecordLayout(keyLengths: lengths)
        self.recordLayout = recordLayout
        recordStride = recordLayout.stride
        let spilledBytes = lengths.reduce(0) { $0 + (recordLayout.isInline($1) ? 0 : $1) }
        keyBytes = .allocate(capacity: max(spilledBytes, 1))
        records = .allocate(byteCount: max(pairs, 1) * recordLayout.stride, alignment: 64)
        let capacity = max(8, pairs * 2)
        self.capacity = capacity
        let layout = SlotLayout(entries: pairs)
        self.layout = layout
        slots = .allocate(capacity: capacity + Self.probeLimit + 1)
        slots.initialize(repeating: 0)
        var offset = 0
        var overflowing: [(key: [UInt8], entry: Int)] = []
        for index in 0..<pairs {
            let bytes = Array(keys[index].utf8)
            let hash = hashes?[index] ?? bytes.withUnsafeBytes { KeyHash.hash($0, seed: seed) }
            let record = records + index * recordLayout.stride
            // Zeroed first, so that no byte of a record (padding, an inline key's unused
            // spill offset) is left undefined.
            record.initializeMemory(as: UInt8.self, repeating: 0, count: recordLayout.stride)
            (record + RecordLayout.textOffset).initializeMemory(as: String.self, to: texts[index])
            let key = record + RecordLayout.keyOffset
            // Past four-byte lengths and offsets (never in a real table), an entry overflows.
            var representable = bytes.count <= UInt32.max
            if bytes.count < KeyHash.shortLength {
                let words = bytes.withUnsafeBytes { key in
                    key.baseAddress.map { KeyHash.words($0, count: key.count) } ?? (first: 0, second: 0)
                }
                key.storeBytes(of: words.first, as: UInt64.self)
                key.storeBytes(of: words.second, toByteOffset: 8, as: UInt64.self)
            } else if recordLayout.isInline(bytes.count) {
                bytes.withUnsafeBytes { key.copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: $0.count) }
            } else {
                representable = representable && offset <= UInt32.max
                record.storeBytes(
                    of: UInt32(truncatingIfNeeded: offset), toByteOffset: RecordLayout.spillOffset, as: UInt32.self)
                for byte in bytes {
                    keyBytes[offset] = byte
                    offset += 1
                }
            }
            record.storeBytes(
                of: UInt32(truncatingIfNeeded: bytes.count), toByteOffset: RecordLayout.lengthOffset, as: UInt32.self)
            let evicted =
                index < layout.entryLimit && representable
                ? Self.insert(
                    layout.word(entry: index, hash: hash), home: Self.home(of: hash, capacity: capacity), slots, layout)
                : index
            if let evicted { overflowing.append((evicted == index ? bytes : Array(keys[evicted].utf8), evicted)) }
        }
        overflow = overflowing.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    }

    /// Builds the map from a dictionary.
    convenience init(_ pairs: [String: String], seed: UInt64 = KeyHash.processSeed) {
        self.init(keys: Array(pairs.keys), texts: Array(pairs.values), seed: seed)
    }

    deinit {
        for index in 0..<count { text(index).deinitialize(count: 1) }
        records.deallocate()
        keyBytes.deallocate()
        slots.deallocate()
    }

    /// The text of a key, if present.
    @inline(__always)
    subscript(key: String) -> String? {
        guard let index = index(of: key) else { return nil }
        return text(index).pointee
    }

    /// The text of a key, given as its UTF-8 bytes, already hashed with `KeyHash.hash(_:seed:)`
    /// under `seed`: a caller that hashes the key while it finds the table (with the seed its
    /// tables share) lets the processor overlap the two, instead of starting the hash only
    /// once the table, and the seed in it, are read. The key is hashed again when this
    /// table's seed is another.
    @inline(__always)
    func text(of key: UnsafeRawBufferPointer, hash: UInt64, seed: UInt64) -> String? {
        let hash = seed == self.seed ? hash : KeyHash.hash(key, seed: self.seed)
        guard let index = index(of: key, hash: hash) else { return nil }
        return text(index).pointee
    }

    /// The text of entry `index`.
    func text(at index: Int) -> String { text(index).pointee }

    /// The entry number of a key (its position among the keys given), if present.
    @inline(__always)
    func index(of key: String) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ index(of: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        return index(ofCopied: key)
    }

    /// The entry number of a key whose UTF-8 bytes are not stored contiguously (a
    /// bridged string), from a copy of them; kept out of line, so that the probe is
    /// inlined once, for the contiguous keys of the hot path.
    @inline(never)
    func index(ofCopied key: String) -> Int? {
        Array(key.utf8).withUnsafeBytes { index(of: $0) }
    }

    @inline(__always)
    private func index(of key: UnsafeRawBufferPointer) -> Int? {
        index(of: key, hash: KeyHash.hash(key, seed: seed))
    }

    /// The entry number of a key whose hash under this table's seed is `hash`: the probe's
    /// first candidate (`firstCandidate(home:wanted:)`) is compared here, inline; a key that is
    /// not there (behind an entry with its home slot and tag, past the window, in the
    /// overflow list, or absent) is searched for out of line, so that the hot path stays short.
    @inline(__always)
    private func index(of key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        let candidate = firstCandidate(home: Self.home(of: hash, capacity: capacity), wanted: layout.tag(of: hash))
        let entry = Int(candidate & layout.entryMask) &- 1
        if candidate != 0 && holds(key, at: entry) { return entry }
        return index(pastFirstCandidate: key, hash: hash)
    }

    /// `index(of:hash:)` for a key that is not the probe's first candidate: the whole probe,
    /// then the overflow list.
    @inline(never)
    private func index(pastFirstCandidate key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        if let found = probe(key, hash: hash).entry { return found }
        return overflow.isEmpty ? nil : searchOverflow(key).entry
    }

    /// Probes the slots for a key: stops at an empty one, at one whose entry is
    /// nearer its home than the key would be (Robin Hood order), or past the
    /// probe limit. Returns the entry found and the slots inspected.
    @inline(__always)
    private func probe(_ key: UnsafeRawBufferPointer) -> (entry: Int?, inspected: Int) {
        probe(key, hash: KeyHash.hash(key, seed: seed))
    }

    /// `probe(_:)` with the key's hash under this table's seed.
    @inline(__always)
    private func probe(_ key: UnsafeRawBufferPointer, hash: UInt64) -> (entry: Int?, inspected: Int) {
        probe(hash: hash) { holds(key, at: $0) }
    }

    /// Whether entry `entry` is the key: its length, then its words (keys under
    /// `KeyHash.shortLength` bytes) or its bytes, in the record or spilled.
    @inline(__always)
    private func holds(_ key: UnsafeRawBufferPointer, at entry: Int) -> Bool {
        let record = record(entry)
        let count = key.count
        let length = Int(record.load(fromByteOffset: RecordLayout.lengthOffset, as: UInt32.self))
        if count < KeyHash.shortLength {
            let words = key.baseAddress.map { KeyHash.words($0, count: count) } ?? (first: 0, second: 0)
            return length == count
                && record.load(fromByteOffset: RecordLayout.keyOffset, as: UInt64.self) == words.first
                && record.load(fromByteOffset: RecordLayout.keyOffset + 8, as: UInt64.self) == words.second
        }
        guard length == count, let wanted = key.baseAddress else { return false }
        let stored =
            recordLayout.isInline(count)
            ? record + RecordLayout.keyOffset
            : UnsafeRawPointer(keyBytes.baseAddress.unsafelyUnwrapped)
                + Int(record.load(fromByteOffset: RecordLayout.spillOffset, as: UInt32.self))
        return Self.equalLongKeys(stored, wanted, count: count)
    }

    /// The record of an entry (`RecordLayout`).
    @inline(__always)
    private func record(_ entry: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(records) + entry &* recordStride
    }

    /// The text of an entry, in place (reading it does not copy the record).
    @inline(__always)
    private func text(_ entry: Int) -> UnsafeMutablePointer<String> {
        (records + entry &* recordStride + RecordLayout.textOffset).assumingMemoryBound(to: String.self)
    }

    /// The home slot of a hash: its top 32 bits scaled to the capacity.
    @inline(__always)
    private static func home(of hash: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(truncatingIfNeeded: capacity)) >> 32)
    }

    @inline(__always)
    private func probe(hash: UInt64, matches: (Int) -> Bool) -> (entry: Int?, inspected: Int) {
        let home = Self.home(of: hash, capacity: capacity)
        var slot = home
        // The slot word's distance and tag bits an entry of this hash has at each distance.
        var wanted = layout.tag(of: hash)
        let step = SlotLayout.distanceStep
        let limit = UInt32(Self.probeLimit) &* step
        var distance: UInt32 = 0
        // The first candidate among the first `window` slots, chosen without a branch: a
        // branch on a slot that is not yet in the cache would be mispredicted half of the
        // time (half the keys find another entry in their home slot), and each such
        // misprediction throws away the lookups the processor had started after it.
        let candidate = firstCandidate(home: home, wanted: wanted)
        if candidate != 0 {
            let entry = Int(candidate & layout.entryMask) - 1
            // The candidate's distance is its place in the window.
            let offset = (candidate & SlotLayout.distanceMask) / step
            if matches(entry) { return (entry, Int(offset) + 1) }
            // Another key's entry with the same tag: the search goes on after it.
            slot &+= Int(offset) &+ 1
            distance = (offset &+ 1) &* step
            wanted &+= distance
        }
        while true {
            let word = slots[slot]
            // Empty, or an entry nearer its own home: the key would have been placed before it.
            if word == 0 || word & SlotLayout.distanceMask < distance { break }
            if word & layout.placementMask == wanted {
                let entry = Int(word & layout.entryMask) - 1
                if matches(entry) { return (entry, Int(distance / step) + 1) }
            }
            // The last distance a slot can hold: past it, the key is in the overflow list, if
            // anywhere (`distance` would wrap round to 0 and the probe go on).
            if distance == limit { break }
            slot &+= 1
            distance &+= step
            wanted &+= step
        }
        return (nil, Int(distance / step) + 1)
    }

    /// Slots read at once at the start of a probe (`firstCandidate(home:wanted:)`): keys
    /// of real tables sit this near their home slot but for a few percent.
    static let window = 4

    /// The first slot word among the `window` slots from `home` whose distance and tag
    /// bits are those of an entry homed there with the tag in `wanted` (so that the
    /// probe loop would stop there first), or 0 when none is: selected, not branched
    /// on. A word of 0 (an empty home slot and a tag of 0) is no candidate either.
    @inline(__always)
    private func firstCandidate(home: Int, wanted: UInt32) -> UInt32 {
        var candidate: UInt32 = 0
        var offset = Self.window
        // From the last to the first, so that the first candidate is the one kept.
        while offset > 0 {
            offset &-= 1
            let word = slots[home &+ offset]
            let placement = wanted &+ UInt32(truncatingIfNeeded: offset) &* SlotLayout.distanceStep
            candidate = word & layout.placementMask == placement ? word : candidate
        }
        return candidate
    }

    /// Whether two keys of `count` (at least 16) bytes are equal: 32 bytes at a time, as
    /// two vectors each, the last 32 overlapping; inline, where `memcmp`
    /// would be a call. Internal for the tests, which call it on every near-miss (a lookup
    /// reaches it only when a slot's tag agrees).
    @inline(__always)
    static func equalLongKeys(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        typealias Block = SIMD2<UInt64>
        func difference(_ offset: Int) -> Block {
            left.loadUnaligned(fromByteOffset: offset, as: Block.self)
                ^ right.loadUnaligned(fromByteOffset: offset, as: Block.self)
        }
        // Two blocks a step; the last step takes the last 32 bytes (or the first and the
        // last sixteen of a shorter key), overlapping the step before.
        var differences = difference(max(count &- 32, 0)) | difference(count &- 16)
        var offset = 0
        while count &- offset > 32 {
            differences |= difference(offset) | difference(offset &+ 16)
            offset &+= 32
        }
        return differences[0] | differences[1] == 0
    }

    private func searchOverflow(_ key: UnsafeRawBufferPointer) -> (entry: Int?, comparisons: Int) {
        var low = 0
        var high = overflow.count
        var comparisons = 0
        while low < high {
            let middle = (low + high) / 2
            comparisons += 1
            let stored = overflow[middle].key
            if stored.elementsEqual(key) { return (overflow[middle].entry, comparisons) }
            if stored.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return (nil, comparisons)
    }

    /// Robin Hood insertion: places an entry's slot word (distance 0), moving on
    /// any entry nearer its own home; returns the entry that had to leave the
    /// slots because it would sit farther than `probeLimit` from home, if any.
    private static func insert(
        _ word: UInt32, home: Int, _ slots: UnsafeMutableBufferPointer<UInt32>, _ layout: SlotLayout
    ) -> Int? {
        var carried = word
        var slot = home
        while true {
            let occupant = slots[slot]
            if occupant == 0 {
                slots[slot] = carried
                return nil
            }
            if occupant & SlotLayout.distanceMask < carried & SlotLayout.distanceMask {
                slots[slot] = carried
                carried = occupant
            }
            // An entry at the probe limit cannot move on: it overflows.
            if carried & SlotLayout.distanceMask == SlotLayout.distanceMask {
                return Int(carried & layout.entryMask) - 1
            }
            slot += 1
            carried &+= SlotLayout.distanceStep
        }
    }

    // MARK: Statistics, for tests and benchmarks

    /// Slots a lookup of `key` inspects, plus the overflow comparisons it makes.
    func probes(for key: String) -> Int {
        Array(key.utf8).withUnsafeBytes { key in
            let (entry, inspected) = probe(key)
            guard entry == nil, !overflow.isEmpty else { return inspected }
            return inspected + searchOverflow(key).comparisons
        }
    }

    /// The home slot a key gets in a map of `count` keys built with `seed` (to craft collisions in tests).
    static func homeSlot(of key: String, seed: UInt64, count: Int) -> Int {
        home(of: KeyHash.hash(key, seed: seed), capacity: max(8, count * 2))
    }

    /// Records a lookup of `key` reads in the slots: those of the entries whose home
    /// slot and tag agree with the key's, up to the key's own.
    func recordsRead(for key: String) -> Int {
        Array(key.utf8).withUnsafeBytes { bytes in
            let own = probe(bytes).entry
            var reads = 0
            _ = probe(hash: KeyHash.hash(bytes, seed: seed)) { entry in
                reads += 1
                return entry == own
            }
            return reads
        }
    }

    /// How many entries overflowed their probe limit.
    var overflowCount: Int { overflow.count }

    /// Bytes allocated for the map (records, spilled keys' bytes, slots, overflow),
    /// not counting the texts' own storage.
    var allocatedBytes: Int {
        max(count, 1) * recordStride + keyBytes.count + slots.count * MemoryLayout<UInt32>.stride
            + overflow.reduce(0) { $0 + $1.key.count + MemoryLayout<(key: [UInt8], entry: Int)>.stride }
    }
}
