// Stand-in for UIKit: the main menu (menu bar), views, interactions and alerts (see ../README.md).

@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
extension UIMenu.Identifier {
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    public static let help = UIMenu.Identifier("com.apple.menu.help")
}

/// UIKit's `UIMenuSystem`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenuSystem: NSObject {
    open class var main: UIMenuSystem { fatalError() }
}

/// UIKit's `UIMenuBuilder`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIMenuBuilder {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// UIKit's `UIInteraction`.
@available(iOS 11.0, tvOS 11.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIInteraction: NSObjectProtocol {}

/// UIKit's `UIView` (as far as interactions go).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: NSObject {
    @available(iOS 11.0, tvOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) {}
}

/// UIKit's `UIControl`.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIControl: UIView {}

/// UIKit's `UIToolTipInteraction` (documented for iOS, iPadOS, Mac Catalyst and visionOS).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    public init(defaultToolTip: String) {}
    open var defaultToolTip: String?
}

/// UIKit's `UIAlertAction`.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    @preconcurrency
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
    private override init() {}
}

/// UIKit's `UIAlertController`.
@available(iOS 8.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAlertController: NSObject {
    open func addAction(_ action: UIAlertAction) {}
    open var preferredAction: UIAlertAction?
}
