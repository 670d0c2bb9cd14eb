// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StandardButtons",
    products: [
        .library(name: "LocalizeKit", targets: ["LocalizeKit"]),
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
            name: "BtnlocCLI",
            dependencies: ["LocalizeKit"]
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
            dependencies: ["LocalizeKit"]
        ),
        .testTarget(
            name: "BtnlocCLITests",
            dependencies: ["BtnlocCLI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
