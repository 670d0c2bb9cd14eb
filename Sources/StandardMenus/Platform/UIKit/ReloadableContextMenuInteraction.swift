#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// A context-menu interaction that builds its menu from a ``MenuBuilder`` closure each
    /// time it opens, and rebuilds the menu while it is shown.
    ///
    /// ``reload()`` rebuilds the menu that is visible — the open submenu, not the root — from
    /// the closure. ``reload(asyncIdentifier:)`` fetches one ``Async`` element again and
    /// rebuilds the visible menu if it shows it. Toggles and steppers keep the menu open and
    /// reload it after they run, so their new state shows at once.
    ///
    /// A ``Delegate`` answers UIKit with the menu and an optional preview; subclass it to
    /// take over more of `UIContextMenuInteractionDelegate`, or give a delegate of your own
    /// that calls ``makeMenu()``. The interaction keeps its delegate alive (UIKit holds it weakly).
    ///
    /// ```swift
    /// let interaction = ReloadableContextMenuInteraction(previewProvider: { PreviewController(item) }) {
    ///     MenuTemplates.listItem(isPinned: item.isPinned, actions: actions)
    ///     MenuStepper("Copies", value: copies, in: 1...9, onIncrement: { copies += 1 }, onDecrement: { copies -= 1 })
    /// }
    /// cell.addInteraction(interaction)
    /// // later, after the item changed while the menu is open:
    /// interaction.reload()
    /// ```
    @MainActor
    open class ReloadableContextMenuInteraction: UIContextMenuInteraction {
        /// Resolves titles and loads ``Async`` elements.
        public let resolver: MenuResolver
        /// Builds the menu's elements.
        private let content: @MainActor () -> [MenuElement]
        /// The delegate, kept alive here because UIKit keeps it weakly.
        public let menuDelegate: any UIContextMenuInteractionDelegate

        /// An interaction showing the elements `content` builds, resolved by `resolver`, with
        /// `previewProvider`'s preview; `delegate` replaces the default ``Delegate``.
        public init(
            resolver: MenuResolver = MenuResolver(), previewProvider: UIContextMenuContentPreviewProvider? = nil,
            delegate: (any UIContextMenuInteractionDelegate)? = nil,
            @MenuBuilder content: @escaping @MainActor () -> [MenuElement]
        ) {
            let delegate = delegate ?? Delegate(previewProvider: previewProvider)
            self.resolver = resolver
            self.content = content
            self.menuDelegate = delegate
            super.init(delegate: delegate)
        }

        /// The menu to show now, built from the closure: what a delegate's action provider returns.
        public func makeMenu() -> UIMenu {
            builder().menu(layout().rootMenu(content()))
        }

        /// Rebuilds the menu that is shown, if any, from the closure: the open submenu is
        /// replaced by its new version, the others are rebuilt when they open.
        public func reload() {
            update(showing: nil)
        }

        /// Fetches the ``Async`` element with `identifier` again (its cached value is dropped)
        /// and rebuilds the visible menu if it shows that element.
        public func reload(asyncIdentifier identifier: some Hashable & Sendable) async {
            let key = AsyncIdentifier(identifier)
            await resolver.cache.cleanCache(identifier: key)
            update(showing: key)
        }

        private func update(showing asyncIdentifier: AsyncIdentifier?) {
            let fresh = layout().rootMenu(content())
            let builder = builder()
            updateVisibleMenu { visible in
                guard
                    let replacement = fresh.replacement(
                        forVisibleMenu: visible.identifier.rawValue, showing: asyncIdentifier)
                else { return visible }
                return builder.menu(replacement)
            }
        }

        private func layout() -> NativeMenuLayout {
            NativeMenuLayout(resolver: resolver, reloadsVisibleMenu: true)
        }

        private func builder() -> UIKitMenuBuilder {
            UIKitMenuBuilder(layout: layout()) { [weak self] in self?.reload() }
        }
    }
#endif
