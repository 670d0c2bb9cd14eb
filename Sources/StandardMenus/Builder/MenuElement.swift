/// One node of a menu tree, as a ``MenuBuilder`` produces it.
///
/// ```swift
/// let elements: [MenuElement] = Submenu(.edit) {
///     MenuItem(.undo) { undo() }
///     MenuDivider()
///     MenuItem(.copy) { copy() }
/// }.menuElements
/// if case .menu(let menu) = elements[0] { print(menu.children.count) }   // 3
/// ```
public enum MenuElement: Sendable, MenuContent {
    /// A button that performs an action.
    case button(MenuItem)
    /// A submenu, or an inline or palette group with a title.
    case menu(Submenu)
    /// A button with an on, off or mixed state.
    case toggle(MenuToggle)
    /// A disabled row of text.
    case text(MenuText)
    /// An inline group of elements, with an optional title.
    case section(MenuSection)
    /// A separator between groups.
    case divider
    /// A row of compact buttons.
    case controlGroup(MenuControlGroup)
    /// A value with decrement and increment buttons.
    case stepper(MenuStepper)
    /// Elements built from a value fetched when the menu opens.
    case async(Async)
    /// An element of the platform's UI framework (a `UIAction`, `UIMenu`…), passed through.
    case platform(PlatformMenuElement)

    /// The element itself.
    public var menuElements: [MenuElement] { [self] }
}
