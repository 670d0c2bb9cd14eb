import StandardButtons
import Testing

@testable import StandardMenus

@Suite("The @MenuBuilder DSL")
struct MenuBuilderTests {
    @Test("Every element kind is built in order")
    func everyKind() {
        let elements = Menu("Root") {
            MenuButton(.copy)
            MenuButton("Custom", symbolName: "star")
            Menu(.sort) { MenuButton(.refresh) }
            Toggle(.pin, isOn: true)
            Toggle("Bold", state: .mixed)
            Text("Synced")
            Section("Group") { MenuButton(.cut) }
            Section { MenuButton(.paste) }
            Divider()
            ControlGroup { MenuButton(.zoomOut) }
            Stepper("Size", value: 3, in: 1...5, onIncrement: {}, onDecrement: {})
            Async({ 1 }) { _ in MenuButton(.add) }.identifier("numbers")
        }.menuElements
        #expect(
            outline(elements) == [
                "M('Root')[B(copy),B('Custom'),M(sort)[B(refresh)],T(pin:on),T('Bold':mixed),X('Synced'),"
                    + "S('Group')[B(cut)],S[B(paste)],-,G[B(zoomOut)],N('Size'=3),A(numbers)]"
            ])
    }

    @Test("A standard button takes its symbol, role and shortcut from the catalog")
    func standardButton() {
        let delete = MenuButton(.delete)
        #expect(delete.standardType == .delete)
        #expect(delete.symbolName == "trash")
        #expect(delete.role == .destructive)
        #expect(delete.shortcut?.description == "⌘⌫")
        #expect(delete.isEnabled)
        let custom = MenuButton("Archive All", symbolName: "archivebox", role: .destructive)
        #expect(custom.standardType == nil)
        #expect(custom.shortcut == nil)
        #expect(custom.role == .destructive)
    }

    @Test("Counted titles only for types that have one")
    func countedTitles() {
        #expect(describe(MenuButton(.delete, count: 3).title) == "delete×3")
        #expect(describe(MenuButton(.undo, count: 3).title) == "undo")
    }

    @Test("Modifiers return changed copies")
    func modifiers() {
        let button = MenuButton(.copy).disabled().keyboardShortcut(nil).role(.destructive).symbolName("doc")
        #expect(!button.isEnabled)
        #expect(button.shortcut == nil)
        #expect(button.role == .destructive)
        #expect(button.symbolName == "doc")
        #expect(MenuButton(.copy).disabled(false).isEnabled)
        let menu = Menu("M") {}.display(.palette).disabled()
        #expect(menu.display == .palette)
        #expect(!menu.isEnabled)
        let toggle = Toggle(.mute, isOn: false).keepsMenuPresented().disabled()
        #expect(toggle.keepsMenuPresented)
        #expect(!toggle.isEnabled)
        #expect(Menu(.share) {}.symbolName == "square.and.arrow.up")
    }

    @Test("if, if/else, if let and switch pick their branches")
    func conditionals() {
        enum Mode { case reading, editing, sharing }
        @MenuBuilder
        func menu(pinned: Bool, editable: Bool, note: String?, mode: Mode) -> [MenuElement] {
            if editable { MenuButton(.edit) }
            if pinned { MenuButton(.unpin) } else { MenuButton(.pin) }
            if let note { Text(note) }
            switch mode {
            case .reading: MenuButton(.open)
            case .editing: MenuButton(.save)
            case .sharing:
                MenuButton(.share)
                MenuButton(.copyLink)
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

    @Test("Optionals, arrays, for loops and ForEach contribute their elements")
    func collections() {
        let maybe: MenuButton? = MenuButton(.copy)
        let none: Toggle? = nil
        let array = [MenuButton(.cut), MenuButton(.paste)]
        let elements = Menu("Root") {
            maybe
            none
            array
            for name in ["a", "b"] { MenuButton(name) }
            ForEach(1...2) { number in
                MenuButton("n\(number)")
                if number == 2 { Divider() }
            }
            ForEach([String]()) { MenuButton($0) }
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
            MenuButton(.cut)
            MenuButton(.copy)
        }
        @MenuBuilder
        func nested(_ depth: Int) -> [MenuElement] {
            if depth == 0 {
                clipboard()
            } else {
                Menu("L\(depth)") { nested(depth - 1) }
            }
        }
        #expect(outline(nested(3)) == ["M('L3')[M('L2')[M('L1')[B(cut),B(copy)]]]"])
        let mixed = Section { clipboard() + [MenuElement.divider] }
        #expect(outline(mixed.menuElements) == ["S[B(cut),B(copy),-]"])
    }

    @Test("An empty builder closure gives no elements")
    func empty() {
        #expect(Menu("Empty") {}.children.isEmpty)
    }

    @MainActor
    @Test("Actions run when performed; toggles receive the new value")
    func actions() {
        let log = ActionLog()
        let elements = Menu("Root") {
            MenuButton(.copy) { log.record("copy") }
            Toggle(.mute, isOn: true) { log.record("mute \($0)") }
            Toggle("Mixed", state: .mixed) { log.record("mixed \($0)") }
            Stepper("Size", value: 1, onIncrement: { log.record("+") }, onDecrement: { log.record("-") })
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
        "Toggle state of a selection",
        arguments: [(0, 3, MenuToggleState.off), (1, 3, .mixed), (3, 3, .on), (4, 3, .on), (0, 0, .off)])
    func toggleState(selected: Int, total: Int, expected: MenuToggleState) {
        #expect(MenuToggleState(selected: selected, of: total) == expected)
    }

    @Test("A stepper knows whether it can step within its range")
    func stepperBounds() {
        let middle = Stepper("S", value: 5, in: 1...10, step: 2, onIncrement: {}, onDecrement: {})
        #expect(middle.canIncrement && middle.canDecrement)
        let top = Stepper("S", value: 9, in: 1...10, step: 2, onIncrement: {}, onDecrement: {})
        #expect(!top.canIncrement && top.canDecrement)
        let bottom = Stepper("S", value: 1, in: 1...10, onIncrement: {}, onDecrement: {})
        #expect(bottom.canIncrement && !bottom.canDecrement)
        let extreme = Stepper("S", value: Int.max, onIncrement: {}, onDecrement: {})
        #expect(!extreme.canIncrement)
        #expect(Stepper("S", value: 0, step: 0, onIncrement: {}, onDecrement: {}).step == 1)
    }
}
