// Stand-in for the Core Graphics geometry that Apple's Foundation re-exports (see ../README.md).

/// Core Graphics' `CGFloat`. A deliberate departure: Apple declares a struct that Swift
/// converts to and from `Double` implicitly (SE-0307); an alias of `Double` accepts the
/// same code here.
public typealias CGFloat = Double

/// Core Graphics' `CGPoint`.
public struct CGPoint: Equatable, Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = CGPoint()
}

/// Core Graphics' `CGSize`.
public struct CGSize: Equatable, Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { self.init(width: 0, height: 0) }
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static let zero = CGSize()
}

/// Core Graphics' `CGRect`.
public struct CGRect: Equatable, Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { self.init(origin: .zero, size: .zero) }
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public static let zero = CGRect()
}
