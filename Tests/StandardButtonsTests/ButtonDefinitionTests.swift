import Testing

@testable import StandardButtons

@Suite("Button definitions")
struct ButtonDefinitionTests {
    static let archiveThread = StandardType(
        "archiveThread", titleKey: "App.ArchiveThread", symbolName: "archivebox", role: .destructive,
        countedTitleKey: "App.ArchiveThread.Count",
        keyboardShortcut: StandardShortcut(.character("e"), modifiers: .command),
        category: .files)

    @Test("A definition in code has the parts of a built-in type")
    func inCode() {
        let type = Self.archiveThread
        #expect(type.identifier == "archiveThread")
        #expect(type.id == "archiveThread")
        #expect(type.titleKey == "App.ArchiveThread")
        #expect(type.hasCountedTitle)
        #expect(type.keys == ["App.ArchiveThread", "App.ArchiveThread.Count"])
        #expect(type.keyboardShortcut?.description == "⌘E")
        #expect(type.role == .destructive)
        #expect(!type.flipsSymbolForRightToLeft)
        #expect(StandardType(identifier: "archiveThread") == nil, "a definition of the app's is no built-in type")
    }

    @Test("Without a title key, a definition's key follows its identifier as the built-in keys do")
    func defaultTitleKey() {
        let type = StandardType("archiveThread", symbolName: "archivebox")
        #expect(type.titleKey == "Button.ArchiveThread")
        #expect(type.countedTitleKey == nil)
        #expect(type.category == .other)
        #expect(type.keys == ["Button.ArchiveThread"])
    }

    @Test("The built-in types are values of the definition type: a copy with another symbol is another value")
    func builtInsAreDefinitions() {
        var custom = StandardType.delete
        #expect(custom == .delete)
        custom.symbolName = "trash.circle"
        #expect(custom != .delete)
        #expect(custom.identifier == "delete")
        #expect(custom.titleKey == "Button.Delete")
        #expect(StandardType.allCases.count == 171)
        #expect(StandardType.delete.keys == ["Button.Delete", "Button.Delete.Count", "Button.Delete.Help"])
        #expect(StandardType.more.keys == ["Button.More", "Button.More.Hint", "Button.More.Help"])
    }

    @Test("An extension of StandardType can call print(_:), in instance and static context")
    func printInExtensions() {
        var output = ""
        StandardType.printContent.describe(into: &output)
        StandardType.describeAll(into: &output)
        #expect(output == "print → Button.Print\nprint\nshare\n")
    }

    @Test("Accessibility hint keys: the twelve types whose title is ambiguous out of context")
    func hintKeys() {
        let withHints = StandardType.allCases.filter { $0.accessibilityHintKey != nil }.map(\.identifier)
        #expect(
            Set(withHints) == [
                "more", "info", "clear", "flag", "pin", "block", "report", "repeat", "shuffle", "skip", "forward",
                "forwardMessage",
            ])
        #expect(StandardType.forwardMessage.accessibilityHintKey == "Button.ForwardMessage.Hint")
        #expect(StandardType.more.accessibilityHintKey == "Button.More.Hint")
        #expect(StandardType.add.accessibilityHintKey == nil)
    }
}
