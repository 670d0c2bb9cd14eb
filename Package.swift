// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StandardButtons",
    products: [
        .library(name: "LocalizeKit", targets: ["LocalizeKit"]),
        .library(name: "StandardButtons", targets: ["StandardButtons"]),
        .library(name: "StandardMenus", targets: ["StandardMenus"]),
        .executable(name: "btnloc", targets: ["btnloc"]),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(
            name: "LocalizeKit",
            dependencies: ["CICU"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "StandardButtons",
            dependencies: ["LocalizeKit"],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(
            name: "resource-embedder",
            path: "Sources/resource-embedder"
        ),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["resource-embedder"]
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
            name: "StandardButtonsTests",
            dependencies: ["StandardButtons", "LocalizeKit"]
        ),
        .testTarget(
            name: "BtnlocCLITests",
            dependencies: ["BtnlocCLI", "btnloc", "StandardButtons"]
        ),
        .testTarget(
            name: "StandardMenusTests",
            dependencies: ["StandardMenus"]
        ),
        .testTarget(
            name: "PlatformAdapterTests",
            dependencies: ["StandardButtons", "StandardMenus"],
            exclude: ["StandIns"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
