#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    import StandardButtons
    import SwiftUI

    /// One menu of the standard menu bar as SwiftUI commands: it replaces the system's
    /// groups of that menu with the bar's translated buttons, and leaves the other menus
    /// to the system. Add one per menu the app wants standard.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         StandardMenuCommands(.file, bar: bar)
    ///         StandardMenuCommands(.view, bar: bar)
    ///     }
    /// ```
    @available(iOS 14.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct StandardMenuCommands: Commands {
        private let groups: [StandardMenuBar.CommandGroupContent]
        private let bar: StandardMenuBar

        /// The commands of `menu` (not ``StandardMenuTemplate/item``, which is no menu of the bar).
        public init(_ menu: StandardMenuTemplate, bar: StandardMenuBar) {
            self.groups = bar.commandGroups(for: menu)
            self.bar = bar
        }

        /// The commands.
        public var body: some Commands {
            // A menu has at most four groups (the app and File menus).
            CommandGroupView(group: groups.count > 0 ? groups[0] : nil, bar: bar).commands
            CommandGroupView(group: groups.count > 1 ? groups[1] : nil, bar: bar).commands
            CommandGroupView(group: groups.count > 2 ? groups[2] : nil, bar: bar).commands
            CommandGroupView(group: groups.count > 3 ? groups[3] : nil, bar: bar).commands
        }
    }

    /// One group's commands, or an empty addition where the menu has fewer groups.
    @available(iOS 14.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    private struct CommandGroupView {
        let group: StandardMenuBar.CommandGroupContent?
        let bar: StandardMenuBar

        @MainActor
        var commands: CommandGroup<CommandButtons> {
            let content = CommandButtons(group: group, bar: bar)
            guard let group else { return CommandGroup(after: .help) { content } }
            let placement = Self.placement(group.slot)
            return group.replacesSystemGroup
                ? CommandGroup(replacing: placement) { content } : CommandGroup(after: placement) { content }
        }

        static func placement(_ slot: StandardMenuBar.CommandSlot) -> CommandGroupPlacement {
            switch slot {
            case .appInfo: .appInfo
            case .appSettings: .appSettings
            case .appVisibility: .appVisibility
            case .appTermination: .appTermination
            case .newItem: .newItem
            case .saveItem: .saveItem
            case .importExport: .importExport
            case .printItem: .printItem
            case .undoRedo: .undoRedo
            case .pasteboard: .pasteboard
            case .textEditing: .textEditing
            case .toolbar: .toolbar
            case .sidebar: .sidebar
            case .windowSize: .windowSize
            case .windowArrangement: .windowArrangement
            case .help: .help
            }
        }
    }

    /// The buttons of one group, titled for the app's languages, with their shortcuts and
    /// help texts; a submenu (Find) after them.
    @available(iOS 14.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    struct CommandButtons: View {
        let group: StandardMenuBar.CommandGroupContent?
        let bar: StandardMenuBar

        var body: some View {
            let resolver = bar.resolver()
            if let group {
                ForEach(group.types) { type in button(type, resolver: resolver) }
                if let key = group.submenuTitleKey {
                    Menu(resolver.title(.key(key))) {
                        ForEach(group.submenuTypes) { type in button(type, resolver: resolver) }
                    }
                }
            }
        }

        private func button(_ type: StandardType, resolver: MenuResolver) -> some View {
            let actions = bar.actions
            return Button(resolver.title(.standard(type))) { actions.perform(type) }
                .keyboardShortcut(type.keyboardShortcut?.swiftUIShortcut)
                .disabled(!actions.isEnabled(type))
                .help(Text(verbatim: type.helpText() ?? ""))
        }
    }
#endif
