extension MenuElement {
    /// The element's key among its siblings: its kind and what it shows (see ``MenuIdentity``).
    var identityKey: String {
        switch self {
        case .button(let item): "item:" + item.title.identityKey
        case .menu(let menu): "menu:" + (menu.identifier ?? menu.title.identityKey)
        case .toggle(let toggle): "toggle:" + toggle.title.identityKey
        case .text(let text): "text:" + text.title.identityKey
        case .section(let section): "section:" + (section.title?.identityKey ?? "")
        case .divider: "divider"
        case .controlGroup(let group): "group:" + (group.title?.identityKey ?? "")
        case .stepper(let stepper): "stepper:" + (stepper.title?.identityKey ?? "")
        case .async(let async): "async:" + async.identifier.description
        case .platform(let element): "platform:" + element.typeName
        }
    }

    /// Whether the element is left out of the menu (hidden items and toggles).
    var isHidden: Bool {
        switch self {
        case .button(let item): item.isHidden
        case .toggle(let toggle): toggle.isHidden
        default: false
        }
    }
}

extension MenuTitle {
    /// The title as a key that does not change with a count: `delete` for "Delete 3 Items".
    var identityKey: String {
        switch self {
        case .standard(let type), .counted(let type, _): type.identifier
        case .verbatim(let text): "'" + text + "'"
        case .key(let key): "#" + key
        }
    }
}
