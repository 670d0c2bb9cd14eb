#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension MenuResolver {
        /// A `UIMenu` showing a menu tree, built now, with titles resolved by this resolver.
        ///
        /// Buttons and toggles become `UIAction`s (identified per occurrence), menus and
        /// sections `UIMenu`s, dividers split their neighbours into inline menus, control
        /// groups and steppers become inline menus of small elements, `Async` elements
        /// `UIDeferredMenuElement`s loaded through this resolver's cache, and UIKit elements
        /// in the builder stay as they are (see `NativeMenuLayout`). The menu is built
        /// once: toggles and steppers close it when chosen, so it never shows a stale state;
        /// `UIMenu(title:resolver:content:)` rebuilds its content each time it opens.
        /// Keyboard shortcuts belong to `UIKeyCommand`s in the main menu and are not set here.
        ///
        /// ```swift
        /// let menu = MenuResolver().uiMenu {
        ///     MenuItem(.copy) { copy() }
        ///     MenuItem(.delete) { delete() }
        /// }
        /// ```
        @MainActor
        public func uiMenu(title: String = "", @MenuBuilder content: () -> [MenuElement]) -> UIMenu {
            let layout = NativeMenuLayout(resolver: self, reloadsVisibleMenu: false)
            return UIKitMenuBuilder(layout: layout, reload: nil).menu(layout.rootMenu(content(), title: title))
        }

        /// The UIKit elements of a menu tree, built now (see ``uiMenu(title:content:)``); their
        /// identifiers descend from the root, so build one tree per menu rather than
        /// concatenating the results of several calls.
        @MainActor
        public func uiMenuElements(_ elements: [MenuElement]) -> [UIMenuElement] {
            let layout = NativeMenuLayout(resolver: self, reloadsVisibleMenu: false)
            return UIKitMenuBuilder(layout: layout, reload: nil).elements(layout.nodes(elements, in: .root))
        }
    }
#endif
