// The built-in types: one definition each, in the order `allCases` lists them.
// Symbols that point sideways use the names SF Symbols mirrors in right-to-left layouts
// (`chevron.backward`, `arrow.forward`…); see `flipsSymbolForRightToLeft` for the exception.

extension StandardType {
    // MARK: Dialog

    /// OK: confirms an alert or dialog.
    public static let ok = builtIn("ok", "checkmark", .confirm, .defaultAction, .dialog)
    /// Done: ends editing or a modal task and keeps the changes.
    public static let done = builtIn("done", "checkmark", .confirm, .defaultAction, .dialog)
    /// Cancel: abandons the current task without saving changes.
    public static let cancel = builtIn("cancel", "xmark", .cancel, .cancelAction, .dialog)
    /// Close: closes a window, sheet or view.
    public static let close = builtIn(
        "close", "xmark", .close, StandardShortcut(.character("w"), modifiers: [.command]), .dialog)
    /// Apply: applies changed settings without closing.
    public static let apply = builtIn("apply", "checkmark.circle", nil, nil, .dialog)
    /// Save: saves a document or changes.
    public static let save = builtIn(
        "save", "square.and.arrow.down", .confirm, StandardShortcut(.character("s"), modifiers: [.command]), .dialog)
    /// Discard: throws away unsaved changes.
    public static let discard = builtIn("discard", "xmark.bin", .destructive, nil, .dialog)
    /// Don't Save: closes a document without saving its changes.
    public static let dontSave = builtIn("dontSave", "xmark.circle", .destructive, nil, .dialog)
    /// Try Again: repeats an action that failed.
    public static let retry = builtIn("retry", "arrow.clockwise", nil, nil, .dialog)
    /// Continue: goes on to the next step.
    public static let `continue` = builtIn("continue", "arrow.forward", nil, nil, .dialog)
    /// Help: opens help for the current context.
    public static let help = builtIn(
        "help", "questionmark.circle", nil, StandardShortcut(.character("?"), modifiers: [.command]), .dialog)
    /// Reset: restores default values.
    public static let reset = builtIn("reset", "arrow.counterclockwise", .destructive, nil, .dialog)
    /// Yes: answers a question in an alert positively.
    public static let yes = builtIn("yes", "checkmark", .confirm, nil, .dialog)
    /// No: answers a question in an alert negatively.
    public static let no = builtIn("no", "xmark", .cancel, nil, .dialog)
    /// Allow: grants a permission.
    public static let allow = builtIn("allow", "checkmark.shield", .confirm, nil, .dialog)
    /// Don't Allow: refuses a permission.
    public static let dontAllow = builtIn("dontAllow", "xmark.shield", .cancel, nil, .dialog)
    /// Accept: accepts an invitation, terms or a request.
    public static let accept = builtIn("accept", "checkmark.circle", .confirm, nil, .dialog)
    /// Decline: declines an invitation or a request.
    public static let decline = builtIn("decline", "xmark.circle", nil, nil, .dialog)
    /// Dismiss: dismisses a message or a banner.
    public static let dismiss = builtIn("dismiss", "xmark", .close, nil, .dialog)
    /// Skip: skips an optional step.
    public static let skip = builtIn("skip", "forward.end", nil, nil, .dialog, hint: true, flips: true)
    /// Learn More: shows more information about a topic.
    public static let learnMore = builtIn("learnMore", "info.circle", nil, nil, .dialog)
    /// Confirm: confirms an important action.
    public static let confirm = builtIn("confirm", "checkmark.seal", .confirm, nil, .dialog)
    /// Submit: sends a completed form.
    public static let submit = builtIn("submit", "checkmark.circle.fill", .confirm, nil, .dialog)
    /// Start: starts a task or a session.
    public static let start = builtIn("start", "play.circle", nil, nil, .dialog)
    /// See All: shows every item of a shortened list.
    public static let seeAll = builtIn("seeAll", "list.bullet", nil, nil, .dialog)

    // MARK: Editing

    /// Add: adds a new item.
    public static let add = builtIn("add", "plus", nil, nil, .editing, counted: true)
    /// New: creates a new document or item.
    public static let new = builtIn(
        "new", "square.and.pencil", nil, StandardShortcut(.character("n"), modifiers: [.command]), .editing)
    /// Edit: enters editing mode or edits an item.
    public static let edit = builtIn("edit", "pencil", nil, nil, .editing)
    /// Rename: renames an item.
    public static let rename = builtIn("rename", "pencil.line", nil, nil, .editing)
    /// Delete: deletes an item permanently.
    public static let delete = builtIn(
        "delete", "trash", .destructive, StandardShortcut(.delete, modifiers: [.command]), .editing, counted: true)
    /// Remove: removes an item from a list or collection without deleting it.
    public static let remove = builtIn("remove", "minus.circle", .destructive, nil, .editing, counted: true)
    /// Clear: clears a field or a list.
    public static let clear = builtIn("clear", "xmark.circle", .destructive, nil, .editing, hint: true)
    /// Copy: copies the selection to the clipboard.
    public static let copy = builtIn(
        "copy", "doc.on.doc", nil, StandardShortcut(.character("c"), modifiers: [.command]), .editing, counted: true)
    /// Cut: cuts the selection to the clipboard.
    public static let cut = builtIn(
        "cut", "scissors", nil, StandardShortcut(.character("x"), modifiers: [.command]), .editing)
    /// Paste: pastes the clipboard contents.
    public static let paste = builtIn(
        "paste", "doc.on.clipboard", nil, StandardShortcut(.character("v"), modifiers: [.command]), .editing)
    /// Duplicate: makes a copy of an item.
    public static let duplicate = builtIn(
        "duplicate", "plus.square.on.square", nil, StandardShortcut(.character("d"), modifiers: [.command]), .editing,
        counted: true)
    /// Select: enters selection mode or selects an item.
    public static let select = builtIn("select", "checkmark.circle", nil, nil, .editing, counted: true)
    /// Deselect: deselects the selected items.
    public static let deselect = builtIn("deselect", "circle", nil, nil, .editing)
    /// Select All: selects every item.
    public static let selectAll = builtIn(
        "selectAll", "checkmark.circle.fill", nil, StandardShortcut(.character("a"), modifiers: [.command]), .editing)
    /// Undo: undoes the last change.
    public static let undo = builtIn(
        "undo", "arrow.uturn.backward", nil, StandardShortcut(.character("z"), modifiers: [.command]), .editing)
    /// Redo: redoes the last undone change.
    public static let redo = builtIn(
        "redo", "arrow.uturn.forward", nil, StandardShortcut(.character("z"), modifiers: [.command, .shift]), .editing)
    /// Move: moves an item to another place.
    public static let move = builtIn("move", "folder", nil, nil, .editing, counted: true)
    /// Replace: replaces an item or found text.
    public static let replace = builtIn("replace", "arrow.left.arrow.right", nil, nil, .editing)
    /// Compose: starts writing a new message or post.
    public static let compose = builtIn("compose", "square.and.pencil", nil, nil, .editing)
    /// Move to Trash: moves an item to the trash, from where it can be restored.
    public static let moveToTrash = builtIn("moveToTrash", "trash", .destructive, nil, .editing, counted: true)
    /// Restore: restores an item from the trash or a backup.
    public static let restore = builtIn("restore", "arrow.uturn.backward.circle", nil, nil, .editing)

    // MARK: Files

    /// Open: opens a document or an item.
    public static let open = builtIn(
        "open", "arrow.up.forward.app", nil, StandardShortcut(.character("o"), modifiers: [.command]), .files)
    /// Print: prints a document.
    ///
    /// Its identifier is `print` and its title key `Button.Print`; the member is named
    /// like UIKit's `printContent(_:)`, so that it does not hide `print(_:)` in extensions.
    public static let printContent = builtIn(
        "print", "printer", nil, StandardShortcut(.character("p"), modifiers: [.command]), .files)
    /// Share: shares an item with other people or apps.
    public static let share = builtIn("share", "square.and.arrow.up", nil, nil, .files, counted: true)
    /// Export: exports data to a file.
    public static let export = builtIn("export", "square.and.arrow.up.on.square", nil, nil, .files, counted: true)
    /// Import: imports data from a file.
    public static let `import` = builtIn("import", "square.and.arrow.down.on.square", nil, nil, .files)
    /// Attach: attaches a file.
    public static let attach = builtIn("attach", "paperclip", nil, nil, .files)
    /// Download: downloads an item to the device.
    public static let download = builtIn("download", "arrow.down.circle", nil, nil, .files, counted: true)
    /// Upload: uploads an item from the device.
    public static let upload = builtIn("upload", "arrow.up.circle", nil, nil, .files, counted: true)
    /// Archive: moves an item to the archive.
    public static let archive = builtIn("archive", "archivebox", nil, nil, .files, counted: true)
    /// Unarchive: moves an item out of the archive.
    public static let unarchive = builtIn("unarchive", "tray.and.arrow.up", nil, nil, .files)
    /// Scan: scans a document with the camera.
    public static let scan = builtIn("scan", "doc.viewfinder", nil, nil, .files)
    /// Sync: synchronizes data with a server or another device.
    public static let sync = builtIn("sync", "arrow.triangle.2.circlepath", nil, nil, .files)
    /// Copy Link: copies a link to the clipboard.
    public static let copyLink = builtIn("copyLink", "link", nil, nil, .files)
    /// Open in Browser: opens a link in the web browser.
    public static let openInBrowser = builtIn("openInBrowser", "safari", nil, nil, .files)

    // MARK: Navigation

    /// Back: goes back to the previous screen or page.
    public static let back = builtIn(
        "back", "chevron.backward", nil, StandardShortcut(.character("["), modifiers: [.command]), .navigation)
    /// Forward: goes forward to the next screen or page in the history.
    public static let forward = builtIn(
        "forward", "chevron.forward", nil, StandardShortcut(.character("]"), modifiers: [.command]), .navigation,
        hint: true)
    /// Next: goes to the next item or step.
    public static let next = builtIn("next", "chevron.forward", nil, nil, .navigation)
    /// Previous: goes to the previous item or step.
    public static let previous = builtIn("previous", "chevron.backward", nil, nil, .navigation)
    /// Search: searches the content.
    public static let search = builtIn(
        "search", "magnifyingglass", nil, StandardShortcut(.character("f"), modifiers: [.command]), .navigation)
    /// Filter: filters a list.
    public static let filter = builtIn("filter", "line.3.horizontal.decrease.circle", nil, nil, .navigation)
    /// Sort: changes the order of a list.
    public static let sort = builtIn("sort", "arrow.up.arrow.down", nil, nil, .navigation)
    /// Refresh: reloads the content.
    public static let refresh = builtIn(
        "refresh", "arrow.clockwise", nil, StandardShortcut(.character("r"), modifiers: [.command]), .navigation)
    /// Info: shows details about an item.
    public static let info = builtIn("info", "info.circle", nil, nil, .navigation, hint: true)
    /// Settings: opens the settings.
    public static let settings = builtIn(
        "settings", "gear", nil, StandardShortcut(.character(","), modifiers: [.command]), .navigation)
    /// More: shows more actions.
    public static let more = builtIn("more", "ellipsis.circle", nil, nil, .navigation, hint: true)
    /// Zoom In: makes the content larger.
    public static let zoomIn = builtIn(
        "zoomIn", "plus.magnifyingglass", nil, StandardShortcut(.character("+"), modifiers: [.command]), .navigation)
    /// Zoom Out: makes the content smaller.
    public static let zoomOut = builtIn(
        "zoomOut", "minus.magnifyingglass", nil, StandardShortcut(.character("-"), modifiers: [.command]), .navigation)
    /// Actual Size: shows the content at its actual size.
    public static let actualSize = builtIn(
        "actualSize", "1.magnifyingglass", nil, StandardShortcut(.character("0"), modifiers: [.command]), .navigation)
    /// Home: goes to the home screen of the app.
    public static let home = builtIn("home", "house", nil, nil, .navigation)
    /// Expand: shows the contents of a collapsed section.
    public static let expand = builtIn("expand", "chevron.down", nil, nil, .navigation)
    /// Collapse: hides the contents of an expanded section.
    public static let collapse = builtIn("collapse", "chevron.up", nil, nil, .navigation)
    /// Enter Full Screen: shows the window or video full screen.
    public static let enterFullScreen = builtIn(
        "enterFullScreen", "arrow.up.left.and.arrow.down.right", nil,
        StandardShortcut(.character("f"), modifiers: [.command, .control]), .navigation)
    /// Exit Full Screen: leaves full-screen mode.
    public static let exitFullScreen = builtIn(
        "exitFullScreen", "arrow.down.right.and.arrow.up.left", nil, nil, .navigation)

    // MARK: Toggle

    /// Add to Favorites: adds an item to the favorites.
    public static let addFavorite = builtIn("addFavorite", "star", nil, nil, .toggle)
    /// Remove from Favorites: removes an item from the favorites.
    public static let removeFavorite = builtIn("removeFavorite", "star.slash", nil, nil, .toggle)
    /// Like: marks an item as liked.
    public static let like = builtIn("like", "heart", nil, nil, .toggle)
    /// Unlike: removes the like from an item.
    public static let unlike = builtIn("unlike", "heart.slash", nil, nil, .toggle)
    /// Pin: pins an item to the top.
    public static let pin = builtIn("pin", "pin", nil, nil, .toggle, hint: true)
    /// Unpin: unpins a pinned item.
    public static let unpin = builtIn("unpin", "pin.slash", nil, nil, .toggle)
    /// Lock: locks an item against changes or access.
    public static let lock = builtIn("lock", "lock", nil, nil, .toggle)
    /// Unlock: unlocks a locked item.
    public static let unlock = builtIn("unlock", "lock.open", nil, nil, .toggle)
    /// Show: shows a hidden item.
    public static let show = builtIn("show", "eye", nil, nil, .toggle)
    /// Hide: hides an item.
    public static let hide = builtIn("hide", "eye.slash", nil, nil, .toggle)
    /// Mute: turns off the sound.
    public static let mute = builtIn("mute", "speaker.slash", nil, nil, .toggle)
    /// Unmute: turns the sound back on.
    public static let unmute = builtIn("unmute", "speaker.wave.2", nil, nil, .toggle)
    /// Subscribe: subscribes to a channel, list or feed.
    public static let subscribe = builtIn("subscribe", "bell", nil, nil, .toggle)
    /// Unsubscribe: ends a subscription.
    public static let unsubscribe = builtIn("unsubscribe", "bell.slash", .destructive, nil, .toggle)
    /// Add Bookmark: bookmarks a page or an item.
    public static let bookmark = builtIn("bookmark", "bookmark", nil, nil, .toggle)
    /// Remove Bookmark: removes a bookmark.
    public static let removeBookmark = builtIn("removeBookmark", "bookmark.slash", nil, nil, .toggle)
    /// Flag: flags an item for follow-up.
    public static let flag = builtIn("flag", "flag", nil, nil, .toggle, hint: true)
    /// Unflag: removes the flag from an item.
    public static let unflag = builtIn("unflag", "flag.slash", nil, nil, .toggle)
    /// Mark as Read: marks a message as read.
    public static let markAsRead = builtIn("markAsRead", "envelope.open", nil, nil, .toggle)
    /// Mark as Unread: marks a message as unread.
    public static let markAsUnread = builtIn("markAsUnread", "envelope.badge", nil, nil, .toggle)
    /// Follow: follows a person or an account.
    public static let follow = builtIn("follow", "person.badge.plus", nil, nil, .toggle)
    /// Unfollow: stops following a person or an account.
    public static let unfollow = builtIn("unfollow", "person.badge.minus", nil, nil, .toggle)
    /// Block: blocks a person or a contact.
    public static let block = builtIn("block", "hand.raised", .destructive, nil, .toggle, hint: true)
    /// Unblock: unblocks a blocked person or contact.
    public static let unblock = builtIn("unblock", "hand.raised.slash", nil, nil, .toggle)
    /// Turn On: turns a feature or a device on.
    public static let turnOn = builtIn("turnOn", "power", nil, nil, .toggle)
    /// Turn Off: turns a feature or a device off.
    public static let turnOff = builtIn("turnOff", "power", nil, nil, .toggle)

    // MARK: Media

    /// Play: starts playback.
    public static let play = builtIn("play", "play.fill", nil, nil, .media)
    /// Pause: pauses playback.
    public static let pause = builtIn("pause", "pause.fill", nil, nil, .media)
    /// Stop: stops playback or a running task.
    public static let stop = builtIn("stop", "stop.fill", nil, nil, .media)
    /// Record: starts recording audio or video.
    public static let record = builtIn("record", "record.circle", nil, nil, .media)
    /// Skip Forward: jumps ahead in the current track or video.
    public static let skipForward = builtIn("skipForward", "goforward", nil, nil, .media)
    /// Skip Back: jumps back in the current track or video.
    public static let skipBack = builtIn("skipBack", "gobackward", nil, nil, .media)
    /// Next Track: plays the next track.
    public static let nextTrack = builtIn("nextTrack", "forward.fill", nil, nil, .media)
    /// Previous Track: plays the previous track.
    public static let previousTrack = builtIn("previousTrack", "backward.fill", nil, nil, .media)
    /// Shuffle: plays items in random order.
    public static let shuffle = builtIn("shuffle", "shuffle", nil, nil, .media, hint: true)
    /// Repeat: repeats playback.
    public static let `repeat` = builtIn("repeat", "repeat", nil, nil, .media, hint: true)
    /// Take Photo: opens the camera to take a photo.
    public static let takePhoto = builtIn("takePhoto", "camera", nil, nil, .media)
    /// Choose Photo: picks a photo from the library.
    public static let choosePhoto = builtIn("choosePhoto", "photo", nil, nil, .media)

    // MARK: Communication

    /// Call: starts a phone call.
    public static let call = builtIn("call", "phone", nil, nil, .communication)
    /// Video Call: starts a video call.
    public static let videoCall = builtIn("videoCall", "video", nil, nil, .communication)
    /// Email: writes an email.
    public static let email = builtIn("email", "envelope", nil, nil, .communication)
    /// Message: writes a text message.
    public static let message = builtIn("message", "message", nil, nil, .communication)
    /// Send: sends a message.
    public static let send = builtIn("send", "paperplane", nil, nil, .communication)
    /// Reply: replies to a message.
    public static let reply = builtIn("reply", "arrowshape.turn.up.backward", nil, nil, .communication)
    /// Reply All: replies to all recipients of a message.
    public static let replyAll = builtIn("replyAll", "arrowshape.turn.up.backward.2", nil, nil, .communication)
    /// Forward: forwards a message to someone else.
    public static let forwardMessage = builtIn(
        "forwardMessage", "arrowshape.turn.up.forward", nil, nil, .communication, hint: true)
    /// Invite: invites people.
    public static let invite = builtIn("invite", "person.2", nil, nil, .communication)
    /// Comment: adds a comment.
    public static let comment = builtIn("comment", "text.bubble", nil, nil, .communication)

    // MARK: Account

    /// Sign In: signs in to an account.
    public static let signIn = builtIn("signIn", "person.crop.circle", nil, nil, .account)
    /// Sign Out: signs out of an account.
    public static let signOut = builtIn("signOut", "rectangle.portrait.and.arrow.forward", nil, nil, .account)
    /// Sign Up: creates a new account.
    public static let signUp = builtIn("signUp", "person.crop.circle.badge.plus", nil, nil, .account)
    /// Account: shows the account settings.
    public static let account = builtIn("account", "person.circle", nil, nil, .account)

    // MARK: Other

    /// Translate: translates text into another language.
    public static let translate = builtIn("translate", "translate", nil, nil, .other)
    /// Report: reports a problem or inappropriate content.
    public static let report = builtIn("report", "exclamationmark.bubble", nil, nil, .other, hint: true)
    /// Buy: buys an item.
    public static let buy = builtIn("buy", "cart", nil, nil, .other)
    /// Restore Purchases: restores in-app purchases made earlier.
    public static let restorePurchases = builtIn("restorePurchases", "arrow.clockwise.circle", nil, nil, .other)

    // MARK: App

    /// About: shows the app's name, version and credits ("About Notes": the title takes the app's name).
    public static let about = builtIn("about", "info.circle", nil, nil, .app)
    /// Quit: quits the app ("Quit Notes": the title takes the app's name).
    public static let quit = builtIn(
        "quit", "power", nil, StandardShortcut(.character("q"), modifiers: [.command]), .app)
    /// Hide: hides the app's windows ("Hide Notes": the title takes the app's name).
    public static let hideApp = builtIn(
        "hideApp", "eye.slash", nil, StandardShortcut(.character("h"), modifiers: [.command]), .app)
    /// Hide Others: hides the windows of every other app.
    public static let hideOthers = builtIn(
        "hideOthers", "eye.slash.circle", nil, StandardShortcut(.character("h"), modifiers: [.option, .command]), .app)
    /// Show All: shows the windows of every app again.
    public static let showAll = builtIn("showAll", "eye", nil, nil, .app)

    // MARK: Documents

    /// Open Recent: opens a document used recently.
    public static let openRecent = builtIn("openRecent", "clock", nil, nil, .files)
    /// Save As…: saves a copy of the document under another name or in another place.
    public static let saveAs = builtIn(
        "saveAs", "square.and.arrow.down.on.square", nil,
        StandardShortcut(.character("s"), modifiers: [.shift, .command]), .files)
    /// Revert to Saved: goes back to the last saved version of the document.
    public static let revert = builtIn("revert", "clock.arrow.circlepath", .destructive, nil, .files)
    /// Page Setup…: chooses the paper size and orientation for printing.
    public static let pageSetup = builtIn(
        "pageSetup", "doc.badge.gearshape", nil, StandardShortcut(.character("p"), modifiers: [.shift, .command]),
        .files)
    /// Print Preview: shows how the document will look when printed.
    public static let printPreview = builtIn("printPreview", "doc.text.magnifyingglass", nil, nil, .files)
    /// Close All: closes every window of the app.
    public static let closeAll = builtIn(
        "closeAll", "xmark.square", .close, StandardShortcut(.character("w"), modifiers: [.option, .command]), .files)
    /// Get Info: shows information about the selected item.
    public static let getInfo = builtIn(
        "getInfo", "info.square", nil, StandardShortcut(.character("i"), modifiers: [.command]), .files)
    /// Preview: shows the selected item without opening it.
    public static let preview = builtIn("preview", "eye", nil, nil, .files)
    /// Tag: adds tags to the selected item.
    public static let tag = builtIn("tag", "tag", nil, nil, .files)

    // MARK: Find

    /// Find…: searches the document or the current view for text.
    public static let find = builtIn(
        "find", "magnifyingglass", nil, StandardShortcut(.character("f"), modifiers: [.command]), .editing)
    /// Find and Replace…: finds text and replaces it with other text.
    public static let findAndReplace = builtIn(
        "findAndReplace", "text.magnifyingglass", nil,
        StandardShortcut(.character("f"), modifiers: [.option, .command]),
        .editing)
    /// Find Next: goes to the next place the search text occurs.
    public static let findNext = builtIn(
        "findNext", "chevron.down", nil, StandardShortcut(.character("g"), modifiers: [.command]), .editing)
    /// Find Previous: goes to the previous place the search text occurs.
    public static let findPrevious = builtIn(
        "findPrevious", "chevron.up", nil, StandardShortcut(.character("g"), modifiers: [.shift, .command]), .editing)
    /// Use Selection for Find: searches for the selected text.
    public static let useSelectionForFind = builtIn(
        "useSelectionForFind", "text.cursor", nil, StandardShortcut(.character("e"), modifiers: [.command]), .editing)
    /// Paste and Match Style: pastes the clipboard's text in the style of the text around it.
    public static let pasteAndMatchStyle = builtIn(
        "pasteAndMatchStyle", "doc.on.clipboard", nil,
        StandardShortcut(.character("v"), modifiers: [.option, .shift, .command]), .editing)

    // MARK: Window and view

    /// Minimize: minimizes the window into the Dock.
    public static let minimize = builtIn(
        "minimize", "minus.square", nil, StandardShortcut(.character("m"), modifiers: [.command]), .window)
    /// Zoom: switches the window between its standard and its user-chosen size.
    public static let zoom = builtIn("zoom", "plus.square", nil, nil, .window)
    /// Bring All to Front: brings every window of the app in front of other apps' windows.
    public static let bringAllToFront = builtIn("bringAllToFront", "square.stack", nil, nil, .window)
    /// New Window: opens a new window.
    public static let newWindow = builtIn("newWindow", "macwindow.badge.plus", nil, nil, .window)
    /// New Tab: opens a new tab in the window.
    public static let newTab = builtIn("newTab", "plus.square.on.square", nil, nil, .window)
    /// Show Sidebar: shows the window's sidebar.
    public static let showSidebar = builtIn(
        "showSidebar", "sidebar.leading", nil, StandardShortcut(.character("s"), modifiers: [.control, .command]),
        .window)
    /// Hide Sidebar: hides the window's sidebar.
    public static let hideSidebar = builtIn(
        "hideSidebar", "sidebar.leading", nil, StandardShortcut(.character("s"), modifiers: [.control, .command]),
        .window)
    /// Show Toolbar: shows the window's toolbar.
    public static let showToolbar = builtIn(
        "showToolbar", "menubar.rectangle", nil, StandardShortcut(.character("t"), modifiers: [.option, .command]),
        .window)
    /// Hide Toolbar: hides the window's toolbar.
    public static let hideToolbar = builtIn(
        "hideToolbar", "menubar.rectangle", nil, StandardShortcut(.character("t"), modifiers: [.option, .command]),
        .window)
    /// Customize Toolbar…: chooses the items the window's toolbar shows.
    public static let customizeToolbar = builtIn("customizeToolbar", "wrench.and.screwdriver", nil, nil, .window)

    // MARK: Devices and software

    /// Rate: rates an item, for example with stars.
    public static let rate = builtIn("rate", "star", nil, nil, .other)
    /// Connect: connects to a device, a server or a network.
    public static let connect = builtIn("connect", "link", nil, nil, .other)
    /// Disconnect: ends a connection to a device, a server or a network.
    public static let disconnect = builtIn("disconnect", "xmark.circle", nil, nil, .other)
    /// Install: installs an app or an update.
    public static let install = builtIn("install", "arrow.down.app", nil, nil, .other)
    /// Uninstall: removes an installed app.
    public static let uninstall = builtIn("uninstall", "trash", .destructive, nil, .other)
    /// Restart: restarts an app, a device or a task.
    public static let restart = builtIn("restart", "arrow.clockwise", nil, nil, .other)

    /// Every built-in type in the catalog's order: the first 135 grouped by category, then
    /// the commands of a Mac app's menu bar and the other types added with them.
    ///
    /// ```swift
    /// StandardType.allCases.count                                   // 171
    /// StandardType.allCases.filter { $0.category == .media }.count   // 12
    /// ```
    public static let allCases: [StandardType] = [
        .ok, .done, .cancel, .close, .apply, .save, .discard, .dontSave, .retry, .`continue`, .help, .reset, .yes,
        .no, .allow, .dontAllow, .accept, .decline, .dismiss, .skip, .learnMore, .confirm, .submit, .start, .seeAll,
        .add, .new, .edit, .rename, .delete, .remove, .clear, .copy, .cut, .paste, .duplicate, .select, .deselect,
        .selectAll, .undo, .redo, .move, .replace, .compose, .moveToTrash, .restore, .open, .printContent, .share,
        .export, .`import`, .attach, .download, .upload, .archive, .unarchive, .scan, .sync, .copyLink,
        .openInBrowser, .back, .forward, .next, .previous, .search, .filter, .sort, .refresh, .info, .settings,
        .more, .zoomIn, .zoomOut, .actualSize, .home, .expand, .collapse, .enterFullScreen, .exitFullScreen,
        .addFavorite, .removeFavorite, .like, .unlike, .pin, .unpin, .lock, .unlock, .show, .hide, .mute, .unmute,
        .subscribe, .unsubscribe, .bookmark, .removeBookmark, .flag, .unflag, .markAsRead, .markAsUnread, .follow,
        .unfollow, .block, .unblock, .turnOn, .turnOff, .play, .pause, .stop, .record, .skipForward, .skipBack,
        .nextTrack, .previousTrack, .shuffle, .`repeat`, .takePhoto, .choosePhoto, .call, .videoCall, .email,
        .message, .send, .reply, .replyAll, .forwardMessage, .invite, .comment, .signIn, .signOut, .signUp,
        .account, .translate, .report, .buy, .restorePurchases, .about, .quit, .hideApp, .hideOthers, .showAll,
        .openRecent, .saveAs, .revert, .pageSetup, .printPreview, .closeAll, .getInfo, .preview, .tag, .find,
        .findAndReplace, .findNext, .findPrevious, .useSelectionForFind, .pasteAndMatchStyle, .minimize, .zoom,
        .bringAllToFront, .newWindow, .newTab, .showSidebar, .hideSidebar, .showToolbar, .hideToolbar,
        .customizeToolbar, .rate, .connect, .disconnect, .install, .uninstall, .restart,
    ]

    /// A built-in definition: the title key follows the identifier, the counted
    /// title key adds `.Count`, the hint key `.Hint` and the help text key `.Help`.
    private static func builtIn(
        _ identifier: String, _ symbolName: String, _ role: StandardRole?, _ shortcut: StandardShortcut?,
        _ category: StandardCategory, counted: Bool = false, hint: Bool = false, flips: Bool = false
    ) -> StandardType {
        let titleKey = defaultTitleKey(for: identifier)
        return StandardType(
            identifier, titleKey: titleKey, symbolName: symbolName, role: role,
            countedTitleKey: counted ? titleKey + ".Count" : nil, accessibilityHintKey: hint ? titleKey + ".Hint" : nil,
            helpTextKey: titleKey + ".Help", keyboardShortcut: shortcut, category: category,
            flipsSymbolForRightToLeft: flips)
    }
}
