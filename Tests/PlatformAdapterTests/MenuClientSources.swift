/// Apps' files that use StandardMenus, compiled by ``MenuAdapterTypeCheckTests`` against the
/// stand-ins: they are written as an app would write them, with nothing qualified.
enum MenuClientSources {
    /// A SwiftUI file: a menu tree built with every kind of element beside SwiftUI's own
    /// `Menu`, `Divider`, `Section`, `Toggle`, `ForEach`, `Text`, and the slide-out menu.
    static let swiftUI = """
        import StandardButtons
        import StandardMenus
        import SwiftUI

        struct Mailbox: Identifiable, Equatable {
            let id: String
            let name: String
        }

        @MainActor final class Model {
            var isBold = false
            var size = 12
            var recent = ["Notes", "Plans"]
            func open(_ name: String) {}
            func recentNames() async -> [String] { ["Notes"] }
        }

        @MenuBuilder
        @MainActor func documentMenu(_ model: Model) -> [MenuElement] {
            MenuItem(.copy) { model.open("copy") }
            MenuItem(.delete, count: 3) {}.subtitle("3 files").keepsMenuPresented()
            MenuDivider()
            MenuSection("Format") {
                MenuToggle("Bold", isOn: model.isBold) { model.isBold = $0 }
                MenuToggle("Mixed", state: .mixed)
            }
            MenuControlGroup {
                MenuItem(.cut)
                MenuItem(.paste).disabled()
            }
            MenuStepper("Size", value: model.size, in: 8...72, onIncrement: { model.size += 1 }, onDecrement: {
                model.size -= 1
            })
            MenuStepper(value: model.size, closeMenuOnTap: true, onIncrement: {}, onDecrement: {}) { value in
                MenuText("\\(value) pt")
            }
            Submenu("Open Recent") {
                MenuForEach(model.recent) { name in MenuItem(name) { model.open(name) } }
                for name in model.recent { MenuText(name) }
            }
            .identifier("recent")
            Submenu("Colours", display: .palette) {}.options(.singleSelection)
            Async({ ["a", "b"] }) { names in
                MenuForEach(names) { MenuItem($0) }
            }
            .cached()
            .identifier(42)
            .calculateBodyWithCache(true)
        }

        @MainActor func namedAsTypes(_ model: Model) -> [MenuElement] {
            let extra: MenuItem? = MenuItem(.share)
            let toggles: [MenuToggle] = [MenuToggle("A", isOn: true)]
            let divider = MenuDivider()
            let section = MenuSection { MenuDivider() }
            let group = MenuControlGroup { MenuItem(.cut) }
            let text: MenuText = MenuText("note")
            func submenu() -> Submenu { Submenu("S") { divider } }
            return (extra.menuElements + toggles.menuElements + section.menuElements + group.menuElements
                + text.menuElements + submenu().menuElements)
        }

        struct Toolbar: View {
            let model: Model
            @State private var showsMenu = false
            @State private var mailbox = 0
            let mailboxes = [Mailbox(id: "in", name: "Inbox")]

            var body: some View {
                SlideOutMenu(mailboxes, selectedIndex: $mailbox, isRevealed: $showsMenu) { mailbox in
                    Label(mailbox.name, systemImage: "tray")
                } content: { mailbox in
                    Menu("Actions") {
                        Button("Plain SwiftUI") {}
                        Divider()
                        Section("SwiftUI's own") {
                            Toggle(isOn: $showsMenu) { Text(mailbox.name) }
                            ForEach(mailboxes) { Text($0.name) }
                        }
                        MenuContentView(elements: documentMenu(model), resolver: MenuResolver())
                    }
                }
            }
        }

        struct Tabs: View {
            @State private var tab = 0
            @State private var showsMenu = false
            var body: some View {
                SlideOutMenu([.home, .search, .settings], selectedIndex: $tab, isRevealed: $showsMenu) { type in
                    Text(verbatim: type.identifier)
                }
            }
        }
        """

    /// A UIKit file: BetterMenus-style menus mixing UIKit's elements into the builder, a
    /// reloadable context menu with a preview and a delegate subclass.
    static let uiKit = """
        import StandardMenus
        import UIKit

        final class PreviewController: UIViewController {}

        final class CommittingDelegate: ReloadableContextMenuInteraction.Delegate {
            var committed = 0
            override func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction,
                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {
                committed += 1
            }
        }

        @MainActor final class DocumentController {
            var count = 1
            var isOn = false
            var interaction: ReloadableContextMenuInteraction?

            func makeNativeSubmenu() -> UIMenu {
                UIMenu(title: "Native Submenu", children: [UIAction(title: "Native Action") { _ in }])
            }

            func buttonMenu() -> UIMenu {
                UIMenu(title: "Edit") {
                    MenuItem(.copy) {}
                    UIAction(title: "Native") { _ in }
                    self.makeNativeSubmenu()
                    [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }]
                    MenuToggle("On", isOn: self.isOn) { self.isOn = $0 }
                }
            }

            func install() {
                let interaction = ReloadableContextMenuInteraction(
                    previewProvider: { PreviewController() }, delegate: CommittingDelegate()
                ) {
                    MenuStepper("Amount", value: self.count, onIncrement: { self.count += 1 }, onDecrement: {
                        self.count -= 1
                    })
                    Submenu("Stepper") { MenuText("\\(self.count)") }.identifier("stepper-menu")
                    Async({ ["a"] }) { names in MenuForEach(names) { MenuItem($0) } }.cached().identifier("names")
                }
                self.interaction = interaction
                interaction.reload()
                let menu: UIMenu = interaction.makeMenu()
                _ = menu
                _ = MenuResolver().uiMenu(title: "Static") { MenuItem(.paste) }
            }

            func refreshNames() async {
                await interaction?.reload(asyncIdentifier: "names")
            }
        }
        """

    /// The names StandardMenus exported before they were renamed, which SwiftUI exports too
    /// (`MenuButton` on macOS), and the names that replace them.
    static let renamedTypes: [(old: String, new: String)] = [
        ("Menu", "Submenu"), ("MenuButton", "MenuItem"), ("Text", "MenuText"), ("Divider", "MenuDivider"),
        ("Section", "MenuSection"), ("Toggle", "MenuToggle"), ("ForEach", "MenuForEach"),
        ("ControlGroup", "MenuControlGroup"), ("Stepper", "MenuStepper"),
    ]

    /// The old names.
    static let clashingNames = renamedTypes.map(\.old)

    /// A module declaring the old names with the initializers StandardMenus had.
    static let legacyModule = """
        public protocol MenuContent: Sendable {}
        @resultBuilder public enum MenuBuilder {
            public static func buildExpression(_ content: some MenuContent) -> [any MenuContent] { [content] }
            public static func buildBlock(_ parts: [any MenuContent]...) -> [any MenuContent] { parts.flatMap { $0 } }
        }
        public struct Menu: MenuContent { public init(_ title: String, @MenuBuilder content: () -> [any MenuContent]) {} }
        public struct MenuButton: MenuContent { public init(_ title: String, action: @escaping @Sendable () -> Void = {}) {} }
        public struct Text: MenuContent { public init(_ title: String, symbolName: String? = nil) {} }
        public struct Divider: MenuContent { public init() {} }
        public struct Section: MenuContent { public init(@MenuBuilder content: () -> [any MenuContent]) {} }
        public struct Toggle: MenuContent { public init(_ title: String, isOn: Bool) {} }
        public struct ForEach: MenuContent {
            public init<Data: Sequence>(_ data: Data, @MenuBuilder content: (Data.Element) -> [any MenuContent]) {}
        }
        public struct ControlGroup: MenuContent { public init(@MenuBuilder content: () -> [any MenuContent]) {} }
        public struct Stepper: MenuContent {
            public init(_ title: String, value: Int, onIncrement: @escaping @Sendable () -> Void, onDecrement: @escaping @Sendable () -> Void) {}
        }
        """

    /// Lines of an app's file that name each type as a type (`let element: Divider? = nil`),
    /// and build the elements without arguments SwiftUI's types also take.
    static func namingLines(_ names: [String]) -> String {
        names.map { "    let \($0.lowercased()): \($0)? = nil\n    _ = \($0.lowercased())\n" }.joined()
    }
}
