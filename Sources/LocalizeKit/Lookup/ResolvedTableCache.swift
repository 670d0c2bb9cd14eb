/// A bundle's resolved tables by table name and preference list.
///
/// The hot path reads a published, immutable set without a lock: a small
/// open-addressed array of write-once slots (`WriteOnceSlots`), probed by the
/// key's hash and confirmed by comparing the table name and the preference list.
/// Every table is also kept in a dictionary under a lock, which decides the one
/// instance per key; the first `publishedLimit` tables are published, later
/// ones are found through the lock.
final class ResolvedTableCache: Sendable {
    /// Slots of the published set (a power of two).
    static let publishedCapacity = 64
    /// Tables published at most: half the slots, so probes stay short.
    static let publishedLimit = publishedCapacity / 2

    private let published = WriteOnceSlots<ResolvedTable>(capacity: publishedCapacity)
    private let all = Locked<State>(State())

    private struct State: Sendable {
        var tables: [Key: ResolvedTable] = [:]
        var publishedCount = 0
    }

    private struct Key: Hashable, Sendable {
        let table: String
        let preferences: [String]
    }

    /// The hash of a table name combined with a `preferencesHash`.
    @inline(__always)
    static func combine(_ tableHash: UInt64, _ preferencesHash: UInt64) -> UInt64 {
        KeyHash.combine(tableHash, preferencesHash)
    }

    /// The seed of the cache's hashes (the process's, read once: a global costs a check on every use).
    let seed = KeyHash.processSeed

    /// The hash of a preference list.
    @inline(__always)
    func preferencesHash(_ preferences: [String]) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: preferences.count)
        for language in preferences { hash = KeyHash.combine(hash, KeyHash.hash(language, seed: seed)) }
        return hash
    }

    /// Runs `body` on the published table for the key, without a lock; `nil` when it is not published.
    @inline(__always)
    func withPublished<Result>(
        table: String, preferences: [String], hash: UInt64, _ body: (ResolvedTable) -> Result
    ) -> Result? {
        let mask = Self.publishedCapacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.publishedCapacity {
            guard let candidate = published.load(slot) else { return nil }
            // Published tables live as long as the cache: no retain is needed to read one.
            let result = candidate._withUnsafeGuaranteedRef { resolved -> Result? in
                guard resolved.keyHash == hash, resolved.name == table, resolved.preferences == preferences else {
                    return nil
                }
                return body(resolved)
            }
            if let result { return result }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// The table for the key: the cached one, or one built by `build` (outside the
    /// lock; when two threads build the same key at once, the first stored wins)
    /// and published while there is room. `isNew` tells the caller it built the one kept.
    func table(
        named table: String, preferences: [String], hash: UInt64, build: () -> ResolvedTable
    ) -> (table: ResolvedTable, isNew: Bool) {
        let key = Key(table: table, preferences: preferences)
        if let cached = all.withLock({ $0.tables[key] }) { return (cached, false) }
        let built = build()
        let (kept, publish) = all.withLock { state -> (ResolvedTable, Bool) in
            if let winner = state.tables[key] { return (winner, false) }
            state.tables[key] = built
            guard state.publishedCount < Self.publishedLimit else { return (built, false) }
            state.publishedCount += 1
            return (built, true)
        }
        if publish { self.publish(kept, hash: hash) }
        return (kept, kept === built)
    }

    /// Puts a table into the first free slot of its probe sequence.
    private func publish(_ table: ResolvedTable, hash: UInt64) {
        let mask = Self.publishedCapacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.publishedCapacity {
            if published.load(slot) == nil, published.publish(table, at: slot) { return }
            slot = (slot &+ 1) & mask
        }
    }
}
