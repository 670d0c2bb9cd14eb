// Stand-in for UIKit: buttons made from a configuration, mirrored images (see ../README.md).

@available(watchOS, unavailable)
extension UIButton {
    @available(iOS 15.0, tvOS 15.0, *)
    @MainActor @preconcurrency
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { self.init() }
}

extension UIImage {
    @available(iOS 9.0, tvOS 9.0, watchOS 2.0, *)
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
}
