/// A rectangle in the container's coordinates, with the origin at its top leading corner.
///
/// ```swift
/// let frame = RevealMenuModel().listFrame(containerWidth: 400, containerHeight: 800, isRevealed: true)
/// frame.width    // 320
/// ```
public struct RevealMenuFrame: Hashable, Sendable {
    /// The distance from the leading edge.
    public var x: Double
    /// The distance from the top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
