#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension NSMenuItem {
        /// A menu item for a standard type: translated title, SF Symbol and key equivalent.
        ///
        /// ```swift
        /// menu.addItem(NSMenuItem(.copy, action: #selector(NSText.copy(_:))))
        /// ```
        public convenience init(_ type: StandardType, action: Selector?, target: AnyObject? = nil) {
            self.init(
                title: type.title(), action: action, keyEquivalent: type.keyboardShortcut?.keyEquivalentString ?? "")
            if let shortcut = type.keyboardShortcut { keyEquivalentModifierMask = shortcut.modifierFlags }
            image = NSImage(systemSymbolName: type.symbolName, accessibilityDescription: nil)
            self.target = target
        }
    }

    extension NSButton {
        /// A push button for a standard type; Return and Escape become its key equivalent.
        public convenience init(_ type: StandardType, target: AnyObject?, action: Selector?) {
            self.init(title: type.title(), target: target, action: action)
            if let shortcut = type.keyboardShortcut {
                keyEquivalent = shortcut.keyEquivalentString
                keyEquivalentModifierMask = shortcut.modifierFlags
            }
            if type.role == .destructive, #available(macOS 11.0, *) { hasDestructiveAction = true }
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
            var flags: NSEvent.ModifierFlags = []
            if modifiers.contains(.command) { flags.insert(.command) }
            if modifiers.contains(.shift) { flags.insert(.shift) }
            if modifiers.contains(.option) { flags.insert(.option) }
            if modifiers.contains(.control) { flags.insert(.control) }
            return flags
        }
    }
#endif
