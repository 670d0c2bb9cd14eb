// Stand-in for SwiftUI: the environment (see ../README.md).

/// SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {}

/// SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    public init() {}
    public var locale: Locale {
        get { Locale(identifier: "en") }
        set {}
    }
}

/// SwiftUI's `Environment`.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    @inlinable public var wrappedValue: Value { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}
