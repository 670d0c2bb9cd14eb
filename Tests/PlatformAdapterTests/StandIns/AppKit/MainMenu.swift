// Stand-in for AppKit: menus and alerts (see ../README.md).

/// AppKit's `NSMenu`.
@available(macCatalyst, unavailable)
@MainActor
open class NSMenu: NSObject {
    public init(title: String) {}
    open var title: String = ""
    open var items: [NSMenuItem] = []
    open func addItem(_ newItem: NSMenuItem) {}
}

/// AppKit's `NSAlert`.
@available(macCatalyst, unavailable)
@MainActor
open class NSAlert: NSObject {
    public override init() {}
    open var messageText: String = ""
    open var informativeText: String = ""
    open var buttons: [NSButton] { [] }
    open func addButton(withTitle title: String) -> NSButton { fatalError() }
}
