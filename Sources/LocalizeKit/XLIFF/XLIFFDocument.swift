/// An XLIFF 1.2 document: one `<file>` per catalog, each with its translation units.
///
/// `XLIFFReader` reads one, `XLIFFWriter` writes one in Xcode's formatting, and
/// `XLIFFExporter` / `XLIFFImporter` go between String Catalogs and it.
///
/// ```swift
/// let document = try XLIFFReader.read(contentsOfFile: "de.xliff")
/// for unit in document.files[0].units { print(unit.id, unit.target ?? "") }
/// ```
public struct XLIFFDocument: Hashable, Sendable {
    /// The `<file>` elements, in order.
    public var files: [XLIFFFile]

    /// Creates a document.
    public init(files: [XLIFFFile] = []) {
        self.files = files
    }
}

extension XLIFFDocument {
    /// The `<file>` for a catalog: the one whose `original` is `path`, else the only one
    /// whose `original` has the same file name (`App/Localizable.xcstrings` for
    /// `Sources/Localizable.xcstrings`), else `nil`.
    ///
    /// ```swift
    /// document.file(forCatalogAt: "App/Localizable.xcstrings")?.units.count
    /// ```
    public func file(forCatalogAt path: String) -> XLIFFFile? {
        if let exact = files.first(where: { $0.original == path }) { return exact }
        let name = Self.fileName(path)
        let sameName = files.filter { Self.fileName($0.original) == name }
        return sameName.count == 1 ? sameName.first : nil
    }

    /// The last component of a path.
    static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
