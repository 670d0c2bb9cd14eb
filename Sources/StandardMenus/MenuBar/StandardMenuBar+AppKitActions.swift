import StandardButtons

extension StandardMenuBar {
    /// How an AppKit main-menu item for a type reaches the app: the action message AppKit
    /// sends up the responder chain (a first-responder action, as Xcode's main-menu
    /// template wires it) and the item's tag where the action reads one.
    public struct AppKitAction: Hashable, Sendable {
        /// The selector's name (`copy:`, `terminate:`).
        public let selector: String
        /// The item's tag (the find actions' `NSTextFinder.Action`), or 0.
        public let tag: Int
    }

    /// The action message of commands AppKit has no standard action for (Settings, Share,
    /// Zoom In…): the app's responder implements `performStandardCommand(_:)` and reads
    /// the item's identifier, the type's identifier (``perform(identifier:)``).
    public static let standardCommandSelector = "performStandardCommand:"

    /// The standard AppKit action of `type` in a main menu, or the standard-command
    /// action for a type AppKit has none for.
    ///
    /// ```swift
    /// StandardMenuBar.appKitAction(for: .copy)      // copy:
    /// StandardMenuBar.appKitAction(for: .findNext)  // performTextFinderAction:, tag 2
    /// ```
    public static func appKitAction(for type: StandardType) -> AppKitAction {
        if let (selector, tag) = appKitActions[type.identifier] { return AppKitAction(selector: selector, tag: tag) }
        return AppKitAction(selector: standardCommandSelector, tag: 0)
    }

    /// Calls the bar's action for the type with this identifier (what an app's
    /// `performStandardCommand(_:)` does with the sender's identifier); false when no
    /// built-in type has it.
    @MainActor @discardableResult
    public func perform(identifier: String) -> Bool {
        guard let type = StandardType(identifier: identifier) else { return false }
        actions.perform(type)
        return true
    }

    /// AppKit's first-responder actions by type identifier.
    private static let appKitActions: [String: (String, Int)] = [
        "about": ("orderFrontStandardAboutPanel:", 0), "hideApp": ("hide:", 0),
        "hideOthers": ("hideOtherApplications:", 0), "showAll": ("unhideAllApplications:", 0),
        "quit": ("terminate:", 0), "new": ("newDocument:", 0), "open": ("openDocument:", 0),
        "close": ("performClose:", 0), "save": ("saveDocument:", 0), "saveAs": ("saveDocumentAs:", 0),
        "duplicate": ("duplicateDocument:", 0), "rename": ("renameDocument:", 0), "move": ("moveDocument:", 0),
        "revert": ("revertDocumentToSaved:", 0), "pageSetup": ("runPageLayout:", 0), "print": ("printDocument:", 0),
        "undo": ("undo:", 0), "redo": ("redo:", 0), "cut": ("cut:", 0), "copy": ("copy:", 0), "paste": ("paste:", 0),
        "pasteAndMatchStyle": ("pasteAsPlainText:", 0), "delete": ("delete:", 0), "selectAll": ("selectAll:", 0),
        // NSTextFinder.Action: showFindInterface 1, nextMatch 2, previousMatch 3, setSearchString 7,
        // showReplaceInterface 12.
        "find": ("performTextFinderAction:", 1), "findNext": ("performTextFinderAction:", 2),
        "findPrevious": ("performTextFinderAction:", 3), "useSelectionForFind": ("performTextFinderAction:", 7),
        "findAndReplace": ("performTextFinderAction:", 12),
        "showToolbar": ("toggleToolbarShown:", 0), "hideToolbar": ("toggleToolbarShown:", 0),
        "customizeToolbar": ("runToolbarCustomizationPalette:", 0), "showSidebar": ("toggleSidebar:", 0),
        "hideSidebar": ("toggleSidebar:", 0), "enterFullScreen": ("toggleFullScreen:", 0),
        "exitFullScreen": ("toggleFullScreen:", 0), "minimize": ("performMiniaturize:", 0),
        "zoom": ("performZoom:", 0), "bringAllToFront": ("arrangeInFront:", 0), "newTab": ("newWindowForTab:", 0),
        "help": ("showHelp:", 0),
    ]
}
