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
            toolTip = type.helpText()
            self.target = target
        }

        /// A menu item for a standard toggle in a state: the title of the action it performs
        /// now ("Show Sidebar" while the sidebar is hidden), the symbol of the state, the
        /// checkmark of the state, and the action's help text as its tooltip.
        ///
        /// ```swift
        /// menu.addItem(NSMenuItem(.mute, isOn: player.isMuted, action: #selector(Player.toggleMute(_:))))
        /// ```
        @MainActor
        public convenience init(_ toggle: StandardToggle, isOn: Bool, action: Selector?, target: AnyObject? = nil) {
            let type = toggle.action(isOn: isOn)
            self.init(type, action: action, target: target)
            image = NSImage(systemSymbolName: toggle.symbolName(isOn: isOn), accessibilityDescription: title)
            state = isOn ? .on : .off
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
            toolTip = type.helpText()
        }
    }

    /// Alerts with standard buttons.
    extension NSAlert {
        /// Adds a button for each type, in the order macOS alerts show them
        /// (``StandardButtonOrder``): AppKit places the first button added at the trailing
        /// end as the default one, so the types are added from the trailing end on.
        /// Returns the buttons in the order added; the response of the n-th is
        /// `NSApplication.ModalResponse.alertFirstButtonReturn` + n.
        ///
        /// ```swift
        /// let buttons = alert.addButtons([.save, .cancel, .dontSave])   // Save, Cancel, Don't Save
        /// ```
        @MainActor @discardableResult
        public func addButtons(_ types: [StandardType]) -> [(type: StandardType, button: NSButton)] {
            StandardButtonOrder.arranged(types, for: .macOS).reversed().map { type in
                let button = addButton(withTitle: type.title())
                button.hasDestructiveAction = type.role?.isDestructive == true
                return (type, button)
            }
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
