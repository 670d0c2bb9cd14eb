// Stand-in for Apple's Dispatch (see ../README.md): the queues and semaphores the package
// uses, with Apple's documented availability (every one since macOS 10.10, iOS 8, tvOS 9,
// watchOS 2, visionOS 1).

/// Dispatch's `DispatchQoS`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public struct DispatchQoS: Equatable, Sendable {
    public static let background = DispatchQoS()
    public static let utility = DispatchQoS()
    public static let `default` = DispatchQoS()
    public static let userInitiated = DispatchQoS()
    public static let userInteractive = DispatchQoS()
    public static let unspecified = DispatchQoS()
    private init() {}
}

/// Dispatch's `DispatchTime`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public struct DispatchTime: Comparable, Sendable {
    public static func now() -> DispatchTime { DispatchTime() }
    public static let distantFuture = DispatchTime()
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { false }
    private init() {}
}

/// Dispatch's `DispatchTimeInterval`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
}

@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
extension DispatchTime {
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time }
}

/// Dispatch's `DispatchTimeoutResult`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public enum DispatchTimeoutResult: Sendable {
    case success
    case timedOut
}

/// Dispatch's `DispatchObject`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
open class DispatchObject: @unchecked Sendable {}

/// Dispatch's `DispatchQueue`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public final class DispatchQueue: DispatchObject, @unchecked Sendable {
    /// Dispatch's `DispatchQueue.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1 << 1)
        public static let initiallyInactive = Attributes(rawValue: 1 << 2)
    }

    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
        target: DispatchQueue? = nil
    ) {}
    public class var main: DispatchQueue { fatalError() }
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { fatalError() }
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {}
}

@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
extension DispatchQoS {
    /// Dispatch's `DispatchQoS.QoSClass`.
    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

/// Dispatch's `DispatchSemaphore`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public final class DispatchSemaphore: DispatchObject, @unchecked Sendable {
    public init(value: Int) {}
    @discardableResult public func signal() -> Int { 0 }
    public func wait() {}
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { .success }
}

/// Dispatch's `DispatchGroup`.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public final class DispatchGroup: DispatchObject, @unchecked Sendable {
    public override init() {}
    public func enter() {}
    public func leave() {}
    public func wait() {}
}
