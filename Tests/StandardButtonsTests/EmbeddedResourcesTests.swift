import FoundationEssentials
import StandardButtons
import Testing

/// The translations reach the binary through a generated source
/// (`Sources/StandardButtons/Generated/EmbeddedResources.swift`), not a build plugin: it
/// must hold exactly what `Resources/` holds, or an app ships stale titles.
@Suite("Embedded resources")
struct EmbeddedResourcesTests {
    /// `Resources/` of the package, beside `Tests/` (FoundationEssentials, not Foundation:
    /// with LocalizeKit, Linux's Foundation would bring a second ICU module).
    static let resources: String = {
        let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        return components.joined(separator: "/") + "/Resources"
    }()

    /// Every file below `Resources/`, by path relative to it, as text (folders have no contents).
    static func filesOnDisk() throws -> [String: String] {
        var files: [String: String] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: resources) {
            guard let data = FileManager.default.contents(atPath: resources + "/" + relative) else { continue }
            files[relative] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    @Test("The generated source holds every file of Resources/, byte for byte (else run Scripts/embed-resources.sh)")
    func generatedSourceMatchesFolder() throws {
        let onDisk = try Self.filesOnDisk()
        let embedded = StandardButtonsCatalog.resourceFiles
        #expect(onDisk.count > 100, "read \(onDisk.count) files from \(Self.resources)")
        let missing = Set(onDisk.keys).subtracting(embedded.keys).sorted()
        let extra = Set(embedded.keys).subtracting(onDisk.keys).sorted()
        let changed = onDisk.keys.filter { embedded[$0] != nil && embedded[$0] != onDisk[$0] }.sorted()
        #expect(
            missing.isEmpty && extra.isEmpty && changed.isEmpty,
            """
            Resources/ and Sources/StandardButtons/Generated/EmbeddedResources.swift differ: \
            run Scripts/embed-resources.sh. Not embedded: \(missing.prefix(5)); \
            embedded but gone: \(extra.prefix(5)); changed: \(changed.prefix(5))
            """)
    }
}
