#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// A context-menu interaction that builds its menu from a ``MenuBuilder`` closure each
    /// time it opens, and can rebuild the menu while it is shown.
    ///
    /// ```swift
    /// let interaction = ReloadableContextMenuInteraction(resolver: resolver) {
    ///     MenuTemplates.listItem(isPinned: item.isPinned, actions: actions)
    /// }
    /// cell.addInteraction(interaction)
    /// // later, after the item changed while the menu is open:
    /// interaction.reload()
    /// ```
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    @MainActor
    public final class ReloadableContextMenuInteraction: UIContextMenuInteraction {
        /// Builds the menu for the interaction; UIKit keeps its delegate weakly, so the
        /// interaction owns it.
        private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
            let resolver: MenuResolver
            let content: @MainActor () -> [MenuElement]

            init(resolver: MenuResolver, content: @escaping @MainActor () -> [MenuElement]) {
                self.resolver = resolver
                self.content = content
            }

            func makeMenu() -> UIMenu {
                UIMenu(children: resolver.uiMenuElements(content()))
            }

            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                    self?.makeMenu()
                }
            }
        }

        private let menuDelegate: MenuDelegate

        /// An interaction showing the elements `content` builds, resolved by `resolver`.
        public init(resolver: MenuResolver, @MenuBuilder content: @escaping @MainActor () -> [MenuElement]) {
            let delegate = MenuDelegate(resolver: resolver, content: content)
            self.menuDelegate = delegate
            super.init(delegate: delegate)
        }

        /// Rebuilds the menu shown now, if any, from the builder closure.
        public func reload() {
            updateVisibleMenu { [menuDelegate] _ in menuDelegate.makeMenu() }
        }
    }
#endif
