import StandardButtons
import Testing

@testable import StandardMenus

/// A compact description of laid-out nodes, written here: `copy`, `copy{disabled,destructive}`,
/// `pin[on]`, `copy↻` (rebuilds the visible menu after it runs), `Sort<inline,small>[…]`,
/// `…async(id)`, `⟨Type⟩`.
func nativeOutline(_ nodes: [NativeMenuNode]) -> [String] {
    nodes.map { node in
        switch node {
        case .action(let action):
            var flags: [String] = []
            if action.attributes.contains(.disabled) { flags.append("disabled") }
            if action.attributes.contains(.destructive) { flags.append("destructive") }
            if action.attributes.contains(.hidden) { flags.append("hidden") }
            if action.attributes.contains(.keepsMenuPresented) { flags.append("keeps") }
            return action.title + (flags.isEmpty ? "" : "{\(flags.joined(separator: ","))}")
                + (action.state.map { "[\($0.rawValue)]" } ?? "") + (action.reloadsAfterPerform ? "↻" : "")
        case .menu(let menu):
            var flags: [String] = []
            if menu.options.contains(.displayInline) { flags.append("inline") }
            if menu.options.contains(.displayAsPalette) { flags.append("palette") }
            if menu.options.contains(.singleSelection) { flags.append("single") }
            if menu.options.contains(.destructive) { flags.append("destructive") }
            if let size = menu.elementSize { flags.append("\(size)") }
            return menu.title + (flags.isEmpty ? "" : "<\(flags.joined(separator: ","))>")
                + "[\(nativeOutline(menu.children).joined(separator: ", "))]"
        case .deferred(let deferred):
            return "…async(\(deferred.element.identifier))"
        case .platform(let element):
            return "⟨\(element.typeName)⟩"
        }
    }
}

@Suite("The UIKit layout of menu trees")
struct NativeMenuLayoutTests {
    let staticLayout = NativeMenuLayout(resolver: rawResolver(), reloadsVisibleMenu: false)
    let reloadingLayout = NativeMenuLayout(resolver: rawResolver(), reloadsVisibleMenu: true)

    @Test("Dividers split their neighbours into inline menus; empty groups vanish")
    func dividers() {
        let elements = Submenu("Root") {
            MenuDivider()
            MenuItem(.undo)
            MenuItem(.redo)
            MenuDivider()
            MenuDivider()
            MenuItem(.copy)
            MenuDivider()
        }.children
        #expect(nativeOutline(staticLayout.nodes(elements, in: .root)) == ["<inline>[undo, redo]", "<inline>[copy]"])
        #expect(nativeOutline(staticLayout.nodes([.divider, .divider], in: .root)).isEmpty)
        #expect(nativeOutline(staticLayout.nodes(MenuItem(.copy).menuElements, in: .root)) == ["copy"])
    }

    @Test("Every kind becomes its UIKit element")
    func everyKind() {
        let elements = Submenu("Root") {
            MenuItem(.delete)
            MenuItem("Custom").disabled().hidden()
            MenuToggle(.pin, isOn: true)
            MenuToggle("Bold", state: .mixed)
            MenuText("Synced")
            Submenu(.sort) { MenuItem(.refresh) }.options(.singleSelection)
            Submenu("Off") { MenuItem(.refresh) }.disabled()
            Submenu("Danger") {}.options(.destructive)
            Submenu("Colours", display: .palette) {}
            MenuSection("Group") { MenuItem(.cut) }
            MenuControlGroup { MenuItem(.zoomOut) }
            Async({ 1 }) { _ in MenuDivider() }.identifier("numbers")
        }.children
        #expect(
            nativeOutline(staticLayout.nodes(elements, in: .root)) == [
                "delete{destructive}", "Custom{disabled,hidden}", "pin[on]", "Bold[mixed]", "Synced{disabled}",
                "sort<single>[refresh]", "Off{disabled}", "Danger<destructive>[]", "Colours<inline,palette>[]",
                "Group<inline>[cut]", "<inline,small>[zoomOut]", "…async(numbers)",
            ])
    }

    @Test("A disabled inline group or palette shows its children, disabled; a disabled submenu is a disabled row")
    func disabledGroups() throws {
        let elements = Submenu("Root") {
            Submenu("Tools", display: .inline) {
                MenuItem(.copy)
                Submenu("More") { MenuItem(.paste) }
                MenuSection("Marks") { MenuItem(.cut) }
                MenuToggle(.pin, isOn: true).keepsMenuPresented()
                Async({ 1 }) { _ in MenuItem(.undo) }.identifier("late")
            }.disabled()
            Submenu("Colours", display: .palette) { MenuItem("Red") }.disabled()
            Submenu("Off") { MenuItem(.refresh) }.disabled()
            Submenu("On", display: .inline) { MenuItem(.redo) }
        }.children
        let nodes = reloadingLayout.nodes(elements, in: .root)
        #expect(
            nativeOutline(nodes) == [
                "Tools<inline>[copy{disabled}, More{disabled}, Marks<inline>[cut{disabled}], pin{disabled}[on], …async(late)]",
                "Colours<inline,palette>[Red{disabled}]", "Off{disabled}", "On<inline>[redo]",
            ])
        guard case .menu(let tools) = nodes.first, case .deferred(let late) = tools.children.last else {
            Issue.record("unexpected \(nativeOutline(nodes))")
            return
        }
        #expect(!late.isEnabled)
        let body = try #require(reloadingLayout.nodes(MenuItem(.undo).menuElements, in: .root).first)
        #expect(nativeOutline([body.disabled]) == ["undo{disabled}"])
    }

    @Test("Titles and subtitles are resolved; symbols kept")
    func titlesAndSymbols() throws {
        let elements = Submenu("Root") {
            MenuItem(.copy).subtitle("2 items")
            MenuToggle(.mute, isOn: false)
            Submenu(.share) {}.subtitle("Nearby")
        }.children
        let nodes = staticLayout.nodes(elements, in: .root)
        guard case .action(let copy) = nodes[0], case .action(let mute) = nodes[1], case .menu(let share) = nodes[2]
        else {
            Issue.record("unexpected \(nativeOutline(nodes))")
            return
        }
        #expect(copy.title == "copy" && copy.subtitle == "2 items" && copy.symbolName == "doc.on.doc")
        #expect(mute.symbolName == "speaker.slash" && mute.state == .off)
        #expect(share.title == "share" && share.subtitle == "Nearby" && share.symbolName == "square.and.arrow.up")
    }

    @Test("Where the menu is built once, toggles and steppers close it: an open menu would show a stale state")
    func staticHostCloses() {
        let elements = Submenu("Root") {
            MenuToggle(.mute, isOn: false).keepsMenuPresented()
            MenuStepper("Size", value: 3, in: 1...5, onIncrement: {}, onDecrement: {})
            MenuItem("Log").keepsMenuPresented()
        }.children
        #expect(
            nativeOutline(staticLayout.nodes(elements, in: .root)) == [
                "mute[off]", "<inline,small>[−, Size 3{disabled}, +]", "Log{keeps}",
            ])
    }

    @Test("Where the visible menu is rebuilt, they keep it open and rebuild it after running")
    func reloadingHostKeepsOpen() {
        let elements = Submenu("Root") {
            MenuToggle(.mute, isOn: false).keepsMenuPresented()
            MenuToggle(.pin, isOn: false)
            MenuStepper("Size", value: 3, in: 1...5, onIncrement: {}, onDecrement: {})
            MenuStepper("Once", value: 3, closeMenuOnTap: true, onIncrement: {}, onDecrement: {})
            MenuItem("Log").keepsMenuPresented()
        }.children
        #expect(
            nativeOutline(reloadingLayout.nodes(elements, in: .root)) == [
                "mute{keeps}[off]↻", "pin[off]", "<inline,small>[−{keeps}↻, Size 3{disabled}, +{keeps}↻]",
                "<inline,small>[−, Once 3{disabled}, +]", "Log{keeps}↻",
            ])
    }

    @Test("A stepper's buttons are disabled at the ends of its range; a label builder replaces the value row")
    func stepperBounds() {
        let top = MenuStepper("S", value: 5, in: 1...5, onIncrement: {}, onDecrement: {})
        #expect(
            nativeOutline(staticLayout.nodes(top.menuElements, in: .root)) == [
                "<inline,small>[−, S 5{disabled}, +{disabled}]"
            ])
        let labelled = MenuStepper(value: 1, in: 1...9, onIncrement: {}, onDecrement: {}) { value in
            MenuText("Amount: \(value)")
        }
        #expect(
            nativeOutline(reloadingLayout.nodes(labelled.menuElements, in: .root)) == [
                "<inline,small>[−{disabled,keeps}↻, Amount: 1{disabled}, +{keeps}↻]"
            ])
    }

    @MainActor
    @Test("Actions run what the element does: buttons, toggles with the new value, steppers")
    func performing() {
        let log = ActionLog()
        let elements = Submenu("Root") {
            MenuItem(.copy) { log.record("copy") }
            MenuToggle(.mute, isOn: true) { log.record("mute \($0)") }
            MenuStepper("S", value: 2, onIncrement: { log.record("+") }, onDecrement: { log.record("-") })
            MenuText("note")
        }.children
        func run(_ nodes: [NativeMenuNode]) {
            for node in nodes {
                switch node {
                case .action(let action): action.perform?()
                case .menu(let menu): run(menu.children)
                case .deferred, .platform: break
                }
            }
        }
        run(staticLayout.nodes(elements, in: .root))
        #expect(log.entries == ["copy", "mute false", "-", "+"])
    }

    @Test("Identifiers are unique per occurrence, the same standard button twice included")
    func uniqueIdentifiers() {
        let elements = Submenu("Root") {
            MenuItem(.copy)
            MenuDivider()
            MenuItem(.copy)
            MenuControlGroup { MenuItem(.copy) }
            MenuStepper("S", value: 1, onIncrement: {}, onDecrement: {})
            MenuStepper("S", value: 1, onIncrement: {}, onDecrement: {})
            Submenu("More") { MenuItem(.copy) }
        }.children
        var identities: [MenuIdentity] = []
        func collect(_ nodes: [NativeMenuNode]) {
            for node in nodes {
                if let identity = node.identity { identities.append(identity) }
                if case .menu(let menu) = node { collect(menu.children) }
            }
        }
        collect(staticLayout.rootMenu(elements).children)
        #expect(identities.count == 16)
        #expect(Set(identities).count == identities.count)
        #expect(staticLayout.rootMenu(elements).identity == .root)
    }
}

@Suite("Reload targeting")
struct MenuReloadTargetingTests {
    let layout = NativeMenuLayout(resolver: rawResolver(), reloadsVisibleMenu: true)

    func tree(count: Int) -> [MenuElement] {
        Submenu("Root") {
            MenuItem(.open)
            Submenu("Inner") {
                MenuStepper("Count", value: count, onIncrement: {}, onDecrement: {})
                Submenu("Deep") {
                    Async({ count }) { MenuText("\($0)") }.identifier("deep-numbers")
                }
            }
            MenuDivider()
            Async({ count }) { MenuText("\($0)") }.identifier("root-numbers")
        }.children
    }

    func identifier(of title: String, in menu: NativeMenu) -> String? {
        if menu.title == title { return menu.identity.rawValue }
        for case .menu(let child) in menu.children {
            if let found = identifier(of: title, in: child) { return found }
        }
        return nil
    }

    @Test("Reloading replaces the submenu that is shown, rebuilt, not the root")
    func submenuReplaced() throws {
        let old = layout.rootMenu(tree(count: 1))
        let visible = try #require(identifier(of: "Inner", in: old))
        let replacement = try #require(layout.rootMenu(tree(count: 2)).replacement(forVisibleMenu: visible))
        #expect(replacement.title == "Inner")
        #expect(replacement.identity.rawValue == visible)
        #expect(nativeOutline(replacement.children).first == "<inline,small>[−{keeps}↻, Count 2{disabled}, +{keeps}↻]")
    }

    @Test("The root, when it is what shows, is rebuilt whole")
    func rootReplaced() throws {
        let replacement = try #require(
            layout.rootMenu(tree(count: 2)).replacement(forVisibleMenu: MenuIdentity.root.rawValue))
        #expect(replacement.identity == .root)
        #expect(replacement.children.count == 2)
    }

    @Test("A visible menu that is not ours, or gone from the tree, is left as it is")
    func leftAlone() {
        let fresh = layout.rootMenu(tree(count: 2))
        #expect(fresh.replacement(forVisibleMenu: "com.example.menu") == nil)
        #expect(fresh.replacement(forVisibleMenu: MenuIdentity(path: ["menu:'Gone'"]).rawValue) == nil)
    }

    @Test("Reloading one Async element rebuilds the visible menu only if it shows that element")
    func asyncTargeting() throws {
        let fresh = layout.rootMenu(tree(count: 2))
        let inner = try #require(identifier(of: "Inner", in: fresh))
        let deep = try #require(identifier(of: "Deep", in: fresh))
        let root = MenuIdentity.root.rawValue
        #expect(fresh.replacement(forVisibleMenu: inner, showing: AsyncIdentifier("deep-numbers"))?.title == "Inner")
        #expect(fresh.replacement(forVisibleMenu: inner, showing: AsyncIdentifier("root-numbers")) == nil)
        #expect(fresh.replacement(forVisibleMenu: deep, showing: AsyncIdentifier("deep-numbers"))?.title == "Deep")
        #expect(fresh.replacement(forVisibleMenu: root, showing: AsyncIdentifier("root-numbers")) != nil)
        #expect(fresh.replacement(forVisibleMenu: root, showing: AsyncIdentifier("elsewhere")) == nil)
    }
}
