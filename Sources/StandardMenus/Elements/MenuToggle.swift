import StandardButtons

/// A menu item with an on, off or mixed state; choosing it calls the action with the new value.
///
/// The toggle keeps its own symbol beside the title; the state is shown as the platform
/// shows it (a checkmark, or a dash when mixed).
///
/// ```swift
/// MenuToggle("Show Hidden Files", isOn: showsHidden) { showsHidden = $0 }
/// MenuToggle(.mute, isOn: isMuted) { isMuted = $0 }.keepsMenuPresented()
/// MenuToggle(toggle: .sidebar, isOn: showsSidebar) { showsSidebar = $0 }   // "Hide Sidebar" while shown
/// MenuToggle("Bold", state: MenuToggleState(selected: boldCount, of: selection.count)) { setBold($0) }
/// ```
public struct MenuToggle: ChoosableMenuElement {
    /// The title.
    public var title: MenuTitle
    /// The SF Symbol shown beside the title, if any.
    public var symbolName: String?
    /// The state shown.
    public var state: MenuToggleState
    /// Whether the menu stays open after the toggle is chosen.
    public var keepsMenuPresented = false
    /// Whether the toggle can be chosen.
    public var isEnabled = true
    /// Whether the toggle is left out of the menu.
    public var isHidden = false
    /// A second line under the title, if any.
    public var subtitle: MenuTitle?
    /// Called with the new value when the toggle is chosen.
    public var action: @MainActor @Sendable (Bool) -> Void

    /// A toggle titled with a standard type, showing the type's symbol.
    public init(
        _ type: StandardType, isOn: Bool, action: @escaping @MainActor @Sendable (Bool) -> Void = { _ in }
    ) {
        self.init(title: .standard(type), symbolName: type.symbolName, state: MenuToggleState(isOn), action: action)
    }

    /// A toggle for a standard toggle: titled with the action it performs in this state
    /// ("Unmute" while muted) and showing the symbol of the state; the menu's checkmark
    /// shows the state as well.
    public init(
        toggle: StandardToggle, isOn: Bool, action: @escaping @MainActor @Sendable (Bool) -> Void = { _ in }
    ) {
        self.init(
            title: .standard(toggle.action(isOn: isOn)), symbolName: toggle.symbolName(isOn: isOn),
            state: MenuToggleState(isOn), action: action)
    }

    /// A toggle with a title given as is.
    public init(
        _ title: String, symbolName: String? = nil, isOn: Bool,
        action: @escaping @MainActor @Sendable (Bool) -> Void = { _ in }
    ) {
        self.init(title: .verbatim(title), symbolName: symbolName, state: MenuToggleState(isOn), action: action)
    }

    /// A toggle with a title given as is and any state, mixed included.
    public init(
        _ title: String, symbolName: String? = nil, state: MenuToggleState,
        action: @escaping @MainActor @Sendable (Bool) -> Void = { _ in }
    ) {
        self.init(title: .verbatim(title), symbolName: symbolName, state: state, action: action)
    }

    /// A toggle from its parts.
    public init(
        title: MenuTitle, symbolName: String?, state: MenuToggleState,
        action: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        self.title = title
        self.symbolName = symbolName
        self.state = state
        self.action = action
    }

    /// Whether the toggle is on (a mixed state counts as off: choosing it turns it on).
    public var isOn: Bool { state == .on }

    /// Chooses the toggle: calls the action with the value choosing sets.
    @MainActor public func perform() {
        action(state.toggledValue)
    }

    /// The toggle as an element.
    public var menuElements: [MenuElement] { [.toggle(self)] }
}
