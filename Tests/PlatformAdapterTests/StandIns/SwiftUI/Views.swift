// Stand-in for SwiftUI: primitive views (see ../README.md).

/// SwiftUI's `LocalizedStringKey`.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
    }
}

/// SwiftUI's `Text`.
@frozen
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
}

extension Text: View {
    public var body: Never { fatalError() }
}

/// SwiftUI's `Image`.
@frozen
public struct Image: Equatable, Sendable {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
}

extension Image: View {
    public var body: Never { fatalError() }
}

/// SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}
