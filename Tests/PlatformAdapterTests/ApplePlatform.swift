/// An Apple platform the package declares, as `#if` conditions and `@available` see it.
///
/// ```swift
/// ApplePlatform.watchOS.canImport("UIKit")        // true: watchOS has UIKit, without UIButton
/// ApplePlatform.macCatalyst.isOS("iOS")           // true
/// ApplePlatform.macCatalyst.availabilityNames     // ["iOS", "macCatalyst"]
/// ```
enum ApplePlatform: String, CaseIterable, Sendable {
    case iOS
    case macCatalyst
    case macOS
    case tvOS
    case watchOS
    case visionOS

    /// Whether `canImport(module)` is true when building for the platform (the modules the
    /// adapters test; every platform has SwiftUI, Foundation, ObjectiveC and Darwin).
    func canImport(_ module: String) -> Bool {
        switch module {
        case "UIKit": self != .macOS
        case "AppKit": self == .macOS || self == .macCatalyst
        case "SwiftUI", "Foundation", "ObjectiveC", "Darwin", "Dispatch": true
        default: false
        }
    }

    /// Whether `os(name)` is true (Mac Catalyst is `os(iOS)`).
    func isOS(_ name: String) -> Bool {
        switch self {
        case .macCatalyst: name == "iOS"
        default: name == rawValue
        }
    }

    /// Whether `targetEnvironment(name)` is true.
    func isTargetEnvironment(_ name: String) -> Bool {
        name == "macCatalyst" && self == .macCatalyst
    }

    /// The names `@available` uses for the platform: Mac Catalyst inherits iOS's.
    var availabilityNames: [String] {
        self == .macCatalyst ? ["iOS", "macCatalyst"] : [rawValue]
    }
}
