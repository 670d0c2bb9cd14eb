// Stand-in for UIKit: menus, deferred elements and context-menu interactions (see ../README.md).

/// UIKit's `UIMenu`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1)
        public static let destructive = Options(rawValue: 2)
        @available(iOS 15.0, tvOS 15.0, *)
        public static let singleSelection = Options(rawValue: 32)
        @available(iOS 17.0, tvOS 17.0, *)
        public static let displayAsPalette = Options(rawValue: 128)
    }

    /// UIKit's `UIMenu.ElementSize`.
    @available(iOS 16.0, tvOS 16.0, *)
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        @available(iOS 17.0, tvOS 17.0, *)
        case automatic = -1
    }

    open var identifier: UIMenu.Identifier { Identifier("") }
    open var options: UIMenu.Options { [] }
    open var children: [UIMenuElement] { [] }
    @available(iOS 16.0, tvOS 16.0, *)
    open var preferredElementSize: UIMenu.ElementSize = .large

    private override init() {}

    @preconcurrency
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) { self.init() }

    @available(iOS 16.0, tvOS 16.0, *)
    @preconcurrency
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [],
        preferredElementSize: UIMenu.ElementSize = {
            if #available(iOS 17.0, tvOS 17.0, watchOS 10.0, *) { .automatic } else { .large }
        }(), children: [UIMenuElement] = []
    ) { self.init() }

    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu { self }
}

/// UIKit's `UIDeferredMenuElement`.
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    private override init() {}

    @available(iOS 15.0, tvOS 15.0, *)
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        fatalError()
    }
}

/// UIKit's `UIViewController` (as a type only).
@MainActor
open class UIViewController: NSObject {}

/// UIKit's `UIContextMenuContentPreviewProvider`.
@available(watchOS, unavailable)
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIKit's `UIContextMenuActionProvider`.
@available(watchOS, unavailable)
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIKit's `UIContextMenuConfiguration`.
@available(iOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIContextMenuConfiguration: NSObject {
    private override init() {}

    @preconcurrency
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) { self.init() }
}

/// UIKit's `UIContextMenuInteractionAnimating`.
@available(iOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit's `UIContextMenuInteractionCommitAnimating`.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}

/// UIKit's `UIContextMenuInteractionDelegate`, with its one required method (the optional
/// ones are Objective-C optional requirements, which a Swift stand-in cannot declare).
@available(iOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// UIKit's `UIContextMenuInteraction`.
@available(iOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIContextMenuInteraction: NSObject {
    open weak var delegate: (any UIContextMenuInteractionDelegate)? { nil }

    public init(delegate: any UIContextMenuInteractionDelegate) {}

    @available(iOS 14.0, tvOS 17.0, *)
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

    open func dismissMenu() {}
}
