import Foundation
import Testing

/// No library product builds through a plugin: Xcode runs a package's build-tool plugin
/// only after a person trusts it, and `xcodebuild` on CI fails until every app passes
/// `-skipPackagePluginValidation`. Read from `swift package dump-package`, as SwiftPM
/// itself sees the manifest.
@Suite("The library products' manifest")
struct LibraryManifestTests {
    /// The manifest as JSON (dumped with a scratch folder of its own, so that the running
    /// test build's lock on `.build` does not make it wait).
    static func dumpPackage() throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", AppleStandInCompiler.packageRoot.path,
            "--scratch-path", scratch.path, "dump-package",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package exited \(process.terminationStatus)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("No target a library product compiles uses a plugin")
    func noPluginUsages() throws {
        let manifest = try Self.dumpPackage()
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let byName = Dictionary(
            uniqueKeysWithValues: targets.compactMap { t in (t["name"] as? String).map { ($0, t) } })
        let products = try #require(manifest["products"] as? [[String: Any]])
        let libraries = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
        #expect(
            Set(libraries.compactMap { $0["name"] as? String }) == ["LocalizeKit", "StandardButtons", "StandardMenus"])
        for library in libraries {
            var closure = Set<String>()
            var pending = (library["targets"] as? [String]) ?? []
            while let name = pending.popLast() {
                guard closure.insert(name).inserted, let target = byName[name] else { continue }
                for dependency in (target["dependencies"] as? [[String: Any]]) ?? [] {
                    for value in dependency.values {
                        if let first = (value as? [Any])?.first as? String { pending.append(first) }
                    }
                }
            }
            #expect(closure.contains("LocalizeKit"))
            for name in closure.sorted() {
                let usages = (byName[name]?["pluginUsages"] as? [Any]) ?? []
                #expect(usages.isEmpty, "\(library["name"] ?? ""): target \(name) uses plugins \(usages)")
            }
        }
    }
}
