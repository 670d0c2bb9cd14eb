#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import SwiftUI

    /// A slide-out menu: `panel` revealed over `content` from an edge, by the `isRevealed`
    /// binding or by dragging, with the geometry and snapping of a ``RevealMenuModel``.
    ///
    /// ```swift
    /// @State private var showsMenu = false
    ///
    /// var body: some View {
    ///     RevealMenuView(isRevealed: $showsMenu) {
    ///         NavigationStack { InboxView() }
    ///     } panel: {
    ///         List { … }
    ///     }
    /// }
    /// ```
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    public struct RevealMenuView<Content: View, Panel: View>: View {
        @Binding private var isRevealed: Bool
        private let model: RevealMenuModel
        private let content: Content
        private let panel: Panel
        @GestureState private var translation: Double = 0

        /// A view revealing `panel` over `content` as `model` describes.
        public init(
            isRevealed: Binding<Bool>, model: RevealMenuModel = RevealMenuModel(),
            @ViewBuilder content: () -> Content, @ViewBuilder panel: () -> Panel
        ) {
            self._isRevealed = isRevealed
            self.model = model
            self.content = content()
            self.panel = panel()
        }

        /// The content, the dimming and the panel, moved by the drag.
        public var body: some View {
            GeometryReader { proxy in
                let width = Double(proxy.size.width)
                let frame = model.listFrame(
                    containerWidth: width, containerHeight: Double(proxy.size.height), isRevealed: isRevealed,
                    translation: translation)
                let ratio = model.revealRatio(isRevealed: isRevealed, translation: translation, containerWidth: width)
                ZStack(alignment: .topLeading) {
                    content
                        .offset(
                            x: model.contentOffset(
                                isRevealed: isRevealed, translation: translation, containerWidth: width))
                    Color.black
                        .opacity(0.3 * ratio)
                        .allowsHitTesting(isRevealed)
                        .onTapGesture { isRevealed = false }
                    panel
                        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
                        .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
                }
                .gesture(
                    DragGesture()
                        .updating($translation) { value, state, _ in
                            if model.acceptsDrag(
                                startingAt: Double(value.startLocation.x), isRevealed: isRevealed, containerWidth: width
                            ) {
                                state = Double(value.translation.width)
                            }
                        }
                        .onEnded { value in
                            guard
                                model.acceptsDrag(
                                    startingAt: Double(value.startLocation.x), isRevealed: isRevealed,
                                    containerWidth: width)
                            else { return }
                            let revealed = model.isRevealed(
                                afterDragEndingAt: Double(value.translation.width),
                                predictedEndTranslation: Double(value.predictedEndTranslation.width),
                                wasRevealed: isRevealed, containerWidth: width)
                            withAnimation(.snappy) { isRevealed = revealed }
                        }
                )
                .animation(.snappy, value: isRevealed)
            }
        }
    }
#endif
