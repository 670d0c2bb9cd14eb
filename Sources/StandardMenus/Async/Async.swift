/// Menu elements built from a value fetched when the menu is shown: recent files, devices
/// on the network, the folders of an account.
///
/// Without `.cached()` the value is fetched every time the menu is resolved. With it, the
/// value is kept in the resolver's ``AsyncCache`` under the element's ``identifier`` (by
/// default, the source location of the element; give one explicitly inside `MenuForEach` or
/// when two menus share a value). By default the body is rebuilt from the cached value each
/// time, so it reflects the app's current state; `.calculateBodyWithCache(false)` keeps
/// the built body instead.
///
/// ```swift
/// Submenu("Open Recent") {
///     Async({ await store.recentDocuments() }) { documents in
///         MenuForEach(documents) { document in
///             MenuItem(document.name) { open(document) }
///         }
///     }
///     .cached()
///     .identifier("recent-documents")
/// }
/// ```
public struct Async: Sendable, MenuContent {
    /// The key of the fetched value in the cache.
    public private(set) var identifier: String
    /// Whether the fetched value is cached.
    public private(set) var isCached: Bool
    /// Whether the body is rebuilt from the cached value each time (`true`, the default)
    /// or built once and cached with it (`false`).
    public private(set) var calculatesBodyWithCache: Bool

    /// Fetches the value.
    let fetch: @Sendable () async -> any Sendable
    /// Builds the body from a fetched value; `nil` when the value is of another type.
    let makeBody: @MainActor @Sendable (any Sendable) -> [MenuElement]?
    /// Whether a cached value has the type `fetch` returns.
    let accepts: @Sendable (any Sendable) -> Bool

    /// An element fetching a value with `fetch` and building its body from it on the main actor.
    ///
    /// The default identifier is the source location of the call.
    public init<Value: Sendable>(
        _ fetch: @escaping @Sendable () async -> Value,
        @MenuBuilder body: @escaping @MainActor @Sendable (Value) -> [MenuElement],
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.identifier = "\(fileID):\(line):\(column)"
        self.isCached = false
        self.calculatesBodyWithCache = true
        self.fetch = { await fetch() }
        self.makeBody = { value in (value as? Value).map(body) }
        self.accepts = { $0 is Value }
    }

    /// The element, caching its fetched value when `cached` is true.
    public func cached(_ cached: Bool = true) -> Async {
        var copy = self
        copy.isCached = cached
        return copy
    }

    /// The element, with the key of its value in the cache.
    public func identifier(_ identifier: String) -> Async {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    /// The element, rebuilding its body from the cached value (`true`) or caching the built
    /// body (`false`).
    public func calculateBodyWithCache(_ calculate: Bool = true) -> Async {
        var copy = self
        copy.calculatesBodyWithCache = calculate
        return copy
    }

    /// The element itself.
    public var menuElements: [MenuElement] { [.async(self)] }
}
