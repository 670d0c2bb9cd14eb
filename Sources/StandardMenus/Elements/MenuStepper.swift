import StandardButtons

/// A value with decrement and increment buttons, kept within a range, and a label showing
/// the value between them.
///
/// The app keeps the value: the buttons call its closures, and the menu shows the new
/// value when it is rebuilt (at once in a ``ReloadableContextMenuInteraction``, which keeps
/// the menu open unless `closeMenuOnTap`; elsewhere when the menu opens again).
///
/// ```swift
/// MenuStepper("Font Size", value: fontSize, in: 9...72) {
///     fontSize += 1
/// } onDecrement: {
///     fontSize -= 1
/// }
/// MenuStepper(value: count, in: 1...10, onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { value in
///     MenuText("Amount: \(value)")
/// }
/// ```
public struct MenuStepper: Sendable, MenuContent {
    /// The title shown before the value, if the label is not built from the value.
    public var title: MenuTitle?
    /// The current value.
    public var value: Int
    /// The values the stepper allows.
    public var range: ClosedRange<Int>
    /// How much one step changes the value.
    public var step: Int
    /// Whether choosing a button closes the menu (by default it stays open where it can be
    /// rebuilt while shown).
    public var closesMenuOnTap: Bool
    /// The elements showing the value, built from it; empty when the title and value are shown.
    public var label: [MenuElement]
    /// Called when the increment button is chosen.
    public var onIncrement: MenuAction
    /// Called when the decrement button is chosen.
    public var onDecrement: MenuAction

    /// A stepper showing a title given as is and the value.
    public init(
        _ title: String, value: Int, in range: ClosedRange<Int> = Int.min...Int.max, step: Int = 1,
        closeMenuOnTap: Bool = false, onIncrement: @escaping MenuAction, onDecrement: @escaping MenuAction
    ) {
        self.init(
            title: .verbatim(title), value: value, in: range, step: step, onIncrement: onIncrement,
            onDecrement: onDecrement)
        self.closesMenuOnTap = closeMenuOnTap
    }

    /// A stepper whose label `label` builds from the value.
    public init(
        value: Int, in range: ClosedRange<Int> = Int.min...Int.max, step: Int = 1, closeMenuOnTap: Bool = false,
        onIncrement: @escaping MenuAction, onDecrement: @escaping MenuAction,
        @MenuBuilder label: (Int) -> [MenuElement]
    ) {
        self.init(title: nil, value: value, in: range, step: step, onIncrement: onIncrement, onDecrement: onDecrement)
        self.closesMenuOnTap = closeMenuOnTap
        self.label = label(value)
    }

    /// A stepper from its parts, showing `title` and the value.
    public init(
        title: MenuTitle?, value: Int, in range: ClosedRange<Int>, step: Int,
        onIncrement: @escaping MenuAction, onDecrement: @escaping MenuAction
    ) {
        self.title = title
        self.value = value
        self.range = range
        self.step = max(1, step)
        self.closesMenuOnTap = false
        self.label = []
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// Whether one more step up stays in the range.
    public var canIncrement: Bool {
        let (next, overflow) = value.addingReportingOverflow(step)
        return !overflow && range.contains(next)
    }

    /// Whether one more step down stays in the range.
    public var canDecrement: Bool {
        let (next, overflow) = value.subtractingReportingOverflow(step)
        return !overflow && range.contains(next)
    }

    /// The text of the value's row when no label is built from the value: the title, a
    /// space and the value ("Font Size 12"), or the value alone.
    public func valueTitle(resolvedBy resolver: MenuResolver) -> String {
        (title.map { resolver.title($0) + " " } ?? "") + String(value)
    }

    /// The stepper as an element.
    public var menuElements: [MenuElement] { [.stepper(self)] }
}
