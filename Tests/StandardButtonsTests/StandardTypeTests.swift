import Testing

@testable import StandardButtons

@Suite("Standard types")
struct StandardTypeTests {
    @Test("Over a hundred types, including every case of the original article")
    func coverage() {
        #expect(StandardType.allCases.count >= 100)
        let original: [StandardType] = [
            .add, .addFavorite, .cancel, .call, .copy, .delete, .deselect, .done, .edit, .email, .ok, .paste,
            .removeFavorite, .select, .share,
        ]
        for type in original { #expect(StandardType.allCases.contains(type)) }
    }

    @Test("Title keys follow the case names and are unique")
    func titleKeys() {
        #expect(StandardType.add.titleKey == "Button.Add")
        #expect(StandardType.selectAll.titleKey == "Button.SelectAll")
        #expect(StandardType.delete.countedTitleKey == "Button.Delete.Count")
        #expect(StandardType.ok.countedTitleKey == nil)
        let keys = StandardType.allCases.map(\.titleKey)
        #expect(Set(keys).count == keys.count)
        for type in StandardType.allCases {
            #expect(
                type.titleKey == "Button." + type.identifier.prefix(1).uppercased() + type.identifier.dropFirst())
            #expect(type.id == type.identifier)
        }
    }

    @Test("Types are found again by their identifiers and title keys, which are unique")
    func identifiers() {
        let identifiers = StandardType.allCases.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        for type in StandardType.allCases {
            #expect(StandardType(identifier: type.identifier) == type)
            #expect(StandardType(titleKey: type.titleKey) == type)
        }
        #expect(StandardType(identifier: "continue") == .continue)
        #expect(StandardType(identifier: "print") == .printContent)
        #expect(StandardType.printContent.titleKey == "Button.Print")
        #expect(StandardType(identifier: "archiveThread") == nil)
        #expect(StandardType(titleKey: "Button.Nothing") == nil)
    }

    @Test("Roles match what the buttons do")
    func roles() {
        #expect(StandardType.cancel.role == .cancel)
        #expect(StandardType.delete.role == .destructive)
        #expect(StandardType.close.role == .close)
        #expect(StandardType.done.role == .confirm)
        #expect(StandardType.share.role == nil)
        for type in StandardType.allCases where type.role == .destructive {
            #expect(type.category != .media, "\(type) is destructive")
        }
    }

    @Test("Every type has a symbol name in SF Symbols' form")
    func symbols() {
        for type in StandardType.allCases {
            let name = type.symbolName
            #expect(!name.isEmpty)
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." }, "\(type): \(name)")
        }
        #expect(StandardType.delete.symbolName == "trash")
        #expect(StandardType.share.symbolName == "square.and.arrow.up")
    }

    @Test("Shortcuts are the platforms' usual ones and print as menus show them")
    func shortcuts() {
        #expect(StandardType.copy.keyboardShortcut?.description == "⌘C")
        #expect(StandardType.paste.keyboardShortcut?.description == "⌘V")
        #expect(StandardType.undo.keyboardShortcut?.description == "⌘Z")
        #expect(StandardType.redo.keyboardShortcut?.description == "⇧⌘Z")
        #expect(StandardType.cancel.keyboardShortcut == .cancelAction)
        #expect(StandardType.ok.keyboardShortcut == .defaultAction)
        #expect(StandardType.delete.keyboardShortcut?.description == "⌘⌫")
        #expect(StandardType.enterFullScreen.keyboardShortcut?.description == "⌃⌘F")
        #expect(StandardType.share.keyboardShortcut == nil)
    }

    @Test("No shortcut collides with a system shortcut (but the system's own command) or with another type's")
    func noCollisions() {
        let system: [StandardShortcut] = [
            .init(.character("q"), modifiers: .command), .init(.character("h"), modifiers: .command),
            .init(.character("m"), modifiers: .command), .init(.tab, modifiers: .command),
            .init(.space, modifiers: .command), .init(.character("`"), modifiers: .command),
            .init(.escape, modifiers: [.command, .option]),
            .init(.character("3"), modifiers: [.command, .shift]),
            .init(.character("4"), modifiers: [.command, .shift]),
            .init(.character("5"), modifiers: [.command, .shift]),
        ]
        // The app menu's and Window menu's own commands are the ones the system shortcuts run.
        let systemCommands: [StandardType: StandardShortcut] = [
            .quit: system[0], .hideApp: system[1], .minimize: system[2],
        ]
        var owners: [StandardShortcut: [StandardType]] = [:]
        for type in StandardType.allCases {
            guard let shortcut = type.keyboardShortcut else { continue }
            if systemCommands[type] != shortcut {
                #expect(!system.contains(shortcut), "\(type) takes the system shortcut \(shortcut)")
            }
            owners[shortcut, default: []].append(type)
        }
        for (shortcut, types) in owners where types.count > 1 {
            // Shared only by alternatives that never show together: the default action of
            // OK and Done, the two titles of one toggle, and Search and Find (⌘F).
            let alternatives: [Set<StandardType>] =
                [[.ok, .done], [.search, .find]]
                + StandardToggle.allCases.map { [$0.turnOn, $0.turnOff] }
            #expect(alternatives.contains(Set(types)), "\(shortcut) is taken by \(types)")
        }
    }
}
