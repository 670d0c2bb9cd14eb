#if canImport(SwiftUI)
    import LocalizeKit
    import SwiftUI

    /// How a standard button shows itself.
    public enum StandardButtonLabelStyle: Sendable {
        /// The title and the SF Symbol.
        case titleAndIcon
        /// The title only.
        case titleOnly
        /// The SF Symbol only; the title stays the accessibility label.
        case iconOnly
    }

    /// The label of a standard button: its translated title and SF Symbol.
    ///
    /// ```swift
    /// StandardButtonLabel(.share, style: .iconOnly)
    /// ```
    public struct StandardButtonLabel: View {
        private let type: StandardType
        private let style: StandardButtonLabelStyle
        private let count: Int?
        @Environment(\.locale) private var locale

        /// A label for a type, optionally with a count ("Delete 3 Items").
        public init(_ type: StandardType, style: StandardButtonLabelStyle = .titleAndIcon, count: Int? = nil) {
            self.type = type
            self.style = style
            self.count = count
        }

        /// The view's body.
        public var body: some View {
            let languages = [locale.identifier(.bcp47)] + SystemLanguages.preferred
            let title =
                count.map { type.title(count: $0, preferredLanguages: languages) }
                ?? type.title(preferredLanguages: languages)
            switch style {
            case .titleAndIcon:
                Label(title, systemImage: type.symbolName)
            case .titleOnly:
                Text(verbatim: title)
            case .iconOnly:
                Image(systemName: type.symbolName).accessibilityLabel(Text(verbatim: title))
            }
        }
    }

    /// A standard button: translated title, SF Symbol, role and keyboard shortcut in one line.
    ///
    /// ```swift
    /// StandardButton(.delete) { model.delete(selection) }
    /// StandardButton(.share, style: .iconOnly) { share() }
    /// ```
    public struct StandardButton: View {
        private let type: StandardType
        private let style: StandardButtonLabelStyle
        private let count: Int?
        private let action: @MainActor () -> Void

        /// A button for a type, optionally with a count ("Delete 3 Items").
        public init(
            _ type: StandardType, style: StandardButtonLabelStyle = .titleAndIcon, count: Int? = nil,
            action: @escaping @MainActor () -> Void
        ) {
            self.type = type
            self.style = style
            self.count = count
            self.action = action
        }

        /// The view's body.
        public var body: some View {
            let button = Button(role: type.role?.buttonRole, action: action) {
                StandardButtonLabel(type, style: style, count: count)
            }
            #if os(watchOS)
                button
            #else
                if let shortcut = type.keyboardShortcut {
                    button.keyboardShortcut(shortcut.swiftUIShortcut)
                } else {
                    button
                }
            #endif
        }
    }

    extension Button where Label == StandardButtonLabel {
        /// A SwiftUI button for a standard type, with its role (no shortcut: use `StandardButton` for that).
        ///
        /// ```swift
        /// Button(.add) { addItem() }
        /// ```
        public init(
            _ type: StandardType, style: StandardButtonLabelStyle = .titleAndIcon,
            action: @escaping @MainActor () -> Void
        ) {
            self.init(role: type.role?.buttonRole, action: action) { StandardButtonLabel(type, style: style) }
        }
    }

    extension StandardRole {
        /// The SwiftUI role. `close` and `confirm` exist from the 26 releases; on
        /// earlier systems `close` becomes `cancel` (it leaves without a decision)
        /// and `confirm` has no role.
        public var buttonRole: ButtonRole? {
            switch self {
            case .cancel: return .cancel
            case .destructive: return .destructive
            case .close:
                #if compiler(>=6.2)
                    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) { return .close }
                #endif
                return .cancel
            case .confirm:
                #if compiler(>=6.2)
                    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) { return .confirm }
                #endif
                return nil
            }
        }
    }

    #if !os(watchOS)
        extension StandardShortcut {
            /// The SwiftUI keyboard shortcut.
            public var swiftUIShortcut: KeyboardShortcut {
                KeyboardShortcut(keyEquivalent, modifiers: eventModifiers)
            }

            /// The SwiftUI key equivalent.
            public var keyEquivalent: KeyEquivalent {
                switch key {
                case .character(let character): KeyEquivalent(character)
                case .return: .return
                case .escape: .escape
                case .delete: .delete
                case .tab: .tab
                case .space: .space
                }
            }

            /// The SwiftUI modifiers.
            public var eventModifiers: EventModifiers {
                var result: EventModifiers = []
                if modifiers.contains(.command) { result.insert(.command) }
                if modifiers.contains(.shift) { result.insert(.shift) }
                if modifiers.contains(.option) { result.insert(.option) }
                if modifiers.contains(.control) { result.insert(.control) }
                return result
            }
        }
    #endif
#endif
