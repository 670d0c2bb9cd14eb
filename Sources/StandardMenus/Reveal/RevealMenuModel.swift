/// The geometry and gestures of a slide-out menu: a list revealed from one edge of a
/// container by a binding or a horizontal drag, as pure functions of the revealed state,
/// the drag translation and the container size.
///
/// The list is `widthRatio` of the container wide (at most `maximumWidth`). A drag moves it
/// with the finger, never beyond fully hidden or fully revealed. On release it snaps
/// revealed or hidden: a hidden list opens when the drag (or its predicted end, for a
/// flick) passes `openingThreshold` of the list's width; a revealed one closes when it
/// passes `closingThreshold` back. While hidden, only drags that start within
/// `edgeActivationWidth` of the edge count, so the content keeps its own gestures.
///
/// ```swift
/// let model = RevealMenuModel(edge: .leading, widthRatio: 0.8)
/// model.listWidth(containerWidth: 400)                                          // 320
/// model.revealRatio(isRevealed: false, translation: 160, containerWidth: 400)   // 0.5
/// model.isRevealed(afterDragEndingAt: 120, wasRevealed: false, containerWidth: 400)  // true (120 ≥ 96)
/// ```
public struct RevealMenuModel: Hashable, Sendable {
    /// The edge the list slides in from.
    public var edge: RevealEdge
    /// The list's width as a fraction of the container's (0…1).
    public var widthRatio: Double
    /// The widest the list gets, if bounded.
    public var maximumWidth: Double?
    /// The fraction of the list's width a drag must pass to reveal a hidden list.
    public var openingThreshold: Double
    /// The fraction of the list's width a drag must pass to hide a revealed list.
    public var closingThreshold: Double
    /// How close to the edge a drag must start to reveal a hidden list, in points.
    public var edgeActivationWidth: Double
    /// Whether choosing a row hides the list (see ``RevealMenuState/select(_:itemCount:model:)``).
    public var hidesOnSelect: Bool

    /// A model; the defaults give a list 80% of the container wide, revealed or hidden by
    /// a drag of 30% of its width, starting within 24 points of the leading edge, and
    /// hidden when a row is chosen.
    public init(
        edge: RevealEdge = .leading, widthRatio: Double = 0.8, maximumWidth: Double? = nil,
        openingThreshold: Double = 0.3, closingThreshold: Double = 0.3, edgeActivationWidth: Double = 24,
        hidesOnSelect: Bool = true
    ) {
        self.hidesOnSelect = hidesOnSelect
        self.edge = edge
        self.widthRatio = widthRatio
        self.maximumWidth = maximumWidth
        self.openingThreshold = openingThreshold
        self.closingThreshold = closingThreshold
        self.edgeActivationWidth = edgeActivationWidth
    }

    /// The list's width in a container `containerWidth` wide.
    public func listWidth(containerWidth: Double) -> Double {
        let width = max(0, containerWidth) * min(max(widthRatio, 0), 1)
        return maximumWidth.map { min(width, max(0, $0)) } ?? width
    }

    /// How far a drag with horizontal `translation` moves the list from where it rests, in
    /// the revealing direction: 0…list width when hidden, −list width…0 when revealed.
    public func dragOffset(translation: Double, isRevealed: Bool, containerWidth: Double) -> Double {
        let width = listWidth(containerWidth: containerWidth)
        let offset = translation * edge.openingDirection
        return isRevealed ? min(max(offset, -width), 0) : min(max(offset, 0), width)
    }

    /// How much of the list shows, in points.
    public func revealedWidth(isRevealed: Bool, translation: Double = 0, containerWidth: Double) -> Double {
        let width = listWidth(containerWidth: containerWidth)
        return (isRevealed ? width : 0)
            + dragOffset(translation: translation, isRevealed: isRevealed, containerWidth: containerWidth)
    }

    /// How much of the list shows, from 0 (hidden) to 1 (revealed): for dimming the content.
    public func revealRatio(isRevealed: Bool, translation: Double = 0, containerWidth: Double) -> Double {
        let width = listWidth(containerWidth: containerWidth)
        guard width > 0 else { return isRevealed ? 1 : 0 }
        return revealedWidth(isRevealed: isRevealed, translation: translation, containerWidth: containerWidth) / width
    }

    /// The distance a drag must pass to change the state: the opening threshold of the list's
    /// width when hidden, the closing one when revealed.
    public func threshold(isRevealed: Bool, containerWidth: Double) -> Double {
        listWidth(containerWidth: containerWidth) * (isRevealed ? closingThreshold : openingThreshold)
    }

    /// Whether a drag starting at `x` (from the container's leading edge) moves the list:
    /// any drag when revealed, only one near the edge when hidden.
    public func acceptsDrag(startingAt x: Double, isRevealed: Bool, containerWidth: Double) -> Bool {
        if isRevealed { return true }
        switch edge {
        case .leading: return x <= edgeActivationWidth
        case .trailing: return x >= containerWidth - edgeActivationWidth
        }
    }

    /// The state after a drag is released: snaps revealed or hidden depending on whether the
    /// drag — or, when given, its predicted end (a flick) — passed the threshold.
    public func isRevealed(
        afterDragEndingAt translation: Double, predictedEndTranslation: Double? = nil, wasRevealed: Bool,
        containerWidth: Double
    ) -> Bool {
        let offset = dragOffset(
            translation: predictedEndTranslation ?? translation, isRevealed: wasRevealed,
            containerWidth: containerWidth)
        let threshold = threshold(isRevealed: wasRevealed, containerWidth: containerWidth)
        guard threshold > 0 else { return offset != 0 ? !wasRevealed : wasRevealed }
        return wasRevealed ? -offset < threshold : offset >= threshold
    }

    /// The list's frame in the container: full height, sliding in from the edge.
    public func listFrame(
        containerWidth: Double, containerHeight: Double, isRevealed: Bool, translation: Double = 0
    ) -> RevealMenuFrame {
        let width = listWidth(containerWidth: containerWidth)
        let shown = revealedWidth(isRevealed: isRevealed, translation: translation, containerWidth: containerWidth)
        let x = edge == .leading ? shown - width : containerWidth - shown
        return RevealMenuFrame(x: x, y: 0, width: width, height: max(0, containerHeight))
    }

    /// How far the content moves aside as the list shows: positive (right) from the leading
    /// edge, negative from the trailing one.
    public func contentOffset(isRevealed: Bool, translation: Double = 0, containerWidth: Double) -> Double {
        revealedWidth(isRevealed: isRevealed, translation: translation, containerWidth: containerWidth)
            * edge.openingDirection
    }
}
