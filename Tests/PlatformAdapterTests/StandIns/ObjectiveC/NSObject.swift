// Stand-in for the ObjectiveC module's root class (see ../README.md). On Linux, Foundation
// declares its own `NSObject`, which the Linux-hosted stand-in tests use instead.
#if !os(Linux)
    /// The ObjectiveC module's `NSObjectProtocol` (class-bound, as Objective-C protocols are).
    public protocol NSObjectProtocol: AnyObject {}

    /// The ObjectiveC module's `NSObject`.
    open class NSObject: NSObjectProtocol, Hashable {
        public init() {}
        open var hash: Int { 0 }
        open func isEqual(_ object: Any?) -> Bool { false }
        open var description: String { "" }
        public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
        public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
#endif
