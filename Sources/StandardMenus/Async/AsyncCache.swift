/// The values fetched by cached ``Async`` elements, by identifier, with an optional bound
/// on their number: beyond `maxSize` the least recently used entries are dropped.
///
/// An actor, so menus resolved from many tasks at once share it safely. Concurrent
/// lookups of the same missing identifier start a single fetch and all receive its value.
/// (An actor rather than a `Mutex`: `Mutex` needs macOS 15 and iOS 18, and the package
/// sets no minimum platform.)
///
/// ```swift
/// let cache = AsyncCache(maxSize: 20)
/// let resolver = MenuResolver(cache: cache) { type, _ in type.identifier }
/// _ = await resolver.load(menu)                       // fetches
/// _ = await resolver.load(menu)                       // from the cache
/// try await cache.modifyCache("recent", as: [String].self) { $0.removeAll() }
/// await cache.clear(where: { $0.hasPrefix("account-") })
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

    /// What a lookup found or fetched.
    struct Lookup: Sendable {
        var value: any Sendable
        var body: [MenuElement]?
        var generation: Int
    }

    private var storage: LRUStorage<String, Entry>
    private var running: [String: (generation: Int, task: Task<any Sendable, Never>)] = [:]
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
    public var identifiers: [String] { storage.keys }

    /// Whether a value is cached under `identifier`.
    public func contains(_ identifier: String) -> Bool {
        storage.contains(identifier)
    }

    /// The value cached under `identifier` if it has type `Value`; does not count as a use.
    public func value<Value: Sendable>(for identifier: String, as type: Value.Type = Value.self) -> Value? {
        storage.peek(identifier)?.value as? Value
    }

    /// Caches `value` under `identifier`, as the most recently used value.
    public func insert(_ value: some Sendable, for identifier: String) {
        store(value, for: identifier)
    }

    /// Changes the value cached under `identifier` in place, without changing the order of
    /// use. A body cached with the value is dropped, to be rebuilt from the new value.
    ///
    /// - Throws: ``AsyncCacheError/notCached(identifier:)`` when nothing is cached, and
    ///   ``AsyncCacheError/typeMismatch(identifier:expected:actual:)`` when the value is not a `Value`.
    public func modifyCache<Value: Sendable>(
        _ identifier: String, as type: Value.Type = Value.self, _ transform: @Sendable (inout Value) -> Void
    ) throws(AsyncCacheError) {
        guard let entry = storage.peek(identifier) else { throw .notCached(identifier: identifier) }
        guard var value = entry.value as? Value else {
            throw .typeMismatch(
                identifier: identifier, expected: String(describing: Value.self),
                actual: String(describing: Swift.type(of: entry.value)))
        }
        transform(&value)
        let generation = makeGeneration()
        _ = storage.update(forKey: identifier) { entry in
            entry = Entry(value: value, body: nil, generation: generation)
        }
    }

    /// Removes every value (a fetch still running is not stored when it ends).
    public func clear() {
        storage.removeAll()
        running.removeAll()
    }

    /// Removes the value cached under `identifier`.
    public func clear(identifier: String) {
        storage.removeValue(forKey: identifier)
        running[identifier] = nil
    }

    /// Removes the values whose identifiers satisfy `predicate`.
    public func clear(where predicate: @Sendable (String) -> Bool) {
        storage.removeAll(where: predicate)
        for identifier in running.keys where predicate(identifier) { running[identifier] = nil }
    }

    /// Sets the statistics back to zero.
    public func resetStatistics() {
        statistics = AsyncCacheStatistics()
    }

    // MARK: Lookups by the resolver

    /// The value cached under `identifier` if `accepts` it, else the value of a fetch already
    /// running for it, else the value of a new fetch, which is then cached.
    func lookup(
        _ identifier: String, accepts: @Sendable (any Sendable) -> Bool,
        fetch: @escaping @Sendable () async -> any Sendable
    ) async -> Lookup {
        if let entry = storage.value(forKey: identifier), accepts(entry.value) {
            statistics.hits += 1
            return Lookup(value: entry.value, body: entry.body, generation: entry.generation)
        }
        if let fetching = running[identifier] {
            let value = await fetching.task.value
            if accepts(value) {
                statistics.hits += 1
                return Lookup(value: value, body: nil, generation: fetching.generation)
            }
        }
        statistics.misses += 1
        let generation = makeGeneration()
        let task = Task { await fetch() }
        running[identifier] = (generation, task)
        let value = await task.value
        guard running[identifier]?.generation == generation else {
            // Cleared while fetching: hand the value to this caller, keep nothing.
            return Lookup(value: value, body: nil, generation: generation)
        }
        running[identifier] = nil
        store(value, for: identifier, generation: generation)
        return Lookup(value: value, body: nil, generation: generation)
    }

    /// Keeps `body` with the value it was built from, unless that value was replaced since.
    func storeBody(_ body: [MenuElement], for identifier: String, generation: Int) {
        _ = storage.update(forKey: identifier) { entry in
            if entry.generation == generation { entry.body = body }
        }
    }

    private func store(_ value: any Sendable, for identifier: String, generation: Int? = nil) {
        let entry = Entry(value: value, body: nil, generation: generation ?? makeGeneration())
        statistics.evictions += storage.insert(entry, forKey: identifier).count
    }

    private func makeGeneration() -> Int {
        nextGeneration += 1
        return nextGeneration
    }
}
