import StandardButtons

/// Resolves menu trees: titles through a lookup for the user's languages, ``Async``
/// elements through an ``AsyncCache``.
///
/// ```swift
/// let resolver = MenuResolver(preferredLanguages: ["de"])
/// let resolved = resolver.resolve(MenuTemplates.edit())
/// print(MenuRenderer.text(resolved))
/// let loaded = await resolver.load(menuWithAsyncItems)      // fetches Async elements first
/// ```
public struct MenuResolver: Sendable {
    /// Returns the title of a standard type, counted when a count is given.
    public typealias TitleLookup = @Sendable (_ type: StandardType, _ count: Int?) -> String

    /// Returns the catalog's text for a key (``MenuTitle/key(_:)``).
    public typealias KeyLookup = @Sendable (_ key: String) -> String

    /// The cache of fetched ``Async`` values.
    public let cache: AsyncCache
    private let lookup: TitleLookup
    private let keyLookup: KeyLookup

    /// A resolver looking titles up with `titles` (and keyed titles with `keys`, by default
    /// the key itself), caching fetched values in `cache`.
    public init(
        cache: AsyncCache = .shared, keys: @escaping KeyLookup = { $0 }, titles: @escaping TitleLookup
    ) {
        self.cache = cache
        self.lookup = titles
        self.keyLookup = keys
    }

    /// The text of a title.
    public func title(_ title: MenuTitle) -> String {
        switch title {
        case .standard(let type): lookup(type, nil)
        case .counted(let type, let count): lookup(type, count)
        case .verbatim(let text): text
        case .key(let key): keyLookup(key)
        }
    }

    // MARK: Resolving

    /// Resolves a tree without fetching: an ``Async`` element becomes a `loading` element;
    /// hidden elements are left out.
    public func resolve(_ elements: [MenuElement]) -> [ResolvedMenuElement] {
        elements.filter { !$0.isHidden }.map(resolve)
    }

    /// Fetches every ``Async`` element (through the cache for cached ones, and the
    /// elements their bodies contain), then resolves the tree.
    public func load(_ elements: [MenuElement]) async -> [ResolvedMenuElement] {
        resolve(await expandingAsync(elements))
    }

    /// The tree with every ``Async`` element replaced by its body, at any depth.
    public func expandingAsync(_ elements: [MenuElement]) async -> [MenuElement] {
        var result: [MenuElement] = []
        for element in elements {
            switch element {
            case .async(let async):
                result += await expandingAsync(body(of: async))
            case .menu(var menu):
                menu.children = await expandingAsync(menu.children)
                result.append(.menu(menu))
            case .section(var section):
                section.children = await expandingAsync(section.children)
                result.append(.section(section))
            case .controlGroup(var group):
                group.children = await expandingAsync(group.children)
                result.append(.controlGroup(group))
            case .stepper(var stepper):
                stepper.label = await expandingAsync(stepper.label)
                result.append(.stepper(stepper))
            case .button, .toggle, .text, .divider, .platform:
                result.append(element)
            }
        }
        return result
    }

    /// The body of an ``Async`` element: fetched every time when it is not cached; else
    /// built from the cached value (or taken from the cache, with `calculateBodyWithCache(false)`).
    public func body(of element: Async) async -> [MenuElement] {
        guard element.isCached else {
            let value = await element.fetch()
            return await element.makeBody(value) ?? []
        }
        let found = await cache.lookup(element.identifier, accepts: element.accepts, fetch: element.fetch)
        if !element.calculatesBodyWithCache, let body = found.body { return body }
        let body = await element.makeBody(found.value) ?? []
        if !element.calculatesBodyWithCache {
            await cache.storeBody(body, for: element.identifier, generation: found.generation)
        }
        return body
    }

    private func resolve(_ element: MenuElement) -> ResolvedMenuElement {
        switch element {
        case .button(let button):
            ResolvedMenuElement(
                kind: .button, type: button.standardType, title: title(button.title), symbolName: button.symbolName,
                shortcut: button.shortcut, role: button.role, isEnabled: button.isEnabled)
        case .menu(let menu):
            ResolvedMenuElement(
                kind: .menu, type: menu.title.standardType, title: title(menu.title), symbolName: menu.symbolName,
                isEnabled: menu.isEnabled, display: menu.display, children: resolve(menu.children))
        case .toggle(let toggle):
            ResolvedMenuElement(
                kind: .toggle, type: toggle.title.standardType, title: title(toggle.title),
                symbolName: toggle.symbolName, isEnabled: toggle.isEnabled, state: toggle.state)
        case .text(let text):
            ResolvedMenuElement(
                kind: .text, type: text.title.standardType, title: title(text.title), symbolName: text.symbolName,
                isEnabled: false)
        case .section(let section):
            ResolvedMenuElement(
                kind: .section, type: section.title?.standardType, title: section.title.map(title) ?? "",
                children: resolve(section.children))
        case .divider:
            ResolvedMenuElement(kind: .divider, title: "")
        case .controlGroup(let group):
            ResolvedMenuElement(
                kind: .controlGroup, type: group.title?.standardType, title: group.title.map(title) ?? "",
                children: resolve(group.children))
        case .stepper(let stepper):
            ResolvedMenuElement(
                kind: .stepper, type: stepper.title?.standardType, title: stepper.title.map(title) ?? "",
                value: stepper.value, children: resolve(stepper.label))
        case .async:
            ResolvedMenuElement(kind: .loading, title: "", isEnabled: false)
        case .platform(let element):
            ResolvedMenuElement(kind: .platform, title: element.typeName)
        }
    }
}
