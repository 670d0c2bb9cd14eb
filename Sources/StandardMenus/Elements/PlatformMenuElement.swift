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
public struct PlatformMenuElement: Sendable {
    /// The platform's element. UIKit's menu elements are main-actor classes, and so sendable.
    let object: any AnyObject & Sendable
    /// The element's class name, for descriptions.
    public let typeName: String

    /// Wraps a platform element.
    init(_ object: any AnyObject & Sendable) {
        self.object = object
        self.typeName = String(describing: type(of: object))
    }
}
