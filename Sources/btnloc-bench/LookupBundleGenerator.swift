import Foundation

/// Writes the synthetic bundle of `btnloc-bench lookup --keys N`: seven `.lproj`
/// folders (`en`, `en-GB`, `de`, `fr`, `es`, `it`, `ja`) with one
/// `Localizable.strings` each, N keys of one shape valued `"<lang> value N"`;
/// `en-GB` holds every tenth key only, as a regional folder holds what differs.
enum LookupBundleGenerator {
    /// How the keys look.
    enum Shape: String, CaseIterable {
        /// `key.0`, `key.1`, …: sequential and short.
        case numbered
        /// `settings.section12.row3.title`, `Button.section…`: thousands share dotted prefixes and suffixes.
        case dotted
        /// About 95 bytes of one sentence, the keys differing only in a number in its middle.
        case sentence
    }

    static let languages = ["en", "en-GB", "de", "fr", "es", "it", "ja"]

    /// The key number `index` of a shape.
    static func key(_ index: Int, shape: Shape) -> String {
        switch shape {
        case .numbered:
            return "key.\(index)"
        case .dotted:
            let groups = ["settings", "Button", "menu.file", "alert"]
            return "\(groups[index % groups.count]).section\(index / 40).row\(index % 40).title"
        case .sentence:
            return "Are you sure you want to delete the item number \(index) from your library? This cannot be undone."
        }
    }

    /// Writes the bundle into a new folder under the temporary directory and returns its path.
    static func write(keys count: Int, shape: Shape) throws -> String {
        let root = NSTemporaryDirectory() + "btnloc-bench-lookup-\(getpid())-\(shape.rawValue)-\(count)"
        let manager = FileManager.default
        try? manager.removeItem(atPath: root)
        for language in languages {
            let folder = root + "/" + language + ".lproj"
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var text = ""
            for index in 0..<count where language != "en-GB" || index % 10 == 0 {
                text += "\"\(key(index, shape: shape))\" = \"\(language) value \(index)\";\n"
            }
            guard manager.createFile(atPath: folder + "/Localizable.strings", contents: Data(text.utf8)) else {
                throw BenchmarkError("cannot write \(folder)/Localizable.strings")
            }
        }
        return root
    }
}
