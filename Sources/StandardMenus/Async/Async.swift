/// Menu elements built from a value fetched when the menu is shown: recent files, devices
/// on the network, the folders of an account.
///
/// Without `.cached()` the value is fetched every time the menu is shown. With it, the
/// value is kept in the resolver's ``AsyncCache`` under the element's ``identifier`` (by
/// default, the source location of the element; give one explicitly inside `MenuForEach` or
/// when two menus share a value). By default the cache keeps the body built from the value
/// and shows it again as it was; `.calculateBodyWithCache(true)` keeps only the value and
/// rebuilds the body each time, so that it reflects the app's current state.
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
///     .calculateBodyWithCache(true)
/// }
/// ```
public struct Async: Sendable, MenuContent {
    /// The key of the fetched value in the cache.
    public private(set) var identifier: AsyncIdentifier
    /// Whether the fetched value is cached.
    public private(set) var isCached: Bool
    /// Whether the body is rebuilt from the cached value each time (`true`) or built once
    /// and cached with it (`false`, the default).
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
        self.identifier = AsyncIdentifier("\(fileID):\(line):\(column)")
        self.isCached = false
        self.calculatesBodyWithCache = false
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

    /// The element, with the key of its value in the cache: any hashable, sendable value.
    public func identifier(_ identifier: some Hashable & Sendable) -> Async {
        var copy = self
        copy.identifier = AsyncIdentifier(identifier)
        return copy
    }

    /// The element, rebuilding its body from the cached value (`true`) or caching the built
    /// body with the value (`false`, the default).
    public func calculateBodyWithCache(_ calculate: Bool = true) -> Async {
        var copy = self
        copy.calculatesBodyWithCache = calculate
        return copy
    }

    /// The element itself.
    public var menuElements: [MenuElement] { [.async(self)] }
}
