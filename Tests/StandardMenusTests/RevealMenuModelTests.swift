import Testing

@testable import StandardMenus

@Suite("The reveal-menu model")
struct RevealMenuModelTests {
    let leading = RevealMenuModel()
    let trailing = RevealMenuModel(edge: .trailing)

    @Test("The list is a fraction of the container, bounded by a maximum width")
    func listWidth() {
        #expect(leading.listWidth(containerWidth: 400) == 320)
        #expect(RevealMenuModel(widthRatio: 0.5).listWidth(containerWidth: 400) == 200)
        #expect(RevealMenuModel(maximumWidth: 300).listWidth(containerWidth: 1000) == 300)
        #expect(RevealMenuModel(widthRatio: 2).listWidth(containerWidth: 400) == 400)
        #expect(leading.listWidth(containerWidth: -10) == 0)
    }

    @Test("Leading edge: the list's frame when hidden, revealed and dragged")
    func leadingFrames() {
        #expect(
            leading.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: false)
                == RevealMenuFrame(x: -320, y: 0, width: 320, height: 800))
        #expect(
            leading.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: true)
                == RevealMenuFrame(x: 0, y: 0, width: 320, height: 800))
        #expect(
            leading.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: false, translation: 160).x == -160)
        #expect(
            leading.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: true, translation: -80).x == -80)
    }

    @Test("Trailing edge: the list slides in from the right")
    func trailingFrames() {
        #expect(trailing.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: false).x == 400)
        #expect(trailing.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: true).x == 80)
        #expect(
            trailing.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: false, translation: -160).x == 240
        )
        #expect(
            trailing.listFrame(containerWidth: 400, containerHeight: 800, isRevealed: true, translation: 100).x == 180)
    }

    @Test(
        "The drag offset follows the finger in the right direction and stops at the ends",
        arguments: [
            // (edge, revealed, translation, offset)
            (RevealEdge.leading, false, 100.0, 100.0), (.leading, false, 500, 320), (.leading, false, -50, 0),
            (.leading, true, -100, -100), (.leading, true, -500, -320), (.leading, true, 50, 0),
            (.trailing, false, -100, 100), (.trailing, false, 100, 0), (.trailing, false, -999, 320),
            (.trailing, true, 100, -100), (.trailing, true, -100, 0),
        ])
    func dragOffset(edge: RevealEdge, isRevealed: Bool, translation: Double, expected: Double) {
        let model = RevealMenuModel(edge: edge)
        #expect(model.dragOffset(translation: translation, isRevealed: isRevealed, containerWidth: 400) == expected)
    }

    @Test("The reveal ratio goes from 0 to 1 as the list shows")
    func revealRatio() {
        #expect(leading.revealRatio(isRevealed: false, containerWidth: 400) == 0)
        #expect(leading.revealRatio(isRevealed: true, containerWidth: 400) == 1)
        #expect(leading.revealRatio(isRevealed: false, translation: 160, containerWidth: 400) == 0.5)
        #expect(leading.revealRatio(isRevealed: true, translation: -80, containerWidth: 400) == 0.75)
        #expect(trailing.revealRatio(isRevealed: false, translation: -80, containerWidth: 400) == 0.25)
        #expect(leading.revealRatio(isRevealed: true, containerWidth: 0) == 1)
        #expect(leading.revealRatio(isRevealed: false, containerWidth: 0) == 0)
    }

    @Test("The content moves aside by the shown width, away from the edge")
    func contentOffset() {
        #expect(leading.contentOffset(isRevealed: true, containerWidth: 400) == 320)
        #expect(trailing.contentOffset(isRevealed: true, containerWidth: 400) == -320)
        #expect(leading.contentOffset(isRevealed: false, translation: 40, containerWidth: 400) == 40)
    }

    @Test("The threshold depends on the state")
    func thresholds() {
        let model = RevealMenuModel(openingThreshold: 0.2, closingThreshold: 0.5)
        #expect(model.threshold(isRevealed: false, containerWidth: 400) == 64)
        #expect(model.threshold(isRevealed: true, containerWidth: 400) == 160)
        #expect(model.isRevealed(afterDragEndingAt: 64, wasRevealed: false, containerWidth: 400))
        #expect(!model.isRevealed(afterDragEndingAt: 63, wasRevealed: false, containerWidth: 400))
        #expect(model.isRevealed(afterDragEndingAt: -159, wasRevealed: true, containerWidth: 400))
        #expect(!model.isRevealed(afterDragEndingAt: -160, wasRevealed: true, containerWidth: 400))
    }

    @Test(
        "Releasing snaps revealed or hidden",
        arguments: [
            // (edge, wasRevealed, translation, predicted end, revealed after)
            (RevealEdge.leading, false, 95.0, nil as Double?, false), (.leading, false, 96, nil, true),
            (.leading, false, 50, 200, true), (.leading, false, 120, 40, false), (.leading, false, -300, nil, false),
            (.leading, true, -95, nil, true), (.leading, true, -96, nil, false), (.leading, true, 300, nil, true),
            (.trailing, false, -96, nil, true), (.trailing, false, 96, nil, false), (.trailing, true, 96, nil, false),
            (.trailing, true, -200, nil, true),
        ])
    func snapping(edge: RevealEdge, wasRevealed: Bool, translation: Double, predicted: Double?, expected: Bool) {
        let model = RevealMenuModel(edge: edge)
        #expect(
            model.isRevealed(
                afterDragEndingAt: translation, predictedEndTranslation: predicted, wasRevealed: wasRevealed,
                containerWidth: 400) == expected)
    }

    @Test("A zero threshold changes the state on any drag toward it, and only then")
    func zeroThreshold() {
        let model = RevealMenuModel(openingThreshold: 0, closingThreshold: 0)
        #expect(model.isRevealed(afterDragEndingAt: 1, wasRevealed: false, containerWidth: 400))
        #expect(!model.isRevealed(afterDragEndingAt: 0, wasRevealed: false, containerWidth: 400))
        #expect(!model.isRevealed(afterDragEndingAt: -1, wasRevealed: true, containerWidth: 400))
        #expect(model.isRevealed(afterDragEndingAt: 0, wasRevealed: true, containerWidth: 400))
    }

    @Test("While hidden, only drags from near the edge count")
    func dragActivation() {
        #expect(leading.acceptsDrag(startingAt: 10, isRevealed: false, containerWidth: 400))
        #expect(!leading.acceptsDrag(startingAt: 100, isRevealed: false, containerWidth: 400))
        #expect(leading.acceptsDrag(startingAt: 300, isRevealed: true, containerWidth: 400))
        #expect(trailing.acceptsDrag(startingAt: 390, isRevealed: false, containerWidth: 400))
        #expect(!trailing.acceptsDrag(startingAt: 300, isRevealed: false, containerWidth: 400))
    }
}
