#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension MenuBuilder {
        /// UIKit's own element — a `UIAction`, a `UIMenu`, a `UIDeferredMenuElement` — in a
        /// builder closure, passed through to the UIKit menu as it is.
        ///
        /// ```swift
        /// UIMenu(title: "Edit") {
        ///     MenuItem(.copy) { copy() }
        ///     makeNativeSubmenu()              // a UIMenu
        /// }
        /// ```
        public static func buildExpression(_ element: UIMenuElement) -> [MenuElement] {
            [.platform(PlatformMenuElement(element))]
        }

        /// UIKit's own elements in a builder closure, passed through in order.
        public static func buildExpression(_ elements: [UIMenuElement]) -> [MenuElement] {
            elements.map { .platform(PlatformMenuElement($0)) }
        }
    }
#endif
