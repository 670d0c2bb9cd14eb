import StandardButtons

/// The standard menus, with the platforms' usual contents and order, as builder functions.
///
/// Each function returns the menu's elements; the app gives every button its action
/// through ``MenuTemplateActions`` (one handler receiving the button's type), and adds
/// its own elements with the trailing builder closure (placed as documented per menu).
/// The results compose like any builder content:
///
/// ```swift
/// Submenu(.edit) {
///     MenuTemplates.edit(actions: MenuTemplateActions { editor.perform($0) }) {
///         MenuItem("Paste and Match Style", shortcut: StandardShortcut(.character("v"), modifiers: [.option, .shift, .command])) {
///             editor.pasteAndMatchStyle()
///         }
///     }
/// }
/// ```
public enum MenuTemplates {
    /// The app menu of a Mac app, titled with the app's name: About | Settings | Hide,
    /// Hide Others, Show All, then the app's additions as a group of their own, then Quit.
    /// "About", "Hide" and "Quit" name the app, as the resolver's app name gives it.
    @MenuBuilder
    public static func app(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.about], actions)
        MenuDivider()
        buttons([.settings], actions)
        MenuDivider()
        buttons([.hideApp, .hideOthers, .showAll], actions)
        group(additions())
        MenuDivider()
        buttons([.quit], actions)
    }

    /// The Edit menu: Undo, Redo | Cut, Copy, Paste, Paste and Match Style, Delete,
    /// Select All | Find ▸ (Find…, Find and Replace…, Find Next, Find Previous, Use
    /// Selection for Find), then the app's additions as a group of their own.
    @MenuBuilder
    public static func edit(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.undo, .redo], actions)
        MenuDivider()
        buttons([.cut, .copy, .paste, .pasteAndMatchStyle, .delete, .selectAll], actions)
        MenuDivider()
        MenuElement.menu(
            Submenu(
                title: .key(StandardMenuTemplate.findMenuTitleKey), symbolName: StandardType.find.symbolName,
                display: .submenu,
                children: buttons([.find, .findAndReplace, .findNext, .findPrevious, .useSelectionForFind], actions)))
        group(additions())
    }

    /// The File menu: New, Open, Open Recent | Close, Save, Save As…, Duplicate, Rename,
    /// Move, Revert to Saved | Export, Share | Page Setup…, Print, then the app's additions
    /// as a group of their own.
    @MenuBuilder
    public static func file(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.new, .open, .openRecent], actions)
        MenuDivider()
        buttons([.close, .save, .saveAs, .duplicate, .rename, .move, .revert], actions)
        MenuDivider()
        buttons([.export, .share], actions)
        MenuDivider()
        buttons([.pageSetup, .printContent], actions)
        group(additions())
    }

    /// The View menu: Show (or Hide) Toolbar, Customize Toolbar… | Show (or Hide) Sidebar |
    /// Actual Size, Zoom In, Zoom Out | Refresh, then the app's additions as a group of
    /// their own, then Enter (or Exit) Full Screen, last as on macOS. Each toggle's title
    /// is the action it performs in the state given (StandardButtons' `StandardToggle`).
    @MenuBuilder
    public static func view(
        isToolbarShown: Bool = true, isSidebarShown: Bool = true, isFullScreen: Bool = false,
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([StandardToggle.toolbar.action(isOn: isToolbarShown), .customizeToolbar], actions)
        MenuDivider()
        buttons([StandardToggle.sidebar.action(isOn: isSidebarShown)], actions)
        MenuDivider()
        buttons([.actualSize, .zoomIn, .zoomOut], actions)
        MenuDivider()
        buttons([.refresh], actions)
        group(additions())
        MenuDivider()
        buttons([StandardToggle.fullScreen.action(isOn: isFullScreen)], actions)
    }

    /// The Window menu: Minimize, Zoom | New Window, New Tab, then the app's additions as a
    /// group of their own, then Bring All to Front.
    @MenuBuilder
    public static func window(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.minimize, .zoom], actions)
        MenuDivider()
        buttons([.newWindow, .newTab], actions)
        group(additions())
        MenuDivider()
        buttons([.bringAllToFront], actions)
    }

    /// The Help menu: Help, then the app's additions as a group of their own.
    @MenuBuilder
    public static func help(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.help], actions)
        group(additions())
    }

    /// The context menu of a list item: Open | Copy, Duplicate, Rename, Move | Share |
    /// Pin or Unpin, Add to or Remove from Favorites, then the app's additions as a group
    /// of their own, then Delete, last as the platforms place destructive actions.
    @MenuBuilder
    public static func listItem(
        isPinned: Bool = false, isFavorite: Bool = false, actions: MenuTemplateActions = .none,
        @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.open], actions)
        MenuDivider()
        buttons([.copy, .duplicate, .rename, .move], actions)
        MenuDivider()
        buttons([.share], actions)
        MenuDivider()
        buttons([isPinned ? .unpin : .pin, isFavorite ? .removeFavorite : .addFavorite], actions)
        group(additions())
        MenuDivider()
        buttons([.delete], actions)
    }

    /// Standard buttons calling `handler` with their type.
    private static func buttons(_ types: [StandardType], _ actions: MenuTemplateActions) -> [MenuElement] {
        let perform = actions.perform
        return types.map { type in .button(MenuItem(type) { perform(type) }.disabled(!actions.isEnabled(type))) }
    }

    /// A group after a divider, or nothing when empty.
    private static func group(_ elements: [MenuElement]) -> [MenuElement] {
        elements.isEmpty ? [] : [.divider] + elements
    }
}
