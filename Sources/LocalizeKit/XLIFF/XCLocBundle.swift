#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An Xcode Localization Catalog (`.xcloc`): the folder Xcode's "Export Localizations"
/// writes for each language and "Import Localizations" reads back.
///
/// ```
/// de.xcloc/
///   contents.json                     developmentRegion, targetLocale, toolInfo, version
///   Localized Contents/de.xliff       the strings, one <file> per catalog
///   Source Contents/<catalog path>    the catalogs as exported, for context
///   Notes/                            screenshots and notes for translators
/// ```
///
/// `write` builds the whole folder beside its destination, then moves it into place,
/// so a reader sees the old bundle or the new one, never half of one.
///
/// ```swift
/// try XCLocBundle.write(document, contents: contents,
///                       sources: [("App/Localizable.xcstrings", catalogBytes)], to: "de.xcloc")
/// let bundle = try XCLocBundle.read(path: "de.xcloc")
/// bundle.document.files.count
/// ```
public struct XCLocBundle: Sendable {
    /// The parsed `contents.json`.
    public var contents: XCLocContents
    /// The parsed XLIFF of `Localized Contents`.
    public var document: XLIFFDocument
    /// The path of that XLIFF file.
    public var xliffPath: String

    /// The folder holding the XLIFF file.
    public static let localizedContents = "Localized Contents"
    /// The folder holding the exported catalogs.
    public static let sourceContents = "Source Contents"
    /// The folder for notes and screenshots.
    public static let notes = "Notes"
    /// The metadata file.
    public static let contentsFile = "contents.json"

    /// Reads a bundle: `contents.json`, then `Localized Contents/<targetLocale>.xliff`
    /// (or the folder's only `.xliff`). Throws `FileError` when something cannot be read,
    /// `ParseError` when it is malformed or the XLIFF's `target-language` is not `targetLocale`.
    public static func read(path: String) throws -> XCLocBundle {
        let contentsPath = path + "/" + contentsFile
        let contents = try XCLocContents(json: try FileInput.readAll(path: contentsPath), file: contentsPath)
        let folder = path + "/" + localizedContents
        var xliff = folder + "/" + contents.targetLocale + ".xliff"
        if !Directory.isFile(xliff) {
            let candidates = try Directory.list(folder).filter { $0.hasSuffix(".xliff") }
            guard candidates.count == 1, let only = candidates.first else {
                throw FileError(
                    .read, path: xliff,
                    reason: candidates.isEmpty ? "No such file or directory" : "several .xliff files and none named so")
            }
            xliff = folder + "/" + only
        }
        let document = try XLIFFReader.read(contentsOfFile: xliff)
        for file in document.files where file.targetLanguage != nil && file.targetLanguage != contents.targetLocale {
            throw ParseError(
                "target-language '\(file.targetLanguage ?? "")' differs from contents.json's targetLocale '\(contents.targetLocale)'",
                at: file.sourceLocation ?? SourceLocation(file: xliff, line: 1, column: 1))
        }
        return XCLocBundle(contents: contents, document: document, xliffPath: xliff)
    }

    /// Writes a bundle at `path`, replacing a bundle already there. `sources` go under
    /// `Source Contents` at their relative paths (an absolute path or one with `..`
    /// is reduced to its file name). A folder at `path` that is not a localization
    /// catalog (it has no `contents.json`) is not replaced.
    public static func write(
        _ document: XLIFFDocument, contents: XCLocContents, sources: [(path: String, bytes: [UInt8])],
        to path: String
    ) throws(FileError) {
        var target = path
        while target.count > 1 && target.hasSuffix("/") { target.removeLast() }
        let exists = Directory.entryExists(target)
        if exists && !Directory.isFile(target + "/" + contentsFile) {
            throw FileError(
                .write, path: path, reason: "it exists and is not a localization catalog (no contents.json)")
        }
        let staging = sibling(of: target, tag: "new")
        do throws(FileError) {
            try Directory.create(staging + "/" + localizedContents)
            try Directory.create(staging + "/" + sourceContents)
            try Directory.create(staging + "/" + notes)
            try AtomicFile.write(contents.jsonBytes(), to: staging + "/" + contentsFile)
            try AtomicFile.write(
                XLIFFWriter.write(document),
                to: staging + "/" + localizedContents + "/" + contents.targetLocale + ".xliff")
            for source in sources {
                let relative = sourcePath(source.path)
                let full = staging + "/" + sourceContents + "/" + relative
                if let slash = full.lastIndex(of: "/") { try Directory.create(String(full[..<slash])) }
                try AtomicFile.write(source.bytes, to: full)
            }
            if exists {
                let old = sibling(of: target, tag: "old")
                guard rename(target, old) == 0 else { throw FileError(.write, path: path, code: errno) }
                guard rename(staging, target) == 0 else {
                    let code = errno
                    _ = rename(old, target)
                    throw FileError(.write, path: path, code: code)
                }
                Directory.removeTree(old)
            } else if rename(staging, target) != 0 {
                throw FileError(.write, path: path, code: errno)
            }
        } catch {
            Directory.removeTree(staging)
            throw error
        }
    }

    /// The path under `Source Contents` for a catalog path.
    static func sourcePath(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if path.hasPrefix("/") || parts.contains(where: { $0 == ".." || $0 == "." }) {
            return String(parts.last ?? "catalog")
        }
        return parts.joined(separator: "/")
    }

    private static func sibling(of target: String, tag: String) -> String {
        let (directory, name) = AtomicFile.splitDirectory(target)
        return directory + "." + name + "." + tag + "." + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }
}
