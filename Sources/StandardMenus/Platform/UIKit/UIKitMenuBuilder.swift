#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Translates laid-out nodes (``NativeMenuNode``) into UIKit's elements, one for one:
    /// actions into `UIAction`s with their identity as identifier, menus into `UIMenu`s,
    /// ``Async`` elements into uncached `UIDeferredMenuElement`s loaded through the resolver's
    /// cache and laid out the same way, platform elements as they are.
    @MainActor
    struct UIKitMenuBuilder {
        /// Lays out the bodies of ``Async`` elements.
        let layout: NativeMenuLayout
        /// Rebuilds the visible menu, for actions that keep it presented; `nil` where the
        /// menu is built once.
        let reload: (@MainActor () -> Void)?

        /// The elements of `nodes`.
        func elements(_ nodes: [NativeMenuNode]) -> [UIMenuElement] {
            nodes.compactMap(element)
        }

        /// The `UIMenu` of `menu`.
        func menu(_ menu: NativeMenu) -> UIMenu {
            let built = UIMenu(
                title: menu.title, image: image(menu.symbolName), identifier: UIMenu.Identifier(menu.identity.rawValue),
                options: options(menu.options), children: elements(menu.children))
            built.subtitle = menu.subtitle
            if let size = menu.elementSize {
                switch size {
                case .small: built.preferredElementSize = .small
                case .medium: built.preferredElementSize = .medium
                case .large: built.preferredElementSize = .large
                }
            }
            return built
        }

        private func element(_ node: NativeMenuNode) -> UIMenuElement? {
            switch node {
            case .action(let action):
                return self.action(action)
            case .menu(let menu):
                return self.menu(menu)
            case .deferred(let deferred):
                let layout = layout
                let builder = self
                return UIDeferredMenuElement.uncached { completion in
                    Task { @MainActor in
                        let body = await layout.resolver.body(of: deferred.element)
                        let nodes = layout.nodes(body, in: deferred.identity)
                        completion(builder.elements(deferred.isEnabled ? nodes : nodes.map(\.disabled)))
                    }
                }
            case .platform(let element):
                return element.object as? UIMenuElement
            }
        }

        private func action(_ action: NativeMenuAction) -> UIAction {
            let perform = action.perform
            let reload = action.reloadsAfterPerform ? reload : nil
            let built = UIAction(
                title: action.title, image: image(action.symbolName),
                identifier: UIAction.Identifier(action.identity.rawValue), attributes: attributes(action.attributes),
                state: state(action.state)
            ) { _ in
                perform?()
                reload?()
            }
            built.subtitle = action.subtitle
            return built
        }

        private func attributes(_ attributes: MenuElementAttributes) -> UIMenuElement.Attributes {
            var result: UIMenuElement.Attributes = []
            if attributes.contains(.disabled) { result.insert(.disabled) }
            if attributes.contains(.destructive) { result.insert(.destructive) }
            if attributes.contains(.hidden) { result.insert(.hidden) }
            if attributes.contains(.keepsMenuPresented) { result.insert(.keepsMenuPresented) }
            return result
        }

        private func state(_ state: MenuToggleState?) -> UIMenuElement.State {
            switch state {
            case .on: .on
            case .mixed: .mixed
            case .off, nil: .off
            }
        }

        private func options(_ options: MenuOptions) -> UIMenu.Options {
            var paletteSupported = false
            if #available(iOS 17.0, tvOS 17.0, *) { paletteSupported = true }
            let available = options.available(paletteSupported: paletteSupported)
            var result: UIMenu.Options = []
            if available.contains(.displayInline) { result.insert(.displayInline) }
            if available.contains(.destructive) { result.insert(.destructive) }
            if available.contains(.singleSelection) { result.insert(.singleSelection) }
            if available.contains(.displayAsPalette), #available(iOS 17.0, tvOS 17.0, *) {
                result.insert(.displayAsPalette)
            }
            return result
        }

        private func image(_ symbolName: String?) -> UIImage? {
            symbolName.flatMap { UIImage(systemName: $0) }
        }
    }
#endif
