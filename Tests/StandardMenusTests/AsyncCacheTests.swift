import Testing

@testable import StandardMenus

@Suite("The Async cache")
struct AsyncCacheTests {
    /// A cached element fetching a number and counting its fetches.
    func numberElement(_ identifier: String, counter: Counter, value: Int = 7) -> Async {
        Async({ () async -> Int in
            await counter.increment()
            return value
        }) { number in
            MenuItem("n\(number)")
        }
        .cached()
        .identifier(identifier)
    }

    @Test("The first lookup misses and fetches; later ones hit")
    func hitsAndMisses() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        let element = numberElement("n", counter: counter)
        #expect(outline(await resolver.body(of: element)) == ["B('n7')"])
        #expect(outline(await resolver.body(of: element)) == ["B('n7')"])
        #expect(outline(await resolver.body(of: element)) == ["B('n7')"])
        #expect(await counter.value == 1)
        #expect(await cache.statistics == AsyncCacheStatistics(hits: 2, misses: 1, evictions: 0))
        #expect(await cache.value(identifier: "n", as: Int.self) == 7)
    }

    @Test("An uncached element fetches every time and leaves the cache alone")
    func uncached() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        let element = numberElement("n", counter: counter).cached(false)
        _ = await resolver.body(of: element)
        _ = await resolver.body(of: element)
        #expect(await counter.value == 2)
        #expect(await cache.count == 0)
        #expect(await cache.statistics == AsyncCacheStatistics())
    }

    @Test("With maxSize, the least recently used values are evicted first")
    func evictionOrder() async {
        let cache = AsyncCache(maxSize: 2)
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        _ = await resolver.body(of: numberElement("a", counter: counter))
        _ = await resolver.body(of: numberElement("b", counter: counter))
        _ = await resolver.body(of: numberElement("a", counter: counter))  // a is now the most recent
        _ = await resolver.body(of: numberElement("c", counter: counter))  // evicts b
        #expect(await cache.identifiers == keys("c", "a"))
        #expect(await counter.value == 3)
        _ = await resolver.body(of: numberElement("b", counter: counter))  // miss again, evicts a
        #expect(await cache.identifiers == keys("b", "c"))
        #expect(await counter.value == 4)
        #expect(await cache.statistics == AsyncCacheStatistics(hits: 1, misses: 4, evictions: 2))
        await cache.setMaxSize(1)
        #expect(await cache.identifiers == keys("b"))
        #expect(await cache.maxSize == 1)
        await cache.setMaxSize(nil)
        #expect(await cache.maxSize == nil)
    }

    @Test("A zero bound caches nothing")
    func zeroBound() async {
        let cache = AsyncCache(maxSize: 0)
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        _ = await resolver.body(of: numberElement("a", counter: counter))
        _ = await resolver.body(of: numberElement("a", counter: counter))
        #expect(await counter.value == 2)
        #expect(await cache.count == 0)
    }

    @Test("Cleaning by identifier says whether something was cached; by predicate, how much")
    func cleaning() async {
        let cache = AsyncCache()
        for name in ["account-1", "account-2", "recent", "devices"] { await cache.insert(name.count, identifier: name) }
        #expect(await cache.cleanCache(identifier: "recent"))
        #expect(await !cache.contains(identifier: "recent"))
        #expect(await !cache.cleanCache(identifier: "recent"))
        #expect(await !cache.cleanCache(identifier: "missing"))
        #expect(await cache.cleanCache(where: { ($0 as? String)?.hasPrefix("account-") ?? false }) == 2)
        #expect(await cache.identifiers == keys("devices"))
        await cache.cleanCache()
        #expect(await cache.count == 0)
    }

    @Test("Identifiers of any hashable, sendable type; equal only with the same type")
    func identifierTypes() async {
        enum Account: Hashable, Sendable { case personal, work }
        let cache = AsyncCache()
        await cache.insert("p", identifier: Account.personal)
        await cache.insert("w", identifier: Account.work)
        await cache.insert("seven", identifier: 7)
        await cache.insert("text seven", identifier: "7")
        #expect(await cache.value(identifier: Account.work, as: String.self) == "w")
        #expect(await cache.value(identifier: 7, as: String.self) == "seven")
        #expect(await cache.value(identifier: "7", as: String.self) == "text seven")
        #expect(await cache.cleanCache(where: { $0 is Account }) == 2)
        #expect(await cache.identifiers == [AsyncIdentifier("7"), AsyncIdentifier(7)])
        #expect(AsyncIdentifier(AsyncIdentifier("x")) == AsyncIdentifier("x"))
        #expect(AsyncIdentifier(7).description == "7" && AsyncIdentifier("a").description == "a")
    }

    @Test("A cleared value is fetched again")
    func refetchAfterClear() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        _ = await resolver.body(of: numberElement("n", counter: counter))
        await cache.cleanCache(identifier: "n")
        _ = await resolver.body(of: numberElement("n", counter: counter))
        #expect(await counter.value == 2)
    }

    @Test("modifyCache replaces a value of the right type by the closure's result, without fetching")
    func typedModification() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        _ = await resolver.body(of: numberElement("n", counter: counter))
        #expect(await cache.modifyCache(identifier: "n") { (number: Int) in number + 35 })
        #expect(await cache.value(identifier: "n", as: Int.self) == 42)
        #expect(outline(await resolver.body(of: numberElement("n", counter: counter))) == ["B('n42')"])
        #expect(await counter.value == 1)
    }

    @Test("modifyCache returns false, changing nothing, for a value of another type or a missing one")
    func typedModificationRefused() async {
        let cache = AsyncCache()
        await cache.insert(["a", "b"], identifier: "names")
        #expect(await !cache.modifyCache(identifier: "names") { (number: Int) in number + 1 })
        #expect(await cache.value(identifier: "names", as: [String].self) == ["a", "b"])
        #expect(await cache.value(identifier: "names", as: Int.self) == nil)
        #expect(await !cache.modifyCache(identifier: "nothing") { (number: Int) in number + 1 })
        #expect(await cache.count == 1)
    }

    @Test("modifyCache does not change the order of use")
    func modificationKeepsOrder() async {
        let cache = AsyncCache()
        await cache.insert(1, identifier: "a")
        await cache.insert(2, identifier: "b")
        #expect(await cache.modifyCache(identifier: "a") { (_: Int) in 3 })
        #expect(await cache.identifiers == keys("b", "a"))
    }

    @Test("A cached value of another type is fetched again and replaced")
    func wrongTypeInCache() async {
        let cache = AsyncCache()
        await cache.insert("not a number", identifier: "n")
        let counter = Counter()
        #expect(outline(await rawResolver(cache: cache).body(of: numberElement("n", counter: counter))) == ["B('n7')"])
        #expect(await cache.value(identifier: "n", as: Int.self) == 7)
        #expect(await counter.value == 1)
    }

    @Test("Many tasks resolving the same element at once start one fetch")
    func concurrentSameIdentifier() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        let element = Async({ () async -> Int in
            await counter.increment()
            try? await Task.sleep(for: .milliseconds(20))
            return 5
        }) { number in
            MenuItem("n\(number)")
        }
        .cached()
        .identifier("slow")
        let bodies = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<100 { group.addTask { outline(await resolver.body(of: element)) } }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(bodies.count == 100)
        #expect(bodies.allSatisfy { $0 == ["B('n5')"] })
        #expect(await counter.value == 1)
        #expect(await cache.statistics == AsyncCacheStatistics(hits: 99, misses: 1, evictions: 0))
    }

    @Test("Concurrent lookups, modifications and clearing of many identifiers stay consistent")
    func concurrentMixed() async throws {
        let cache = AsyncCache(maxSize: 10)
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let identifier = "id\(index % 25)"
                    switch index % 4 {
                    case 0, 1: _ = await resolver.body(of: numberElement(identifier, counter: counter, value: index))
                    case 2: await cache.modifyCache(identifier: identifier) { (number: Int) in number + 1 }
                    default: await cache.cleanCache(where: { ($0 as? String) == "id\((index + 1) % 25)" })
                    }
                }
            }
        }
        let identifiers = await cache.identifiers
        #expect(identifiers.count <= 10)
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers { #expect(await cache.value(identifier: identifier, as: Int.self) != nil) }
        let statistics = await cache.statistics
        #expect(statistics.hits + statistics.misses == 100)
        #expect(await counter.value == statistics.misses)
    }

    @Test("Resetting the statistics")
    func resetStatistics() async {
        let cache = AsyncCache()
        _ = await rawResolver(cache: cache).body(of: numberElement("n", counter: Counter()))
        await cache.resetStatistics()
        #expect(await cache.statistics == AsyncCacheStatistics())
    }
}

/// Cache identifiers from strings.
func keys(_ names: String...) -> [AsyncIdentifier] {
    names.map(AsyncIdentifier.init)
}
