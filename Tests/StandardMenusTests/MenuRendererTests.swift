import StandardButtons
import Testing

@testable import StandardMenus

@Suite("Rendering as text and JSON")
struct MenuRendererTests {
    let command: (Character) -> StandardShortcut = { StandardShortcut(.character($0), modifiers: [.command]) }

    var sample: [ResolvedMenuElement] {
        [
            ResolvedMenuElement(kind: .button, type: .undo, title: "Undo", shortcut: command("z")),
            ResolvedMenuElement(
                kind: .button, type: .redo, title: "Redo",
                shortcut: StandardShortcut(.character("z"), modifiers: [.command, .shift])),
            ResolvedMenuElement(kind: .divider, title: ""),
            ResolvedMenuElement(kind: .button, title: "Archive", isEnabled: false),
            ResolvedMenuElement(
                kind: .menu, type: .sort, title: "Sort", display: .submenu,
                children: [
                    ResolvedMenuElement(kind: .toggle, title: "Name", state: .on),
                    ResolvedMenuElement(kind: .toggle, title: "Date", state: .off),
                    ResolvedMenuElement(kind: .toggle, title: "Size", state: .mixed),
                ]),
            ResolvedMenuElement(
                kind: .section, title: "Recent",
                children: [ResolvedMenuElement(kind: .text, title: "None", isEnabled: false)]),
            ResolvedMenuElement(
                kind: .controlGroup, title: "",
                children: [
                    ResolvedMenuElement(kind: .button, type: .cut, title: "Cut", shortcut: command("x"))
                ]),
            ResolvedMenuElement(kind: .stepper, title: "Font Size", value: 12),
            ResolvedMenuElement(kind: .menu, title: "Tools", display: .inline, children: []),
            ResolvedMenuElement(kind: .loading, title: "", isEnabled: false),
        ]
    }

    @Test("Text: one element a line, children indented, shortcuts in a column")
    func text() {
        let expected = """
            Undo                ⌘Z
            Redo                ⇧⌘Z
            ────────
            Archive (disabled)
            Sort ▸
              [x] Name
              [ ] Date
              [-] Size
            — Recent
              · None
            ═
              Cut  ⌘X
            Font Size  − 12 +
            Tools ▸ [inline]
            …

            """
        #expect(MenuRenderer.text(sample) == expected)
        #expect(MenuRenderer.render(sample, format: .text) == expected)
        #expect(MenuRenderer.text([]) == "")
    }

    @Test("Text aligns shortcuts after wide (CJK) titles by display width")
    func wideTitles() {
        let elements = [
            ResolvedMenuElement(kind: .button, title: "取り消す", shortcut: command("z")),
            ResolvedMenuElement(kind: .button, title: "すべてを選択", shortcut: command("a")),
        ]
        #expect(MenuRenderer.text(elements) == "取り消す      ⌘Z\nすべてを選択  ⌘A\n")
        #expect(MenuRenderer.displayWidth("Löschen") == 7)
        #expect(MenuRenderer.displayWidth("e\u{301}") == 1)
        #expect(MenuRenderer.displayWidth("ｺﾋﾟｰ") == 4)
    }

    @Test("JSON: kind, type, title, shortcut, and the extras of each kind")
    func json() {
        let expected = """
            [
              {
                "kind" : "button",
                "type" : "undo",
                "title" : "Undo",
                "shortcut" : "⌘Z"
              },
              {
                "kind" : "divider",
                "type" : null,
                "title" : "",
                "shortcut" : null
              },
              {
                "kind" : "menu",
                "type" : "sort",
                "title" : "Sort",
                "shortcut" : null,
                "children" : [
                  {
                    "kind" : "toggle",
                    "type" : null,
                    "title" : "Name",
                    "shortcut" : null,
                    "state" : "on"
                  }
                ]
              },
              {
                "kind" : "section",
                "type" : null,
                "title" : "",
                "shortcut" : null,
                "children" : []
              },
              {
                "kind" : "stepper",
                "type" : null,
                "title" : "Size",
                "shortcut" : null,
                "value" : 3
              }
            ]

            """
        let elements = [
            sample[0], sample[2],
            ResolvedMenuElement(
                kind: .menu, type: .sort, title: "Sort", children: [sample[4].children[0]]),
            ResolvedMenuElement(kind: .section, title: ""),
            ResolvedMenuElement(kind: .stepper, title: "Size", value: 3),
        ]
        #expect(MenuRenderer.json(elements) == expected)
        #expect(MenuRenderer.render([], format: .json) == "[]\n")
    }

    @Test("A stepper with a label shows the value, then the label indented; platform rows their type")
    func stepperLabelAndPlatform() {
        let elements = [
            ResolvedMenuElement(
                kind: .stepper, title: "", value: 2,
                children: [ResolvedMenuElement(kind: .text, title: "Amount: 2", isEnabled: false)]),
            ResolvedMenuElement(kind: .platform, title: "UIAction"),
        ]
        #expect(MenuRenderer.text(elements) == "− 2 +\n  · Amount: 2\n⟨UIAction⟩\n")
        let json = MenuRenderer.json(elements)
        #expect(json.contains(#""kind" : "platform""#) && json.contains(#""title" : "UIAction""#))
        #expect(json.contains(#""value" : 2,"#) && json.contains(#""title" : "Amount: 2""#))
    }

    @Test("A summary: titles by commas, groups by bars, submenus marked, groups' items inline")
    func summary() {
        let elements = Submenu("Root") {
            MenuDivider()
            MenuItem(.undo)
            MenuToggle("Bold", isOn: true)
            MenuDivider()
            MenuDivider()
            MenuSection("S") { MenuItem(.cut) }
            MenuControlGroup { MenuItem(.copy) }
            Submenu("More") { MenuItem(.paste) }
            Async({ 1 }) { _ in MenuDivider() }
            MenuDivider()
        }.children
        #expect(MenuRenderer.summary(rawResolver().resolve(elements)) == "undo, Bold | cut, copy, More ▸, …")
        #expect(MenuRenderer.summary([]) == "")
    }

    @Test("The template list: names in a column, then the summary; JSON objects with name and elements")
    func templateList() {
        let text = MenuRenderer.templates([.edit, .item], resolver: rawResolver(), format: .text)
        #expect(
            text == "edit  undo, redo | cut, copy, paste, pasteAndMatchStyle, delete, selectAll | Menu.Find ▸\n"
                + "item  open | copy, duplicate, rename, move | share | pin, addFavorite | delete\n")
        let json = MenuRenderer.templates([.view], resolver: rawResolver(), format: .json)
        #expect(
            json.hasPrefix(
                "[\n  {\n    \"name\" : \"view\",\n    \"elements\" : [\n      {\n        \"kind\" : \"button\""))
        #expect(json.hasSuffix("      }\n    ]\n  }\n]\n"))
    }

    @Test("JSON strings escape quotes, backslashes and control characters, and nothing else")
    func escaping() {
        let escaped = ResolvedMenuElement(kind: .text, title: "a\\c\nd\te\r\u{1}\u{8}\u{C}\u{1F}/é🙂", isEnabled: true)
        #expect(MenuRenderer.json([escaped]).contains(#""title" : "a\\c\nd\te\r\u0001\b\f\u001f/é🙂""#))
        let element = ResolvedMenuElement(kind: .text, title: "Say \"hi\"", isEnabled: false)
        #expect(MenuRenderer.json([element]).contains(#""title" : "Say \"hi\"""#))
    }

    @Test("Objects and arrays nest with two spaces per level")
    func nesting() {
        let value = MenuJSONValue.fields([
            ("a", .array([.integer(1), .bool(true), .null])), ("b", .object([])), ("c", .nullable(nil)),
        ])
        #expect(
            value.written() == "{\n  \"a\" : [\n    1,\n    true,\n    null\n  ],\n  \"b\" : {},\n  \"c\" : null\n}")
    }
}
