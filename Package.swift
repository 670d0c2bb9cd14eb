// swift-tools-version:6.0
import PackageDescription

/// Apple's platforms, where ICU is the system's libicucore.
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]

let package = Package(
    name: "StandardButtons",
    // The floor of the APIs used (Swift's string processing, SwiftUI's menus and roles): the
    // 2022 releases. Newer APIs (Synchronization, iOS 17 UIKit menus, 26's button roles) are
    // behind `@available` / `#available` or a fallback; README "Platforms" lists them.
    platforms: [.macOS(.v13), .macCatalyst(.v16), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "LocalizeKit", targets: ["LocalizeKit"]),
        .library(name: "StandardButtons", targets: ["StandardButtons"]),
        .library(name: "StandardMenus", targets: ["StandardMenus"]),
        .executable(name: "btnloc", targets: ["btnloc"]),
        // `swift package audit-localizations` and `format-localizations` in any package
        // that depends on this one; `LocalizationAudit` audits a target while it builds.
        .plugin(name: "AuditLocalizations", targets: ["AuditLocalizations"]),
        .plugin(name: "FormatLocalizations", targets: ["FormatLocalizations"]),
        .plugin(name: "LocalizationAudit", targets: ["LocalizationAudit"]),
    ],
    targets: [
        // ICU: the system's libicucore on Apple platforms (declared by CICU itself, since
        // Apple ships no ICU headers), libicu-dev's libicui18n and libicuuc on Linux.
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icucore", .when(platforms: applePlatforms)),
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "LocalizeKit",
            dependencies: ["CICU"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The translations in Resources/ are compiled in from a generated source
        // (Generated/EmbeddedResources.swift, made by Scripts/embed-resources.sh), not by a
        // build-tool plugin: Xcode runs none until a person trusts it.
        .target(
            name: "StandardButtons",
            dependencies: ["LocalizeKit"]
        ),
        .executableTarget(
            // Writes Generated/EmbeddedResources.swift (Scripts/embed-resources.sh); not a product.
            name: "resource-embedder",
            path: "Sources/resource-embedder"
        ),
        .target(
            name: "StandardMenus",
            dependencies: ["StandardButtons", "LocalizeKit"]
        ),
        .target(
            name: "BtnlocCLI",
            dependencies: ["LocalizeKit", "StandardButtons", "StandardMenus"]
        ),
        .executableTarget(
            name: "btnloc",
            dependencies: ["BtnlocCLI"]
        ),
        .plugin(
            name: "AuditLocalizations",
            capability: .command(
                intent: .custom(
                    verb: "audit-localizations",
                    description: "Audit the String Catalogs and .lproj tables of the package's targets (btnloc audit)")
            ),
            dependencies: ["btnloc"]
        ),
        .plugin(
            name: "FormatLocalizations",
            capability: .command(
                intent: .custom(
                    verb: "format-localizations",
                    description: "Rewrite the String Catalogs of the package's targets as Xcode writes them"),
                permissions: [
                    .writeToPackageDirectory(reason: "btnloc format rewrites the targets' String Catalogs in place")
                ]
            ),
            dependencies: ["btnloc"]
        ),
        .plugin(
            name: "LocalizationAudit",
            capability: .buildTool(),
            dependencies: ["btnloc", "btnloc-build-audit"]
        ),
        .executableTarget(
            // The LocalizationAudit plugin's build step: btnloc audit's findings as build diagnostics.
            name: "btnloc-build-audit"
        ),
        .executableTarget(
            name: "btnloc-bench",
            dependencies: ["LocalizeKit"]
        ),
        .testTarget(
            name: "LocalizeKitTests",
            dependencies: ["LocalizeKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            // Checks CICU's Apple declarations against the system ICU headers (Linux).
            name: "CICUTests"
        ),
        .testTarget(
            name: "StandardButtonsTests",
            dependencies: ["StandardButtons", "LocalizeKit"]
        ),
        .testTarget(
            name: "BtnlocCLITests",
            dependencies: ["BtnlocCLI", "btnloc", "StandardButtons"]
        ),
        .testTarget(
            // The SwiftPM plugins, the GitHub Action, the pre-commit hooks and the install script.
            name: "IntegrationTests",
            dependencies: ["btnloc", "btnloc-build-audit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StandardMenusTests",
            dependencies: ["StandardMenus"]
        ),
        .testTarget(
            name: "PlatformAdapterTests",
            dependencies: ["StandardButtons", "StandardMenus"],
            exclude: ["StandIns", "AppleCheckFixture"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
