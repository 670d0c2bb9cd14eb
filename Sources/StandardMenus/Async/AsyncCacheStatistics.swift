/// Counts of what an ``AsyncCache`` did, for tests and tuning.
///
/// ```swift
/// let statistics = await cache.statistics
/// print(statistics.hits, statistics.misses, statistics.evictions)
/// ```
public struct AsyncCacheStatistics: Hashable, Sendable {
    /// Lookups answered without starting a fetch (from the cache, or by joining a fetch
    /// already running for the same identifier).
    public var hits = 0
    /// Lookups that started a fetch.
    public var misses = 0
    /// Entries dropped to respect the size bound.
    public var evictions = 0

    /// Zero counts.
    public init() {}

    /// Counts given explicitly.
    public init(hits: Int, misses: Int, evictions: Int) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
    }
}
