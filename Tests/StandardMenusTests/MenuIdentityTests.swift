import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Menu identities")
struct MenuIdentityTests {
    func keys(_ elements: [MenuElement], in parent: MenuIdentity = .root) -> [String] {
        parent.identify(elements).map { $0.identity.path.joined(separator: "/") }
    }

    @Test("Each kind has a key from what it shows; counts do not change it")
    func keysByKind() {
        let elements = Submenu("Root") {
            MenuItem(.copy)
            MenuItem(.delete, count: 3)
            MenuItem("Archive")
            Submenu("Open Recent") {}
            Submenu("Sort") {}.identifier("sorting")
            MenuToggle(.pin, isOn: true)
            MenuText("Synced")
            MenuSection("Group") {}
            MenuSection {}
            MenuDivider()
            MenuControlGroup {}
            MenuStepper("Size", value: 1, onIncrement: {}, onDecrement: {})
            Async({ 1 }) { _ in MenuDivider() }.identifier("numbers")
        }.children
        #expect(
            keys(elements) == [
                "item:copy", "item:delete", "item:'Archive'", "menu:'Open Recent'", "menu:sorting", "toggle:pin",
                "text:'Synced'", "section:'Group'", "section:", "divider", "group:", "stepper:'Size'", "async:numbers",
            ])
        #expect(keys(MenuItem(.delete, count: 4).menuElements) == keys(MenuItem(.delete, count: 1).menuElements))
    }

    @Test("Repeated siblings are told apart by their order; children extend the parent's path")
    func repeatedSiblings() {
        let elements = Submenu("Root") {
            MenuItem(.copy)
            MenuDivider()
            MenuItem(.copy)
            MenuDivider()
            MenuItem(.copy)
        }.children
        let parent = MenuIdentity.root.appending("menu:'Root'")
        #expect(
            keys(elements, in: parent) == [
                "menu:'Root'/item:copy", "menu:'Root'/divider", "menu:'Root'/item:copy#2", "menu:'Root'/divider#2",
                "menu:'Root'/item:copy#3",
            ])
    }

    @Test("An element keeps its identity when a sibling of another kind is inserted before it")
    func stableUnderInsertion() {
        func tree(pinned: Bool) -> [MenuElement] {
            Submenu("Root") {
                if pinned { MenuItem(.unpin) }
                MenuItem(.open)
                Async({ 1 }) { _ in MenuDivider() }.identifier("recent")
            }.children
        }
        let before = MenuIdentity.root.identify(tree(pinned: false))
        let after = MenuIdentity.root.identify(tree(pinned: true))
        #expect(before.map(\.identity) == Array(after.map(\.identity).dropFirst()))
    }

    @Test("Raw values round-trip, with '/' and '%' in keys escaped; others are not ours")
    func rawValues() {
        let identity = MenuIdentity(path: ["menu:'A/B'", "item:'100%'", "item:'%2F'"])
        #expect(identity.rawValue == "StandardMenus:menu:'A%2FB'/item:'100%25'/item:'%252F'")
        #expect(MenuIdentity(rawValue: identity.rawValue) == identity)
        #expect(MenuIdentity.root.rawValue == "StandardMenus:root")
        #expect(MenuIdentity(rawValue: "StandardMenus:root") == .root)
        #expect(MenuIdentity(rawValue: "com.apple.menu.edit") == nil)
        #expect(MenuIdentity(rawValue: "StandardMenus:item:'50%'")?.path == ["item:'50%'"])
    }

    @Test("Identities in a whole tree are unique, nested menus included")
    func uniqueInTree() {
        let elements = Submenu("Root") {
            MenuItem(.copy)
            MenuItem(.copy)
            Submenu("More") {
                MenuItem(.copy)
                Submenu("More") { MenuItem(.copy) }
            }
            Submenu("More") { MenuItem(.copy) }
        }.menuElements
        var all: [MenuIdentity] = []
        func walk(_ elements: [MenuElement], _ parent: MenuIdentity) {
            for child in parent.identify(elements) {
                all.append(child.identity)
                if case .menu(let menu) = child.element { walk(menu.children, child.identity) }
            }
        }
        walk(elements, .root)
        #expect(all.count == 9)
        #expect(Set(all).count == all.count)
    }
}
