extension NativeMenu {
    /// The menu with `identity` in this tree: itself or a descendant.
    func menu(with identity: MenuIdentity) -> NativeMenu? {
        if self.identity == identity { return self }
        for case .menu(let child) in children {
            if let found = child.menu(with: identity) { return found }
        }
        return nil
    }

    /// Whether the tree shows the ``Async`` element with `identifier`, at any depth.
    func shows(asyncIdentifier identifier: AsyncIdentifier) -> Bool {
        children.contains { node in
            switch node {
            case .deferred(let deferred): deferred.element.identifier == identifier
            case .menu(let menu): menu.shows(asyncIdentifier: identifier)
            case .action, .platform: false
            }
        }
    }

    /// What replaces the menu UIKit shows, identified by `visibleIdentifier`, when this
    /// freshly built tree is reloaded: the menu with that identity, rebuilt — the submenu
    /// that is open, not the root — or `nil` to leave the visible menu as it is (it is not
    /// one of ours, it is gone from the tree, or, when `asyncIdentifier` is given, it does
    /// not show that element).
    func replacement(forVisibleMenu visibleIdentifier: String, showing asyncIdentifier: AsyncIdentifier? = nil)
        -> NativeMenu?
    {
        guard let identity = MenuIdentity(rawValue: visibleIdentifier), let menu = menu(with: identity) else {
            return nil
        }
        if let asyncIdentifier, !menu.shows(asyncIdentifier: asyncIdentifier) { return nil }
        return menu
    }
}
