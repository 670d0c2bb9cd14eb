/// The elements a person chooses, ``MenuItem`` and ``MenuToggle``, and the modifiers they share.
///
/// ```swift
/// MenuItem(.paste) { paste() }.disabled(!canPaste)
/// MenuToggle("Bold", isOn: isBold) { isBold = $0 }.keepsMenuPresented().subtitle("⌘B")
/// MenuItem("Debug Log") { showLog() }.hidden(!isDeveloper)
/// ```
public protocol ChoosableMenuElement: MenuContent {
    /// Whether the element can be chosen.
    var isEnabled: Bool { get set }
    /// Whether the element is left out of the menu.
    var isHidden: Bool { get set }
    /// Whether the menu stays open after the element is chosen.
    var keepsMenuPresented: Bool { get set }
    /// A second line under the title, if any.
    var subtitle: MenuTitle? { get set }
}

extension ChoosableMenuElement {
    /// The element, disabled when `disabled` is true.
    public func disabled(_ disabled: Bool = true) -> Self {
        var copy = self
        copy.isEnabled = !disabled
        return copy
    }

    /// The element, left out of the menu when `hidden` is true.
    public func hidden(_ hidden: Bool = true) -> Self {
        var copy = self
        copy.isHidden = hidden
        return copy
    }

    /// The element, keeping the menu open when chosen if `keeps` is true.
    ///
    /// UIKit honours it where the menu can be rebuilt while it is shown (a
    /// ``ReloadableContextMenuInteraction``, which does so after the action); elsewhere the
    /// menu closes, so that it never shows a stale state.
    public func keepsMenuPresented(_ keeps: Bool = true) -> Self {
        var copy = self
        copy.keepsMenuPresented = keeps
        return copy
    }

    /// The element with a second line under its title, given as is (`nil`: none).
    public func subtitle(_ subtitle: String?) -> Self {
        var copy = self
        copy.subtitle = subtitle.map(MenuTitle.verbatim)
        return copy
    }
}
