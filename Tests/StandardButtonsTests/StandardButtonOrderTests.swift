import Testing

@testable import StandardButtons

/// Dialog buttons in each platform's order, leading edge first.
@Suite("Platform button order")
struct StandardButtonOrderTests {
    @Test(
        "OK, Cancel and Help, as each platform lays them out",
        arguments: [
            (StandardButtonOrder.Platform.macOS, ["help", "cancel", "ok"]),
            (.iOS, ["help", "cancel", "ok"]),
            (.windows, ["ok", "cancel", "help"]),
            (.kde, ["help", "ok", "cancel"]),
            (.gnome, ["help", "cancel", "ok"]),
        ])
    func okCancelHelp(platform: StandardButtonOrder.Platform, expected: [String]) {
        #expect(StandardButtonOrder.arranged([.cancel, .ok, .help], for: platform).map(\.identifier) == expected)
    }

    @Test("macOS's save sheet: Don't Save apart at the leading end, Save last, Cancel before it")
    func macOSSaveSheet() {
        let arrangement = StandardButtonOrder.arrangement(of: [.save, .cancel, .dontSave], for: .macOS)
        #expect(arrangement.leading == [.dontSave])
        #expect(arrangement.trailing == [.cancel, .save])
    }

    @Test("Yes and No: the affirmative answer where each platform puts its default")
    func yesNo() {
        #expect(StandardButtonOrder.arranged([.yes, .no], for: .macOS) == [.no, .yes])
        #expect(StandardButtonOrder.arranged([.yes, .no], for: .windows) == [.yes, .no])
        #expect(StandardButtonOrder.arranged([.no, .yes], for: .kde) == [.yes, .no])
        #expect(StandardButtonOrder.arranged([.yes, .no], for: .gnome) == [.no, .yes])
    }

    @Test(
        "Nothing is lost or repeated, and buttons of one role keep the order given",
        arguments: StandardButtonOrder.Platform.allCases)
    func keepsEveryButton(platform: StandardButtonOrder.Platform) {
        let types: [StandardType] = [.share, .cancel, .apply, .reset, .help, .ok, .discard, .export]
        let arranged = StandardButtonOrder.arranged(types, for: platform)
        #expect(arranged.count == types.count && Set(arranged) == Set(types))
        let actions = arranged.filter { StandardButtonOrder.dialogRole(of: $0) == .action }
        #expect(actions == [.share, .export])
    }

    @Test("Dialog roles come from the dialog types and the roles of the others")
    func dialogRoles() {
        #expect(StandardButtonOrder.dialogRole(of: .ok) == .accept)
        #expect(StandardButtonOrder.dialogRole(of: .save) == .accept)
        #expect(StandardButtonOrder.dialogRole(of: .cancel) == .reject)
        #expect(StandardButtonOrder.dialogRole(of: .dontSave) == .destructive)
        #expect(StandardButtonOrder.dialogRole(of: .help) == .help)
        #expect(StandardButtonOrder.dialogRole(of: .apply) == .apply)
        #expect(StandardButtonOrder.dialogRole(of: .yes) == .yes)
        #expect(StandardButtonOrder.dialogRole(of: .share) == .action)
    }

    @Test("Linux runs as GNOME, the desktop it most often has")
    func currentPlatform() {
        #expect(StandardButtonOrder.Platform.current == .gnome)
    }
}
