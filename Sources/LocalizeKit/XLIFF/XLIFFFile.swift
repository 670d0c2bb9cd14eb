/// One `<file>` of an XLIFF document: the strings of one catalog in one target language.
///
/// Xcode writes one per String Catalog (and per `.strings` table), named by
/// `original`, the catalog's path in the project.
///
/// ```swift
/// let file = XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
///                      units: [XLIFFUnit(id: "Cancel", source: "Cancel", target: "Abbrechen", state: "translated")])
/// ```
public struct XLIFFFile: Hashable, Sendable {
    /// The catalog's path (`original`).
    public var original: String
    /// The language of the sources (`source-language`).
    public var sourceLanguage: String
    /// The language of the targets (`target-language`), when the file says.
    public var targetLanguage: String?
    /// The kind of data (`datatype`); Xcode writes `plaintext`.
    public var datatype: String
    /// The tool that wrote the file (`<header><tool>`), when the file says.
    public var tool: XLIFFTool?
    /// The translation units, in order (those inside `<group>` elements included).
    public var units: [XLIFFUnit]
    /// Where the `<file>` element starts in the document it was read from; not part of equality.
    public var sourceLocation: SourceLocation? {
        get { storedLocation }
        set { storedLocation = newValue }
    }
    private var storedLocation: SourceLocation?

    /// Creates a file.
    public init(
        original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
        tool: XLIFFTool? = nil, units: [XLIFFUnit] = []
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.units = units
    }

    /// Files are equal when their contents are; `sourceLocation` is ignored.
    public static func == (lhs: XLIFFFile, rhs: XLIFFFile) -> Bool {
        lhs.original == rhs.original && lhs.sourceLanguage == rhs.sourceLanguage
            && lhs.targetLanguage == rhs.targetLanguage && lhs.datatype == rhs.datatype && lhs.tool == rhs.tool
            && lhs.units == rhs.units
    }

    /// Hashes the contents.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(original)
        hasher.combine(sourceLanguage)
        hasher.combine(targetLanguage)
        hasher.combine(datatype)
        hasher.combine(tool)
        hasher.combine(units)
    }
}
