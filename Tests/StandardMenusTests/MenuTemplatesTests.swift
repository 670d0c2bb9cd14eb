import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Standard menu templates")
struct MenuTemplatesTests {
    @Test("App: About | Settings | Hide, Hide Others, Show All | Quit")
    func app() {
        #expect(
            outline(MenuTemplates.app()) == [
                "B(about)", "-", "B(settings)", "-", "B(hideApp)", "B(hideOthers)", "B(showAll)", "-", "B(quit)",
            ])
    }

    @Test("Edit: Undo, Redo | Cut, Copy, Paste, Paste and Match Style, Delete, Select All | Find ▸")
    func edit() {
        #expect(
            outline(MenuTemplates.edit()) == [
                "B(undo)", "B(redo)", "-", "B(cut)", "B(copy)", "B(paste)", "B(pasteAndMatchStyle)", "B(delete)",
                "B(selectAll)", "-",
                "M(#Menu.Find)[B(find),B(findAndReplace),B(findNext),B(findPrevious),B(useSelectionForFind)]",
            ])
    }

    @Test(
        "File: New, Open, Open Recent | Close, Save, Save As…, Duplicate, Rename, Move, Revert | Export, Share | Page Setup…, Print"
    )
    func file() {
        #expect(
            outline(MenuTemplates.file()) == [
                "B(new)", "B(open)", "B(openRecent)", "-", "B(close)", "B(save)", "B(saveAs)", "B(duplicate)",
                "B(rename)", "B(move)", "B(revert)", "-", "B(export)", "B(share)", "-", "B(pageSetup)", "B(print)",
            ])
    }

    @Test("View: toolbar | sidebar | zoom | Refresh | Enter or Exit Full Screen, each toggle as its state asks")
    func view() {
        #expect(
            outline(MenuTemplates.view()) == [
                "B(hideToolbar)", "B(customizeToolbar)", "-", "B(hideSidebar)", "-", "B(actualSize)", "B(zoomIn)",
                "B(zoomOut)", "-", "B(refresh)", "-", "B(enterFullScreen)",
            ])
        let hidden = outline(MenuTemplates.view(isToolbarShown: false, isSidebarShown: false, isFullScreen: true))
        #expect(hidden.first == "B(showToolbar)" && hidden[3] == "B(showSidebar)")
        #expect(hidden.last == "B(exitFullScreen)")
    }

    @Test("Window: Minimize, Zoom | New Window, New Tab | Bring All to Front; Help: Help")
    func windowAndHelp() {
        #expect(
            outline(MenuTemplates.window()) == [
                "B(minimize)", "B(zoom)", "-", "B(newWindow)", "B(newTab)", "-", "B(bringAllToFront)",
            ])
        #expect(outline(MenuTemplates.help()) == ["B(help)"])
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
            MenuItem("Transformations")
            MenuToggle("Smart Quotes", isOn: true)
        }
        #expect(
            Array(outline(edit).suffix(4)) == [
                "M(#Menu.Find)[B(find),B(findAndReplace),B(findNext),B(findPrevious),B(useSelectionForFind)]", "-",
                "B('Transformations')", "T('Smart Quotes':on)",
            ])
        let item = MenuTemplates.listItem { MenuItem(.flag) }
        #expect(Array(outline(item).suffix(5)) == ["B(addFavorite)", "-", "B(flag)", "-", "B(delete)"])
        let view = MenuTemplates.view { MenuToggle("Show Tab Bar", isOn: false) }
        #expect(
            Array(outline(view).suffix(5)) == ["B(refresh)", "-", "T('Show Tab Bar':off)", "-", "B(enterFullScreen)"])
        #expect(outline(MenuTemplates.file { MenuItem(.import) }).suffix(2) == ["-", "B(import)"])
    }

    @Test("Templates extend by composition inside a builder")
    func composition() {
        let menu = Submenu(.edit) {
            MenuTemplates.edit()
            MenuDivider()
            Submenu("Spelling") { MenuItem(.search) }
        }
        #expect(outline(menu.menuElements)[0].hasPrefix("M(edit)[B(undo),"))
        #expect(outline(menu.menuElements)[0].hasSuffix("B(useSelectionForFind)],-,M('Spelling')[B(search)]]"))
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
        #expect(log.entries == ["undo", "redo", "cut", "copy", "paste", "pasteAndMatchStyle", "delete", "selectAll"])
    }

    @Test("Templates by name have the default contents")
    func byName() {
        #expect(
            StandardMenuTemplate.allCases.map(\.rawValue) == ["app", "file", "edit", "view", "window", "help", "item"])
        #expect(StandardMenuTemplate.menuBar == [.app, .file, .edit, .view, .window, .help])
        #expect(outline(StandardMenuTemplate.app.elements) == outline(MenuTemplates.app()))
        #expect(outline(StandardMenuTemplate.window.elements) == outline(MenuTemplates.window()))
        #expect(outline(StandardMenuTemplate.edit.elements) == outline(MenuTemplates.edit()))
        #expect(outline(StandardMenuTemplate.file.elements) == outline(MenuTemplates.file()))
        #expect(outline(StandardMenuTemplate.view.elements) == outline(MenuTemplates.view()))
        #expect(outline(StandardMenuTemplate.item.elements) == outline(MenuTemplates.listItem()))
    }
}
