/// The values fetched by cached ``Async`` elements, by identifier, with an optional bound
/// on their number: beyond `maxSize` the least recently used entries are dropped.
///
/// An actor, so menus resolved from many tasks at once share it safely. Concurrent
/// lookups of the same missing identifier start a single fetch and all receive its value.
/// (An actor rather than a `Mutex`: `Mutex` needs iOS 18 and macOS 15, above the package's
/// deployment floor.)
///
/// ```swift
/// let cache = AsyncCache(maxSize: 20)
/// let resolver = MenuResolver(cache: cache) { type, _ in type.identifier }
/// _ = await resolver.load(menu)                       // fetches
/// _ = await resolver.load(menu)                       // from the cache
/// await cache.modifyCache(identifier: "recent") { (names: [String]) in names + ["Notes"] }   // true
/// await cache.cleanCache(where: { ($0 as? String)?.hasPrefix("account-") ?? false })
/// ```
public actor AsyncCache {
    /// The cache used when a resolver is given none.
    public static let shared = AsyncCache()

    /// A cached value, the body built from it (when the element caches its body) and the
    /// generation that tells a stored body which value it was built from.
    struct Entry: Sendable {
        var value: any Sendable
        var body: [MenuElement]?
        var generation: Int
    }

    private var storage: LRUStorage<AsyncIdentifier, Entry>
    private var running: [AsyncIdentifier: (generation: Int, task: Task<any Sendable, Never>)] = [:]
    private var nextGeneration = 0

    /// What the cache has done since it was created or its statistics were reset.
    public private(set) var statistics = AsyncCacheStatistics()

    /// A cache holding at most `maxSize` values (`nil`, the default: no bound).
    public init(maxSize: Int? = nil) {
        storage = LRUStorage(capacity: maxSize)
    }

    /// The most values kept, or `nil` for no bound.
    public var maxSize: Int? { storage.capacity }

    /// Changes the bound, dropping the least recently used values beyond it.
    public func setMaxSize(_ maxSize: Int?) {
        statistics.evictions += storage.setCapacity(maxSize).count
    }

    /// The number of cached values.
    public var count: Int { storage.count }

    /// The identifiers of the cached values, from the most to the least recently used.
    public var identifiers: [AsyncIdentifier] { storage.keys }

    /// Whether a value is cached under `identifier`.
    public func contains(identifier: some Hashable & Sendable) -> Bool {
        storage.contains(AsyncIdentifier(identifier))
    }

    /// The value cached under `identifier` if it has type `Value`; does not count as a use.
    public func value<Value: Sendable>(identifier: some Hashable & Sendable, as type: Value.Type = Value.self) -> Value?
    {
        storage.peek(AsyncIdentifier(identifier))?.value as? Value
    }

    /// Caches `value` under `identifier`, as the most recently used value.
    public func insert(_ value: some Sendable, identifier: some Hashable & Sendable) {
        store(value, for: AsyncIdentifier(identifier))
    }

    /// Replaces the value cached under `identifier` by `transform`'s result, without
    /// fetching and without changing the order of use; a body cached with the value is
    /// dropped, to be rebuilt from the new value.
    ///
    /// - Returns: `false`, changing nothing, when nothing is cached under `identifier` or
    ///   the cached value is not a `Value`.
    @discardableResult
    public func modifyCache<Value: Sendable>(
        identifier: some Hashable & Sendable, _ transform: @Sendable (Value) -> Value
    ) -> Bool {
        let key = AsyncIdentifier(identifier)
        guard let value = storage.peek(key)?.value as? Value else { return false }
        let entry = Entry(value: transform(value), body: nil, generation: makeGeneration())
        return storage.update(forKey: key) { $0 = entry }
    }

    /// Removes every value (a fetch still running is not stored when it ends).
    public func cleanCache() {
        storage.removeAll()
        running.removeAll()
    }

    /// Removes the value cached under `identifier`, and forgets a fetch running for it.
    ///
    /// - Returns: whether a value was cached.
    @discardableResult
    public func cleanCache(identifier: some Hashable & Sendable) -> Bool {
        let key = AsyncIdentifier(identifier)
        running[key] = nil
        return storage.removeValue(forKey: key) != nil
    }

    /// Removes the values whose identifiers (as given to ``Async/identifier(_:)``) satisfy
    /// `predicate`.
    ///
    /// - Returns: the number of values removed.
    @discardableResult
    public func cleanCache(where predicate: @Sendable (any Hashable & Sendable) -> Bool) -> Int {
        for key in running.keys where predicate(key.base) { running[key] = nil }
        return storage.removeAll(where: { predicate($0.base) }).count
    }

    /// Sets the statistics back to zero.
    public func resetStatistics() {
        statistics = AsyncCacheStatistics()
    }

    // MARK: Lookups by the resolver

    /// The value cached under `identifier` if `accepts` it, else the value of a fetch already
    /// running for it, else the value of a new fetch, which is then cached.
    func lookup(
        _ identifier: AsyncIdentifier, accepts: @Sendable (any Sendable) -> Bool,
        fetch: @escaping @Sendable () async -> any Sendable
    ) async -> Entry {
        if let entry = storage.value(forKey: identifier), accepts(entry.value) {
            statistics.hits += 1
            return entry
        }
        if let fetching = running[identifier] {
            let value = await fetching.task.value
            if accepts(value) {
                statistics.hits += 1
                return Entry(value: value, body: nil, generation: fetching.generation)
            }
        }
        statistics.misses += 1
        let generation = makeGeneration()
        let task = Task { await fetch() }
        running[identifier] = (generation, task)
        let value = await task.value
        guard running[identifier]?.generation == generation else {
            // Cleaned while fetching: hand the value to this caller, keep nothing.
            return Entry(value: value, body: nil, generation: generation)
        }
        running[identifier] = nil
        store(value, for: identifier, generation: generation)
        return Entry(value: value, body: nil, generation: generation)
    }

    /// Keeps `body` with the value it was built from, unless that value was replaced since.
    func storeBody(_ body: [MenuElement], for identifier: AsyncIdentifier, generation: Int) {
        _ = storage.update(forKey: identifier) { entry in
            if entry.generation == generation { entry.body = body }
        }
    }

    private func store(_ value: any Sendable, for identifier: AsyncIdentifier, generation: Int? = nil) {
        let entry = Entry(value: value, body: nil, generation: generation ?? makeGeneration())
        statistics.evictions += storage.insert(entry, forKey: identifier).count
    }

    private func makeGeneration() -> Int {
        nextGeneration += 1
        return nextGeneration
    }
}
