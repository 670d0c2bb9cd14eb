#if canImport(SwiftUI)
    import SwiftUI

    /// A dialog's row of standard buttons in the order of the platform it runs on
    /// (``StandardButtonOrder``): on macOS Help and a destructive choice at the leading end
    /// and the default button last, on iOS Cancel first.
    ///
    /// ```swift
    /// StandardDialogButtons([.save, .cancel, .dontSave]) { type in
    ///     document.close(saving: type == .save, discarding: type == .dontSave)
    /// }
    /// ```
    public struct StandardDialogButtons: View {
        private let arrangement: StandardButtonOrder.Arrangement
        private let action: @MainActor (StandardType) -> Void

        /// The buttons of `types`, each calling `action` with its type.
        public init(_ types: [StandardType], action: @escaping @MainActor (StandardType) -> Void) {
            self.arrangement = StandardButtonOrder.arrangement(of: types, for: .current)
            self.action = action
        }

        /// The view's body.
        public var body: some View {
            HStack {
                ForEach(arrangement.leading) { type in StandardButton(type) { action(type) } }
                Spacer()
                ForEach(arrangement.trailing) { type in StandardButton(type) { action(type) } }
            }
        }
    }
#endif
