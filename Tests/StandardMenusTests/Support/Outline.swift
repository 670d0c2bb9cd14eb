import StandardMenus

/// A compact description of element trees written by the tests themselves, independent of
/// the resolver: `B(copy)`, `B('Custom')`, `M(sort)[…]`, `T(pin:on)`, `X('note')`, `S[…]`,
/// `-`, `G[…]`, `N('Size'=3)` (with its label: `N(=3)[X('3 items')]`), `A(id)`, `P(UIAction)`.
func outline(_ elements: [MenuElement]) -> [String] {
    elements.map(outline)
}

func outline(_ element: MenuElement) -> String {
    switch element {
    case .button(let button): "B(\(describe(button.title)))"
    case .menu(let menu): "M(\(describe(menu.title)))[\(outline(menu.children).joined(separator: ","))]"
    case .toggle(let toggle): "T(\(describe(toggle.title)):\(toggle.state.rawValue))"
    case .text(let text): "X(\(describe(text.title)))"
    case .section(let section):
        "S\(section.title.map { "(\(describe($0)))" } ?? "")[\(outline(section.children).joined(separator: ","))]"
    case .divider: "-"
    case .controlGroup(let group): "G[\(outline(group.children).joined(separator: ","))]"
    case .stepper(let stepper):
        "N(\(stepper.title.map(describe) ?? "")=\(stepper.value))"
            + (stepper.label.isEmpty ? "" : "[\(outline(stepper.label).joined(separator: ","))]")
    case .async(let async): "A(\(async.identifier))"
    case .platform(let element): "P(\(element.typeName))"
    }
}

func describe(_ title: MenuTitle) -> String {
    switch title {
    case .standard(let type): type.identifier
    case .counted(let type, let count): "\(type.identifier)×\(count)"
    case .verbatim(let text): "'\(text)'"
    case .key(let key): "#\(key)"
    }
}

/// A resolver whose titles are the raw values of the types (`copy`, `delete×3`), so tests
/// can tell what was resolved without depending on the catalog.
func rawResolver(cache: AsyncCache = AsyncCache()) -> MenuResolver {
    MenuResolver(cache: cache) { type, count in
        count.map { "\(type.identifier)×\($0)" } ?? type.identifier
    }
}

/// Counts calls from any task.
actor Counter {
    private(set) var value = 0

    @discardableResult
    func increment() -> Int {
        value += 1
        return value
    }
}

/// Records what actions did, on the main actor where they run.
@MainActor
final class ActionLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}
