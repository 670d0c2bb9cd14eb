/// What a menu button does when it is chosen; runs on the main actor, where menus live.
///
/// ```swift
/// let action: MenuAction = { model.copySelection() }
/// ```
public typealias MenuAction = @MainActor @Sendable () -> Void
