// UIKit: iOS, iPadOS, Mac Catalyst, tvOS and visionOS. watchOS can import UIKit but has
// no UIAction, UIButton or UIKeyCommand.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// UIKit actions for standard types, for menus and buttons.
    extension UIAction {
        /// A `UIAction` for a standard type: translated title, SF Symbol (mirrored in
        /// right-to-left layouts when the type says so), and the destructive attribute
        /// for destructive types. Each action gets its own identifier unless one is
        /// given: a menu must not hold two elements with the same identifier.
        ///
        /// ```swift
        /// UIMenu(children: [UIAction(.copy) { _ in copy() }, UIAction(.delete) { _ in delete() }])
        /// ```
        @MainActor
        public convenience init(
            _ type: StandardType, count: Int? = nil, identifier: UIAction.Identifier? = nil,
            handler: @escaping UIActionHandler
        ) {
            let title = count.map { type.title(count: $0) } ?? type.title()
            self.init(
                title: title, image: type.symbolImage, identifier: identifier,
                attributes: type.role?.isDestructive == true ? .destructive : [], handler: handler)
        }
    }

    /// Button configurations showing a standard type.
    extension UIButton.Configuration {
        /// A button configuration showing a standard type's title and symbol. A
        /// configuration cannot carry an accessibility label: for an icon-only button,
        /// use `UIButton(_:configuration:iconOnly:primaryAction:)`, which sets it.
        @MainActor
        public static func standard(
            _ type: StandardType, base: UIButton.Configuration = .plain(), iconOnly: Bool = false, count: Int? = nil
        ) -> UIButton.Configuration {
            var configuration = base
            configuration.image = type.symbolImage
            if !iconOnly { configuration.title = count.map { type.title(count: $0) } ?? type.title() }
            return configuration
        }
    }

    /// UIKit buttons for standard types.
    extension UIButton {
        /// A button for a standard type: its configuration (`UIButton.Configuration.standard`),
        /// the title as accessibility label when only the symbol shows, and the type's accessibility hint.
        ///
        /// ```swift
        /// let share = UIButton(.share, iconOnly: true, primaryAction: UIAction { _ in share() })
        /// share.accessibilityLabel   // "Share"
        /// ```
        @MainActor
        public convenience init(
            _ type: StandardType, configuration base: UIButton.Configuration = .plain(), iconOnly: Bool = false,
            count: Int? = nil, primaryAction: UIAction? = nil
        ) {
            self.init(
                configuration: .standard(type, base: base, iconOnly: iconOnly, count: count),
                primaryAction: primaryAction)
            if iconOnly { accessibilityLabel = count.map { type.title(count: $0) } ?? type.title() }
            accessibilityHint = type.accessibilityHint()
            #if !os(tvOS)
                if #available(iOS 15.0, *), let help = type.helpText() {
                    addInteraction(UIToolTipInteraction(defaultToolTip: help))
                }
            #endif
        }
    }

    /// UIKit actions for standard toggles, for menus.
    extension UIAction {
        /// A `UIAction` for a standard toggle in a state: the title of the action it
        /// performs now ("Unmute" while muted), the symbol of the state, and the state
        /// itself (`.on`), which the menu shows as a checkmark.
        ///
        /// ```swift
        /// UIAction(.mute, isOn: player.isMuted) { _ in player.isMuted.toggle() }
        /// ```
        @MainActor
        public convenience init(_ toggle: StandardToggle, isOn: Bool, handler: @escaping UIActionHandler) {
            let action = toggle.action(isOn: isOn)
            self.init(
                title: action.title(), image: UIImage(systemName: toggle.symbolName(isOn: isOn)),
                identifier: nil, discoverabilityTitle: action.helpText(), state: isOn ? .on : .off, handler: handler)
        }
    }

    /// Alert actions for standard types.
    extension UIAlertAction {
        /// An alert action for a standard type: its title, and the style of its role
        /// (cancel, destructive, else default).
        ///
        /// ```swift
        /// alert.addAction(UIAlertAction(.cancel))
        /// alert.addAction(UIAlertAction(.delete) { _ in delete() })
        /// ```
        @MainActor
        public convenience init(_ type: StandardType, handler: ((UIAlertAction) -> Void)? = nil) {
            let style: UIAlertAction.Style =
                switch StandardButtonOrder.dialogRole(of: type) {
                case .reject, .no: .cancel
                case .destructive: .destructive
                default: .default
                }
            self.init(title: type.title(), style: style, handler: handler)
        }
    }

    /// Alerts with standard buttons.
    extension UIAlertController {
        /// Adds an action for each type in iOS's order (``StandardButtonOrder``), each
        /// calling `handler` with its type; the accepting one becomes the preferred action.
        ///
        /// ```swift
        /// alert.addActions([.delete, .cancel]) { type in if type == .delete { delete() } }
        /// ```
        @MainActor
        public func addActions(_ types: [StandardType], handler: @escaping @MainActor (StandardType) -> Void) {
            for type in StandardButtonOrder.arranged(types, for: .iOS) {
                let action = UIAlertAction(type) { _ in MainActor.assumeIsolated { handler(type) } }
                addAction(action)
                if StandardButtonOrder.dialogRole(of: type) == .accept { preferredAction = action }
            }
        }
    }

    extension StandardType {
        /// The SF Symbol as a `UIImage`, mirrored in right-to-left layouts when ``flipsSymbolForRightToLeft``.
        public var symbolImage: UIImage? {
            let image = UIImage(systemName: symbolName)
            return flipsSymbolForRightToLeft ? image?.imageFlippedForRightToLeftLayoutDirection() : image
        }
    }

    // UIKeyCommand and UIKeyModifierFlags exist on tvOS too (hardware keyboards), not on watchOS.
    extension StandardShortcut {
        /// The key input string `UIKeyCommand` expects.
        public var keyInput: String {
            switch key {
            case .character(let character): String(character)
            case .return: "\r"
            case .escape: UIKeyCommand.inputEscape
            case .delete: UIKeyCommand.inputDelete
            case .tab: "\t"
            case .space: " "
            }
        }

        /// The UIKit modifier flags.
        public var modifierFlags: UIKeyModifierFlags {
            modifiers.mapped(command: .command, shift: .shift, option: .alternate, control: .control)
        }
    }
#endif
