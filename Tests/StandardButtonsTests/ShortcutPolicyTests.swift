import Testing

@testable import StandardButtons

@Suite("Keyboard shortcut policy and roles")
struct ShortcutPolicyTests {
    @Test("Automatically, a button gets only the dialog keys: Return for the default action, Escape for cancel")
    func automatic() {
        for type in StandardType.allCases {
            let shortcut = StandardShortcut.Policy.automatic.shortcut(for: type)
            if type.keyboardShortcut == .defaultAction || type.keyboardShortcut == .cancelAction {
                #expect(shortcut == type.keyboardShortcut, "\(type)")
            } else {
                #expect(shortcut == nil, "\(type) takes \(type.keyboardShortcut?.description ?? "")")
            }
        }
        #expect(StandardShortcut.Policy.automatic.shortcut(for: .ok) == .defaultAction)
        #expect(StandardShortcut.Policy.automatic.shortcut(for: .cancel) == .cancelAction)
        // The shortcuts text fields own, and Delete that several rows would share, are not taken.
        for type in [StandardType.copy, .paste, .cut, .undo, .selectAll, .delete] {
            #expect(StandardShortcut.Policy.automatic.shortcut(for: type) == nil, "\(type)")
        }
    }

    @Test("Asked for, a button gets its type's shortcut, none, or another one")
    func optIn() {
        #expect(StandardShortcut.Policy.standard.shortcut(for: .copy)?.description == "⌘C")
        #expect(StandardShortcut.Policy.standard.shortcut(for: .share) == nil)
        #expect(StandardShortcut.Policy.never.shortcut(for: .ok) == nil)
        let custom = StandardShortcut(.character("k"), modifiers: [.command, .option])
        #expect(StandardShortcut.Policy.custom(custom).shortcut(for: .share) == custom)
    }

    @Test("Modifiers map to a framework's flags one to one")
    func mappedModifiers() {
        struct Flags: OptionSet {
            let rawValue: Int
            static let command = Flags(rawValue: 16)
            static let shift = Flags(rawValue: 2)
            static let option = Flags(rawValue: 8)
            static let control = Flags(rawValue: 4)
        }
        func map(_ modifiers: StandardShortcut.Modifiers) -> Flags {
            modifiers.mapped(command: .command, shift: .shift, option: .option, control: .control)
        }
        #expect(map([]) == [])
        #expect(map(.command) == .command)
        #expect(map([.command, .shift]) == [.command, .shift])
        #expect(map([.option, .control]) == [.option, .control])
        #expect(map([.command, .shift, .option, .control]).rawValue == 30)
    }

    @Test("Roles a system shows: close and confirm from the 26 releases, cancel and none before")
    func roles() {
        #expect(StandardRole.close.shown(closeAndConfirmRolesAvailable: false) == .cancel)
        #expect(StandardRole.confirm.shown(closeAndConfirmRolesAvailable: false) == nil)
        #expect(StandardRole.close.shown(closeAndConfirmRolesAvailable: true) == .close)
        #expect(StandardRole.confirm.shown(closeAndConfirmRolesAvailable: true) == .confirm)
        for available in [false, true] {
            #expect(StandardRole.cancel.shown(closeAndConfirmRolesAvailable: available) == .cancel)
            #expect(StandardRole.destructive.shown(closeAndConfirmRolesAvailable: available) == .destructive)
        }
        #expect(StandardRole.allCases.filter(\.isDestructive) == [.destructive])
    }
}
