extension MenuRenderer {
    /// The standard menu templates and their items, resolved by `resolver`: in text, one line
    /// per menu — its name, then its items (``summary(_:)``) in a column; in JSON, an array of
    /// objects with `name` and `elements` (as ``json(_:)`` writes them). What `btnloc menu --list` prints.
    ///
    /// ```swift
    /// print(MenuRenderer.templates(resolver: MenuResolver(preferredLanguages: ["en"]), format: .text))
    /// // edit  Undo, Redo | Cut, Copy, Paste, Delete, Select All
    /// // file  New, Open | Close, Save, Duplicate, Rename, Move | Export, Share | Print
    /// // …
    /// ```
    public static func templates(
        _ templates: [StandardMenuTemplate] = StandardMenuTemplate.allCases, resolver: MenuResolver,
        format: MenuRenderFormat
    ) -> String {
        let menus = templates.map { (name: $0.rawValue, elements: resolver.resolve($0.elements)) }
        switch format {
        case .text:
            let column = menus.map { displayWidth($0.name) }.max() ?? 0
            return menus.map { menu in
                menu.name + String(repeating: " ", count: column - displayWidth(menu.name) + 2) + summary(menu.elements)
                    + "\n"
            }.joined()
        case .json:
            let objects = menus.map { menu in
                MenuJSONValue.fields([
                    ("name", .string(menu.name)), ("elements", .array(menu.elements.map(jsonValue))),
                ])
            }
            return MenuJSONValue.array(objects).written() + "\n"
        }
    }

    /// A menu's items on one line: their titles separated by commas, groups by ` | `, a
    /// submenu as its title and `▸`; sections and control groups contribute their items.
    ///
    /// ```swift
    /// MenuRenderer.summary(MenuResolver(preferredLanguages: ["de"]).resolve(MenuTemplates.edit()))
    /// // "Widerrufen, Wiederholen | Ausschneiden, Kopieren, Einsetzen, Löschen, Alle auswählen"
    /// ```
    public static func summary(_ elements: [ResolvedMenuElement]) -> String {
        var groups: [[String]] = [[]]
        func collect(_ elements: [ResolvedMenuElement]) {
            for element in elements {
                switch element.kind {
                case .divider: groups.append([])
                case .section, .controlGroup: collect(element.children)
                case .menu: groups[groups.count - 1].append(element.title + " ▸")
                case .loading: groups[groups.count - 1].append("…")
                default: groups[groups.count - 1].append(element.title)
                }
            }
        }
        collect(elements)
        return groups.filter { !$0.isEmpty }.map { $0.joined(separator: ", ") }.joined(separator: " | ")
    }
}
