#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// UIKit menus built from a ``MenuBuilder`` closure.
    extension UIMenu {
        /// A `UIMenu` whose children a ``MenuBuilder`` closure builds — standard buttons,
        /// toggles, steppers, `Async` elements, and UIKit's own elements — rebuilt each time
        /// the menu opens, so that it shows the app's state of that moment. Assign it to
        /// `UIButton.menu`, return it from a context-menu provider, or nest it in another menu.
        ///
        /// ```swift
        /// button.menu = UIMenu(title: "Edit") {
        ///     MenuItem(.copy) { copy() }
        ///     MenuToggle("Bold", isOn: isBold) { isBold = $0 }
        ///     UIAction(title: "Native Action") { _ in runNativeAction() }
        /// }
        /// ```
        ///
        /// Nothing can rebuild it while it is open, so toggles and steppers close it when
        /// chosen; use a ``ReloadableContextMenuInteraction`` to keep it open and updated.
        public convenience init(
            title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
            options: UIMenu.Options = [], resolver: MenuResolver = MenuResolver(),
            @MenuBuilder content: @escaping @MainActor () -> [MenuElement]
        ) {
            let layout = NativeMenuLayout(resolver: resolver, reloadsVisibleMenu: false)
            let builder = UIKitMenuBuilder(layout: layout, reload: nil)
            let root = UIMenu.nextBuilderRoot(identifier)
            let children = UIDeferredMenuElement.uncached { completion in
                completion(builder.elements(layout.nodes(content(), in: root)))
            }
            self.init(title: title, image: image, identifier: identifier, options: options, children: [children])
        }

        /// How many builder menus were made without an identifier.
        @MainActor private static var builderMenus = 0

        /// The identity the content of a builder menu descends from: its identifier, or a
        /// number of its own, so that menus nested in one another never share an identifier.
        @MainActor private static func nextBuilderRoot(_ identifier: UIMenu.Identifier?) -> MenuIdentity {
            if let identifier { return MenuIdentity(path: ["uimenu:" + identifier.rawValue]) }
            builderMenus += 1
            return MenuIdentity(path: ["uimenu#\(builderMenus)"])
        }
    }
#endif
