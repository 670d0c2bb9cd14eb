/// A keyboard shortcut: a key and modifiers, independent of any UI framework.
///
/// ```swift
/// StandardType.copy.keyboardShortcut?.description   // "⌘C"
/// StandardType.redo.keyboardShortcut?.description   // "⇧⌘Z"
/// StandardType.cancel.keyboardShortcut?.description // "⎋"
/// ```
public struct StandardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// The key of a shortcut.
    public enum Key: Hashable, Sendable {
        /// A character key, lowercase (`c`, `/`, `=`).
        case character(Character)
        /// Return (↩).
        case `return`
        /// Escape (⎋).
        case escape
        /// Delete backward (⌫).
        case delete
        /// Tab (⇥).
        case tab
        /// Space.
        case space

        /// The key as printed in menus.
        public var symbol: String {
            switch self {
            case .character(let character): String(character).uppercased()
            case .return: "↩"
            case .escape: "⎋"
            case .delete: "⌫"
            case .tab: "⇥"
            case .space: "Space"
            }
        }
    }

    /// Modifier keys.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates modifiers from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Command (⌘).
        public static let command = Modifiers(rawValue: 1 << 0)
        /// Shift (⇧).
        public static let shift = Modifiers(rawValue: 1 << 1)
        /// Option (⌥).
        public static let option = Modifiers(rawValue: 1 << 2)
        /// Control (⌃).
        public static let control = Modifiers(rawValue: 1 << 3)

        /// These modifiers as a UI framework's flags, given its flag for each: what the
        /// SwiftUI, UIKit and AppKit adapters use.
        ///
        /// ```swift
        /// StandardShortcut.Modifiers([.command, .shift]).mapped(command: 1, shift: 2, option: 4, control: 8)
        /// ```
        public func mapped<Flags: OptionSet>(command: Flags, shift: Flags, option: Flags, control: Flags) -> Flags
        where Flags.Element == Flags {
            var flags: Flags = []
            if contains(.command) { flags.insert(command) }
            if contains(.shift) { flags.insert(shift) }
            if contains(.option) { flags.insert(option) }
            if contains(.control) { flags.insert(control) }
            return flags
        }
    }

    /// The key.
    public let key: Key
    /// The modifiers held with it.
    public let modifiers: Modifiers

    /// Creates a shortcut.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The default action of a dialog: Return.
    public static let defaultAction = StandardShortcut(.return)
    /// The cancel action of a dialog: Escape.
    public static let cancelAction = StandardShortcut(.escape)

    /// The shortcut as macOS menus show it, modifiers in Apple's order (⌃⌥⇧⌘), such as `⇧⌘Z`.
    public var description: String {
        var text = ""
        if modifiers.contains(.control) { text += "⌃" }
        if modifiers.contains(.option) { text += "⌥" }
        if modifiers.contains(.shift) { text += "⇧" }
        if modifiers.contains(.command) { text += "⌘" }
        return text + key.symbol
    }
}
