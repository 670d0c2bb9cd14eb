import Testing

@testable import StandardMenus

@Suite("Async elements")
struct AsyncElementTests {
    /// A menu whose async part fetches names and labels them with `suffix`.
    func menu(suffix: String, counter: Counter, calculatesBody: Bool = true) -> [MenuElement] {
        Submenu("Recent") {
            MenuItem(.open)
            Async({ () async -> [String] in
                await counter.increment()
                return ["a", "b"]
            }) { names in
                MenuForEach(names) { MenuItem($0 + suffix) }
            }
            .cached()
            .identifier("names")
            .calculateBodyWithCache(calculatesBody)
        }.menuElements
    }

    @Test("Defaults: not cached, body cached with the value, identifier from the source location")
    func defaults() {
        let first = Async({ 1 }) { _ in MenuDivider() }
        let second = Async({ 1 }) { _ in MenuDivider() }
        #expect(!first.isCached)
        #expect(!first.calculatesBodyWithCache)
        #expect(first.identifier.description.hasPrefix("StandardMenusTests/AsyncElementTests.swift:"))
        #expect(first.identifier != second.identifier)
        let changed = first.cached().identifier("x").calculateBodyWithCache()
        #expect(changed.isCached && changed.identifier == AsyncIdentifier("x") && changed.calculatesBodyWithCache)
        #expect(first.identifier(42).identifier == AsyncIdentifier(42))
    }

    @Test("Loading replaces Async elements by their bodies, nested ones included")
    func loading() async {
        let resolver = rawResolver()
        let elements = Submenu("Outer") {
            Async({ 2 }) { count in
                MenuForEach(0..<count) { MenuItem("item\($0)") }
                Async({ "inner" }) { text in MenuText(text) }
            }
        }.menuElements
        let expanded = await resolver.expandingAsync(elements)
        #expect(outline(expanded) == ["M('Outer')[B('item0'),B('item1'),X('inner')]"])
        let loaded = await resolver.load(elements)
        #expect(loaded[0].children.map(\.title) == ["item0", "item1", "inner"])
    }

    @Test("Resolving without loading shows a loading element")
    func placeholder() {
        let resolved = rawResolver().resolve(MenuSection { Async({ 1 }) { _ in MenuDivider() } }.menuElements)
        #expect(
            resolved == [
                ResolvedMenuElement(
                    kind: .section, title: "",
                    children: [
                        ResolvedMenuElement(kind: .loading, title: "", isEnabled: false)
                    ])
            ])
    }

    @Test("With a cached value the body is rebuilt from the current menu")
    func bodyRecomputedFromCachedValue() async {
        let resolver = rawResolver()
        let counter = Counter()
        #expect(
            outline(await resolver.expandingAsync(menu(suffix: "1", counter: counter))) == [
                "M('Recent')[B(open),B('a1'),B('b1')]"
            ])
        #expect(
            outline(await resolver.expandingAsync(menu(suffix: "2", counter: counter))) == [
                "M('Recent')[B(open),B('a2'),B('b2')]"
            ])
        #expect(await counter.value == 1)
    }

    @Test("calculateBodyWithCache(false) keeps the body built first")
    func cachedBody() async {
        let resolver = rawResolver()
        let counter = Counter()
        _ = await resolver.expandingAsync(menu(suffix: "1", counter: counter, calculatesBody: false))
        #expect(
            outline(await resolver.expandingAsync(menu(suffix: "2", counter: counter, calculatesBody: false))) == [
                "M('Recent')[B(open),B('a1'),B('b1')]"
            ])
        #expect(await counter.value == 1)
    }

    @Test("Modifying the cached value drops a cached body, which is rebuilt from the new value")
    func modificationRebuildsCachedBody() async {
        let cache = AsyncCache()
        let resolver = rawResolver(cache: cache)
        let counter = Counter()
        _ = await resolver.expandingAsync(menu(suffix: "1", counter: counter, calculatesBody: false))
        #expect(await cache.modifyCache(identifier: "names") { (_: [String]) in ["c"] })
        #expect(
            outline(await resolver.expandingAsync(menu(suffix: "2", counter: counter, calculatesBody: false))) == [
                "M('Recent')[B(open),B('c2')]"
            ])
        #expect(
            outline(await resolver.expandingAsync(menu(suffix: "3", counter: counter, calculatesBody: false))) == [
                "M('Recent')[B(open),B('c2')]"
            ])
        #expect(await counter.value == 1)
    }

    @Test("Async elements in a stepper's label are loaded")
    func insideStepperLabel() async {
        let elements = MenuStepper(value: 2, onIncrement: {}, onDecrement: {}) { value in
            Async({ "x\(value)" }) { MenuText($0) }
        }.menuElements
        #expect(outline(await rawResolver().expandingAsync(elements)) == ["N(=2)[X('x2')]"])
    }

    @Test("Async elements inside sections and control groups are loaded")
    func insideGroups() async {
        let elements = MenuSection("S") {
            MenuControlGroup { Async({ "x" }) { MenuItem($0) } }
        }.menuElements
        #expect(outline(await rawResolver().expandingAsync(elements)) == ["S('S')[G[B('x')]]"])
    }
}
