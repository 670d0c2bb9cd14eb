import Foundation
import PackagePlugin

/// `swift package audit-localizations [--target NAME]… [btnloc audit options]`: audits
/// the String Catalogs and `.lproj` tables of the package's targets with `btnloc audit`.
///
/// ```sh
/// swift package audit-localizations
/// swift package audit-localizations --target App --fail-on warning --format sarif > audit.sarif
/// ```
///
/// Every option other than `--target` goes to `btnloc audit` (`--fail-on`, `--format`,
/// `--locale`, `--baseline`, …). The exit status is btnloc's: non-zero (SwiftPM reports
/// 1) when there are findings at or above `--fail-on` (errors by default).
@main
struct AuditLocalizations: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targets, options) = try selectTargets(arguments, in: context.package)
        let sources = LocalizationSources(targets)
        guard !sources.isEmpty else {
            print(
                "audit-localizations: no String Catalogs or .lproj tables in \(targets.map(\.name).joined(separator: ", "))"
            )
            return
        }
        let status = try runTool(context.tool(named: "btnloc"), ["audit"] + options + sources.auditPaths)
        if status != 0 { exit(status) }
    }
}
