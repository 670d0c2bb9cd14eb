import Testing

@testable import StandardButtons

/// Standard toggles: one control over a pair of types, whose title is the action it
/// performs now and whose symbol shows the state.
@Suite("Standard toggles")
struct StandardToggleTests {
    @Test("The title is the action the control performs now, in any language")
    func titleFollowsState() {
        #expect(StandardToggle.mute.title(isOn: false, preferredLanguages: ["en"]) == "Mute")
        #expect(StandardToggle.mute.title(isOn: true, preferredLanguages: ["en"]) == "Unmute")
        #expect(StandardToggle.sidebar.title(isOn: false, preferredLanguages: ["en"]) == "Show Sidebar")
        #expect(StandardToggle.sidebar.title(isOn: true, preferredLanguages: ["en"]) == "Hide Sidebar")
        for language in ["de", "ja", "ar"] {
            #expect(
                StandardToggle.favorite.title(isOn: true, preferredLanguages: [language])
                    == StandardType.removeFavorite.title(preferredLanguages: [language]))
        }
    }

    @Test("The symbol shows the state; the help text is the current action's")
    func symbolAndHelpFollowState() {
        #expect(StandardToggle.favorite.symbolName(isOn: true) == "star.fill")
        #expect(StandardToggle.favorite.symbolName(isOn: false) == "star")
        #expect(StandardToggle.mute.symbolName(isOn: true) == "speaker.slash")
        #expect(
            StandardToggle.mute.helpText(isOn: true, preferredLanguages: ["en"])
                == StandardType.unmute.helpText(preferredLanguages: ["en"]))
    }

    @Test("Every toggle pairs two different built-in types, and no type is in two toggles")
    func pairs() {
        var seen = Set<StandardType>()
        for toggle in StandardToggle.allCases {
            #expect(toggle.turnOn != toggle.turnOff, "\(toggle)")
            #expect(StandardType.allCases.contains(toggle.turnOn) && StandardType.allCases.contains(toggle.turnOff))
            #expect(seen.insert(toggle.turnOn).inserted && seen.insert(toggle.turnOff).inserted, "\(toggle)")
            #expect(StandardToggle(identifier: toggle.identifier) == toggle)
            #expect(StandardToggle.containing(toggle.turnOff) == toggle)
        }
        #expect(Set(StandardToggle.allCases.map(\.identifier)).count == StandardToggle.allCases.count)
        for name in ["favorite", "follow", "mute", "pin", "lock", "flag", "like", "sidebar", "toolbar", "fullScreen"] {
            #expect(StandardToggle(identifier: name) != nil, "\(name)")
        }
        #expect(StandardToggle(identifier: "nonsense") == nil)
        #expect(StandardToggle.containing(.copy) == nil)
    }

    @Test("A toggle of the app's own types takes their symbols unless given others")
    func customToggle() {
        let archive = StandardType("archiveThread", symbolName: "archivebox")
        let unarchive = StandardType("unarchiveThread", symbolName: "tray.and.arrow.up")
        let toggle = StandardToggle("archived", turnOn: archive, turnOff: unarchive)
        #expect(toggle.symbolName(isOn: false) == "archivebox")
        #expect(toggle.symbolName(isOn: true) == "tray.and.arrow.up")
        #expect(toggle.action(isOn: true) == unarchive)
    }
}
