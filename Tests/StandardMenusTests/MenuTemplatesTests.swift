import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Standard menu templates")
struct MenuTemplatesTests {
    @Test("Edit: Undo, Redo | Cut, Copy, Paste, Delete, Select All")
    func edit() {
        #expect(
            outline(MenuTemplates.edit()) == [
                "B(undo)", "B(redo)", "-", "B(cut)", "B(copy)", "B(paste)", "B(delete)", "B(selectAll)",
            ])
    }

    @Test("File: New, Open | Close, Save, Duplicate, Rename, Move | Export, Share | Print")
    func file() {
        #expect(
            outline(MenuTemplates.file()) == [
                "B(new)", "B(open)", "-", "B(close)", "B(save)", "B(duplicate)", "B(rename)", "B(move)", "-",
                "B(export)", "B(share)", "-", "B(print)",
            ])
    }

    @Test("View: zoom | Refresh | Enter or Exit Full Screen")
    func view() {
        #expect(
            outline(MenuTemplates.view()) == [
                "B(actualSize)", "B(zoomIn)", "B(zoomOut)", "-", "B(refresh)", "-", "B(enterFullScreen)",
            ])
        #expect(outline(MenuTemplates.view(isFullScreen: true)).last == "B(exitFullScreen)")
    }

    @Test("List item: the pin and favorite buttons follow the item's state; Delete is last")
    func listItem() {
        #expect(
            outline(MenuTemplates.listItem()) == [
                "B(open)", "-", "B(copy)", "B(duplicate)", "B(rename)", "B(move)", "-", "B(share)", "-", "B(pin)",
                "B(addFavorite)", "-", "B(delete)",
            ])
        let state = outline(MenuTemplates.listItem(isPinned: true, isFavorite: true))
        #expect(state.contains("B(unpin)") && state.contains("B(removeFavorite)"))
        #expect(!state.contains("B(pin)") && !state.contains("B(addFavorite)"))
    }

    @Test("Additions form a group of their own, before the closing group where there is one")
    func additions() {
        let edit = MenuTemplates.edit {
            MenuItem("Paste and Match Style")
            MenuToggle("Smart Quotes", isOn: true)
        }
        #expect(
            Array(outline(edit).suffix(4)) == [
                "B(selectAll)", "-", "B('Paste and Match Style')", "T('Smart Quotes':on)",
            ])
        let item = MenuTemplates.listItem { MenuItem(.flag) }
        #expect(Array(outline(item).suffix(5)) == ["B(addFavorite)", "-", "B(flag)", "-", "B(delete)"])
        let view = MenuTemplates.view { MenuToggle("Show Sidebar", isOn: false) }
        #expect(
            Array(outline(view).suffix(5)) == ["B(refresh)", "-", "T('Show Sidebar':off)", "-", "B(enterFullScreen)"])
        #expect(outline(MenuTemplates.file { MenuItem(.import) }).suffix(2) == ["-", "B(import)"])
    }

    @Test("Templates extend by composition inside a builder")
    func composition() {
        let menu = Submenu(.edit) {
            MenuTemplates.edit()
            MenuDivider()
            Submenu("Find") { MenuItem(.search) }
        }
        #expect(outline(menu.menuElements)[0].hasPrefix("M(edit)[B(undo),"))
        #expect(outline(menu.menuElements)[0].hasSuffix("B(selectAll),-,M('Find')[B(search)]]"))
    }

    @MainActor
    @Test("Buttons call the handler with their type and are enabled as asked")
    func handlerAndEnabling() {
        let log = ActionLog()
        let actions = MenuTemplateActions(isEnabled: { $0 != .paste }) { log.record($0.identifier) }
        let elements = MenuTemplates.edit(actions: actions)
        for element in elements {
            guard case .button(let button) = element else { continue }
            #expect(button.isEnabled == (button.standardType != .paste))
            button.action()
        }
        #expect(log.entries == ["undo", "redo", "cut", "copy", "paste", "delete", "selectAll"])
    }

    @Test("Templates by name have the default contents")
    func byName() {
        #expect(StandardMenuTemplate.allCases.map(\.rawValue) == ["edit", "file", "view", "item"])
        #expect(outline(StandardMenuTemplate.edit.elements) == outline(MenuTemplates.edit()))
        #expect(outline(StandardMenuTemplate.file.elements) == outline(MenuTemplates.file()))
        #expect(outline(StandardMenuTemplate.view.elements) == outline(MenuTemplates.view()))
        #expect(outline(StandardMenuTemplate.item.elements) == outline(MenuTemplates.listItem()))
    }
}
