import LocalizeKit
import StandardMenus

/// `btnloc menu`: a standard menu template resolved for a language.
enum MenuCommand: Command {
    static let name = "menu"
    static let summary = "Print a standard menu (app, file, edit, view, window, help, item)."
    static let help = """
        OVERVIEW: Print a standard menu (app, file, edit, view, window, help, item).

        Prints the elements of a standard menu with the titles of its buttons
        translated for the preferred languages and their keyboard shortcuts, as the
        StandardMenus library builds it for apps: the menus of a Mac app's menu bar
        (app, file, edit, view, window, help) and a list item's context menu.

        Text shows one element a line with shortcuts in a column; a divider is a line
        of '─'. JSON is an array of elements, each with "kind" (button, menu, toggle,
        text, divider, section), "type" (the standard type or null), "title",
        "shortcut" (as macOS menus show it, or null), and "children" for menus and
        sections.

        USAGE: btnloc menu <name> [--lang <languages>] [--app-name <name>]
                              [--format text|json]
               btnloc menu --list [--lang <languages>] [--app-name <name>]
                              [--format text|json]

        ARGUMENTS:
          <name>              app     About, Settings, Hide, Hide Others, Show All,
                                      Quit (with the app's name)
                              file    New, Open, Open Recent | Close, Save, Save As…,
                                      Duplicate, Rename, Move, Revert to Saved |
                                      Export, Share | Page Setup…, Print
                              edit    Undo, Redo | Cut, Copy, Paste, Paste and Match
                                      Style, Delete, Select All | Find ▸
                              view    Hide Toolbar, Customize Toolbar… | Hide Sidebar |
                                      Actual Size, Zoom In, Zoom Out | Refresh |
                                      Enter Full Screen
                              window  Minimize, Zoom | New Window, New Tab |
                                      Bring All to Front
                              help    Help
                              item    the context menu of a list item: Open | Copy,
                                      Duplicate, Rename, Move | Share | Pin,
                                      Add to Favorites | Delete

        OPTIONS:
          --list              List the menus, each with its items on one line (JSON:
                              an array of objects with "name" and "elements").
          --app-name <name>   The app's name in the titles that name it (About,
                              Hide, Quit) and as the app menu's title (default:
                              App).
          --lang <languages>  The preferred languages, most preferred first, comma-
                              separated or repeated (default: the system's, from
                              LANGUAGE, LC_ALL, LC_MESSAGES or LANG). Titles fall
                              back as on Apple platforms: en-AU finds en-GB.
          --format <format>   text (default) or json.
          -h, --help          Show this help.

        EXIT STATUS:
          0 success, 64 usage error (an unknown menu), 74 standard output cannot be
          written.

        EXAMPLES:
          $ btnloc menu app --lang de --app-name Notizen
          Über Notizen
          ────────
          Einstellungen       ⌘,
          ────────
          Notizen ausblenden  ⌘H
          Andere ausblenden   ⌥⌘H
          Alle einblenden
          ────────
          Notizen beenden     ⌘Q
          $ btnloc menu edit --lang de
          $ btnloc menu item --lang ja,en --format json
          $ btnloc menu --list --lang fr

        """

    static var optionCompletions: [String: CompletionValues] {
        [
            "--lang": .commaSeparated(CompletionValues.languages),
            "--app-name": .none,
            "--format": .words(OutputFormat.allCases.map(\.rawValue)),
        ]
    }

    static var argumentCompletions: CompletionValues { .words(StandardMenuTemplate.allCases.map(\.rawValue)) }

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let lists = arguments.flag("--list")
        let languages = try LanguageOption.parse(&arguments, context: context)
        let format: MenuRenderFormat = try OutputFormat.parse(&arguments) == .json ? .json : .text
        let appName = try arguments.option("--app-name") ?? "App"
        let names = try arguments.remainingPositionals()
        let resolver = MenuResolver(preferredLanguages: languages, appName: appName)
        if lists {
            if let name = names.first { throw .usage("--list takes no menu name, got '\(name)'") }
            context.write(MenuRenderer.templates(resolver: resolver, format: format))
            return .success
        }
        let expected = "app, file, edit, view, window, help or item"
        guard let name = names.first else { throw .usage("missing menu name (\(expected))") }
        guard names.count == 1 else { throw .usage("unexpected argument '\(names[1])'") }
        guard let template = StandardMenuTemplate(rawValue: name) else {
            throw .usage("unknown menu '\(name)' (expected \(expected))")
        }
        context.write(MenuRenderer.render(resolver.resolve(template.elements), format: format))
        return .success
    }
}
