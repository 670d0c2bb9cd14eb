/// Writes resolved menu trees as indented text or as JSON, for previews, tests and tooling.
///
/// Text: one element a line, children indented by two spaces, keyboard shortcuts aligned
/// in a column after the longest title of their group:
///
/// ```text
/// Undo        ⌘Z        a button
/// [x] Bold              a toggle: [x] on, [ ] off, [-] mixed
/// Sort ▸                a menu ("Sort ▸ [inline]" for inline and palette menus)
/// — Recent              a section ("—" when untitled)
/// ═ Format              a control group ("═" when untitled)
/// Font Size  − 12 +     a stepper (its label, when built from the value, indented below)
/// · Synced              a text row
/// ────────              a divider
/// …                     an Async element not yet loaded
/// ⟨UIAction⟩            an element of the platform's UI framework
/// ```
///
/// Disabled buttons, toggles and menus end in " (disabled)". JSON: an array of objects
/// with `kind`, `type` (the standard type or `null`), `title` and `shortcut` (or `null`);
/// toggles add `state`, steppers `value`, and menus, sections, control groups and steppers
/// with a label `children`.
///
/// ```swift
/// let resolved = MenuResolver(preferredLanguages: ["de"]).resolve(MenuTemplates.edit())
/// print(MenuRenderer.text(resolved), terminator: "")
/// print(MenuRenderer.json(resolved), terminator: "")
/// ```
public enum MenuRenderer {
    /// The tree in `format`, ending in a newline (empty for an empty tree in text).
    public static func render(_ elements: [ResolvedMenuElement], format: MenuRenderFormat) -> String {
        switch format {
        case .text: text(elements)
        case .json: json(elements)
        }
    }

    /// The tree as indented text, each line ending in a newline.
    public static func text(_ elements: [ResolvedMenuElement]) -> String {
        var output = ""
        writeText(elements, indent: 0, to: &output)
        return output
    }

    /// The tree as a pretty-printed JSON array, ending in a newline.
    public static func json(_ elements: [ResolvedMenuElement]) -> String {
        MenuJSONValue.array(elements.map(jsonValue)).written() + "\n"
    }

    // MARK: MenuText

    private static func writeText(_ elements: [ResolvedMenuElement], indent: Int, to output: inout String) {
        let labels = elements.map(label)
        let column = labels.map(displayWidth).max() ?? 0
        let prefix = String(repeating: " ", count: indent)
        for (element, label) in zip(elements, labels) {
            var line = prefix + label
            if let shortcut = element.shortcut {
                line += String(repeating: " ", count: column - displayWidth(label) + 2) + shortcut.description
            }
            output += line + "\n"
            if element.hasChildren { writeText(element.children, indent: indent + 2, to: &output) }
        }
    }

    private static func label(_ element: ResolvedMenuElement) -> String {
        let disabled = element.isEnabled ? "" : " (disabled)"
        switch element.kind {
        case .button:
            return element.title + disabled
        case .toggle:
            let mark =
                switch element.state ?? .off {
                case .on: "[x] "
                case .off: "[ ] "
                case .mixed: "[-] "
                }
            return mark + element.title + disabled
        case .menu:
            let display = element.display.flatMap { $0 == .submenu ? nil : " [\($0.rawValue)]" } ?? ""
            return element.title + " ▸" + display + disabled
        case .section:
            return element.title.isEmpty ? "—" : "— " + element.title
        case .controlGroup:
            return element.title.isEmpty ? "═" : "═ " + element.title
        case .stepper:
            let value = "− " + (element.value.map(String.init) ?? "") + " +"
            return element.title.isEmpty ? value : element.title + "  " + value
        case .text:
            return "· " + element.title
        case .divider:
            return "────────"
        case .loading:
            return "…"
        case .platform:
            return "⟨" + element.title + "⟩"
        }
    }

    /// The number of terminal columns `text` takes: East Asian wide and fullwidth
    /// characters take two, combining marks none.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            if scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .enclosingMark
                || scalar.value == 0x200D
            {
                return width
            }
            return width + (isWide(scalar) ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    // MARK: JSON

    static func jsonValue(_ element: ResolvedMenuElement) -> MenuJSONValue {
        var members: [(String, MenuJSONValue)] = [
            ("kind", .string(element.kind.rawValue)),
            ("type", .nullable(element.type?.identifier)),
            ("title", .string(element.title)),
            ("shortcut", .nullable(element.shortcut?.description)),
        ]
        if element.kind == .toggle { members.append(("state", .nullable(element.state?.rawValue))) }
        if element.kind == .stepper { members.append(("value", element.value.map(MenuJSONValue.integer) ?? .null)) }
        if element.hasChildren { members.append(("children", .array(element.children.map(jsonValue)))) }
        return .fields(members)
    }
}
