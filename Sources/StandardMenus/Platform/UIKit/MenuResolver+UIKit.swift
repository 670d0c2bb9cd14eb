#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import StandardButtons
    import UIKit

    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    extension MenuResolver {
        /// A `UIMenu` showing a menu tree, with titles resolved by this resolver.
        ///
        /// Buttons and toggles become `UIAction`s, menus and sections `UIMenu`s, dividers
        /// split their neighbours into inline menus (UIKit draws the separators), control
        /// groups and steppers become inline menus of small elements, and `Async` elements
        /// `UIDeferredMenuElement`s loaded through this resolver's cache. Keyboard shortcuts
        /// belong to `UIKeyCommand`s in the main menu and are not set here.
        ///
        /// ```swift
        /// button.menu = MenuResolver(preferredLanguages: Locale.preferredLanguages).uiMenu {
        ///     MenuButton(.copy) { copy() }
        ///     MenuButton(.delete) { delete() }
        /// }
        /// ```
        @MainActor
        public func uiMenu(title: String = "", @MenuBuilder content: () -> [MenuElement]) -> UIMenu {
            UIMenu(title: title, children: uiMenuElements(content()))
        }

        /// The UIKit elements of a menu tree.
        @MainActor
        public func uiMenuElements(_ elements: [MenuElement]) -> [UIMenuElement] {
            var groups: [[UIMenuElement]] = [[]]
            for element in elements {
                if case .divider = element {
                    groups.append([])
                } else {
                    groups[groups.count - 1].append(uiMenuElement(element))
                }
            }
            groups.removeAll { $0.isEmpty }
            guard groups.count > 1 else { return groups.first ?? [] }
            return groups.map { UIMenu(options: .displayInline, children: $0) }
        }

        @MainActor
        private func uiMenuElement(_ element: MenuElement) -> UIMenuElement {
            switch element {
            case .button(let button):
                let action = UIAction(title: title(button.title), image: image(button.symbolName)) { _ in
                    button.action()
                }
                if button.role == .destructive { action.attributes.insert(.destructive) }
                if !button.isEnabled { action.attributes.insert(.disabled) }
                return action
            case .toggle(let toggle):
                let action = UIAction(title: title(toggle.title), image: image(toggle.symbolName)) { _ in
                    toggle.perform()
                }
                action.state =
                    switch toggle.state {
                    case .on: .on
                    case .off: .off
                    case .mixed: .mixed
                    }
                if toggle.keepsMenuPresented { action.attributes.insert(.keepsMenuPresented) }
                if !toggle.isEnabled { action.attributes.insert(.disabled) }
                return action
            case .text(let text):
                return UIAction(title: title(text.title), image: image(text.symbolName), attributes: .disabled) { _ in }
            case .menu(let menu):
                guard menu.isEnabled else {
                    return UIAction(title: title(menu.title), image: image(menu.symbolName), attributes: .disabled) {
                        _ in
                    }
                }
                let options: UIMenu.Options =
                    switch menu.display {
                    case .submenu: []
                    case .inline: .displayInline
                    case .palette: [.displayInline, .displayAsPalette]
                    }
                return UIMenu(
                    title: title(menu.title), image: image(menu.symbolName), options: options,
                    children: uiMenuElements(menu.children))
            case .section(let section):
                return UIMenu(
                    title: section.title.map(title) ?? "", options: .displayInline,
                    children: uiMenuElements(section.children))
            case .divider:
                return UIMenu(options: .displayInline, children: [])
            case .controlGroup(let group):
                return UIMenu(
                    title: group.title.map(title) ?? "", options: .displayInline, preferredElementSize: .small,
                    children: uiMenuElements(group.children))
            case .stepper(let stepper):
                let decrement = UIAction(title: "−", image: UIImage(systemName: "minus")) { _ in stepper.onDecrement() }
                let value = UIAction(title: "\(title(stepper.title)) \(stepper.value)", attributes: .disabled) { _ in }
                let increment = UIAction(title: "+", image: UIImage(systemName: "plus")) { _ in stepper.onIncrement() }
                decrement.attributes = stepper.canDecrement ? .keepsMenuPresented : .disabled
                increment.attributes = stepper.canIncrement ? .keepsMenuPresented : .disabled
                return UIMenu(
                    options: .displayInline, preferredElementSize: .small, children: [decrement, value, increment])
            case .async(let async):
                // `uncached`: the resolver's `AsyncCache` decides what is kept, not UIKit.
                return UIDeferredMenuElement.uncached { completion in
                    Task { @MainActor in
                        completion(uiMenuElements(await body(of: async)))
                    }
                }
            }
        }

        private func image(_ symbolName: String?) -> UIImage? {
            symbolName.flatMap { UIImage(systemName: $0) }
        }
    }
#endif
