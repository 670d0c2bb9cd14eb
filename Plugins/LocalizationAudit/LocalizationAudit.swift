import Foundation
import PackagePlugin

/// A build-tool plugin that audits a target's String Catalogs and `.lproj` tables while
/// it builds: findings appear as build diagnostics (`Localizable.xcstrings:12: warning: …`)
/// and errors fail the build. Opt in per target:
///
/// ```swift
/// .target(name: "App", resources: [.process("Resources")],
///         plugins: [.plugin(name: "LocalizationAudit", package: "StandardButtons")])
/// ```
///
/// The audit runs again when a catalog or table changes (its output is a one-comment
/// Swift file that the target compiles).
@main
struct LocalizationAudit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let sources = LocalizationSources([target])
        guard !sources.isEmpty else { return [] }
        let btnloc = try context.tool(named: "btnloc").url
        let stamp = context.pluginWorkDirectoryURL.appending(path: "LocalizationAudit.swift")
        return [
            .buildCommand(
                displayName: "Auditing the localizations of \(target.name)",
                executable: try context.tool(named: "btnloc-build-audit").url,
                arguments: [
                    btnloc.path(percentEncoded: false), stamp.path(percentEncoded: false), "--fail-on", "error",
                ]
                    + sources.auditPaths,
                // btnloc is an input too: the build then makes it first, and audits again when it changes.
                inputFiles: sources.files + [btnloc],
                outputFiles: [stamp]
            )
        ]
    }
}
