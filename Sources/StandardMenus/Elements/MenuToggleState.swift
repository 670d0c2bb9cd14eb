/// The state a ``MenuToggle`` shows: a checkmark, nothing, or a dash for a mixed selection.
///
/// ```swift
/// MenuToggleState(selected: 2, of: 5)   // .mixed
/// ```
public enum MenuToggleState: String, CaseIterable, Hashable, Sendable {
    /// On: a checkmark.
    case on
    /// Off: no mark.
    case off
    /// Partly on, for a selection of several items: a dash.
    case mixed

    /// `.on` or `.off`.
    public init(_ isOn: Bool) {
        self = isOn ? .on : .off
    }

    /// The state of a setting shared by a selection: on if all items have it, off if
    /// none (or there are none), mixed otherwise.
    public init(selected: Int, of total: Int) {
        if selected <= 0 || total <= 0 {
            self = .off
        } else if selected >= total {
            self = .on
        } else {
            self = .mixed
        }
    }

    /// The value choosing the toggle sets: off when on, on otherwise (a mixed state turns on).
    public var toggledValue: Bool { self != .on }
}
