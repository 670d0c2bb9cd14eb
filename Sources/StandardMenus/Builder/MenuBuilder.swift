/// The result builder that turns a closure of menu elements into a `[MenuElement]` tree.
///
/// Every statement that produces ``MenuContent`` contributes its elements, in order:
/// single elements, arrays, optionals, ``MenuForEach`` and the results of other builder
/// functions. `if`, `if let`, `if`/`else`, `switch` and `for` loops work as in SwiftUI.
///
/// ```swift
/// @MenuBuilder
/// func documentMenu(isPinned: Bool, recent: [String]) -> [MenuElement] {
///     MenuItem(.open) { openDocument() }
///     if isPinned { MenuItem(.unpin) { unpin() } } else { MenuItem(.pin) { pin() } }
///     Submenu("Open Recent") {
///         for name in recent { MenuItem(name) { open(name) } }
///     }
///     MenuDivider()
///     MenuItem(.delete) { delete() }
/// }
/// ```
@resultBuilder
public enum MenuBuilder {
    /// Turns one statement into elements.
    public static func buildExpression(_ content: some MenuContent) -> [MenuElement] {
        content.menuElements
    }

    /// Concatenates the statements of a block.
    public static func buildBlock(_ components: [MenuElement]...) -> [MenuElement] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ component: [MenuElement]?) -> [MenuElement] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first component: [MenuElement]) -> [MenuElement] {
        component
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second component: [MenuElement]) -> [MenuElement] {
        component
    }

    /// A `for` loop: the elements of every iteration, in order.
    public static func buildArray(_ components: [[MenuElement]]) -> [MenuElement] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [MenuElement]) -> [MenuElement] {
        component
    }
}
