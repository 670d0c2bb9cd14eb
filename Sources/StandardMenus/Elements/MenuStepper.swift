import StandardButtons

/// A value with decrement and increment buttons, kept within a range.
///
/// ```swift
/// MenuStepper("Font Size", value: fontSize, in: 9...72, step: 1) {
///     fontSize += 1
/// } onDecrement: {
///     fontSize -= 1
/// }
/// ```
public struct MenuStepper: Sendable, MenuContent {
    /// The title.
    public var title: MenuTitle
    /// The current value.
    public var value: Int
    /// The values the stepper allows.
    public var range: ClosedRange<Int>
    /// How much one step changes the value.
    public var step: Int
    /// Called when the increment button is chosen.
    public var onIncrement: MenuAction
    /// Called when the decrement button is chosen.
    public var onDecrement: MenuAction

    /// A stepper with a title given as is.
    public init(
        _ title: String, value: Int, in range: ClosedRange<Int> = Int.min...Int.max, step: Int = 1,
        onIncrement: @escaping MenuAction, onDecrement: @escaping MenuAction
    ) {
        self.init(
            title: .verbatim(title), value: value, in: range, step: step, onIncrement: onIncrement,
            onDecrement: onDecrement)
    }

    /// A stepper from its parts.
    public init(
        title: MenuTitle, value: Int, in range: ClosedRange<Int>, step: Int,
        onIncrement: @escaping MenuAction, onDecrement: @escaping MenuAction
    ) {
        self.title = title
        self.value = value
        self.range = range
        self.step = max(1, step)
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

    /// The stepper as an element.
    public var menuElements: [MenuElement] { [.stepper(self)] }
}
