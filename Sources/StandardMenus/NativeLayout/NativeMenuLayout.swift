import StandardButtons

/// Lays a menu tree out as UIKit menus are built (see ``NativeMenuNode``): the decisions a
/// UIKit adapter would otherwise take itself, kept here where they are tested.
///
/// - Dividers split their neighbours into inline menus (UIKit draws the separators); empty
///   groups vanish.
/// - Text rows, and submenus that are disabled (a `UIMenu` cannot be), become disabled actions;
///   a disabled inline group or palette keeps its children, each disabled.
/// - Sections are titled inline menus; control groups and steppers inline menus of small
///   elements; a stepper's buttons are disabled at the ends of its range.
/// - Attributes come from the element: disabled, hidden, destructive (the role), and
///   keeps-menu-presented — for toggles and steppers only where the menu is rebuilt while
///   shown (`reloadsVisibleMenu`), since elsewhere an open menu would keep showing the old
///   state; such actions are marked to rebuild the visible menu after they run.
/// - Every node has the identity of its occurrence (``MenuIdentity``), so identifiers are
///   unique even when the same standard button appears twice.
struct NativeMenuLayout: Sendable {
    /// Resolves the titles.
    let resolver: MenuResolver
    /// Whether the host rebuilds the visible menu after an action that keeps it open
    /// (a ``ReloadableContextMenuInteraction``), or not (a menu built once).
    let reloadsVisibleMenu: Bool

    /// The root menu showing `elements`.
    func rootMenu(_ elements: [MenuElement], title: String = "") -> NativeMenu {
        NativeMenu(identity: .root, title: title, children: nodes(elements, in: .root))
    }

    /// The nodes of `elements`, children of the element with identity `parent`.
    func nodes(_ elements: [MenuElement], in parent: MenuIdentity) -> [NativeMenuNode] {
        var groups: [[NativeMenuNode]] = [[]]
        for child in parent.identify(elements) {
            if case .divider = child.element {
                groups.append([])
            } else {
                groups[groups.count - 1].append(contentsOf: nodes(for: child))
            }
        }
        groups.removeAll { $0.isEmpty }
        guard groups.count > 1 else { return groups.first ?? [] }
        return groups.enumerated().map { index, group in
            .menu(
                NativeMenu(
                    identity: parent.appending("divided#\(index + 1)"), options: .displayInline, children: group))
        }
    }

    private func nodes(for child: IdentifiedMenuElement) -> [NativeMenuNode] {
        let identity = child.identity
        switch child.element {
        case .button(let item):
            var attributes = attributes(of: item, keepsPresented: item.keepsMenuPresented)
            if item.role == .destructive { attributes.insert(.destructive) }
            return [
                .action(
                    NativeMenuAction(
                        identity: identity, title: resolver.title(item.title),
                        subtitle: item.subtitle.map(resolver.title), symbolName: item.symbolName,
                        attributes: attributes, perform: item.action,
                        reloadsAfterPerform: attributes.contains(.keepsMenuPresented) && reloadsVisibleMenu))
            ]
        case .toggle(let toggle):
            let attributes = attributes(
                of: toggle, keepsPresented: toggle.keepsMenuPresented && reloadsVisibleMenu)
            return [
                .action(
                    NativeMenuAction(
                        identity: identity, title: resolver.title(toggle.title),
                        subtitle: toggle.subtitle.map(resolver.title), symbolName: toggle.symbolName,
                        attributes: attributes, state: toggle.state, perform: { toggle.perform() },
                        reloadsAfterPerform: attributes.contains(.keepsMenuPresented)))
            ]
        case .text(let text):
            return [textRow(identity, title: resolver.title(text.title), symbolName: text.symbolName)]
        case .menu(let menu):
            guard menu.isEnabled || menu.display == .submenu else {
                return [
                    .menu(
                        NativeMenu(
                            identity: identity, title: resolver.title(menu.title),
                            subtitle: menu.subtitle.map(resolver.title), symbolName: menu.symbolName,
                            options: menu.options, children: nodes(menu.children, in: identity).map(\.disabled)))
                ]
            }
            guard menu.isEnabled else {
                return [
                    .action(
                        NativeMenuAction(
                            identity: identity, title: resolver.title(menu.title),
                            subtitle: menu.subtitle.map(resolver.title), symbolName: menu.symbolName,
                            attributes: .disabled))
                ]
            }
            return [
                .menu(
                    NativeMenu(
                        identity: identity, title: resolver.title(menu.title),
                        subtitle: menu.subtitle.map(resolver.title), symbolName: menu.symbolName,
                        options: menu.options, children: nodes(menu.children, in: identity)))
            ]
        case .section(let section):
            return [
                .menu(
                    NativeMenu(
                        identity: identity, title: section.title.map(resolver.title) ?? "", options: .displayInline,
                        children: nodes(section.children, in: identity)))
            ]
        case .divider:
            return []
        case .controlGroup(let group):
            return [
                .menu(
                    NativeMenu(
                        identity: identity, title: group.title.map(resolver.title) ?? "", options: .displayInline,
                        elementSize: .small, children: nodes(group.children, in: identity)))
            ]
        case .stepper(let stepper):
            return [.menu(stepperMenu(stepper, identity: identity))]
        case .async(let async):
            return [.deferred(NativeDeferredElement(identity: identity, element: async))]
        case .platform(let element):
            return [.platform(element)]
        }
    }

    private func stepperMenu(_ stepper: MenuStepper, identity: MenuIdentity) -> NativeMenu {
        let keepsPresented = !stepper.closesMenuOnTap && reloadsVisibleMenu
        func button(_ key: String, _ title: String, _ symbol: String, enabled: Bool, perform: @escaping MenuAction)
            -> NativeMenuNode
        {
            var attributes: MenuElementAttributes = enabled ? [] : .disabled
            if keepsPresented { attributes.insert(.keepsMenuPresented) }
            return .action(
                NativeMenuAction(
                    identity: identity.appending(key), title: title, symbolName: symbol, attributes: attributes,
                    perform: perform, reloadsAfterPerform: keepsPresented))
        }
        let label: [NativeMenuNode] =
            stepper.label.isEmpty
            ? [
                textRow(identity.appending("value"), title: stepper.valueTitle(resolvedBy: resolver), symbolName: nil)
            ]
            : nodes(stepper.label, in: identity.appending("label"))
        return NativeMenu(
            identity: identity, options: .displayInline, elementSize: .small,
            children: [
                button("decrement", "−", "minus", enabled: stepper.canDecrement, perform: stepper.onDecrement)
            ] + label + [
                button("increment", "+", "plus", enabled: stepper.canIncrement, perform: stepper.onIncrement)
            ])
    }

    private func textRow(_ identity: MenuIdentity, title: String, symbolName: String?) -> NativeMenuNode {
        .action(NativeMenuAction(identity: identity, title: title, symbolName: symbolName, attributes: .disabled))
    }

    private func attributes(of element: some ChoosableMenuElement, keepsPresented: Bool) -> MenuElementAttributes {
        var attributes: MenuElementAttributes = []
        if !element.isEnabled { attributes.insert(.disabled) }
        if element.isHidden { attributes.insert(.hidden) }
        if keepsPresented { attributes.insert(.keepsMenuPresented) }
        return attributes
    }
}
