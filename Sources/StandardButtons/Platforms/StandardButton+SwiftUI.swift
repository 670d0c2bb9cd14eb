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

    /// The label of a standard button: its translated title and SF Symbol, the title
    /// as accessibility label when only the symbol shows, the type's accessibility
    /// hint, its help text as the tooltip (`help(_:)`), and the symbol mirrored in
    /// right-to-left layouts when the type says so.
    ///
    /// Titles follow ``StandardButtonsCatalog/resolver`` (the app's overrides, then the
    /// built-in titles) in the languages it chooses for the view's `\.locale`.
    ///
    /// ```swift
    /// StandardButtonLabel(.share, style: .iconOnly)
    /// StandardButtonLabel(.add, title: "Button.AddNewItem")   // the app's own key, in its bundle
    /// ```
    public struct StandardButtonLabel: View {
        private let type: StandardType
        private let style: StandardButtonLabelStyle
        private let count: Int?
        private let customTitle: LocalizedStringKey?
        private let systemImage: String?
        private let bundle: Bundle?
        @Environment(\.locale) private var locale

        /// A label for a type, optionally with a count ("Delete 3 Items").
        ///
        /// - Parameters:
        ///   - type: the standard type whose title, symbol and hint the label shows.
        ///   - title: a title of the app's own for this button, looked up in `bundle`
        ///     (the main bundle by default), as SwiftUI's `Text` does.
        ///   - systemImage: another SF Symbol for this button.
        ///   - bundle: the bundle `title` is localized in; without `title`, a bundle
        ///     asked first for the type's title key (the built-in title where it lacks it).
        ///   - style: the title and the symbol, the title only, or the symbol only.
        ///   - count: a number of items, for the type's counted title ("Delete 3 Items").
        public init(
            _ type: StandardType, title: LocalizedStringKey? = nil, systemImage: String? = nil, bundle: Bundle? = nil,
            style: StandardButtonLabelStyle = .titleAndIcon, count: Int? = nil
        ) {
            self.type = type
            self.style = style
            self.count = count
            self.customTitle = title
            self.systemImage = systemImage
            self.bundle = bundle
        }

        /// The view's body.
        public var body: some View {
            let resolver = StandardButtonsCatalog.resolver
            let languages = resolver.preferredLanguages(environmentLocale: locale.identifier(.bcp47))
            let hint = resolver.accessibilityHint(for: type, preferredLanguages: languages)
            let help = Text(verbatim: resolver.helpText(for: type, preferredLanguages: languages) ?? "")
            if let hint {
                content(title: title(resolver: resolver, languages: languages))
                    .accessibilityHint(Text(verbatim: hint))
                    .help(help)
            } else {
                content(title: title(resolver: resolver, languages: languages))
                    .help(help)
            }
        }

        @ViewBuilder
        private func content(title: Text) -> some View {
            let image = Image(systemName: systemImage ?? type.symbolName)
                .flipsForRightToLeftLayoutDirection(type.flipsSymbolForRightToLeft)
            switch style {
            case .titleAndIcon:
                Label {
                    title
                } icon: {
                    image
                }
            case .titleOnly:
                title
            case .iconOnly:
                image.accessibilityLabel(title)
            }
        }

        /// The title: the call's own key, else the bundle's text for the type's key, else the resolver's.
        private func title(resolver: ButtonTitleResolver, languages: [String]) -> Text {
            if let customTitle { return Text(customTitle, bundle: bundle) }
            let resolved =
                count.map { resolver.title(for: type, count: $0, preferredLanguages: languages) }
                ?? resolver.title(for: type, preferredLanguages: languages)
            guard let bundle else { return Text(verbatim: resolved) }
            let key = count == nil ? type.titleKey : (type.countedTitleKey ?? type.titleKey)
            let missing = "\u{0}"
            let found = bundle.localizedString(forKey: key, value: missing, table: nil)
            guard found != missing else { return Text(verbatim: resolved) }
            return Text(verbatim: count.map { String.localizedStringWithFormat(found, $0) } ?? found)
        }
    }

    /// A standard button: translated title, SF Symbol, role, accessibility label and
    /// hint in one line. It attaches a keyboard shortcut as `keyboardShortcut` says:
    /// by default only Return for the default action (OK, Done) and Escape for the
    /// cancel action; others (⌘C, ⌘⌫…) when asked, since on every button they would
    /// take the keys from text fields and from each other.
    ///
    /// ```swift
    /// StandardButton(.delete) { model.delete(selection) }
    /// StandardButton(.share, style: .iconOnly) { share() }
    /// StandardButton(.copy, keyboardShortcut: .standard) { copy() }   // ⌘C, asked for
    /// ```
    public struct StandardButton: View {
        private let label: StandardButtonLabel
        private let role: StandardRole?
        private let shortcut: StandardShortcut?
        private let action: @MainActor () -> Void

        /// A button for a type, optionally with a count ("Delete 3 Items"); `title`,
        /// `systemImage` and `bundle` as for ``StandardButtonLabel``.
        public init(
            _ type: StandardType, title: LocalizedStringKey? = nil, systemImage: String? = nil, bundle: Bundle? = nil,
            style: StandardButtonLabelStyle = .titleAndIcon, count: Int? = nil,
            keyboardShortcut: StandardShortcut.Policy = .automatic, action: @escaping @MainActor () -> Void
        ) {
            self.label = StandardButtonLabel(
                type, title: title, systemImage: systemImage, bundle: bundle, style: style, count: count)
            self.role = type.role
            self.shortcut = keyboardShortcut.shortcut(for: type)
            self.action = action
        }

        /// The view's body.
        public var body: some View {
            Button(role: role?.buttonRole, action: action) { label }
                #if !os(tvOS) && !os(watchOS)
                    .keyboardShortcut(shortcut?.swiftUIShortcut)
                #endif
        }
    }

    /// SwiftUI buttons for standard types.
    @MainActor
    extension Button where Label == StandardButtonLabel {
        /// A SwiftUI button for a standard type, with its role, title and symbol; a
        /// title, symbol and bundle of the call's own as the article allows. No keyboard
        /// shortcut: use ``StandardButton`` for that.
        ///
        /// ```swift
        /// Button(.add) { addItem() }
        /// Button(.add, title: "Button.AddNewItem") { addItem() }
        /// Button(.delete, systemImage: "trash.circle") { delete() }
        /// ```
        public init(
            _ type: StandardType, title: LocalizedStringKey? = nil, systemImage: String? = nil, bundle: Bundle? = nil,
            style: StandardButtonLabelStyle = .titleAndIcon, count: Int? = nil,
            action: @escaping @MainActor () -> Void
        ) {
            self.init(role: type.role?.buttonRole, action: action) {
                StandardButtonLabel(
                    type, title: title, systemImage: systemImage, bundle: bundle, style: style, count: count)
            }
        }
    }

    extension StandardRole {
        /// The SwiftUI role, through ``shown(closeAndConfirmRolesAvailable:)``: `close`
        /// and `confirm` from the 26 releases, `cancel` and no role before them.
        public var buttonRole: ButtonRole? {
            #if compiler(>=6.2)
                if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                    switch shown(closeAndConfirmRolesAvailable: true) {
                    case .close: return .close
                    case .confirm: return .confirm
                    case let role: return role.flatMap(\.classicButtonRole)
                    }
                }
            #endif
            return shown(closeAndConfirmRolesAvailable: false).flatMap(\.classicButtonRole)
        }

        /// The roles every supported system has.
        private var classicButtonRole: ButtonRole? {
            switch self {
            case .cancel: .cancel
            case .destructive: .destructive
            case .close, .confirm: nil
            }
        }
    }

    #if !os(tvOS) && !os(watchOS)
        extension StandardShortcut {
            /// The SwiftUI keyboard shortcut (SwiftUI has none on tvOS and watchOS).
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
                modifiers.mapped(command: .command, shift: .shift, option: .option, control: .control)
            }
        }
    #endif
#endif
