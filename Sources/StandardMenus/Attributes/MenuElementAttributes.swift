/// How a chosen element looks and behaves, as UIKit's `UIMenuElement.Attributes` expresses it:
/// what the UIKit adapter sets on each `UIAction`.
///
/// ```swift
/// let attributes: MenuElementAttributes = [.destructive, .keepsMenuPresented]
/// attributes.contains(.disabled)   // false
/// ```
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Attributes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown dimmed; cannot be chosen.
    public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
    /// Shown in the destructive style (red).
    public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
    /// Not shown at all (it still answers its keyboard shortcut in UIKit).
    public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
    /// The menu stays open after the element is chosen (iOS 16, macOS 13.3 in SwiftUI).
    public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)
}
