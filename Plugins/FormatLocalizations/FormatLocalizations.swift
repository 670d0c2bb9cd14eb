import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory format-localizations [--target NAME]… [--check]`:
/// rewrites the String Catalogs of the package's targets as Xcode writes them, with
/// `btnloc format`.
///
/// ```sh
/// swift package --allow-writing-to-package-directory format-localizations
/// swift package --allow-writing-to-package-directory format-localizations --check   # list, change nothing
/// ```
///
/// With `--check` nothing is written and the exit status is non-zero when a catalog
/// would change. SwiftPM asks for the permission to write either way (plugins declare it
/// once); `--allow-writing-to-package-directory` gives it without asking.
@main
struct FormatLocalizations: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targets, options) = try selectTargets(arguments, in: context.package)
        let sources = LocalizationSources(targets)
        guard !sources.catalogs.isEmpty else {
            print("format-localizations: no String Catalogs in \(targets.map(\.name).joined(separator: ", "))")
            return
        }
        let status = try runTool(context.tool(named: "btnloc"), ["format"] + options + sources.catalogPaths)
        if status != 0 { exit(status) }
    }
}
