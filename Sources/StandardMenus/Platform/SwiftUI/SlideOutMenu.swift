#if canImport(SwiftUI) && !os(tvOS)
    import StandardButtons
    import SwiftUI

    /// A slide-out navigation menu: a list of items revealed from an edge over the content
    /// of the selected item. Choosing a row selects its item and hides the list; tapping the
    /// content hides it; dragging reveals or hides it with a threshold that depends on the
    /// state; the revealed state is a binding, so a toolbar button can toggle it. The rules
    /// are those of ``RevealMenuState`` and ``RevealMenuModel``; this view only draws them.
    ///
    /// ```swift
    /// struct Mailbox: Identifiable, Equatable { let id: String; let name: String }
    ///
    /// @State private var selected = 0
    /// @State private var showsMenu = false
    ///
    /// SlideOutMenu(mailboxes, selectedIndex: $selected, isRevealed: $showsMenu) { mailbox in
    ///     Label(mailbox.name, systemImage: "tray")
    /// } content: { mailbox in
    ///     MessageList(mailbox: mailbox)
    /// }
    /// ```
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    public struct SlideOutMenu<Item: Identifiable & Equatable, Row: View, Content: View>: View {
        /// Where the selection is kept: an index into the items, or an item.
        private enum Selection {
            case index(Binding<Int>)
            case item(Binding<Item>)
        }

        private let items: [Item]
        private let selection: Selection
        @Binding private var isRevealed: Bool
        private let model: RevealMenuModel
        private let row: (Item) -> Row
        private let content: (Item) -> Content

        /// A menu of `items` keeping the selected item's index in `selectedIndex`.
        public init(
            _ items: [Item], selectedIndex: Binding<Int>, isRevealed: Binding<Bool>,
            model: RevealMenuModel = RevealMenuModel(), @ViewBuilder row: @escaping (Item) -> Row,
            @ViewBuilder content: @escaping (Item) -> Content
        ) {
            self.init(items, selection: .index(selectedIndex), isRevealed, model, row, content)
        }

        /// A menu of `items` keeping the selected item itself in `selection`.
        public init(
            _ items: [Item], selection: Binding<Item>, isRevealed: Binding<Bool>,
            model: RevealMenuModel = RevealMenuModel(), @ViewBuilder row: @escaping (Item) -> Row,
            @ViewBuilder content: @escaping (Item) -> Content
        ) {
            self.init(items, selection: .item(selection), isRevealed, model, row, content)
        }

        private init(
            _ items: [Item], selection: Selection, _ isRevealed: Binding<Bool>, _ model: RevealMenuModel,
            _ row: @escaping (Item) -> Row, _ content: @escaping (Item) -> Content
        ) {
            self.items = items
            self.selection = selection
            self._isRevealed = isRevealed
            self.model = model
            self.row = row
            self.content = content
        }

        /// The selected item's content, and the list revealed over it.
        public var body: some View {
            RevealMenuView(isRevealed: $isRevealed, model: model) {
                if let selectedIndex, items.indices.contains(selectedIndex) {
                    content(items[selectedIndex])
                }
            } panel: {
                List {
                    ForEach(items) { item in
                        Button {
                            choose(item)
                        } label: {
                            row(item)
                        }
                    }
                }
            }
        }

        /// The index of the selected item, if it is among the items.
        private var selectedIndex: Int? {
            switch selection {
            case .index(let index): index.wrappedValue
            case .item(let item): items.firstIndex(of: item.wrappedValue)
            }
        }

        private func choose(_ item: Item) {
            guard let index = items.firstIndex(of: item) else { return }
            var state = RevealMenuState(isRevealed: isRevealed, selectedIndex: selectedIndex)
            state.select(index, itemCount: items.count, model: model)
            switch selection {
            case .index(let binding): binding.wrappedValue = index
            case .item(let binding): binding.wrappedValue = item
            }
            withAnimation(.revealMenu) {
                isRevealed = state.isRevealed
            }
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    extension SlideOutMenu where Item == StandardType, Row == StandardButtonLabel {
        /// A menu whose rows are standard buttons: each type's translated title and symbol.
        ///
        /// ```swift
        /// SlideOutMenu([.home, .search, .settings], selectedIndex: $tab, isRevealed: $showsMenu) { type in
        ///     Screen(for: type)
        /// }
        /// ```
        public init(
            _ types: [StandardType], selectedIndex: Binding<Int>, isRevealed: Binding<Bool>,
            model: RevealMenuModel = RevealMenuModel(), @ViewBuilder content: @escaping (StandardType) -> Content
        ) {
            self.init(
                types, selectedIndex: selectedIndex, isRevealed: isRevealed, model: model,
                row: { StandardButtonLabel($0) }, content: content)
        }
    }
#endif
