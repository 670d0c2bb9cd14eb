#if canImport(SwiftUI) && !os(watchOS)
    import StandardButtons
    import SwiftUI

    /// One element of a ``MenuContentView``.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct MenuElementView: View {
        let element: MenuElement
        let resolver: MenuResolver

        var body: some View {
            switch element {
            case .button(let button):
                SwiftUI.Button(role: role(button.role)) {
                    button.action()
                } label: {
                    label(button.title, symbolName: button.symbolName)
                }
                .keyboardShortcut(button.shortcut.map(swiftUIShortcut))
                .disabled(!button.isEnabled)
            case .toggle(let toggle):
                // A button with a mark: menus show SwiftUI toggles as checkmarks, but have no mixed state.
                SwiftUI.Button {
                    toggle.perform()
                } label: {
                    switch toggle.state {
                    case .on: SwiftUI.Label(resolver.title(toggle.title), systemImage: "checkmark")
                    case .mixed: SwiftUI.Label(resolver.title(toggle.title), systemImage: "minus")
                    case .off: label(toggle.title, symbolName: toggle.symbolName)
                    }
                }
                .disabled(!toggle.isEnabled)
            case .text(let text):
                label(text.title, symbolName: text.symbolName)
            case .menu(let menu):
                if menu.display == .submenu {
                    SwiftUI.Menu {
                        MenuContentView(elements: menu.children, resolver: resolver)
                    } label: {
                        label(menu.title, symbolName: menu.symbolName)
                    }
                    .disabled(!menu.isEnabled)
                } else {
                    SwiftUI.Section(resolver.title(menu.title)) {
                        MenuContentView(elements: menu.children, resolver: resolver)
                    }
                }
            case .section(let section):
                SwiftUI.Section(section.title.map(resolver.title) ?? "") {
                    MenuContentView(elements: section.children, resolver: resolver)
                }
            case .divider:
                SwiftUI.Divider()
            case .controlGroup(let group):
                SwiftUI.ControlGroup {
                    MenuContentView(elements: group.children, resolver: resolver)
                }
            case .stepper(let stepper):
                SwiftUI.ControlGroup {
                    SwiftUI.Button {
                        stepper.onDecrement()
                    } label: {
                        SwiftUI.Image(systemName: "minus")
                    }
                    .disabled(!stepper.canDecrement)
                    SwiftUI.Text(verbatim: "\(resolver.title(stepper.title)) \(stepper.value)")
                    SwiftUI.Button {
                        stepper.onIncrement()
                    } label: {
                        SwiftUI.Image(systemName: "plus")
                    }
                    .disabled(!stepper.canIncrement)
                }
            case .async(let async):
                AsyncElementView(element: async, resolver: resolver)
            }
        }

        private func label(_ title: MenuTitle, symbolName: String?) -> some View {
            SwiftUI.Label {
                SwiftUI.Text(resolver.title(title))
            } icon: {
                if let symbolName { SwiftUI.Image(systemName: symbolName) }
            }
        }

        /// Close and confirm roles exist from iOS 26 and macOS 26; here they map to no role.
        private func role(_ role: StandardRole?) -> ButtonRole? {
            switch role {
            case .destructive: .destructive
            case .cancel: .cancel
            case .close, .confirm, nil: nil
            }
        }

        private func swiftUIShortcut(_ shortcut: StandardShortcut) -> KeyboardShortcut {
            let key: KeyEquivalent =
                switch shortcut.key {
                case .character(let character): KeyEquivalent(character)
                case .return: .return
                case .escape: .escape
                case .delete: .delete
                case .tab: .tab
                case .space: .space
                }
            var modifiers: EventModifiers = []
            if shortcut.modifiers.contains(.command) { modifiers.insert(.command) }
            if shortcut.modifiers.contains(.shift) { modifiers.insert(.shift) }
            if shortcut.modifiers.contains(.option) { modifiers.insert(.option) }
            if shortcut.modifiers.contains(.control) { modifiers.insert(.control) }
            return KeyboardShortcut(key, modifiers: modifiers)
        }
    }
#endif
