// A small app that uses the libraries as the README shows, type-checked for every Apple
// platform by Scripts/check-apple-platforms.sh (never built by SwiftPM: the test target
// excludes this folder). It is written as an app developer would write it at the
// package's floor (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1): what needs more
// is behind `#available`, as in an app.
import LocalizeKit
import StandardButtons
import StandardMenus

/// The app's own model: what the buttons do.
@MainActor final class Editor {
    var selection: [String] = []
    func add() {}
    func delete() {}
    func copy() {}
    func paste() {}
    func perform(_ type: StandardType) {}
}

/// Platform-neutral use: titles, counted titles, hints and a resolved menu.
@MainActor func describeButtons(editor: Editor) async -> String {
    let delete = StandardType.delete
    let titles = [
        StandardType.add.title(),
        delete.title(count: 3, preferredLanguages: ["ru"]),
        StandardType.more.accessibilityHint() ?? "",
    ]
    let menu = Submenu(.edit) {
        MenuTemplates.edit(actions: MenuTemplateActions { editor.perform($0) })
        MenuDivider()
        MenuItem(.share) { editor.copy() }
    }
    let resolved = await MenuResolver(preferredLanguages: ["de"]).load(menu.menuElements)
    return titles.joined(separator: ", ") + "\n" + MenuRenderer.text(resolved)
}

#if canImport(SwiftUI)
    import SwiftUI

    /// The README's SwiftUI buttons.
    struct Toolbar: View {
        let editor: Editor
        var body: some View {
            Button(.add) { editor.add() }
            Button(.add, title: "Button.AddNewItem") { editor.add() }
            Button(.delete, systemImage: "trash.circle") { editor.delete() }
            StandardButton(.delete, count: editor.selection.count) { editor.delete() }
            StandardButton(.ok) { editor.add() }
            StandardButton(.copy, keyboardShortcut: .standard) { editor.copy() }
            StandardButton(.share, style: .iconOnly) { editor.copy() }
        }
    }

    #if !os(watchOS)
        /// A standard Edit menu in SwiftUI's `Menu` (tvOS has the content view from 17).
        struct EditMenu: View {
            let editor: Editor
            var body: some View {
                if #available(tvOS 17.0, *) {
                    Menu("Edit") {
                        MenuContentView(resolver: MenuResolver()) {
                            MenuTemplates.edit(actions: MenuTemplateActions { editor.perform($0) })
                        }
                    }
                }
            }
        }
    #endif

    /// A toggle whose title follows its state, and a dialog's buttons in the platform's order.
    struct Player: View {
        @State private var isMuted = false
        let editor: Editor
        var body: some View {
            Toggle(.mute, isOn: $isMuted)
            StandardDialogButtons([.save, .cancel, .dontSave]) { type in
                if type == .save { editor.add() }
            }
        }
    }

    #if !os(tvOS) && !os(watchOS)
        /// The standard menu bar's File and View menus as the app's commands.
        @available(iOS 14.0, macOS 11.0, *)
        struct AppCommands: Commands {
            let bar = StandardMenuBar(appName: "Fixture", actions: MenuTemplateActions { _ in })
            var body: some Commands {
                StandardMenuCommands(.file, bar: bar)
                StandardMenuCommands(.view, bar: bar)
            }
        }
    #endif

    #if !os(tvOS)
        /// The README's slide-out menu with standard buttons as rows.
        struct Sections: View {
            @State private var tab = 0
            @State private var showsMenu = false
            var body: some View {
                SlideOutMenu([.home, .search, .settings], selectedIndex: $tab, isRevealed: $showsMenu) { type in
                    StandardButtonLabel(type)
                }
            }
        }
    #endif
#endif

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The README's UIKit actions and menu.
    @MainActor func makeEditMenu(editor: Editor) -> UIMenu {
        let copy = UIAction(.copy) { _ in editor.copy() }
        let delete = UIAction(.delete, count: 3) { _ in editor.delete() }
        let built = UIMenu(title: "Edit") {
            MenuItem(.paste) { editor.paste() }
            MenuItem(.delete) { editor.delete() }.subtitle("3 files")
        }
        let mute = UIAction(.mute, isOn: true) { _ in editor.copy() }
        return UIMenu(title: "", children: [copy, delete, built, mute])
    }

    /// The standard menu bar in an iPad app's main menu, and an alert's standard actions.
    @MainActor func buildMenu(with builder: any UIMenuBuilder, alert: UIAlertController, editor: Editor) {
        builder.replaceMenus([.file, .view], with: StandardMenuBar(appName: "Fixture", actions: .none))
        alert.addActions([.delete, .cancel]) { type in if type == .delete { editor.delete() } }
        let help = UIButton(.help)
        _ = help
    }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// The README's AppKit menu item, with ⌘V.
    @MainActor func makePasteItem() -> NSMenuItem {
        NSMenuItem(.paste, action: Selector("paste:"))
    }

    /// The standard main menu, a toggle item and an alert's buttons in macOS's order.
    @MainActor func makeMainMenu(alert: NSAlert) -> NSMenu {
        let menu = NSMenu(standardMenuBar: StandardMenuBar(appName: "Fixture"))
        menu.addItem(NSMenuItem(.sidebar, isOn: false, action: Selector("toggleSidebar:")))
        alert.addButtons([.save, .cancel, .dontSave])
        return menu
    }
#endif
