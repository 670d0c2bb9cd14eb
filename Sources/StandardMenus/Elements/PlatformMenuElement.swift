/// A menu element of the platform's own UI framework, such as a `UIAction`, `UIMenu` or
/// `UIDeferredMenuElement` placed in a ``MenuBuilder`` closure, passed through to the
/// platform menu as is.
///
/// ```swift
/// UIMenu(title: "Edit") {
///     MenuItem(.copy) { copy() }
///     UIAction(title: "Native Action") { _ in runNativeAction() }   // a PlatformMenuElement
/// }
/// ```
///
/// Only the platform adapters create and read these; everywhere else (text and JSON
/// rendering, `btnloc menu`) such an element shows as a `platform` row.
public struct PlatformMenuElement: @unchecked Sendable {
    // @unchecked Sendable: this holds a reference to a UIKit element (a main-actor class)
    // without touching it; only the UIKit adapter reads it back, on the main actor. So it
    // does not matter whether an SDK marks those classes Sendable.

    /// The platform's element.
    let object: AnyObject
    /// The element's class name, for descriptions.
    public let typeName: String

    /// Wraps a platform element.
    init(_ object: AnyObject) {
        self.object = object
        self.typeName = String(describing: type(of: object))
    }
}
