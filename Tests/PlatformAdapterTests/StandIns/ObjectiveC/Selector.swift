// Stand-in for the ObjectiveC module's `Selector`, which Foundation re-exports on Apple
// platforms and Linux lacks (see ../README.md).

/// The ObjectiveC module's `Selector`.
@frozen
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}
