// Stand-in for SwiftUI: gestures (see ../README.md).

/// SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace {
    case global
    case local
}

/// SwiftUI's `GestureMask`.
@frozen
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// SwiftUI's `DragGesture`.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    /// SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { .zero }
        public var predictedEndLocation: CGPoint { .zero }
        public var predictedEndTranslation: CGSize { .zero }
    }

    @MainActor @preconcurrency public var minimumDistance: CGFloat
    @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace

    @MainActor @preconcurrency
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalError() }
}

/// SwiftUI's `GestureState`.
@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { self }
}

/// SwiftUI's `GestureStateGesture`.
@frozen
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// SwiftUI's `_EndedGesture`.
@frozen
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension Gesture {
    @MainActor @preconcurrency
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { fatalError() }

    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

extension View {
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }
}
