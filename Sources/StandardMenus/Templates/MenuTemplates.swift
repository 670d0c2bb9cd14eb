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
    /// The Edit menu: Undo, Redo | Cut, Copy, Paste, Delete, Select All, then the
    /// app's additions as a group of their own.
    @MenuBuilder
    public static func edit(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.undo, .redo], actions)
        MenuDivider()
        buttons([.cut, .copy, .paste, .delete, .selectAll], actions)
        group(additions())
    }

    /// The File menu: New, Open | Close, Save, Duplicate, Rename, Move | Export, Share |
    /// Print, then the app's additions as a group of their own.
    @MenuBuilder
    public static func file(
        actions: MenuTemplateActions = .none, @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.new, .open], actions)
        MenuDivider()
        buttons([.close, .save, .duplicate, .rename, .move], actions)
        MenuDivider()
        buttons([.export, .share], actions)
        MenuDivider()
        buttons([.printContent], actions)
        group(additions())
    }

    /// The View menu: Actual Size, Zoom In, Zoom Out | Refresh, then the app's additions
    /// as a group of their own, then Enter (or Exit) Full Screen, last as on macOS.
    @MenuBuilder
    public static func view(
        isFullScreen: Bool = false, actions: MenuTemplateActions = .none,
        @MenuBuilder additions: () -> [MenuElement] = { [] }
    ) -> [MenuElement] {
        buttons([.actualSize, .zoomIn, .zoomOut], actions)
        MenuDivider()
        buttons([.refresh], actions)
        group(additions())
        MenuDivider()
        if isFullScreen {
            buttons([.exitFullScreen], actions)
        } else {
            buttons([.enterFullScreen], actions)
        }
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
