import Testing

@testable import BtnlocCLI

@Suite("btnloc menu")
struct MenuCommandTests {
    @Test(
        "Usage errors exit 64 with a message and a hint",
        arguments: [
            (["menu"], "missing menu name (app, file, edit, view, window, help or item)"),
            (["menu", "bogus"], "unknown menu 'bogus' (expected app, file, edit, view, window, help or item)"),
            (["menu", "Edit"], "unknown menu 'Edit' (expected app, file, edit, view, window, help or item)"),
            (["menu", "edit", "view"], "unexpected argument 'view'"),
            (["menu", "edit", "--format", "xml"], "--format must be one of: text, json"),
            (["menu", "edit", "--format"], "missing value for --format"),
            (["menu", "edit", "--format", "json", "--format=text"], "--format given more than once"),
            (["menu", "edit", "--lang"], "missing value for --lang"),
            (["menu", "edit", "--verbose"], "unknown option --verbose"),
            (["menu", "--list", "edit"], "--list takes no menu name, got 'edit'"),
            (["menu", "--list", "--format", "yaml"], "--format must be one of: text, json"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = btnloc(arguments)
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors == "btnloc menu: \(message)\nSee 'btnloc menu --help'.\n")
    }

    @Test("A malformed language is a usage error")
    func badLanguage() {
        let result = btnloc("menu", "edit", "--lang", "de,??")
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("btnloc menu: --lang: "))
    }

    @Test("Help shows usage, the menus and the options; the overview lists the command")
    func help() {
        let result = btnloc("menu", "--help")
        #expect(result.status == .success)
        #expect(
            result.output.hasPrefix("OVERVIEW: Print a standard menu (app, file, edit, view, window, help, item).\n"))
        #expect(result.output.contains("USAGE: btnloc menu <name> [--lang <languages>] [--app-name <name>]\n"))
        #expect(result.output.contains("       btnloc menu --list [--lang <languages>] [--app-name <name>]\n"))
        #expect(result.output.contains("  --list              List the menus, each with its items on one line"))
        for line in [
            "  <name>              app ", "  --lang <languages>  ", "  --format <format>   text (default) or json.",
            "  --app-name <name>   The app's name",
        ] {
            #expect(result.output.contains(line))
        }
        #expect(btnloc("help", "menu").output == result.output)
        let overviewLine = btnloc("--help").lines.first { $0.hasPrefix("  menu ") }
        #expect(
            overviewLine?.hasSuffix(" Print a standard menu (app, file, edit, view, window, help, item).") == true)
    }
}

/// Output of `btnloc menu`; expected titles are copied from `Resources/<language>.lproj`.
@Suite("btnloc menu output")
struct MenuCommandOutputTests {
    @Test("The German Edit menu with its shortcuts")
    func germanEdit() {
        let result = btnloc("menu", "edit", "--lang", "de")
        #expect(result.status == .success)
        #expect(result.errors.isEmpty)
        #expect(
            result.lines == [
                "Widerrufen                   ⌘Z",
                "Wiederholen                  ⇧⌘Z",
                "────────",
                "Ausschneiden                 ⌘X",
                "Kopieren                     ⌘C",
                "Einsetzen                    ⌘V",
                "Einsetzen und Stil anpassen  ⌥⇧⌘V",
                "Löschen                      ⌘⌫",
                "Alles auswählen              ⌘A",
                "────────",
                "Suchen ▸",
                // Apple's German puts a no-break space before the ellipsis.
                "  Suchen\u{A0}…                  ⌘F",
                "  Suchen und Ersetzen\u{A0}…     ⌥⌘F",
                "  Weitersuchen (vorwärts)   ⌘G",
                "  Weitersuchen (rückwärts)  ⇧⌘G",
                "  Auswahl suchen            ⌘E",
            ])
    }

    @Test("The example in the help is what the command prints")
    func helpExample() throws {
        let help = btnloc("menu", "--help").lines
        let start = try #require(help.firstIndex(of: "  $ btnloc menu app --lang de --app-name Notizen"))
        let example = help[(start + 1)...].prefix { !$0.hasPrefix("  $") }.map { String($0.dropFirst(2)) }
        #expect(example == btnloc("menu", "app", "--lang", "de", "--app-name", "Notizen").lines)
    }

    @Test("The German Help and Window menus as JSON")
    func germanJSON() {
        func button(_ type: String, _ title: String, _ shortcut: String?) -> String {
            """
              {
                "kind" : "button",
                "type" : "\(type)",
                "title" : "\(title)",
                "shortcut" : \(shortcut.map { "\"\($0)\"" } ?? "null")
              }
            """
        }
        let help = btnloc("menu", "help", "--lang", "de", "--format", "json")
        #expect(help.status == .success)
        #expect(help.output == "[\n" + button("help", "Hilfe", "⌘?") + "\n]\n")
        let window = btnloc("menu", "window", "--lang", "de", "--format", "json")
        #expect(window.output.hasPrefix("[\n" + button("minimize", "Im Dock ablegen", "⌘M") + ",\n"))
        #expect(window.output.contains(button("zoom", "Zoomen", nil)))
    }

    @Test("The English File menu")
    func englishFile() {
        #expect(
            btnloc("menu", "file", "--lang", "en").lines == [
                "New              ⌘N", "Open             ⌘O", "Open Recent", "────────", "Close            ⌘W",
                "Save             ⌘S", "Save As…         ⇧⌘S", "Duplicate        ⌘D", "Rename", "Move",
                "Revert to Saved", "────────", "Export", "Share", "────────", "Page Setup…      ⇧⌘P",
                "Print            ⌘P",
            ])
    }

    @Test("The list-item menu in Japanese, from the preference list")
    func japaneseItem() {
        let lines = btnloc("menu", "item", "--lang", "tlh,ja").lines
        #expect(lines.first == "開く" + String(repeating: " ", count: 14) + "⌘O")  // after お気に入りに追加, 16 columns
        #expect(lines.last == "削除" + String(repeating: " ", count: 14) + "⌘⌫")
    }

    @Test("Without --lang, the languages come from the environment")
    func environmentLanguage() {
        let result = btnloc(["menu", "edit"], environment: ["LANG": "ru_RU.UTF-8"])
        let first = result.lines.first ?? ""
        #expect(first.hasPrefix("Отменить ") && first.hasSuffix(" ⌘Z"), "\(first)")
    }
}

/// `btnloc menu --list`; expected titles are copied from `Resources/<language>.lproj`.
@Suite("btnloc menu --list")
struct MenuListCommandTests {
    @Test("Every menu on a line: its name, then its items with groups between bars")
    func englishList() {
        let result = btnloc("menu", "--list", "--lang", "en")
        #expect(result.status == .success)
        #expect(result.errors.isEmpty)
        #expect(
            result.lines == [
                "app     About App | Settings | Hide App, Hide Others, Show All | Quit App",
                "file    New, Open, Open Recent | Close, Save, Save As…, Duplicate, Rename, Move, Revert to Saved | "
                    + "Export, Share | Page Setup…, Print",
                "edit    Undo, Redo | Cut, Copy, Paste, Paste and Match Style, Delete, Select All | Find ▸",
                "view    Hide Toolbar, Customize Toolbar… | Hide Sidebar | Actual Size, Zoom In, Zoom Out | Refresh | "
                    + "Enter Full Screen",
                "window  Minimize, Zoom | New Window, New Tab | Bring All to Front",
                "help    Help",
                "item    Open | Copy, Duplicate, Rename, Move | Share | Pin, Add to Favorites | Delete",
            ])
    }

    @Test("The items are translated for --lang")
    func germanList() {
        #expect(
            btnloc("menu", "--list", "--lang", "de").lines.dropFirst(2).first
                == "edit    Widerrufen, Wiederholen | Ausschneiden, Kopieren, Einsetzen, Einsetzen und Stil anpassen, "
                + "Löschen, Alles auswählen | Suchen ▸")
    }

    @Test("JSON: an array of menus, each with its name and the elements 'btnloc menu NAME --format json' prints")
    func json() {
        let list = btnloc("menu", "--list", "--lang", "de", "--format", "json")
        #expect(list.status == .success)
        let edit = btnloc("menu", "edit", "--lang", "de", "--format", "json").output
        let indentedEdit = edit.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n").dropFirst(4)
        #expect(
            list.output.contains("  {\n    \"name\" : \"edit\",\n    \"elements\" : " + indentedEdit + "\n  },\n"))
        let names = list.lines.filter { $0.hasPrefix("    \"name\" : ") }
        #expect(
            names == ["app", "file", "edit", "view", "window", "help", "item"].map { "    \"name\" : \"\($0)\"," })
        #expect(list.output.hasSuffix("\n]\n"))
    }
}
