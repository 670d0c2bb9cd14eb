/// A bundle's resolved tables by table name and preference list.
///
/// The hot path reads a published, immutable set without a lock: first the
/// `recentCapacity` entries published first, compared in order without hashing
/// anything (a bundle mostly serves one or two tables in one preference list,
/// and a caller passes the same strings and array again, which compare equal
/// at once), then a small open-addressed array of write-once slots
/// (`WriteOnceSlots`), probed by the key's hash and confirmed by comparing the
/// table name and the preference list.
/// Every entry is also kept in a dictionary under a lock, which decides the one
/// instance per key; the first `publishedLimit` entries are published, later
/// ones are found through the lock. Preference lists that negotiate the same
/// search chain (`de-CH` and `de-AT`) share one resolved table, so that memory
/// grows with the chains, not with the lists.
final class ResolvedTableCache: Sendable {
    /// Slots of the published set (a power of two).
    static let publishedCapacity = 64
    /// Entries published at most: half the slots, so probes stay short.
    static let publishedLimit = publishedCapacity / 2
    /// Entries published first, which lookups compare before hashing anything.
    static let recentCapacity = 4

    /// A resolved table under one table name and preference list.
    final class Entry: Sendable {
        let name: String
        let preferences: [String]
        let keyHash: UInt64
        let table: ResolvedTable
        /// The table's texts, held here too: the lookup reads them one load sooner.
        let texts: KeyedTexts

        init(name: String, preferences: [String], keyHash: UInt64, table: ResolvedTable) {
            self.name = name
            self.preferences = preferences
            self.keyHash = keyHash
            self.table = table
            texts = table.texts
        }
    }

    private let published = WriteOnceSlots<Entry>(capacity: publishedCapacity)
    /// The first `recentCapacity` entries published, in order.
    private let recent = WriteOnceSlots<Entry>(capacity: recentCapacity)
    private let all = Locked<State>(State())

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var byChain: [ChainKey: ResolvedTable] = [:]
        var publishedCount = 0
    }

    private struct Key: Hashable, Sendable {
        let table: String
        let preferences: [String]
    }

    private struct ChainKey: Hashable, Sendable {
        let table: String
        let chain: [String]
    }

    /// The hash of a table name combined with a `preferencesHash`.
    @inline(__always)
    static func combine(_ tableHash: UInt64, _ preferencesHash: UInt64) -> UInt64 {
        KeyHash.combine(tableHash, preferencesHash)
    }

    /// The seed of the cache's hashes (the process's, read once: a global costs a check on every use),
    /// which is also that of the resolved tables' keys (`HashedKeys`), so that a lookup can hash
    /// its key before it has found the table.
    let seed = KeyHash.processSeed

    /// The hash of a preference list.
    @inline(__always)
    func preferencesHash(_ preferences: [String]) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: preferences.count)
        for language in preferences { hash = KeyHash.combine(hash, KeyHash.hash(language, seed: seed)) }
        return hash
    }

    /// The published entry for the key, unretained (published entries live as long as the
    /// cache: a caller reads it with `_withUnsafeGuaranteedRef`, with no retain); `nil` when it
    /// is not published. `hash` (the key's) is computed only when the first entries published
    /// are not the key's.
    @inline(__always)
    func published(table: String, preferences: [String], hash: () -> UInt64) -> Unmanaged<Entry>? {
        for slot in 0..<Self.recentCapacity {
            guard let candidate = recent.load(slot) else { return nil }
            if candidate._withUnsafeGuaranteedRef({ $0.name == table && $0.preferences == preferences }) {
                return candidate
            }
        }
        let hash = hash()
        let mask = Self.publishedCapacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.publishedCapacity {
            guard let candidate = published.load(slot) else { return nil }
            let found = candidate._withUnsafeGuaranteedRef { entry in
                entry.keyHash == hash && entry.name == table && entry.preferences == preferences
            }
            if found { return candidate }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// The table for the key: the cached one, or the one of its search chain (`chain`,
    /// called outside the lock), or one built by `build` (outside the lock; when two
    /// threads build the same chain at once, the first stored wins); published while
    /// there is room. `isNew` tells the caller it built the one kept.
    func table(
        named table: String, preferences: [String], hash: UInt64, chain: () -> [String],
        build: ([String]) -> ResolvedTable
    ) -> (table: ResolvedTable, isNew: Bool) {
        let key = Key(table: table, preferences: preferences)
        if let cached = all.withLock({ $0.entries[key] }) { return (cached.table, false) }
        let chainKey = ChainKey(table: table, chain: chain())
        let shared = all.withLock { $0.byChain[chainKey] }
        let candidate = shared ?? build(chainKey.chain)
        let kept = all.withLock { state -> Entry in
            if let winner = state.entries[key] { return winner }
            let resolved = state.byChain[chainKey] ?? candidate
            state.byChain[chainKey] = resolved
            let entry = Entry(name: table, preferences: preferences, keyHash: hash, table: resolved)
            state.entries[key] = entry
            guard state.publishedCount < Self.publishedLimit else { return entry }
            // Published under the lock, so that the recent entries fill in order, without gaps.
            publish(entry, hash: hash, number: state.publishedCount)
            state.publishedCount += 1
            return entry
        }
        return (kept.table, shared == nil && kept.table === candidate)
    }

    /// Puts the `number`th entry published into the first free slot of its probe
    /// sequence, and among the recent ones while there is room.
    private func publish(_ entry: Entry, hash: UInt64, number: Int) {
        if number < Self.recentCapacity { _ = recent.publish(entry, at: number) }
        let mask = Self.publishedCapacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.publishedCapacity {
            if published.load(slot) == nil, published.publish(entry, at: slot) { return }
            slot = (slot &+ 1) & mask
        }
    }
}
