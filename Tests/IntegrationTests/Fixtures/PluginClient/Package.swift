// swift-tools-version:6.0
// A package that uses StandardButtons' plugins, for IntegrationTests. The tests copy it
// beside a link named StandardButtons to the repository, and seed defects into the copy.
import PackageDescription

let package = Package(
    name: "PluginClient",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../StandardButtons")],
    targets: [
        .target(
            name: "Greetings",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocalizationAudit", package: "StandardButtons")]
        ),
        .target(name: "Settings", resources: [.process("Resources")]),
    ]
)
