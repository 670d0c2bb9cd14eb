import Testing

@testable import StandardMenus

@Suite("The slide-out menu's state machine")
struct RevealMenuStateTests {
    let model = RevealMenuModel()

    @Test("Choosing a row selects its item and hides the list")
    func selectHides() {
        var state = RevealMenuState(isRevealed: true, selectedIndex: 0)
        state.select(2, itemCount: 3, model: model)
        #expect(state == RevealMenuState(isRevealed: false, selectedIndex: 2))
    }

    @Test("With hidesOnSelect off, the list stays while the selection changes")
    func selectKeepsOpen() {
        var state = RevealMenuState(isRevealed: true, selectedIndex: 0)
        state.select(1, itemCount: 3, model: RevealMenuModel(hidesOnSelect: false))
        #expect(state == RevealMenuState(isRevealed: true, selectedIndex: 1))
    }

    @Test("A row outside the items changes nothing", arguments: [-1, 3, 99])
    func selectOutOfRange(index: Int) {
        var state = RevealMenuState(isRevealed: true, selectedIndex: 1)
        state.select(index, itemCount: 3, model: model)
        #expect(state == RevealMenuState(isRevealed: true, selectedIndex: 1))
    }

    @Test("Tapping the content hides the list; the binding toggles it")
    func tapAndToggle() {
        var state = RevealMenuState(isRevealed: true)
        state.tapContent()
        #expect(!state.isRevealed)
        state.tapContent()
        #expect(!state.isRevealed)
        state.toggle()
        #expect(state.isRevealed)
        state.toggle()
        #expect(!state.isRevealed)
    }

    @Test("Releasing a drag applies the threshold of the state it started in")
    func dragEnds() {
        var state = RevealMenuState(isRevealed: false)
        state.endDrag(startingAt: 10, translation: 95, containerWidth: 400, model: model)
        #expect(!state.isRevealed)  // 95 < 96 (30% of 320)
        state.endDrag(startingAt: 10, translation: 96, containerWidth: 400, model: model)
        #expect(state.isRevealed)
        state.endDrag(
            startingAt: 300, translation: -50, predictedEndTranslation: -200, containerWidth: 400, model: model)
        #expect(!state.isRevealed)  // a flick back
    }

    @Test("While hidden, a drag that starts far from the edge is the content's, not the menu's")
    func dragFromMiddleIgnored() {
        var state = RevealMenuState(isRevealed: false)
        state.endDrag(startingAt: 200, translation: 300, containerWidth: 400, model: model)
        #expect(!state.isRevealed)
        var trailing = RevealMenuState(isRevealed: false)
        trailing.endDrag(
            startingAt: 395, translation: -200, containerWidth: 400, model: RevealMenuModel(edge: .trailing))
        #expect(trailing.isRevealed)
    }

    @Test("When the items change, the selection follows its item, or falls back to the first")
    func itemsChange() {
        var state = RevealMenuState(selectedIndex: 1)
        state.itemsChanged(from: ["inbox", "sent", "trash"], to: ["drafts", "inbox", "sent"])
        #expect(state.selectedIndex == 2)
        state.itemsChanged(from: ["drafts", "inbox", "sent"], to: ["drafts", "inbox"])
        #expect(state.selectedIndex == 0)
        state.itemsChanged(from: ["drafts", "inbox"], to: [String]())
        #expect(state.selectedIndex == nil)
        state.itemsChanged(from: [String](), to: ["new"])
        #expect(state.selectedIndex == 0)
    }
}
