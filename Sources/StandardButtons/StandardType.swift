/// A standard button: the actions apps show everywhere, each with an SF Symbol,
/// a role, a title key, a keyboard shortcut where the platforms agree on one,
/// and a translated title in every language iOS ships in.
///
/// ```swift
/// let button = StandardType.delete
/// button.symbolName                      // "trash"
/// button.role                            // .destructive
/// button.titleKey                        // "Button.Delete"
/// button.title(preferredLanguages: ["de"])   // "Löschen"
/// button.title(count: 3, preferredLanguages: ["ru"])   // "Удалить 3 объекта"
/// ```
public enum StandardType: String, CaseIterable, Identifiable, Codable, Sendable {

    // MARK: Dialog

    /// OK: confirms an alert or dialog.
    case ok
    /// Done: ends editing or a modal task and keeps the changes.
    case done
    /// Cancel: abandons the current task without saving changes.
    case cancel
    /// Close: closes a window, sheet or view.
    case close
    /// Apply: applies changed settings without closing.
    case apply
    /// Save: saves a document or changes.
    case save
    /// Discard: throws away unsaved changes.
    case discard
    /// Don't Save: closes a document without saving its changes.
    case dontSave
    /// Try Again: repeats an action that failed.
    case retry
    /// Continue: goes on to the next step.
    case `continue`
    /// Help: opens help for the current context.
    case help
    /// Reset: restores default values.
    case reset
    /// Yes: answers a question in an alert positively.
    case yes
    /// No: answers a question in an alert negatively.
    case no
    /// Allow: grants a permission.
    case allow
    /// Don't Allow: refuses a permission.
    case dontAllow
    /// Accept: accepts an invitation, terms or a request.
    case accept
    /// Decline: declines an invitation or a request.
    case decline
    /// Dismiss: dismisses a message or a banner.
    case dismiss
    /// Skip: skips an optional step.
    case skip
    /// Learn More: shows more information about a topic.
    case learnMore
    /// Confirm: confirms an important action.
    case confirm
    /// Submit: sends a completed form.
    case submit
    /// Start: starts a task or a session.
    case start
    /// See All: shows every item of a shortened list.
    case seeAll

    // MARK: Editing

    /// Add: adds a new item.
    case add
    /// New: creates a new document or item.
    case new
    /// Edit: enters editing mode or edits an item.
    case edit
    /// Rename: renames an item.
    case rename
    /// Delete: deletes an item permanently.
    case delete
    /// Remove: removes an item from a list or collection without deleting it.
    case remove
    /// Clear: clears a field or a list.
    case clear
    /// Copy: copies the selection to the clipboard.
    case copy
    /// Cut: cuts the selection to the clipboard.
    case cut
    /// Paste: pastes the clipboard contents.
    case paste
    /// Duplicate: makes a copy of an item.
    case duplicate
    /// Select: enters selection mode or selects an item.
    case select
    /// Deselect: deselects the selected items.
    case deselect
    /// Select All: selects every item.
    case selectAll
    /// Undo: undoes the last change.
    case undo
    /// Redo: redoes the last undone change.
    case redo
    /// Move: moves an item to another place.
    case move
    /// Replace: replaces an item or found text.
    case replace
    /// Compose: starts writing a new message or post.
    case compose
    /// Move to Trash: moves an item to the trash, from where it can be restored.
    case moveToTrash
    /// Restore: restores an item from the trash or a backup.
    case restore

    // MARK: Files

    /// Open: opens a document or an item.
    case open
    /// Print: prints a document.
    case print
    /// Share: shares an item with other people or apps.
    case share
    /// Export: exports data to a file.
    case export
    /// Import: imports data from a file.
    case `import`
    /// Attach: attaches a file.
    case attach
    /// Download: downloads an item to the device.
    case download
    /// Upload: uploads an item from the device.
    case upload
    /// Archive: moves an item to the archive.
    case archive
    /// Unarchive: moves an item out of the archive.
    case unarchive
    /// Scan: scans a document with the camera.
    case scan
    /// Sync: synchronizes data with a server or another device.
    case sync
    /// Copy Link: copies a link to the clipboard.
    case copyLink
    /// Open in Browser: opens a link in the web browser.
    case openInBrowser

    // MARK: Navigation

    /// Back: goes back to the previous screen or page.
    case back
    /// Forward: goes forward to the next screen or page in the history.
    case forward
    /// Next: goes to the next item or step.
    case next
    /// Previous: goes to the previous item or step.
    case previous
    /// Search: searches the content.
    case search
    /// Filter: filters a list.
    case filter
    /// Sort: changes the order of a list.
    case sort
    /// Refresh: reloads the content.
    case refresh
    /// Info: shows details about an item.
    case info
    /// Settings: opens the settings.
    case settings
    /// More: shows more actions.
    case more
    /// Zoom In: makes the content larger.
    case zoomIn
    /// Zoom Out: makes the content smaller.
    case zoomOut
    /// Actual Size: shows the content at its actual size.
    case actualSize
    /// Home: goes to the home screen of the app.
    case home
    /// Expand: shows the contents of a collapsed section.
    case expand
    /// Collapse: hides the contents of an expanded section.
    case collapse
    /// Enter Full Screen: shows the window or video full screen.
    case enterFullScreen
    /// Exit Full Screen: leaves full-screen mode.
    case exitFullScreen

    // MARK: Toggle

    /// Add to Favorites: adds an item to the favorites.
    case addFavorite
    /// Remove from Favorites: removes an item from the favorites.
    case removeFavorite
    /// Like: marks an item as liked.
    case like
    /// Unlike: removes the like from an item.
    case unlike
    /// Pin: pins an item to the top.
    case pin
    /// Unpin: unpins a pinned item.
    case unpin
    /// Lock: locks an item against changes or access.
    case lock
    /// Unlock: unlocks a locked item.
    case unlock
    /// Show: shows a hidden item.
    case show
    /// Hide: hides an item.
    case hide
    /// Mute: turns off the sound.
    case mute
    /// Unmute: turns the sound back on.
    case unmute
    /// Subscribe: subscribes to a channel, list or feed.
    case subscribe
    /// Unsubscribe: ends a subscription.
    case unsubscribe
    /// Add Bookmark: bookmarks a page or an item.
    case bookmark
    /// Remove Bookmark: removes a bookmark.
    case removeBookmark
    /// Flag: flags an item for follow-up.
    case flag
    /// Unflag: removes the flag from an item.
    case unflag
    /// Mark as Read: marks a message as read.
    case markAsRead
    /// Mark as Unread: marks a message as unread.
    case markAsUnread
    /// Follow: follows a person or an account.
    case follow
    /// Unfollow: stops following a person or an account.
    case unfollow
    /// Block: blocks a person or a contact.
    case block
    /// Unblock: unblocks a blocked person or contact.
    case unblock
    /// Turn On: turns a feature or a device on.
    case turnOn
    /// Turn Off: turns a feature or a device off.
    case turnOff

    // MARK: Media

    /// Play: starts playback.
    case play
    /// Pause: pauses playback.
    case pause
    /// Stop: stops playback or a running task.
    case stop
    /// Record: starts recording audio or video.
    case record
    /// Skip Forward: jumps ahead in the current track or video.
    case skipForward
    /// Skip Back: jumps back in the current track or video.
    case skipBack
    /// Next Track: plays the next track.
    case nextTrack
    /// Previous Track: plays the previous track.
    case previousTrack
    /// Shuffle: plays items in random order.
    case shuffle
    /// Repeat: repeats playback.
    case `repeat`
    /// Take Photo: opens the camera to take a photo.
    case takePhoto
    /// Choose Photo: picks a photo from the library.
    case choosePhoto

    // MARK: Communication

    /// Call: starts a phone call.
    case call
    /// Video Call: starts a video call.
    case videoCall
    /// Email: writes an email.
    case email
    /// Message: writes a text message.
    case message
    /// Send: sends a message.
    case send
    /// Reply: replies to a message.
    case reply
    /// Reply All: replies to all recipients of a message.
    case replyAll
    /// Forward: forwards a message to someone else.
    case forwardMessage
    /// Invite: invites people.
    case invite
    /// Comment: adds a comment.
    case comment

    // MARK: Account

    /// Sign In: signs in to an account.
    case signIn
    /// Sign Out: signs out of an account.
    case signOut
    /// Sign Up: creates a new account.
    case signUp
    /// Account: shows the account settings.
    case account

    // MARK: Other

    /// Translate: translates text into another language.
    case translate
    /// Report: reports a problem or inappropriate content.
    case report
    /// Buy: buys an item.
    case buy
    /// Restore Purchases: restores in-app purchases made earlier.
    case restorePurchases

    /// The raw value, stable across releases.
    public var id: String { rawValue }

    /// The key of the title in the `StandardButtons` table, such as `Button.SelectAll`.
    public var titleKey: String {
        "Button." + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The key of the counted title ("Delete 3 Items") in the `StandardButtons`
    /// table, for the types that have one.
    public var countedTitleKey: String? {
        hasCountedTitle ? titleKey + ".Count" : nil
    }

    /// The SF Symbol that shows this action.
    public var symbolName: String { descriptor.symbolName }

    /// What the button does to the content or the presentation, if anything.
    public var role: StandardRole? { descriptor.role }

    /// The keyboard shortcut the platforms agree on, if any.
    public var keyboardShortcut: StandardShortcut? { descriptor.shortcut }

    /// The group the type belongs to, for documentation and pickers.
    public var category: StandardCategory { descriptor.category }

    /// Whether a counted title ("Delete %lld Items") exists for this type.
    public var hasCountedTitle: Bool {
        switch self {
        case .add, .archive, .copy, .delete, .download, .duplicate, .export, .move, .moveToTrash, .remove, .select,
            .share, .upload:
            true
        default: false
        }
    }

    private var descriptor: StandardTypeDescriptor {
        switch self {
        case .ok: .init("checkmark", .confirm, .defaultAction, .dialog)
        case .done: .init("checkmark", .confirm, .defaultAction, .dialog)
        case .cancel: .init("xmark", .cancel, .cancelAction, .dialog)
        case .close: .init("xmark", .close, StandardShortcut(.character("w"), modifiers: [.command]), .dialog)
        case .apply: .init("checkmark.circle", nil, nil, .dialog)
        case .save:
            .init("square.and.arrow.down", .confirm, StandardShortcut(.character("s"), modifiers: [.command]), .dialog)
        case .discard: .init("xmark.bin", .destructive, nil, .dialog)
        case .dontSave: .init("xmark.circle", .destructive, nil, .dialog)
        case .retry: .init("arrow.clockwise", nil, nil, .dialog)
        case .`continue`: .init("arrow.right", nil, nil, .dialog)
        case .help: .init("questionmark.circle", nil, StandardShortcut(.character("?"), modifiers: [.command]), .dialog)
        case .reset: .init("arrow.counterclockwise", .destructive, nil, .dialog)
        case .yes: .init("checkmark", .confirm, nil, .dialog)
        case .no: .init("xmark", .cancel, nil, .dialog)
        case .allow: .init("checkmark.shield", .confirm, nil, .dialog)
        case .dontAllow: .init("xmark.shield", .cancel, nil, .dialog)
        case .accept: .init("checkmark.circle", .confirm, nil, .dialog)
        case .decline: .init("xmark.circle", nil, nil, .dialog)
        case .dismiss: .init("xmark", .close, nil, .dialog)
        case .skip: .init("forward.end", nil, nil, .dialog)
        case .learnMore: .init("info.circle", nil, nil, .dialog)
        case .confirm: .init("checkmark.seal", .confirm, nil, .dialog)
        case .submit: .init("checkmark.circle.fill", .confirm, nil, .dialog)
        case .start: .init("play.circle", nil, nil, .dialog)
        case .seeAll: .init("list.bullet", nil, nil, .dialog)
        case .add: .init("plus", nil, nil, .editing)
        case .new: .init("square.and.pencil", nil, StandardShortcut(.character("n"), modifiers: [.command]), .editing)
        case .edit: .init("pencil", nil, nil, .editing)
        case .rename: .init("pencil.line", nil, nil, .editing)
        case .delete: .init("trash", .destructive, StandardShortcut(.delete, modifiers: [.command]), .editing)
        case .remove: .init("minus.circle", .destructive, nil, .editing)
        case .clear: .init("xmark.circle", .destructive, nil, .editing)
        case .copy: .init("doc.on.doc", nil, StandardShortcut(.character("c"), modifiers: [.command]), .editing)
        case .cut: .init("scissors", nil, StandardShortcut(.character("x"), modifiers: [.command]), .editing)
        case .paste: .init("doc.on.clipboard", nil, StandardShortcut(.character("v"), modifiers: [.command]), .editing)
        case .duplicate:
            .init("plus.square.on.square", nil, StandardShortcut(.character("d"), modifiers: [.command]), .editing)
        case .select: .init("checkmark.circle", nil, nil, .editing)
        case .deselect: .init("circle", nil, nil, .editing)
        case .selectAll:
            .init("checkmark.circle.fill", nil, StandardShortcut(.character("a"), modifiers: [.command]), .editing)
        case .undo:
            .init("arrow.uturn.backward", nil, StandardShortcut(.character("z"), modifiers: [.command]), .editing)
        case .redo:
            .init(
                "arrow.uturn.forward", nil, StandardShortcut(.character("z"), modifiers: [.command, .shift]), .editing)
        case .move: .init("folder", nil, nil, .editing)
        case .replace: .init("arrow.left.arrow.right", nil, nil, .editing)
        case .compose: .init("square.and.pencil", nil, nil, .editing)
        case .moveToTrash: .init("trash", .destructive, nil, .editing)
        case .restore: .init("arrow.uturn.backward.circle", nil, nil, .editing)
        case .open: .init("arrow.up.forward.app", nil, StandardShortcut(.character("o"), modifiers: [.command]), .files)
        case .print: .init("printer", nil, StandardShortcut(.character("p"), modifiers: [.command]), .files)
        case .share: .init("square.and.arrow.up", nil, nil, .files)
        case .export: .init("square.and.arrow.up.on.square", nil, nil, .files)
        case .`import`: .init("square.and.arrow.down.on.square", nil, nil, .files)
        case .attach: .init("paperclip", nil, nil, .files)
        case .download: .init("arrow.down.circle", nil, nil, .files)
        case .upload: .init("arrow.up.circle", nil, nil, .files)
        case .archive: .init("archivebox", nil, nil, .files)
        case .unarchive: .init("tray.and.arrow.up", nil, nil, .files)
        case .scan: .init("doc.viewfinder", nil, nil, .files)
        case .sync: .init("arrow.triangle.2.circlepath", nil, nil, .files)
        case .copyLink: .init("link", nil, nil, .files)
        case .openInBrowser: .init("safari", nil, nil, .files)
        case .back:
            .init("chevron.backward", nil, StandardShortcut(.character("["), modifiers: [.command]), .navigation)
        case .forward:
            .init("chevron.forward", nil, StandardShortcut(.character("]"), modifiers: [.command]), .navigation)
        case .next: .init("chevron.right", nil, nil, .navigation)
        case .previous: .init("chevron.left", nil, nil, .navigation)
        case .search:
            .init("magnifyingglass", nil, StandardShortcut(.character("f"), modifiers: [.command]), .navigation)
        case .filter: .init("line.3.horizontal.decrease.circle", nil, nil, .navigation)
        case .sort: .init("arrow.up.arrow.down", nil, nil, .navigation)
        case .refresh:
            .init("arrow.clockwise", nil, StandardShortcut(.character("r"), modifiers: [.command]), .navigation)
        case .info: .init("info.circle", nil, nil, .navigation)
        case .settings: .init("gear", nil, StandardShortcut(.character(","), modifiers: [.command]), .navigation)
        case .more: .init("ellipsis.circle", nil, nil, .navigation)
        case .zoomIn:
            .init("plus.magnifyingglass", nil, StandardShortcut(.character("+"), modifiers: [.command]), .navigation)
        case .zoomOut:
            .init("minus.magnifyingglass", nil, StandardShortcut(.character("-"), modifiers: [.command]), .navigation)
        case .actualSize:
            .init("1.magnifyingglass", nil, StandardShortcut(.character("0"), modifiers: [.command]), .navigation)
        case .home: .init("house", nil, nil, .navigation)
        case .expand: .init("chevron.down", nil, nil, .navigation)
        case .collapse: .init("chevron.up", nil, nil, .navigation)
        case .enterFullScreen:
            .init(
                "arrow.up.left.and.arrow.down.right", nil,
                StandardShortcut(.character("f"), modifiers: [.command, .control]), .navigation)
        case .exitFullScreen: .init("arrow.down.right.and.arrow.up.left", nil, nil, .navigation)
        case .addFavorite: .init("star", nil, nil, .toggle)
        case .removeFavorite: .init("star.slash", nil, nil, .toggle)
        case .like: .init("heart", nil, nil, .toggle)
        case .unlike: .init("heart.slash", nil, nil, .toggle)
        case .pin: .init("pin", nil, nil, .toggle)
        case .unpin: .init("pin.slash", nil, nil, .toggle)
        case .lock: .init("lock", nil, nil, .toggle)
        case .unlock: .init("lock.open", nil, nil, .toggle)
        case .show: .init("eye", nil, nil, .toggle)
        case .hide: .init("eye.slash", nil, nil, .toggle)
        case .mute: .init("speaker.slash", nil, nil, .toggle)
        case .unmute: .init("speaker.wave.2", nil, nil, .toggle)
        case .subscribe: .init("bell", nil, nil, .toggle)
        case .unsubscribe: .init("bell.slash", .destructive, nil, .toggle)
        case .bookmark: .init("bookmark", nil, nil, .toggle)
        case .removeBookmark: .init("bookmark.slash", nil, nil, .toggle)
        case .flag: .init("flag", nil, nil, .toggle)
        case .unflag: .init("flag.slash", nil, nil, .toggle)
        case .markAsRead: .init("envelope.open", nil, nil, .toggle)
        case .markAsUnread: .init("envelope.badge", nil, nil, .toggle)
        case .follow: .init("person.badge.plus", nil, nil, .toggle)
        case .unfollow: .init("person.badge.minus", nil, nil, .toggle)
        case .block: .init("hand.raised", .destructive, nil, .toggle)
        case .unblock: .init("hand.raised.slash", nil, nil, .toggle)
        case .turnOn: .init("power", nil, nil, .toggle)
        case .turnOff: .init("power", nil, nil, .toggle)
        case .play: .init("play.fill", nil, nil, .media)
        case .pause: .init("pause.fill", nil, nil, .media)
        case .stop: .init("stop.fill", nil, nil, .media)
        case .record: .init("record.circle", nil, nil, .media)
        case .skipForward: .init("goforward", nil, nil, .media)
        case .skipBack: .init("gobackward", nil, nil, .media)
        case .nextTrack: .init("forward.fill", nil, nil, .media)
        case .previousTrack: .init("backward.fill", nil, nil, .media)
        case .shuffle: .init("shuffle", nil, nil, .media)
        case .`repeat`: .init("repeat", nil, nil, .media)
        case .takePhoto: .init("camera", nil, nil, .media)
        case .choosePhoto: .init("photo", nil, nil, .media)
        case .call: .init("phone", nil, nil, .communication)
        case .videoCall: .init("video", nil, nil, .communication)
        case .email: .init("envelope", nil, nil, .communication)
        case .message: .init("message", nil, nil, .communication)
        case .send: .init("paperplane", nil, nil, .communication)
        case .reply: .init("arrowshape.turn.up.left", nil, nil, .communication)
        case .replyAll: .init("arrowshape.turn.up.left.2", nil, nil, .communication)
        case .forwardMessage: .init("arrowshape.turn.up.right", nil, nil, .communication)
        case .invite: .init("person.2", nil, nil, .communication)
        case .comment: .init("text.bubble", nil, nil, .communication)
        case .signIn: .init("person.crop.circle", nil, nil, .account)
        case .signOut: .init("rectangle.portrait.and.arrow.right", nil, nil, .account)
        case .signUp: .init("person.crop.circle.badge.plus", nil, nil, .account)
        case .account: .init("person.circle", nil, nil, .account)
        case .translate: .init("translate", nil, nil, .other)
        case .report: .init("exclamationmark.bubble", nil, nil, .other)
        case .buy: .init("cart", nil, nil, .other)
        case .restorePurchases: .init("arrow.clockwise.circle", nil, nil, .other)
        }
    }
}
