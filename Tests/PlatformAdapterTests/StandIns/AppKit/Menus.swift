// Stand-in for AppKit: menu items, buttons and images (see ../README.md). AppKit's headers mark
// these unavailable in Mac Catalyst apps (`APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`), which use UIKit.
@_exported import Foundation
@_exported import ObjectiveC

/// AppKit's `NSEvent`.
@available(macCatalyst, unavailable)
@MainActor
open class NSEvent: NSObject {
    /// AppKit's `NSEvent.ModifierFlags`.
    public struct ModifierFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let option = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        public static let help = ModifierFlags(rawValue: 1 << 22)
        public static let function = ModifierFlags(rawValue: 1 << 23)
    }
}

/// AppKit's `NSImage`.
@available(macCatalyst, unavailable)
open class NSImage: NSObject, @unchecked Sendable {
    @available(macOS 11.0, *)
    public init?(systemSymbolName symbolName: String, accessibilityDescription description: String?) {}
    open var accessibilityDescription: String?
}

/// AppKit's `NSControl` (as far as its state values go).
@available(macCatalyst, unavailable)
@MainActor
open class NSControl: NSObject {
    /// AppKit's `NSControl.StateValue`.
    public struct StateValue: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let mixed = StateValue(rawValue: -1)
        public static let off = StateValue(rawValue: 0)
        public static let on = StateValue(rawValue: 1)
    }
}

/// AppKit's `NSUserInterfaceItemIdentifier`.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// AppKit's `NSMenuItem`.
@available(macCatalyst, unavailable)
@MainActor
open class NSMenuItem: NSObject {
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {}
    open var title: String = ""
    open var keyEquivalent: String = ""
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
    open var image: NSImage?
    open weak var target: AnyObject?
    open var action: Selector?
    open var isEnabled: Bool = true
    open var toolTip: String?
    open var identifier: NSUserInterfaceItemIdentifier?
    open var submenu: NSMenu?
    open var tag: Int = 0
    open var state: NSControl.StateValue = .off
    open class func separator() -> NSMenuItem { fatalError() }
}

/// AppKit's `NSButton` (as a control with a title, target and action).
@available(macCatalyst, unavailable)
@MainActor
open class NSButton: NSControl {
    public override init() {}
    @available(macOS 10.12, *)
    public convenience init(title: String, target: AnyObject?, action: Selector?) { self.init() }
    open var title: String = ""
    open var keyEquivalent: String = ""
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = []
    @available(macOS 11.0, *)
    open var hasDestructiveAction: Bool = false
    open var image: NSImage?
    open var toolTip: String?
}
