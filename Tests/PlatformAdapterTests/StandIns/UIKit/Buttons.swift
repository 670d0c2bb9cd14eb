// Stand-in for UIKit: buttons and key commands (see ../README.md).

/// UIKit's `UIKeyModifierFlags` (documented for tvOS without a version).
@available(iOS 7.0, tvOS 9.0, *)
@available(watchOS, unavailable)
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// UIKit's `UIKeyCommand` (documented for tvOS without a version).
@available(iOS 7.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIKeyCommand: UIMenuElement {
    nonisolated public class var inputEscape: String { "\u{1B}" }
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated public class var inputDelete: String { "\u{8}" }
    nonisolated public class var inputUpArrow: String { "" }
    nonisolated public class var inputDownArrow: String { "" }
    nonisolated public class var inputLeftArrow: String { "" }
    nonisolated public class var inputRightArrow: String { "" }
}

/// UIKit's `UIButton`.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIButton: UIControl {
    /// UIKit's `UIButton.Configuration`.
    @available(iOS 15.0, tvOS 15.0, *)
    public struct Configuration {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public static func plain() -> UIButton.Configuration { Configuration() }
        public static func tinted() -> UIButton.Configuration { Configuration() }
        public static func gray() -> UIButton.Configuration { Configuration() }
        public static func filled() -> UIButton.Configuration { Configuration() }
        public static func borderless() -> UIButton.Configuration { Configuration() }
        public static func bordered() -> UIButton.Configuration { Configuration() }
        public static func borderedTinted() -> UIButton.Configuration { Configuration() }
        public static func borderedProminent() -> UIButton.Configuration { Configuration() }
    }

    @available(iOS 15.0, tvOS 15.0, *)
    open var configuration: UIButton.Configuration?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
}
