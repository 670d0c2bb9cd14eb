#if canImport(UIKit)
    import UIKit

    extension UIAction {
        /// A `UIAction` for a standard type: translated title, SF Symbol, and the
        /// destructive attribute for destructive types.
        ///
        /// ```swift
        /// UIMenu(children: [UIAction(.copy) { _ in copy() }, UIAction(.delete) { _ in delete() }])
        /// ```
        public convenience init(_ type: StandardType, count: Int? = nil, handler: @escaping UIActionHandler) {
            let title = count.map { type.title(count: $0) } ?? type.title()
            self.init(
                title: title, image: UIImage(systemName: type.symbolName),
                identifier: UIAction.Identifier("StandardButtons." + type.rawValue),
                attributes: type.role == .destructive ? .destructive : [], handler: handler)
        }
    }

    extension UIButton.Configuration {
        /// A button configuration showing a standard type's title and symbol.
        public static func standard(
            _ type: StandardType, base: UIButton.Configuration = .plain(), iconOnly: Bool = false
        ) -> UIButton.Configuration {
            var configuration = base
            configuration.image = UIImage(systemName: type.symbolName)
            if !iconOnly { configuration.title = type.title() }
            return configuration
        }
    }

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
            var flags: UIKeyModifierFlags = []
            if modifiers.contains(.command) { flags.insert(.command) }
            if modifiers.contains(.shift) { flags.insert(.shift) }
            if modifiers.contains(.option) { flags.insert(.alternate) }
            if modifiers.contains(.control) { flags.insert(.control) }
            return flags
        }
    }
#endif
