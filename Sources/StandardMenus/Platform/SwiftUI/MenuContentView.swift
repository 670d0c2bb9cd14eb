#if canImport(SwiftUI) && !os(watchOS)
    import SwiftUI

    /// The SwiftUI content of a menu tree, for a `Menu`, a `.contextMenu` or a toolbar
    /// menu, with titles resolved by a ``MenuResolver``.
    ///
    /// Each row is identified by its element's ``MenuIdentity``, not by its position, so a
    /// row's state (an ``Async`` element's loaded body) stays with its element when others
    /// come and go. Hidden elements are left out.
    ///
    /// ```swift
    /// Menu("Edit") {
    ///     MenuContentView(resolver: MenuResolver()) {
    ///         MenuTemplates.edit(actions: MenuTemplateActions { editor.perform($0) })
    ///     }
    /// }
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    public struct MenuContentView: View {
        private let children: [IdentifiedMenuElement]
        private let resolver: MenuResolver

        /// The content of the elements `content` builds.
        public init(resolver: MenuResolver, @MenuBuilder content: () -> [MenuElement]) {
            self.init(elements: content(), resolver: resolver)
        }

        /// The content of `elements`.
        public init(elements: [MenuElement], resolver: MenuResolver) {
            self.init(elements: elements, in: .root, resolver: resolver)
        }

        /// The content of `elements`, children of the element with identity `parent`.
        init(elements: [MenuElement], in parent: MenuIdentity, resolver: MenuResolver) {
            self.children = parent.identify(elements).filter { !$0.element.isHidden }
            self.resolver = resolver
        }

        /// The elements, in order.
        public var body: some View {
            ForEach(children) { child in
                MenuElementView(child: child, resolver: resolver)
            }
        }
    }
#endif
