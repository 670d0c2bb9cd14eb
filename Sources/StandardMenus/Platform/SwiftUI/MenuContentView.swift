#if canImport(SwiftUI) && !os(watchOS)
    import SwiftUI

    /// The SwiftUI content of a menu tree, for `SwiftUI.Menu`, `.contextMenu` or a toolbar
    /// menu, with titles resolved by a ``MenuResolver``.
    ///
    /// ```swift
    /// SwiftUI.Menu("Edit") {
    ///     MenuContentView(resolver: MenuResolver(preferredLanguages: Locale.preferredLanguages)) {
    ///         MenuTemplates.edit(actions: MenuTemplateActions { editor.perform($0) })
    ///     }
    /// }
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    public struct MenuContentView: View {
        let elements: [MenuElement]
        let resolver: MenuResolver

        /// The content of the elements `content` builds.
        public init(resolver: MenuResolver, @MenuBuilder content: () -> [MenuElement]) {
            self.init(elements: content(), resolver: resolver)
        }

        /// The content of `elements`.
        public init(elements: [MenuElement], resolver: MenuResolver) {
            self.elements = elements
            self.resolver = resolver
        }

        /// The elements, in order.
        public var body: some View {
            SwiftUI.ForEach(elements.indices, id: \.self) { index in
                MenuElementView(element: elements[index], resolver: resolver)
            }
        }
    }
#endif
