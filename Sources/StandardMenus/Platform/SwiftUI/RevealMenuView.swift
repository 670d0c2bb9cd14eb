#if canImport(SwiftUI) && !os(tvOS)
    import SwiftUI

    /// A slide-out menu: `panel` revealed over `content` from an edge, by the `isRevealed`
    /// binding (so a toolbar button anywhere can toggle it) or by dragging, with the
    /// geometry, thresholds and snapping of a ``RevealMenuModel`` and the transitions of a
    /// ``RevealMenuState``. Tapping the content while the panel shows hides it.
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
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
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
                        .onTapGesture { apply { $0.tapContent() } }
                    panel
                        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
                        .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
                }
                .gesture(dragGesture(containerWidth: width))
                .animation(.revealMenu, value: isRevealed)
            }
        }

        private func dragGesture(containerWidth width: Double) -> some Gesture {
            DragGesture()
                .updating($translation) { [model, isRevealed] value, state, _ in
                    if model.acceptsDrag(
                        startingAt: Double(value.startLocation.x), isRevealed: isRevealed, containerWidth: width)
                    {
                        state = Double(value.translation.width)
                    }
                }
                .onEnded { value in
                    apply {
                        $0.endDrag(
                            startingAt: Double(value.startLocation.x), translation: Double(value.translation.width),
                            predictedEndTranslation: Double(value.predictedEndTranslation.width),
                            containerWidth: width, model: model)
                    }
                }
        }

        /// Runs a transition of the state machine on the binding, animated.
        private func apply(_ transition: (inout RevealMenuState) -> Void) {
            var state = RevealMenuState(isRevealed: isRevealed, selectedIndex: nil)
            transition(&state)
            withAnimation(.revealMenu) { isRevealed = state.isRevealed }
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    extension Animation {
        /// The spring a slide-out panel moves with.
        static var revealMenu: Animation { .spring(response: 0.35, dampingFraction: 0.86) }
    }
#endif
