import Foundation
import PackagePlugin

// Shared by the localization plugins (each plugin folder links to this file).

/// The String Catalogs and `.lproj` tables of some targets, as the plugin API lists
/// their files (nothing is found by guessing folder names).
struct LocalizationSources {
    /// `.xcstrings` files.
    private(set) var catalogs: [URL] = []
    /// `.strings` and `.stringsdict` files inside `.lproj` folders.
    private(set) var tables: [URL] = []

    init(_ targets: [Target]) {
        for case let target as SourceModuleTarget in targets {
            for file in target.sourceFiles {
                let url = file.url
                if url.pathExtension == "xcstrings" {
                    catalogs.append(url)
                } else if ["strings", "stringsdict"].contains(url.pathExtension),
                    url.deletingLastPathComponent().pathExtension == "lproj"
                {
                    tables.append(url)
                }
            }
        }
        catalogs.sort { $0.path() < $1.path() }
        tables.sort { $0.path() < $1.path() }
    }

    var isEmpty: Bool { catalogs.isEmpty && tables.isEmpty }

    /// Every file, for a build command's inputs.
    var files: [URL] { catalogs + tables }

    /// The folders that hold `.lproj` folders: `btnloc audit` reads such a folder as one
    /// tree, with its source language, regional fallbacks and every localization.
    var tableFolders: [String] {
        var folders: [String] = []
        for table in tables {
            let folder = table.deletingLastPathComponent().deletingLastPathComponent().path(percentEncoded: false)
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The paths for `btnloc audit`: the table folders, and the catalogs not inside one
    /// (the audit finds those when it searches the folder).
    var auditPaths: [String] {
        let folders = tableFolders
        let outside = catalogs.map { $0.path(percentEncoded: false) }.filter { catalog in
            !folders.contains { catalog.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return folders + outside
    }

    /// The catalogs' paths, for `btnloc format`.
    var catalogPaths: [String] { catalogs.map { $0.path(percentEncoded: false) } }
}

/// Runs a tool with arguments, its output going to the plugin's, and returns its exit status.
func runTool(_ tool: PluginContext.Tool, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// The targets named by `--target` options (all of the package's when none is given),
/// and the other arguments.
func selectTargets(_ arguments: [String], in package: Package) throws -> (targets: [Target], rest: [String]) {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? package.targets : try package.targets(named: names)
    return (targets, extractor.remainingArguments)
}
