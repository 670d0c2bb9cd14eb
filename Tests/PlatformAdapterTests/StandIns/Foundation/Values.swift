// Stand-in for Foundation's value types (see ../README.md).

/// Foundation's `TimeInterval`.
public typealias TimeInterval = Double

/// Foundation's `Date`.
public struct Date: Comparable, Hashable, Sendable {
    public init() {}
    public init(timeIntervalSinceNow: TimeInterval) {}
    public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
    public var timeIntervalSinceNow: TimeInterval { 0 }
    public static func < (lhs: Date, rhs: Date) -> Bool { false }
}

/// Foundation's `UUID`.
public struct UUID: Hashable, Sendable {
    public init() {}
    public var uuidString: String { "" }
}

/// Foundation's `Data`: a collection of bytes.
public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable {
    public typealias Index = Int
    public typealias Element = UInt8
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> UInt8 {
        get { 0 }
        set {}
    }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == UInt8 {}
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: nil, count: 0))
    }
}

/// Foundation's `URL`.
public struct URL: Hashable, Sendable {
    public init(fileURLWithPath path: String) {}
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init(filePath path: String) {}
    public init?(string: String) {}
    public var path: String { "" }
    public var lastPathComponent: String { "" }
    public func appendingPathComponent(_ pathComponent: String) -> URL { self }
    public func deletingLastPathComponent() -> URL { self }
}

/// Foundation's `Locale`.
public struct Locale: Hashable, Sendable {
    public init(identifier: String) {}
    public var identifier: String { "" }
    public static var current: Locale { Locale(identifier: "") }
    public static var preferredLanguages: [String] { [] }

    /// Foundation's `Locale.IdentifierType`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public enum IdentifierType: Sendable {
        case icu, bcp47, cldr
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func identifier(_ type: IdentifierType) -> String { "" }
}

extension String {
    /// Foundation's `String.localizedStringWithFormat(_:_:)`.
    public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String { "" }
}
