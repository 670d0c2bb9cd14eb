// Stand-in for Foundation's file and bundle classes (see ../README.md).

/// Foundation's `NSCopying`.
public protocol NSCopying {}

/// Foundation's `FileManager`.
open class FileManager: NSObject, @unchecked Sendable {
    open class var `default`: FileManager { FileManager() }
    open var currentDirectoryPath: String { "" }
    open func fileExists(atPath path: String) -> Bool { false }
    open func contents(atPath path: String) -> Data? { nil }
    open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }
    open func isReadableFile(atPath path: String) -> Bool { false }
}

/// Foundation's `Bundle`.
open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { Bundle() }
    public init?(path: String) {}
    public override init() {}
    open var bundlePath: String { "" }
    open var resourcePath: String? { nil }
    open var bundleIdentifier: String? { nil }
    open var localizations: [String] { [] }
    open var preferredLocalizations: [String] { [] }
    open var developmentLocalization: String? { nil }
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String { "" }
    open func object(forInfoDictionaryKey key: String) -> Any? { nil }
    open func path(forResource name: String?, ofType ext: String?) -> String? { nil }
}

/// Foundation's `ProcessInfo`.
open class ProcessInfo: NSObject, @unchecked Sendable {
    open class var processInfo: ProcessInfo { ProcessInfo() }
    open var environment: [String: String] { [:] }
    open var arguments: [String] { [] }
}
