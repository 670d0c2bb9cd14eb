/// The `<tool>` in a file's `<header>`: who wrote the file.
///
/// Xcode writes `tool-id="com.apple.dt.xcode" tool-name="Xcode"` with its version
/// and build number; tools that read XLIFF recognise Xcode's conventions (the
/// `key|==|plural.one` unit ids) by that `tool-id`.
///
/// ```swift
/// let tool = XLIFFTool.xcode(version: "26.0", buildNumber: "btnloc 0.1.0")
/// tool.id   // "com.apple.dt.xcode"
/// ```
public struct XLIFFTool: Hashable, Sendable {
    /// `tool-id`.
    public var id: String
    /// `tool-name`.
    public var name: String
    /// `tool-version`, when given.
    public var version: String?
    /// `build-num`, when given.
    public var buildNumber: String?

    /// Creates a tool.
    public init(id: String, name: String, version: String? = nil, buildNumber: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    /// The `tool-id` Xcode writes.
    public static let xcodeID = "com.apple.dt.xcode"

    /// Xcode's tool, with a version and build number.
    public static func xcode(version: String, buildNumber: String?) -> XLIFFTool {
        XLIFFTool(id: xcodeID, name: "Xcode", version: version, buildNumber: buildNumber)
    }
}
