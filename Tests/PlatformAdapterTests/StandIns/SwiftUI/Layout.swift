// Stand-in for SwiftUI: layout containers and the modifiers that place views (see ../README.md).

/// SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    public var size: CGSize { .zero }
}

/// SwiftUI's `GeometryReader`.
@frozen
nonisolated public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// SwiftUI's `HorizontalAlignment`.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// SwiftUI's `VerticalAlignment`.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

/// SwiftUI's `Alignment`.
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
}

/// SwiftUI's `ZStack`.
@frozen
nonisolated public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// SwiftUI's `List`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// SwiftUI's `Color`.
@frozen
public struct Color: Hashable, Sendable {
    public static let black = Color()
    public static let clear = Color()
}

extension Color: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension View {
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { self }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    @available(tvOS 16.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}

/// SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `Spacer`.
nonisolated public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}
