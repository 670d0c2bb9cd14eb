import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Resolving menu trees")
struct MenuResolverTests {
    @Test("Every kind resolves with its title, type, symbol, shortcut, role and state")
    func everyKind() {
        let elements = Submenu(.more) {
            MenuItem(.delete, count: 3)
            MenuItem("Custom", symbolName: "star").disabled()
            MenuToggle(.mute, isOn: true)
            MenuText("Note")
            MenuSection(.share) { MenuDivider() }
            MenuControlGroup("Zoom") { MenuItem(.zoomIn) }
            MenuStepper("Size", value: 4, onIncrement: {}, onDecrement: {})
        }.display(.inline).menuElements
        let resolved = rawResolver().resolve(elements)
        let expected = ResolvedMenuElement(
            kind: .menu, type: .more, title: "more", symbolName: "ellipsis.circle", display: .inline,
            children: [
                ResolvedMenuElement(
                    kind: .button, type: .delete, title: "delete×3", symbolName: "trash",
                    shortcut: StandardShortcut(.delete, modifiers: [.command]), role: .destructive),
                ResolvedMenuElement(kind: .button, title: "Custom", symbolName: "star", isEnabled: false),
                ResolvedMenuElement(
                    kind: .toggle, type: .mute, title: "mute", symbolName: "speaker.slash", state: .on),
                ResolvedMenuElement(kind: .text, title: "Note", isEnabled: false),
                ResolvedMenuElement(
                    kind: .section, type: .share, title: "share",
                    children: [ResolvedMenuElement(kind: .divider, title: "")]),
                ResolvedMenuElement(
                    kind: .controlGroup, title: "Zoom",
                    children: [
                        ResolvedMenuElement(
                            kind: .button, type: .zoomIn, title: "zoomIn", symbolName: "plus.magnifyingglass",
                            shortcut: StandardShortcut(.character("+"), modifiers: [.command]))
                    ]),
                ResolvedMenuElement(kind: .stepper, title: "Size", value: 4),
            ])
        #expect(resolved == [expected])
    }

    @Test("A stepper built from its value resolves its label as children; a platform element its type name")
    func stepperLabelAndPlatform() {
        let stepper = MenuStepper(value: 3, in: 0...9, onIncrement: {}, onDecrement: {}) { value in
            MenuText("\(value) copies")
            MenuItem(.reset)
        }
        #expect(
            rawResolver().resolve(stepper.menuElements) == [
                ResolvedMenuElement(
                    kind: .stepper, title: "", value: 3,
                    children: [
                        ResolvedMenuElement(kind: .text, title: "3 copies", isEnabled: false),
                        ResolvedMenuElement(
                            kind: .button, type: .reset, title: "reset", symbolName: StandardType.reset.symbolName,
                            shortcut: StandardType.reset.keyboardShortcut, role: StandardType.reset.role),
                    ])
            ])
        #expect(stepper.closesMenuOnTap == false)
        #expect(MenuStepper("S", value: 1, closeMenuOnTap: true, onIncrement: {}, onDecrement: {}).closesMenuOnTap)
        let platform = MenuElement.platform(PlatformMenuElement(ExamplePlatformElement()))
        #expect(
            rawResolver().resolve([platform]) == [ResolvedMenuElement(kind: .platform, title: "ExamplePlatformElement")]
        )
    }

    @Test("Titles: standard and counted ones through the lookup, verbatim ones as given")
    func titles() {
        let resolver = MenuResolver(cache: AsyncCache()) { type, count in
            "<\(type.titleKey)\(count.map { "#\($0)" } ?? "")>"
        }
        #expect(resolver.title(.standard(.copy)) == "<Button.Copy>")
        #expect(resolver.title(.counted(.delete, count: 2)) == "<Button.Delete#2>")
        #expect(resolver.title(.verbatim("Button.Copy")) == "Button.Copy")
    }

    @Test("Has children: menus, sections and control groups")
    func hasChildren() {
        let withChildren = ResolvedMenuElement.Kind.allCases.filter {
            ResolvedMenuElement(kind: $0, title: "").hasChildren
        }
        #expect(withChildren == [.menu, .section, .controlGroup])
    }
}

/// Stands for a UIKit menu element (a main-actor class, and so sendable).
@MainActor
final class ExamplePlatformElement {
    nonisolated init() {}
}
