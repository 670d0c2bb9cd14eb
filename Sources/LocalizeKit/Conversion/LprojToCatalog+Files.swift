extension LprojToCatalog {
    /// Converts the table `table` of the `<lang>.lproj` folders in `directory`
    /// into the catalog file `path` (replaced atomically): what
    /// `LprojTree.read(directory:)`, `convert(_:table:options:)`,
    /// `TranslationStateRestorer.restore(_:from:)` (when `original` is given)
    /// and `XCStringsWriter.write(_:toFile:)` do, with the same catalog and
    /// warnings. Returns the warnings, with the path written as the output.
    ///
    /// Throws what `LprojTree.read(directory:)` throws for a folder or file
    /// that cannot be read or is malformed, and `FileError` when the catalog
    /// cannot be written.
    ///
    /// ```swift
    /// let result = try LprojToCatalog.convert(directory: "Resources", table: "Localizable", toFile: "Localizable.xcstrings")
    /// for line in ConversionWarning.summarize(result.warnings) { print("warning:", line) }
    /// ```
    public static func convert(
        directory: String, table: String, toFile path: String, options: Options = Options(),
        restoringStatesFrom original: StringCatalog? = nil
    ) throws -> ConversionResult<String> {
        let tree = try LprojTree.read(directory: directory)
        var result = convert(tree, table: table, options: options)
        if let original { TranslationStateRestorer.restore(&result.output, from: original) }
        try XCStringsWriter.write(result.output, toFile: path)
        return ConversionResult(output: path, warnings: result.warnings)
    }
}
