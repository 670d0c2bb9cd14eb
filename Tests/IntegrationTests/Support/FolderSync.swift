import Foundation

/// Makes a folder a copy of another, writing only the files that differ (so that their
/// modification times, and what tools cache by them, stay put).
enum FolderSync {
    /// Mirrors `source` into `destination`: new and changed files are written, files and
    /// folders `source` lacks are removed; names in `skipping` are left alone on both sides.
    static func mirror(_ source: String, to destination: String, skipping: Set<String> = []) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        let names = Set(try manager.contentsOfDirectory(atPath: source)).subtracting(skipping)
        for existing in try manager.contentsOfDirectory(atPath: destination)
        where !names.contains(existing) && !skipping.contains(existing) {
            try manager.removeItem(atPath: destination + "/" + existing)
        }
        for name in names.sorted() {
            let from = source + "/" + name
            let to = destination + "/" + name
            let attributes = try manager.attributesOfItem(atPath: from)
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?:
                let target = try manager.destinationOfSymbolicLink(atPath: from)
                if (try? manager.destinationOfSymbolicLink(atPath: to)) != target {
                    try? manager.removeItem(atPath: to)
                    try manager.createSymbolicLink(atPath: to, withDestinationPath: target)
                }
            case .typeDirectory?:
                if (try? manager.attributesOfItem(atPath: to)[.type] as? FileAttributeType) != .typeDirectory {
                    try? manager.removeItem(atPath: to)
                }
                try mirror(from, to: to)
            default:
                let bytes = try Data(contentsOf: URL(fileURLWithPath: from))
                if (try? Data(contentsOf: URL(fileURLWithPath: to))) != bytes {
                    try? manager.removeItem(atPath: to)
                    try bytes.write(to: URL(fileURLWithPath: to))
                    if let permissions = attributes[.posixPermissions] {
                        try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: to)
                    }
                }
            }
        }
    }
}
