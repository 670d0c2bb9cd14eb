import StandardButtons
import Testing

@testable import StandardMenus

/// The menu bar of a Mac app, platform neutral: its six menus, their contents, the
/// app's name where Apple puts it, and how each item reaches SwiftUI and AppKit.
@Suite("Standard menu bar")
struct StandardMenuBarTests {
    /// The standard types of a menu's buttons, depth first.
    static func types(_ elements: [MenuElement]) -> [StandardType] {
        elements.flatMap { element -> [StandardType] in
            switch element {
            case .button(let item): item.title.standardType.map { [$0] } ?? []
            case .menu(let menu): types(menu.children)
            default: []
            }
        }
    }

    @Test("Six menus in the menu bar's order, the app menu titled with the app's name")
    func menus() {
        let bar = StandardMenuBar(appName: "Notes")
        #expect(bar.menus.count == 6)
        #expect(bar.menus[0].title == .verbatim("Notes"))
        #expect(
            bar.menus.dropFirst().map(\.title)
                == ["Menu.File", "Menu.Edit", "Menu.View", "Menu.Window", "Menu.Help"].map { .key($0) })
        let resolver = bar.resolver(preferredLanguages: ["en"])
        #expect(bar.menus.map { resolver.title($0.title) } == ["Notes", "File", "Edit", "View", "Window", "Help"])
    }

    @Test("The app menu names the app in About, Hide and Quit")
    func appMenu() {
        let bar = StandardMenuBar(appName: "Notes")
        let resolved = bar.resolver(preferredLanguages: ["en"]).resolve(bar.menu(.app).children)
        let titles = resolved.filter { $0.kind == .button }.map(\.title)
        #expect(titles == ["About Notes", "Settings", "Hide Notes", "Hide Others", "Show All", "Quit Notes"])
    }

    @Test("The View menu offers the action each toggle performs in the bar's state")
    func viewMenuFollowsState() {
        var bar = StandardMenuBar(appName: "Notes")
        #expect(Self.types(bar.menu(.view).children).prefix(3) == [.hideToolbar, .customizeToolbar, .hideSidebar])
        bar.isToolbarShown = false
        bar.isSidebarShown = false
        bar.isFullScreen = true
        let types = Self.types(bar.menu(.view).children)
        #expect(types.prefix(3) == [.showToolbar, .customizeToolbar, .showSidebar])
        #expect(types.last == .exitFullScreen)
    }

    @Test("The Edit menu's Find submenu, titled from the catalog")
    func findSubmenu() throws {
        let edit = StandardMenuBar().menu(.edit).children
        guard case .menu(let find)? = edit.last else {
            Issue.record("the Edit menu does not end with the Find submenu")
            return
        }
        #expect(find.title == .key("Menu.Find"))
        #expect(Self.types(find.children) == [.find, .findAndReplace, .findNext, .findPrevious, .useSelectionForFind])
        #expect(MenuResolver(preferredLanguages: ["en"]).title(find.title) == "Find")
    }

    @Test("The app's additions join the menu they are given for")
    func additions() {
        var bar = StandardMenuBar()
        bar.additions[.help] = [.button(MenuItem("Release Notes") {})]
        #expect(bar.menu(.help).children.count == 3)  // Help | Release Notes
    }

    @Test(
        "SwiftUI's groups hold every button of each menu exactly once, in the menu's order",
        arguments: StandardMenuTemplate.menuBar)
    func commandGroupsCoverMenus(template: StandardMenuTemplate) {
        let bar = StandardMenuBar()
        let grouped = bar.commandGroups(for: template).flatMap { $0.types + $0.submenuTypes }
        let fullScreen: Set<StandardType> = [.enterFullScreen, .exitFullScreen]
        #expect(grouped == Self.types(bar.menu(template).children).filter { !fullScreen.contains($0) })
    }

    @Test("No menu has more than the four groups SwiftUI's StandardMenuCommands shows")
    func atMostFourGroups() {
        for template in StandardMenuTemplate.allCases {
            #expect(StandardMenuBar().commandGroups(for: template).count <= 4, "\(template)")
        }
    }

    @Test("AppKit items send AppKit's standard actions; the rest the standard-command action")
    func appKitActions() {
        #expect(StandardMenuBar.appKitAction(for: .copy) == .init(selector: "copy:", tag: 0))
        #expect(StandardMenuBar.appKitAction(for: .quit).selector == "terminate:")
        #expect(StandardMenuBar.appKitAction(for: .about).selector == "orderFrontStandardAboutPanel:")
        #expect(StandardMenuBar.appKitAction(for: .findNext) == .init(selector: "performTextFinderAction:", tag: 2))
        #expect(StandardMenuBar.appKitAction(for: .hideSidebar).selector == "toggleSidebar:")
        #expect(StandardMenuBar.appKitAction(for: .zoomIn).selector == StandardMenuBar.standardCommandSelector)
        for template in StandardMenuTemplate.menuBar {
            for type in Self.types(StandardMenuBar().menu(template).children) {
                #expect(StandardMenuBar.appKitAction(for: type).selector.hasSuffix(":"), "\(type)")
            }
        }
    }

    @Test("The standard command reaches the bar's action by the type's identifier")
    @MainActor func performByIdentifier() {
        let chosen = ChosenTypes()
        let bar = StandardMenuBar(actions: MenuTemplateActions { chosen.append($0) })
        #expect(bar.perform(identifier: "zoomIn"))
        #expect(!bar.perform(identifier: "nonsense"))
        #expect(chosen.types == [.zoomIn])
    }
}

/// The types an action received, in order.
@MainActor final class ChosenTypes {
    private(set) var types: [StandardType] = []
    func append(_ type: StandardType) { types.append(type) }
}

/// Menu toggles over standard toggles.
@Suite("Standard toggles in menus")
struct StandardToggleMenuTests {
    @Test("The title is the action for the state, the symbol the state's, the checkmark the state")
    func followsState() {
        let shown = MenuToggle(toggle: .sidebar, isOn: true)
        #expect(shown.title == .standard(.hideSidebar))
        #expect(shown.state == .on)
        let muted = MenuToggle(toggle: .mute, isOn: true)
        #expect(muted.title == .standard(.unmute))
        #expect(muted.symbolName == "speaker.slash")
        let unmuted = MenuToggle(toggle: .mute, isOn: false)
        #expect(unmuted.title == .standard(.mute) && unmuted.symbolName == "speaker.wave.2" && unmuted.state == .off)
    }
}
