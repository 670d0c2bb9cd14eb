/// A setting that a pair of standard types turns on and off (Mute and Unmute, Show
/// Sidebar and Hide Sidebar…), as one control whose title and symbol follow its state.
///
/// The title is the action the control performs now, as Apple's menus write such
/// commands: muted, the control reads "Unmute"; with the sidebar hidden, "Show Sidebar".
/// The symbol shows the state (a filled star for a favorite). In SwiftUI, UIKit and
/// AppKit the control is the platform's own toggle, so the system states its value
/// (on or off) in the user's language.
///
/// ```swift
/// let toggle = StandardToggle.mute
/// toggle.action(isOn: false)                                     // .mute
/// toggle.title(isOn: true, preferredLanguages: ["de"])           // "Ton ein"
/// toggle.symbolName(isOn: true)                                  // "speaker.slash"
/// StandardToggle(identifier: "sidebar")?.title(isOn: false)      // "Show Sidebar"
/// ```
public struct StandardToggle: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The stable identifier (`mute`, `sidebar`): the name on the command line.
    public let identifier: String
    /// The type whose action turns the setting on (`.mute`, `.showSidebar`).
    public var turnOn: StandardType
    /// The type whose action turns the setting off (`.unmute`, `.hideSidebar`).
    public var turnOff: StandardType
    /// The symbol shown while the setting is on.
    public var onSymbolName: String
    /// The symbol shown while the setting is off.
    public var offSymbolName: String

    /// A toggle over two types; the symbols default to those of the types (the one that
    /// turns the setting off shows it on, and the reverse).
    public init(
        _ identifier: String, turnOn: StandardType, turnOff: StandardType, onSymbolName: String? = nil,
        offSymbolName: String? = nil
    ) {
        self.identifier = identifier
        self.turnOn = turnOn
        self.turnOff = turnOff
        self.onSymbolName = onSymbolName ?? turnOff.symbolName
        self.offSymbolName = offSymbolName ?? turnOn.symbolName
    }

    /// The built-in toggle with this identifier (`"mute"`), if there is one.
    public init?(identifier: String) {
        guard let toggle = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = toggle
    }

    /// The identifier, as `Identifiable` wants it.
    public var id: String { identifier }

    /// The identifier.
    public var description: String { identifier }

    /// The type whose action the control performs in this state: the one that changes it.
    public func action(isOn: Bool) -> StandardType { isOn ? turnOff : turnOn }

    /// The title in this state: the title of ``action(isOn:)``.
    public func title(isOn: Bool, preferredLanguages: [String]? = nil) -> String {
        action(isOn: isOn).title(preferredLanguages: preferredLanguages)
    }

    /// The help text in this state: that of ``action(isOn:)``.
    public func helpText(isOn: Bool, preferredLanguages: [String]? = nil) -> String? {
        action(isOn: isOn).helpText(preferredLanguages: preferredLanguages)
    }

    /// The symbol showing this state.
    public func symbolName(isOn: Bool) -> String { isOn ? onSymbolName : offSymbolName }

    /// The toggle whose pair of types includes `type`, if a built-in one does.
    public static func containing(_ type: StandardType) -> StandardToggle? {
        allCases.first { $0.turnOn == type || $0.turnOff == type }
    }
}

extension StandardToggle: CaseIterable {
    /// Favorite: Add to Favorites and Remove from Favorites.
    public static let favorite = StandardToggle(
        "favorite", turnOn: .addFavorite, turnOff: .removeFavorite, onSymbolName: "star.fill", offSymbolName: "star")
    /// Like: Like and Unlike.
    public static let like = StandardToggle(
        "like", turnOn: .like, turnOff: .unlike, onSymbolName: "heart.fill", offSymbolName: "heart")
    /// Pin: Pin and Unpin.
    public static let pin = StandardToggle(
        "pin", turnOn: .pin, turnOff: .unpin, onSymbolName: "pin.fill", offSymbolName: "pin")
    /// Lock: Lock and Unlock.
    public static let lock = StandardToggle(
        "lock", turnOn: .lock, turnOff: .unlock, onSymbolName: "lock", offSymbolName: "lock.open")
    /// Visibility: Show and Hide (on means shown).
    public static let visibility = StandardToggle(
        "visibility", turnOn: .show, turnOff: .hide, onSymbolName: "eye", offSymbolName: "eye.slash")
    /// Mute: Mute and Unmute (on means muted).
    public static let mute = StandardToggle(
        "mute", turnOn: .mute, turnOff: .unmute, onSymbolName: "speaker.slash", offSymbolName: "speaker.wave.2")
    /// Subscription: Subscribe and Unsubscribe.
    public static let subscription = StandardToggle(
        "subscription", turnOn: .subscribe, turnOff: .unsubscribe, onSymbolName: "bell.fill", offSymbolName: "bell")
    /// Bookmark: Bookmark and Remove Bookmark.
    public static let bookmark = StandardToggle(
        "bookmark", turnOn: .bookmark, turnOff: .removeBookmark, onSymbolName: "bookmark.fill",
        offSymbolName: "bookmark")
    /// Flag: Flag and Unflag.
    public static let flag = StandardToggle(
        "flag", turnOn: .flag, turnOff: .unflag, onSymbolName: "flag.fill", offSymbolName: "flag")
    /// Read: Mark as Read and Mark as Unread (on means read).
    public static let read = StandardToggle(
        "read", turnOn: .markAsRead, turnOff: .markAsUnread, onSymbolName: "envelope.open",
        offSymbolName: "envelope.badge")
    /// Follow: Follow and Unfollow.
    public static let follow = StandardToggle(
        "follow", turnOn: .follow, turnOff: .unfollow, onSymbolName: "person.fill.checkmark",
        offSymbolName: "person.badge.plus")
    /// Block: Block and Unblock (on means blocked).
    public static let block = StandardToggle(
        "block", turnOn: .block, turnOff: .unblock, onSymbolName: "hand.raised.fill", offSymbolName: "hand.raised")
    /// Power: Turn On and Turn Off.
    public static let power = StandardToggle(
        "power", turnOn: .turnOn, turnOff: .turnOff, onSymbolName: "power.circle.fill", offSymbolName: "power.circle")
    /// Sidebar: Show Sidebar and Hide Sidebar (on means shown).
    public static let sidebar = StandardToggle(
        "sidebar", turnOn: .showSidebar, turnOff: .hideSidebar, onSymbolName: "sidebar.leading",
        offSymbolName: "sidebar.leading")
    /// Toolbar: Show Toolbar and Hide Toolbar (on means shown).
    public static let toolbar = StandardToggle(
        "toolbar", turnOn: .showToolbar, turnOff: .hideToolbar, onSymbolName: "menubar.rectangle",
        offSymbolName: "menubar.rectangle")
    /// Full screen: Enter Full Screen and Exit Full Screen (on means full screen).
    public static let fullScreen = StandardToggle(
        "fullScreen", turnOn: .enterFullScreen, turnOff: .exitFullScreen)

    /// Every built-in toggle.
    ///
    /// ```swift
    /// StandardToggle.allCases.count   // 16
    /// ```
    public static let allCases: [StandardToggle] = [
        .favorite, .like, .pin, .lock, .visibility, .mute, .subscription, .bookmark, .flag, .read, .follow, .block,
        .power, .sidebar, .toolbar, .fullScreen,
    ]
}
