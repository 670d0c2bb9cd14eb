import StandardButtons

extension StandardMenuBar {
    /// A place in a Mac app's menu bar where SwiftUI lets an app put commands: the names
    /// of SwiftUI's `CommandGroupPlacement`s, and how the group goes there.
    public enum CommandSlot: String, CaseIterable, Hashable, Sendable {
        /// The app menu's About item.
        case appInfo
        /// The app menu's Settings item.
        case appSettings
        /// The app menu's Hide, Hide Others and Show All.
        case appVisibility
        /// The app menu's Quit.
        case appTermination
        /// The File menu's items that create or open documents.
        case newItem
        /// The File menu's items that close and save.
        case saveItem
        /// The File menu's import and export items.
        case importExport
        /// The File menu's print items.
        case printItem
        /// The Edit menu's Undo and Redo.
        case undoRedo
        /// The Edit menu's Cut, Copy, Paste and their kin.
        case pasteboard
        /// The Edit menu's text items (Find).
        case textEditing
        /// The View menu's toolbar items.
        case toolbar
        /// The View menu's sidebar item.
        case sidebar
        /// The Window menu's Minimize and Zoom.
        case windowSize
        /// The Window menu's Bring All to Front.
        case windowArrangement
        /// The Help menu's items.
        case help
    }

    /// One group of a menu's commands in SwiftUI's terms: where it goes, whether it
    /// replaces the system's group there or follows it, and its buttons (a submenu's
    /// buttons are in ``submenuTypes`` under ``submenuTitleKey``).
    public struct CommandGroupContent: Hashable, Sendable {
        /// The placement.
        public let slot: CommandSlot
        /// Whether the group replaces the system's group (else it comes after it).
        public let replacesSystemGroup: Bool
        /// The buttons, in order.
        public let types: [StandardType]
        /// The key of a submenu's title shown after the buttons (Edit's Find), if any.
        public let submenuTitleKey: String?
        /// The submenu's buttons.
        public let submenuTypes: [StandardType]
    }

    /// The groups of `template`'s menu as SwiftUI places them: every button of the menu
    /// (the app's additions aside) in exactly one group, in the menu's order, but Enter
    /// and Exit Full Screen, which SwiftUI adds to the View menu itself.
    ///
    /// ```swift
    /// StandardMenuBar().commandGroups(for: .app).map(\.slot)   // [.appInfo, .appSettings, .appVisibility, .appTermination]
    /// ```
    public func commandGroups(for template: StandardMenuTemplate) -> [CommandGroupContent] {
        func group(_ slot: CommandSlot, _ types: [StandardType], replacing: Bool = true) -> CommandGroupContent {
            CommandGroupContent(
                slot: slot, replacesSystemGroup: replacing, types: types, submenuTitleKey: nil, submenuTypes: [])
        }
        switch template {
        case .app:
            return [
                group(.appInfo, [.about]), group(.appSettings, [.settings]),
                group(.appVisibility, [.hideApp, .hideOthers, .showAll]), group(.appTermination, [.quit]),
            ]
        case .file:
            return [
                group(.newItem, [.new, .open, .openRecent]),
                group(.saveItem, [.close, .save, .saveAs, .duplicate, .rename, .move, .revert]),
                group(.importExport, [.export, .share]), group(.printItem, [.pageSetup, .printContent]),
            ]
        case .edit:
            return [
                group(.undoRedo, [.undo, .redo]),
                group(.pasteboard, [.cut, .copy, .paste, .pasteAndMatchStyle, .delete, .selectAll]),
                CommandGroupContent(
                    slot: .textEditing, replacesSystemGroup: true, types: [],
                    submenuTitleKey: StandardMenuTemplate.findMenuTitleKey,
                    submenuTypes: [.find, .findAndReplace, .findNext, .findPrevious, .useSelectionForFind]),
            ]
        case .view:
            return [
                group(.toolbar, [StandardToggle.toolbar.action(isOn: isToolbarShown), .customizeToolbar]),
                group(.sidebar, [StandardToggle.sidebar.action(isOn: isSidebarShown)]),
                group(.sidebar, [.actualSize, .zoomIn, .zoomOut, .refresh], replacing: false),
            ]
        case .window:
            return [
                group(.windowSize, [.minimize, .zoom]), group(.windowSize, [.newWindow, .newTab], replacing: false),
                group(.windowArrangement, [.bringAllToFront]),
            ]
        case .help:
            return [group(.help, [.help])]
        case .item:
            return []
        }
    }
}
