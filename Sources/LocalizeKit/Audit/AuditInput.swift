#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thing to audit: a String Catalog, or a folder of `.lproj` folders.
///
/// ```swift
/// var failures: [AuditInputFailure] = []
/// AuditInput.discover(["App"], failures: &failures)
/// // [.catalog("App/Localizable.xcstrings"), .tables(directory: "App/Resources", localization: nil)]
/// ```
public enum AuditInput: Hashable, Sendable {
    /// An `.xcstrings` file.
    case catalog(String)
    /// A folder holding `<language>.lproj` folders of `.strings` and `.stringsdict` tables;
    /// `localization` limits the audit to one of them (an `.lproj` folder given by itself).
    case tables(directory: String, localization: String?)

    /// Folders not searched: hidden ones and build products.
    private static let skippedFolders: Set<String> = [".build", "DerivedData", "node_modules", "Pods", "Carthage"]

    /// The inputs at the given paths: `.xcstrings` files, `.lproj` folders (their
    /// parent folder, limited to that localization), and directories searched for
    /// both. Paths that do not exist or are of another kind, and directories with nothing
    /// to audit, go to `failures`.
    public static func discover(_ paths: [String], failures: inout [AuditInputFailure]) -> [AuditInput] {
        var inputs: [AuditInput] = []
        var seen = Set<AuditInput>()
        func add(_ input: AuditInput) {
            if seen.insert(input).inserted { inputs.append(input) }
        }
        let manager = FileManager.default
        for path in paths {
            guard let isDirectory = kind(of: path) else {
                failures.append(.notFound(path))
                continue
            }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if isDirectory {
                let name = lastComponent(trimmed)
                if name.hasSuffix(".lproj") {
                    // Its tables, or the catalogs Xcode keeps in `mul.lproj`.
                    let contents = ((try? manager.contentsOfDirectory(atPath: trimmed)) ?? []).sorted()
                    let catalogs = contents.filter { $0.hasSuffix(".xcstrings") }
                    if contents.contains(where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }) {
                        add(.tables(directory: parent(of: trimmed), localization: String(name.dropLast(6))))
                    } else if catalogs.isEmpty {
                        failures.append(.nothingToAudit(path))
                    }
                    for catalog in catalogs { add(.catalog(trimmed + "/" + catalog)) }
                } else {
                    let before = inputs.count
                    var found = false
                    search(trimmed, depth: 0, manager: manager) { input in
                        found = true
                        add(input)
                    }
                    if !found && inputs.count == before { failures.append(.nothingToAudit(path)) }
                }
            } else if trimmed.hasSuffix(".xcstrings") {
                add(.catalog(trimmed))
            } else {
                failures.append(.unsupported(path))
            }
        }
        return inputs
    }

    private static func search(
        _ directory: String, depth: Int, manager: FileManager, add: (AuditInput) -> Void
    ) {
        guard depth < 32, let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        var hasLocalizations = false
        var folders: [String] = []
        for name in names.sorted() {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            guard let isDirectory = kind(of: path) else { continue }
            if isDirectory {
                if name.hasSuffix(".lproj") {
                    // Xcode keeps storyboard catalogs in `mul.lproj`: find those too.
                    for inner in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                        if inner.hasSuffix(".strings") || inner.hasSuffix(".stringsdict") {
                            hasLocalizations = true
                        } else if inner.hasSuffix(".xcstrings") {
                            add(.catalog(path + "/" + inner))
                        }
                    }
                } else if !name.hasPrefix(".") && !skippedFolders.contains(name) {
                    folders.append(path)
                }
            } else if name.hasSuffix(".xcstrings") {
                add(.catalog(path))
            }
        }
        if hasLocalizations { add(.tables(directory: directory, localization: nil)) }
        for folder in folders { search(folder, depth: depth + 1, manager: manager, add: add) }
    }

    /// Whether a path is a directory (following links); nil when nothing is there.
    static func kind(of path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
