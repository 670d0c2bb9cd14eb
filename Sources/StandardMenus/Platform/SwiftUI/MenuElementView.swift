#if canImport(SwiftUI) && !os(watchOS)
    import StandardButtons
    import SwiftUI

    /// One element of a ``MenuContentView``.
    ///
    /// Roles and keyboard shortcuts go through StandardButtons' mapping (`StandardRole.buttonRole`,
    /// `StandardShortcut.swiftUIShortcut`), the same as standard buttons anywhere else.
    /// Elements that keep the menu presented get `.menuActionDismissBehavior(.disabled)`
    /// where SwiftUI has it (iOS 16.4, tvOS 17, visionOS; not macOS). SwiftUI has no
    /// single-selection or destructive menus: those options show as plain menus.
    /// UIKit elements placed in the builder have no SwiftUI form and are left out.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct MenuElementView: View {
        let child: IdentifiedMenuElement
        let resolver: MenuResolver

        var body: some View {
            switch child.element {
            case .button(let item):
                Button(role: item.role?.buttonRole) {
                    item.action()
                } label: {
                    label(item.title, subtitle: item.subtitle, symbolName: item.symbolName)
                }
                .shortcut(item.shortcut)
                .disabled(!item.isEnabled)
                .keepingMenuPresented(item.keepsMenuPresented)
            case .toggle(let toggle):
                ToggleRow(toggle: toggle, resolver: resolver)
            case .text(let text):
                label(text.title, subtitle: nil, symbolName: text.symbolName)
            case .menu(let menu):
                SubmenuView(menu: menu, identity: child.identity, resolver: resolver)
            case .section(let section):
                MenuSectionView(title: section.title.map(resolver.title) ?? "") {
                    MenuContentView(elements: section.children, in: child.identity, resolver: resolver)
                }
            case .divider:
                Divider()
            case .controlGroup(let group):
                ControlGroup {
                    MenuContentView(elements: group.children, in: child.identity, resolver: resolver)
                }
            case .stepper(let stepper):
                StepperRow(stepper: stepper, identity: child.identity, resolver: resolver)
            case .async(let async):
                AsyncElementView(element: async, identity: child.identity, resolver: resolver)
            case .platform:
                EmptyView()
            }
        }

        private func label(_ title: MenuTitle, subtitle: MenuTitle?, symbolName: String?) -> some View {
            MenuRowLabel(
                title: resolver.title(title), subtitle: subtitle.map(resolver.title), symbolName: symbolName)
        }
    }

    /// The label of a row: the title, the subtitle as a second text (how SwiftUI menus show
    /// subtitles), and the symbol.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct MenuRowLabel: View {
        let title: String
        let subtitle: String?
        let symbolName: String?

        var body: some View {
            Label {
                Text(verbatim: title)
                if let subtitle { Text(verbatim: subtitle) }
            } icon: {
                if let symbolName { Image(systemName: symbolName) }
            }
        }
    }

    /// A toggle, showing its own symbol beside the title and the state as SwiftUI menus do:
    /// a checkmark, or a dash for a mixed state.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct ToggleRow: View {
        let toggle: MenuToggle
        let resolver: MenuResolver

        var body: some View {
            control
                .disabled(!toggle.isEnabled)
                .keepingMenuPresented(toggle.keepsMenuPresented)
        }

        @ViewBuilder private var control: some View {
            let action = toggle.action
            let label = MenuRowLabel(
                title: resolver.title(toggle.title), subtitle: toggle.subtitle.map(resolver.title),
                symbolName: toggle.symbolName)
            if toggle.state == .mixed {
                // A toggle over sources that disagree shows SwiftUI's mixed state; choosing
                // it sets every source, and only one of them reports to the action.
                Toggle(
                    sources: [
                        Binding(get: { true }, set: { _ in }),
                        Binding(get: { false }, set: { @MainActor isOn in action(isOn) }),
                    ], isOn: \.self
                ) { label }
            } else {
                let isOn = toggle.isOn
                Toggle(isOn: Binding(get: { isOn }, set: { @MainActor newValue in action(newValue) })) { label }
            }
        }
    }

    /// A submenu, or an inline or palette group with a title.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct SubmenuView: View {
        let menu: Submenu
        let identity: MenuIdentity
        let resolver: MenuResolver

        var body: some View {
            let content = MenuContentView(elements: menu.children, in: identity, resolver: resolver)
            switch menu.display {
            case .submenu:
                Menu {
                    content
                } label: {
                    MenuRowLabel(
                        title: resolver.title(menu.title), subtitle: menu.subtitle.map(resolver.title),
                        symbolName: menu.symbolName)
                }
                .disabled(!menu.isEnabled)
            case .inline:
                MenuSectionView(title: resolver.title(menu.title)) { content }
                    .disabled(!menu.isEnabled)
            case .palette:
                MenuSectionView(title: resolver.title(menu.title)) {
                    PaletteGroup(content: content)
                }
                .disabled(!menu.isEnabled)
            }
        }
    }

    /// A section of a menu, with a header only when it has a title: an untitled group is set
    /// off by separators alone, as in UIKit.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct MenuSectionView<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content

        var body: some View {
            if title.isEmpty {
                Section { content }
            } else {
                Section(title) { content }
            }
        }
    }

    /// A row of compact items: SwiftUI's palette control group where it exists (iOS 17,
    /// macOS 14, visionOS), a plain control group elsewhere.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct PaletteGroup<Content: View>: View {
        let content: Content

        var body: some View {
            #if os(tvOS)
                ControlGroup { content }
            #else
                if #available(iOS 17.0, macOS 14.0, *) {
                    ControlGroup { content }.controlGroupStyle(.palette)
                } else {
                    ControlGroup { content }
                }
            #endif
        }
    }

    /// A stepper: decrement, the value's label, increment, in a control group; the menu
    /// stays open while stepping unless the stepper closes it on tap.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct StepperRow: View {
        let stepper: MenuStepper
        let identity: MenuIdentity
        let resolver: MenuResolver

        var body: some View {
            ControlGroup {
                Button {
                    stepper.onDecrement()
                } label: {
                    Image(systemName: "minus")
                }
                .disabled(!stepper.canDecrement)
                .keepingMenuPresented(!stepper.closesMenuOnTap)
                if stepper.label.isEmpty {
                    Text(verbatim: stepper.valueTitle(resolvedBy: resolver))
                } else {
                    MenuContentView(elements: stepper.label, in: identity, resolver: resolver)
                }
                Button {
                    stepper.onIncrement()
                } label: {
                    Image(systemName: "plus")
                }
                .disabled(!stepper.canIncrement)
                .keepingMenuPresented(!stepper.closesMenuOnTap)
            }
        }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    extension View {
        /// The view, keeping the menu presented after its action when `keeps` is true and
        /// SwiftUI can: iOS 16.4, tvOS 17 (this extension's floor there) and visionOS; macOS
        /// has no such behaviour.
        @ViewBuilder
        func keepingMenuPresented(_ keeps: Bool) -> some View {
            #if os(macOS)
                self
            #else
                if keeps {
                    if #available(iOS 16.4, *) {
                        self.menuActionDismissBehavior(.disabled)
                    } else {
                        self
                    }
                } else {
                    self
                }
            #endif
        }

        /// The view with a standard shortcut, where the platform has keyboard shortcuts.
        @ViewBuilder
        func shortcut(_ shortcut: StandardShortcut?) -> some View {
            #if os(tvOS)
                self
            #else
                self.keyboardShortcut(shortcut?.swiftUIShortcut)
            #endif
        }
    }
#endif
