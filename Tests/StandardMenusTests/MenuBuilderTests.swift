import StandardButtons
import Testing

@testable import StandardMenus

@Suite("The @MenuBuilder DSL")
struct MenuBuilderTests {
    @Test("Every element kind is built in order")
    func everyKind() {
        let elements = Submenu("Root") {
            MenuItem(.copy)
            MenuItem("Custom", symbolName: "star")
            Submenu(.sort) { MenuItem(.refresh) }
            MenuToggle(.pin, isOn: true)
            MenuToggle("Bold", state: .mixed)
            MenuText("Synced")
            MenuSection("Group") { MenuItem(.cut) }
            MenuSection { MenuItem(.paste) }
            MenuDivider()
            MenuControlGroup { MenuItem(.zoomOut) }
            MenuStepper("Size", value: 3, in: 1...5, onIncrement: {}, onDecrement: {})
            Async({ 1 }) { _ in MenuItem(.add) }.identifier("numbers")
        }.menuElements
        #expect(
            outline(elements) == [
                "M('Root')[B(copy),B('Custom'),M(sort)[B(refresh)],T(pin:on),T('Bold':mixed),X('Synced'),"
                    + "S('Group')[B(cut)],S[B(paste)],-,G[B(zoomOut)],N('Size'=3),A(numbers)]"
            ])
    }

    @Test("A standard button takes its symbol, role and shortcut from the catalog")
    func standardButton() {
        let delete = MenuItem(.delete)
        #expect(delete.standardType == .delete)
        #expect(delete.symbolName == "trash")
        #expect(delete.role == .destructive)
        #expect(delete.shortcut?.description == "⌘⌫")
        #expect(delete.isEnabled)
        let custom = MenuItem("Archive All", symbolName: "archivebox", role: .destructive)
        #expect(custom.standardType == nil)
        #expect(custom.shortcut == nil)
        #expect(custom.role == .destructive)
    }

    @Test("Counted titles only for types that have one")
    func countedTitles() {
        #expect(describe(MenuItem(.delete, count: 3).title) == "delete×3")
        #expect(describe(MenuItem(.undo, count: 3).title) == "undo")
    }

    @Test("Modifiers return changed copies")
    func modifiers() {
        let button = MenuItem(.copy).disabled().keyboardShortcut(nil).role(.destructive).symbolName("doc")
        #expect(!button.isEnabled)
        #expect(button.shortcut == nil)
        #expect(button.role == .destructive)
        #expect(button.symbolName == "doc")
        #expect(MenuItem(.copy).disabled(false).isEnabled)
        let menu = Submenu("M") {}.display(.palette).disabled()
        #expect(menu.display == .palette)
        #expect(!menu.isEnabled)
        let toggle = MenuToggle(.mute, isOn: false).keepsMenuPresented().disabled()
        #expect(toggle.keepsMenuPresented)
        #expect(!toggle.isEnabled)
        #expect(Submenu(.share) {}.symbolName == "square.and.arrow.up")
    }

    @Test("if, if/else, if let and switch pick their branches")
    func conditionals() {
        enum Mode { case reading, editing, sharing }
        @MenuBuilder
        func menu(pinned: Bool, editable: Bool, note: String?, mode: Mode) -> [MenuElement] {
            if editable { MenuItem(.edit) }
            if pinned { MenuItem(.unpin) } else { MenuItem(.pin) }
            if let note { MenuText(note) }
            switch mode {
            case .reading: MenuItem(.open)
            case .editing: MenuItem(.save)
            case .sharing:
                MenuItem(.share)
                MenuItem(.copyLink)
            }
        }
        #expect(
            outline(menu(pinned: true, editable: true, note: "n", mode: .reading)) == [
                "B(edit)", "B(unpin)", "X('n')", "B(open)",
            ])
        #expect(outline(menu(pinned: false, editable: false, note: nil, mode: .editing)) == ["B(pin)", "B(save)"])
        #expect(
            outline(menu(pinned: false, editable: false, note: nil, mode: .sharing)) == [
                "B(pin)", "B(share)", "B(copyLink)",
            ])
    }

    @Test("Optionals, arrays, for loops and MenuForEach contribute their elements")
    func collections() {
        let maybe: MenuItem? = MenuItem(.copy)
        let none: MenuToggle? = nil
        let array = [MenuItem(.cut), MenuItem(.paste)]
        let elements = Submenu("Root") {
            maybe
            none
            array
            for name in ["a", "b"] { MenuItem(name) }
            MenuForEach(1...2) { number in
                MenuItem("n\(number)")
                if number == 2 { MenuDivider() }
            }
            MenuForEach([String]()) { MenuItem($0) }
        }.children
        #expect(
            outline(elements) == [
                "B(copy)", "B(cut)", "B(paste)", "B('a')", "B('b')", "B('n1')", "B('n2')", "-",
            ])
    }

    @Test("Builder functions compose and nest to any depth")
    func composition() {
        @MenuBuilder
        func clipboard() -> [MenuElement] {
            MenuItem(.cut)
            MenuItem(.copy)
        }
        @MenuBuilder
        func nested(_ depth: Int) -> [MenuElement] {
            if depth == 0 {
                clipboard()
            } else {
                Submenu("L\(depth)") { nested(depth - 1) }
            }
        }
        #expect(outline(nested(3)) == ["M('L3')[M('L2')[M('L1')[B(cut),B(copy)]]]"])
        let mixed = MenuSection { clipboard() + [MenuElement.divider] }
        #expect(outline(mixed.menuElements) == ["S[B(cut),B(copy),-]"])
    }

    @Test("An empty builder closure gives no elements")
    func empty() {
        #expect(Submenu("Empty") {}.children.isEmpty)
    }

    @MainActor
    @Test("Actions run when performed; toggles receive the new value")
    func actions() {
        let log = ActionLog()
        let elements = Submenu("Root") {
            MenuItem(.copy) { log.record("copy") }
            MenuToggle(.mute, isOn: true) { log.record("mute \($0)") }
            MenuToggle("Mixed", state: .mixed) { log.record("mixed \($0)") }
            MenuStepper("Size", value: 1, onIncrement: { log.record("+") }, onDecrement: { log.record("-") })
        }.children
        for element in elements {
            switch element {
            case .button(let button): button.action()
            case .toggle(let toggle): toggle.perform()
            case .stepper(let stepper):
                stepper.onIncrement()
                stepper.onDecrement()
            default: Issue.record("unexpected \(outline(element))")
            }
        }
        #expect(log.entries == ["copy", "mute false", "mixed true", "+", "-"])
    }

    @Test(
        "MenuToggle state of a selection",
        arguments: [(0, 3, MenuToggleState.off), (1, 3, .mixed), (3, 3, .on), (4, 3, .on), (0, 0, .off)])
    func toggleState(selected: Int, total: Int, expected: MenuToggleState) {
        #expect(MenuToggleState(selected: selected, of: total) == expected)
    }

    @Test("A stepper knows whether it can step within its range")
    func stepperBounds() {
        let middle = MenuStepper("S", value: 5, in: 1...10, step: 2, onIncrement: {}, onDecrement: {})
        #expect(middle.canIncrement && middle.canDecrement)
        let top = MenuStepper("S", value: 9, in: 1...10, step: 2, onIncrement: {}, onDecrement: {})
        #expect(!top.canIncrement && top.canDecrement)
        let bottom = MenuStepper("S", value: 1, in: 1...10, onIncrement: {}, onDecrement: {})
        #expect(bottom.canIncrement && !bottom.canDecrement)
        let extreme = MenuStepper("S", value: Int.max, onIncrement: {}, onDecrement: {})
        #expect(!extreme.canIncrement)
        #expect(MenuStepper("S", value: 0, step: 0, onIncrement: {}, onDecrement: {}).step == 1)
    }
}
