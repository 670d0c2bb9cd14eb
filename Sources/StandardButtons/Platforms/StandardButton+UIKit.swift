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
