#if canImport(SwiftUI)
    import SwiftUI

    /// The label of a standard toggle in a state: the title of the action it performs now
    /// ("Unmute" while muted), the symbol of the state and the help text, in the languages
    /// ``StandardButtonsCatalog/resolver`` chooses for the view's `\.locale`.
    ///
    /// ```swift
    /// Toggle(.mute, isOn: $isMuted)
    /// StandardToggleLabel(.sidebar, isOn: showsSidebar)
    /// ```
    public struct StandardToggleLabel: View {
        private let toggle: StandardToggle
        private let isOn: Bool
        @Environment(\.locale) private var locale

        /// The label of `toggle` when its setting is `isOn`.
        public init(_ toggle: StandardToggle, isOn: Bool) {
            self.toggle = toggle
            self.isOn = isOn
        }

        /// The view's body.
        public var body: some View {
            let resolver = StandardButtonsCatalog.resolver
            let languages = resolver.preferredLanguages(environmentLocale: locale.identifier(.bcp47))
            let action = toggle.action(isOn: isOn)
            Label {
                Text(verbatim: resolver.title(for: action, preferredLanguages: languages))
            } icon: {
                Image(systemName: toggle.symbolName(isOn: isOn))
            }
            .help(Text(verbatim: resolver.helpText(for: action, preferredLanguages: languages) ?? ""))
        }
    }

    /// SwiftUI toggles for standard toggles: the platform's own control, so the system
    /// states its value, with the state-following title and symbol.
    @MainActor
    extension Toggle where Label == StandardToggleLabel {
        /// A toggle for a standard toggle, bound to its setting.
        ///
        /// ```swift
        /// Toggle(.mute, isOn: $isMuted)
        /// Toggle(.favorite, isOn: $item.isFavorite).toggleStyle(.button)
        /// ```
        public init(_ toggle: StandardToggle, isOn: Binding<Bool>) {
            self.init(isOn: isOn) { StandardToggleLabel(toggle, isOn: isOn.wrappedValue) }
        }
    }
#endif
