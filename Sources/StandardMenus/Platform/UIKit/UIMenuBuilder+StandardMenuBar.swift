#if canImport(UIKit) && !os(watchOS)
    import StandardButtons
    import UIKit

    /// The standard menu bar in UIKit's main menu (iPad and Mac Catalyst).
    extension UIMenuBuilder {
        /// Replaces the system's menus named in `menus` with the bar's (the app menu is
        /// UIKit's `.application` menu), leaving every other system menu as it is; call it
        /// from `buildMenu(with:)`.
        ///
        /// ```swift
        /// override func buildMenu(with builder: any UIMenuBuilder) {
        ///     super.buildMenu(with: builder)
        ///     builder.replaceMenus([.file, .view], with: StandardMenuBar(actions: MenuTemplateActions { perform($0) }))
        /// }
        /// ```
        @MainActor
        public func replaceMenus(_ menus: Set<StandardMenuTemplate>, with bar: StandardMenuBar) {
            let resolver = bar.resolver()
            for template in StandardMenuTemplate.menuBar where menus.contains(template) {
                let menu = bar.menu(template)
                let identifier = Self.identifier(of: template)
                replace(
                    menu: identifier,
                    with: UIMenu(title: resolver.title(menu.title), identifier: identifier, resolver: resolver) {
                        menu.children
                    })
            }
        }

        /// UIKit's identifier of the system menu a template stands for.
        private static func identifier(of template: StandardMenuTemplate) -> UIMenu.Identifier {
            switch template {
            case .app: .application
            case .file: .file
            case .edit: .edit
            case .view: .view
            case .window: .window
            case .help, .item: .help
            }
        }
    }
#endif
