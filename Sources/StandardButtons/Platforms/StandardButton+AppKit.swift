// AppKit: macOS only (Mac Catalyst apps use the UIKit adapters).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// AppKit menu items for standard types.
    extension NSMenuItem {
        /// A menu item for a standard type: translated title, SF Symbol with the title
        /// as its accessibility description, and a key equivalent as `keyEquivalent`
        /// says; menus are where shortcuts belong, so by default the type's own (⌘C for Copy).
        ///
        /// ```swift
        /// menu.addItem(NSMenuItem(.copy, action: #selector(NSText.copy(_:))))
        /// ```
        @MainActor
        public convenience init(
            _ type: StandardType, action: Selector?, target: AnyObject? = nil,
            keyEquivalent: StandardShortcut.Policy = .standard
        ) {
            let title = type.title()
            let shortcut = keyEquivalent.shortcut(for: type)
            self.init(title: title, action: action, keyEquivalent: shortcut?.keyEquivalentString ?? "")
            if let shortcut { keyEquivalentModifierMask = shortcut.modifierFlags }
            image = NSImage(systemSymbolName: type.symbolName, accessibilityDescription: title)
            self.target = target
        }
    }

    /// AppKit push buttons for standard types.
    extension NSButton {
        /// A push button for a standard type, marked destructive for destructive types.
        /// Its key equivalent follows `keyEquivalent`: by default only Return for the
        /// default action and Escape for the cancel action.
        @MainActor
        public convenience init(
            _ type: StandardType, target: AnyObject?, action: Selector?,
            keyEquivalent: StandardShortcut.Policy = .automatic
        ) {
            self.init(title: type.title(), target: target, action: action)
            if let shortcut = keyEquivalent.shortcut(for: type) {
                self.keyEquivalent = shortcut.keyEquivalentString
                keyEquivalentModifierMask = shortcut.modifierFlags
            }
            hasDestructiveAction = type.role?.isDestructive == true
        }
    }

    extension StandardShortcut {
        /// The key equivalent string AppKit expects (`"c"`, `"\r"`, `"\u{1b}"`, `"\u{8}"`).
        public var keyEquivalentString: String {
            switch key {
            case .character(let character): String(character)
            case .return: "\r"
            case .escape: "\u{1b}"
            case .delete: "\u{8}"
            case .tab: "\t"
            case .space: " "
            }
        }

        /// The AppKit modifier flags.
        public var modifierFlags: NSEvent.ModifierFlags {
            modifiers.mapped(command: .command, shift: .shift, option: .option, control: .control)
        }
    }
#endif
