/// The state of a slide-out menu of items: whether the list is revealed and which item is
/// selected, with the transitions the slide-out menu makes — as plain data, so that every
/// rule is tested without a screen.
///
/// - Choosing a row selects its item and, if the model says so (the default), hides the list.
/// - Tapping the content while the list shows hides it; while hidden, the tap is the content's.
/// - A toolbar button (or anything with the binding) toggles it.
/// - Releasing a drag snaps revealed or hidden with the model's state-dependent threshold.
/// - When the items change, the selection follows its item, or falls back to the first.
///
/// ```swift
/// var state = RevealMenuState(isRevealed: true, selectedIndex: 0)
/// state.select(2, itemCount: 5, model: RevealMenuModel())
/// state                                    // selectedIndex 2, isRevealed false
/// state.tapContent()                       // nothing: the list is hidden
/// state.toggle()                           // revealed again
/// ```
public struct RevealMenuState: Hashable, Sendable {
    /// Whether the list shows.
    public var isRevealed: Bool
    /// The index of the selected item, or `nil` when there is none.
    public var selectedIndex: Int?

    /// A state.
    public init(isRevealed: Bool = false, selectedIndex: Int? = 0) {
        self.isRevealed = isRevealed
        self.selectedIndex = selectedIndex
    }

    /// Chooses the row at `index`: selects it (an index outside `0..<itemCount` changes
    /// nothing) and hides the list when `model.hidesOnSelect`.
    public mutating func select(_ index: Int, itemCount: Int, model: RevealMenuModel) {
        guard (0..<itemCount).contains(index) else { return }
        selectedIndex = index
        if model.hidesOnSelect { isRevealed = false }
    }

    /// Taps the content: hides a revealed list.
    public mutating func tapContent() {
        isRevealed = false
    }

    /// Reveals a hidden list or hides a revealed one.
    public mutating func toggle() {
        isRevealed.toggle()
    }

    /// Releases a drag: revealed or hidden as ``RevealMenuModel/isRevealed(afterDragEndingAt:predictedEndTranslation:wasRevealed:containerWidth:)``
    /// decides, if the drag started where the model accepts it.
    public mutating func endDrag(
        startingAt startX: Double, translation: Double, predictedEndTranslation: Double? = nil,
        containerWidth: Double, model: RevealMenuModel
    ) {
        guard model.acceptsDrag(startingAt: startX, isRevealed: isRevealed, containerWidth: containerWidth) else {
            return
        }
        isRevealed = model.isRevealed(
            afterDragEndingAt: translation, predictedEndTranslation: predictedEndTranslation,
            wasRevealed: isRevealed, containerWidth: containerWidth)
    }

    /// Follows the selected item when the items change from `old` to `new` (compared by
    /// `id`): its new index, or the first item if it is gone, or `nil` when there are none.
    public mutating func itemsChanged<ID: Equatable>(from old: [ID], to new: [ID]) {
        guard !new.isEmpty else {
            selectedIndex = nil
            return
        }
        if let index = selectedIndex, old.indices.contains(index), let moved = new.firstIndex(of: old[index]) {
            selectedIndex = moved
        } else {
            selectedIndex = 0
        }
    }
}
