#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    extension ReloadableContextMenuInteraction {
        /// The default delegate of a ``ReloadableContextMenuInteraction``: it answers with
        /// the interaction's menu (``ReloadableContextMenuInteraction/makeMenu()``) and the
        /// preview of `previewProvider`. Subclass it to customize the configuration or to
        /// answer more of `UIContextMenuInteractionDelegate`.
        ///
        /// ```swift
        /// final class CommittingDelegate: ReloadableContextMenuInteraction.Delegate {
        ///     override func contextMenuInteraction(
        ///         _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        ///         animator: any UIContextMenuInteractionCommitAnimating
        ///     ) {
        ///         animator.addCompletion { openDetail() }
        ///     }
        /// }
        /// let interaction = ReloadableContextMenuInteraction(delegate: CommittingDelegate()) { … }
        /// ```
        @MainActor
        open class Delegate: NSObject, UIContextMenuInteractionDelegate {
            /// The preview shown above the menu, if any (`nil`: UIKit's own).
            public var previewProvider: UIContextMenuContentPreviewProvider?

            /// A delegate showing `previewProvider`'s preview.
            public init(previewProvider: UIContextMenuContentPreviewProvider? = nil) {
                self.previewProvider = previewProvider
            }

            /// The configuration UIKit asks for: the interaction's menu and the preview.
            open func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                guard let interaction = interaction as? ReloadableContextMenuInteraction else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: previewProvider) {
                    [weak interaction] _ in
                    interaction?.makeMenu()
                }
            }

            /// Called when the preview is chosen; does nothing (UIKit dismisses the menu).
            open func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction,
                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {}
        }
    }
#endif
