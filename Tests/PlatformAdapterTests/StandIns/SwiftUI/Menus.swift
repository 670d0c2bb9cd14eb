// Stand-in for SwiftUI: menus and the views that fill them (see ../README.md).
// Declared with `@ViewBuilder`, as the SDKs before the 27 releases spell `@ContentBuilder`.

/// SwiftUI's `Menu`.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label: View, Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// SwiftUI's deprecated `MenuButton`, which macOS still exports: declared here because a
/// type of the same name in a module imported beside SwiftUI would be ambiguous.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `Menu` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct MenuButton<Label: View, Content: View>: View {
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `Section`.
nonisolated public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// SwiftUI's `Divider`.
nonisolated public struct Divider: View {
    nonisolated public init() {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `Toggle`.
nonisolated public struct Toggle<Label: View>: View {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

/// SwiftUI's `ControlGroup`.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
nonisolated public struct ControlGroup<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `ControlGroupStyle`.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// SwiftUI's `PaletteControlGroupStyle`.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    @MainActor @preconcurrency public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// SwiftUI's `Stepper` (not used by the adapters, which draw steppers as control groups; declared
/// because a type of the same name beside SwiftUI would be ambiguous).
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label: View>: View {
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// SwiftUI's `ProgressView`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

/// SwiftUI's `MenuActionDismissBehavior`.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct MenuActionDismissBehavior: Equatable, Sendable {
    public static let automatic = MenuActionDismissBehavior()
    public static let enabled = MenuActionDismissBehavior()
    @available(tvOS 17.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let disabled = MenuActionDismissBehavior()
}

extension View {
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }

    // As the SDKs before the 26 releases declare it; theirs take `sending @escaping @isolated(any)
    // () async -> Void` (with `name:`, `file:`, `line:` defaults), which accepts every closure this does.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
}
