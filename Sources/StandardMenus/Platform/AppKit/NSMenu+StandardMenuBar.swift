#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import StandardButtons

    /// The standard menu bar as an AppKit main menu.
    extension NSMenu {
        /// A main menu with the bar's App, File, Edit, View, Window and Help menus, titled
        /// and translated. Each item sends AppKit's standard action up the responder chain
        /// (`copy:`, `terminate:`, `toggleSidebar:`…), as Xcode's main-menu template wires
        /// them; items AppKit has no action for send `performStandardCommand:` with the
        /// type's identifier as the item's identifier (``StandardMenuBar/perform(identifier:)``).
        ///
        /// ```swift
        /// NSApp.mainMenu = NSMenu(standardMenuBar: StandardMenuBar(appName: "Notes"))
        /// ```
        @MainActor
        public convenience init(standardMenuBar bar: StandardMenuBar) {
            self.init(title: "")
            let resolver = bar.resolver()
            for template in StandardMenuTemplate.menuBar {
                let menu = bar.menu(template)
                let title = resolver.title(menu.title)
                let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
                item.submenu = NSMenu(title: title, elements: resolver.resolve(menu.children))
                addItem(item)
            }
        }

        /// A menu of resolved elements: buttons and toggles as items with their standard
        /// actions, submenus as submenus, dividers as separators.
        @MainActor
        private convenience init(title: String, elements: [ResolvedMenuElement]) {
            self.init(title: title)
            for element in elements {
                switch element.kind {
                case .divider:
                    addItem(.separator())
                case .menu, .section, .controlGroup:
                    let item = NSMenuItem(title: element.title, action: nil, keyEquivalent: "")
                    item.submenu = NSMenu(title: element.title, elements: element.children)
                    addItem(item)
                default:
                    addItem(Self.item(for: element))
                }
            }
        }

        /// The item of one resolved button or toggle.
        @MainActor
        private static func item(for element: ResolvedMenuElement) -> NSMenuItem {
            let item = NSMenuItem(title: element.title, action: nil, keyEquivalent: "")
            if let type = element.type {
                let action = StandardMenuBar.appKitAction(for: type)
                item.action = Selector(action.selector)
                item.tag = action.tag
                item.identifier = NSUserInterfaceItemIdentifier(type.identifier)
                item.toolTip = type.helpText()
            }
            if let shortcut = element.shortcut {
                item.keyEquivalent = shortcut.keyEquivalentString
                item.keyEquivalentModifierMask = shortcut.modifierFlags
            }
            return item
        }
    }
#endif
