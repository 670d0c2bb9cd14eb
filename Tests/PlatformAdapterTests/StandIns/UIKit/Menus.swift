// Stand-in for UIKit: menu elements and actions (see ../README.md).
@_exported import Foundation
@_exported import ObjectiveC

/// UIKit's `UIImage`.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init?(systemName name: String) {}
}

/// UIKit's `UIMenuElement`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenuElement: NSObject {
    open var title: String { "" }
    open var image: UIImage? { nil }
    @available(iOS 15.0, tvOS 15.0, *)
    open var subtitle: String? {
        get { nil }
        set {}
    }

    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        @available(iOS 16.0, tvOS 16.0, *)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

/// UIKit's `UIActionHandler`.
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's `UIAction` (the class from tvOS 13, its initializers from tvOS 14).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    open var identifier: UIAction.Identifier { Identifier("") }
    open var discoverabilityTitle: String?
    open var accessibilityLabel: String?

    private override init() {}

    @available(iOS 13.0, tvOS 14.0, *)
    @preconcurrency
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { self.init() }

    @available(iOS 17.0, tvOS 17.0, *)
    @preconcurrency
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { self.init() }
}
