import Testing

@testable import StandardButtons

/// The commands of a Mac app's menu bar and the other types added with them: each as
/// the issue names it, with Apple's shortcut where the Human Interface Guidelines give
/// one and none where they do not, and its title naming the app where Apple's does.
@Suite("Menu-bar types")
struct MenuBarTypeTests {
    static let identifiers = [
        "about", "quit", "hideApp", "hideOthers", "showAll", "openRecent", "saveAs", "revert", "pageSetup",
        "printPreview", "find", "findAndReplace", "findNext", "findPrevious", "useSelectionForFind",
        "pasteAndMatchStyle", "minimize", "zoom", "bringAllToFront", "showSidebar", "hideSidebar", "showToolbar",
        "hideToolbar", "customizeToolbar", "newWindow", "newTab", "closeAll", "getInfo", "preview", "tag", "rate",
        "connect", "disconnect", "install", "uninstall", "restart",
    ]

    @Test("At least 165 types, every identifier of the menu-bar issue among them")
    func identifiersExist() {
        #expect(StandardType.allCases.count >= 165)
        for identifier in Self.identifiers { #expect(StandardType(identifier: identifier) != nil, "\(identifier)") }
        #expect(Set(StandardType.allCases.map(\.identifier)).count == StandardType.allCases.count)
    }

    @Test(
        "Shortcuts as Apple's Human Interface Guidelines give them",
        arguments: [
            ("quit", "⌘Q"), ("hideApp", "⌘H"), ("hideOthers", "⌥⌘H"), ("saveAs", "⇧⌘S"), ("pageSetup", "⇧⌘P"),
            ("find", "⌘F"), ("findAndReplace", "⌥⌘F"), ("findNext", "⌘G"), ("findPrevious", "⇧⌘G"),
            ("useSelectionForFind", "⌘E"), ("pasteAndMatchStyle", "⌥⇧⌘V"), ("minimize", "⌘M"),
            ("showSidebar", "⌃⌘S"), ("hideToolbar", "⌥⌘T"), ("closeAll", "⌥⌘W"), ("getInfo", "⌘I"),
        ])
    func shortcuts(identifier: String, shortcut: String) throws {
        let type = try #require(StandardType(identifier: identifier))
        #expect(type.keyboardShortcut?.description == shortcut)
    }

    @Test("Commands the guidelines give no shortcut have none")
    func noShortcut() {
        for type in [
            StandardType.about, .showAll, .openRecent, .revert, .printPreview, .zoom, .bringAllToFront,
            .customizeToolbar, .newTab, .preview, .tag, .rate, .connect, .install, .restart,
        ] {
            #expect(type.keyboardShortcut == nil, "\(type)")
        }
    }

    @Test("About, Quit and Hide name the app; the others keep their title as it is")
    func appNameInTitles() {
        #expect(StandardType.about.title(appName: "Notes", preferredLanguages: ["en"]) == "About Notes")
        #expect(StandardType.quit.title(appName: "Notes", preferredLanguages: ["en"]) == "Quit Notes")
        #expect(StandardType.hideApp.title(appName: "Notes", preferredLanguages: ["en"]) == "Hide Notes")
        #expect(StandardType.copy.title(appName: "Notes", preferredLanguages: ["en"]) == "Copy")
        #expect(AppName.fill("%@ beenden", with: "Notes") == "Notes beenden")
        #expect(AppName.fill("Quit %1$@", with: "Notes") == "Quit Notes")
        #expect(AppName.fill("100 %", with: "Notes") == "100 %")
        #expect(!StandardType.quit.title(preferredLanguages: ["en"]).contains("%@"))
    }

    @Test("Titles with an ellipsis are the commands that ask for more before they act")
    func ellipses() {
        let withEllipsis = StandardType.allCases.filter { $0.title(preferredLanguages: ["en"]).hasSuffix("…") }
        #expect(Set(withEllipsis) == [.saveAs, .pageSetup, .find, .findAndReplace, .customizeToolbar])
    }

    @Test("Every built-in type has a help text key, and English has its sentence")
    func helpTexts() {
        for type in StandardType.allCases {
            #expect(type.helpTextKey == type.titleKey + ".Help")
            let help = type.helpText(preferredLanguages: ["en"])
            #expect(help?.hasSuffix(".") == true, "\(type): \(help ?? "nil")")
        }
        #expect(StandardType.copy.helpText(preferredLanguages: ["en"]) == "Copies the selection to the clipboard.")
        #expect(StandardType("custom", symbolName: "star").helpText() == nil)
    }
}
