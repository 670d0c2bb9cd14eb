import Foundation
import PackagePlugin

/// Embeds the package's `Resources/` folder into the target that uses this
/// plugin, as a generated Swift source, so that the translations travel with
/// the binary (a copied executable, an app, a test runner) instead of living
/// in a resource bundle beside the build folder.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        let inputs = try listFiles(in: resources)
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) resource files into \(target.name)",
                executable: try context.tool(named: "resource-embedder").url,
                arguments: [resources.path(), output.path()],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// Every regular file below `directory`, so that editing any of them rebuilds.
    private func listFiles(in directory: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files.sorted { $0.path() < $1.path() }
    }
}
