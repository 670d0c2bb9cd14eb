import Testing

@testable import StandardButtons

/// Right-to-left layouts: every built-in symbol that points sideways is listed here
/// with how it follows the layout direction, and checked.
@Suite("Directional symbols")
struct DirectionalSymbolTests {
    /// How a sideways symbol behaves in a right-to-left layout.
    enum Behaviour {
        /// Its name says backward/forward: SF Symbols mirrors it.
        case mirrorsByName
        /// Its name has no mirroring form: the type says the adapters must flip it.
        case flippedByType
        /// Media controls stay as they are in every language (Apple's Human Interface Guidelines).
        case neverMirrored
        /// Points both ways, so it reads the same mirrored.
        case symmetric
    }

    static let directional: [(StandardType, String, Behaviour)] = [
        (.continue, "arrow.forward", .mirrorsByName),
        (.skip, "forward.end", .flippedByType),
        (.undo, "arrow.uturn.backward", .mirrorsByName),
        (.redo, "arrow.uturn.forward", .mirrorsByName),
        (.replace, "arrow.left.arrow.right", .symmetric),
        (.restore, "arrow.uturn.backward.circle", .mirrorsByName),
        (.open, "arrow.up.forward.app", .mirrorsByName),
        (.back, "chevron.backward", .mirrorsByName),
        (.forward, "chevron.forward", .mirrorsByName),
        (.next, "chevron.forward", .mirrorsByName),
        (.previous, "chevron.backward", .mirrorsByName),
        (.enterFullScreen, "arrow.up.left.and.arrow.down.right", .symmetric),
        (.exitFullScreen, "arrow.down.right.and.arrow.up.left", .symmetric),
        (.skipForward, "goforward", .neverMirrored),
        (.skipBack, "gobackward", .neverMirrored),
        (.nextTrack, "forward.fill", .neverMirrored),
        (.previousTrack, "backward.fill", .neverMirrored),
        (.reply, "arrowshape.turn.up.backward", .mirrorsByName),
        (.replyAll, "arrowshape.turn.up.backward.2", .mirrorsByName),
        (.forwardMessage, "arrowshape.turn.up.forward", .mirrorsByName),
        (.signOut, "rectangle.portrait.and.arrow.forward", .mirrorsByName),
    ]

    /// Whether a symbol name points sideways: a part names a horizontal direction.
    static func pointsSideways(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.contains { ["left", "right", "forward", "backward", "goforward", "gobackward"].contains($0) }
    }

    @Test("The list holds exactly the built-in types whose symbols point sideways")
    func listIsComplete() {
        let sideways = StandardType.allCases.filter { Self.pointsSideways($0.symbolName) }.map(\.identifier)
        #expect(Set(sideways) == Set(Self.directional.map(\.0.identifier)))
    }

    @Test("Each directional symbol follows the layout direction as listed", arguments: directional)
    func behaviour(type: StandardType, symbol: String, behaviour: Behaviour) {
        #expect(type.symbolName == symbol)
        let parts = symbol.split(separator: ".")
        switch behaviour {
        case .mirrorsByName:
            #expect(parts.contains("forward") || parts.contains("backward"))
            #expect(!parts.contains("left") && !parts.contains("right"), "\(symbol) names a fixed side")
            #expect(!type.flipsSymbolForRightToLeft, "\(type) would be mirrored twice")
        case .flippedByType:
            #expect(type.flipsSymbolForRightToLeft)
        case .neverMirrored:
            #expect(type.category == .media)
            #expect(!type.flipsSymbolForRightToLeft)
        case .symmetric:
            #expect(parts.contains("left") && parts.contains("right"))
            #expect(!type.flipsSymbolForRightToLeft)
        }
    }

    @Test("Only the listed types are flipped by the adapters")
    func onlyListedFlip() {
        let flipped = StandardType.allCases.filter(\.flipsSymbolForRightToLeft).map(\.identifier)
        #expect(flipped == ["skip"])
    }
}
