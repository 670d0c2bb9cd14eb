// Stand-in for SwiftUI: state, bindings and animation (see ../README.md).

/// SwiftUI's `State`.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { self.init(wrappedValue: nil) }
}

extension State: Sendable where Value: Sendable {}

/// SwiftUI's `Binding`.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding: DynamicProperty {}
extension Binding: Sendable where Value: Sendable {}

/// SwiftUI's `Animation`.
@frozen
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

/// SwiftUI's `Transaction`.
@frozen
public struct Transaction {
    public init() {}
    public var animation: Animation?
}

/// SwiftUI's `withAnimation(_:_:)`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}
