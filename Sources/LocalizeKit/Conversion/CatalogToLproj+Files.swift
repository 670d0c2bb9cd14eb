extension CatalogToLproj {
    /// Converts the catalog file at `path` into the table `table` of
    /// `<lang>.lproj` folders under `directory`, writing the files as the
    /// entries are read: what `convert(_:table:options:)` and then
    /// `LprojTree.write(toDirectory:)` do, with the same files and warnings,
    /// without holding the catalog or the tables. Returns the paths written,
    /// sorted, with the warnings.
    ///
    /// A large file is read in parts on up to `threads` threads (by default one
    /// per processor). Every file is staged beside the output and moved into
    /// place only once all are complete, so a failure replaces nothing. A
    /// catalog whose keys are not in Xcode's order is converted whole instead.
    /// Throws `ParseError` (naming the file) for a malformed catalog and
    /// `FileError` when it cannot be read or a file cannot be written (a
    /// language that is not a plain folder name writes nothing).
    ///
    /// ```swift
    /// let result = try CatalogToLproj.convert(
    ///     contentsOfFile: "Localizable.xcstrings", table: "Localizable", toDirectory: "Resources")
    /// result.output   // ["Resources/de.lproj/Localizable.strings", …]
    /// ```
    public static func convert(
        contentsOfFile path: String, table: String, toDirectory directory: String, options: Options = Options(),
        threads: Int? = nil
    ) throws -> ConversionResult<[String]> {
        try convert(
            contentsOfFile: path, table: table, toDirectory: directory, options: options,
            reading: ParallelCatalogReader.Options(threads: threads))
    }

    /// `convert(contentsOfFile:table:toDirectory:options:threads:)`, the file divided between threads as `reading` says.
    static func convert(
        contentsOfFile path: String, table: String, toDirectory directory: String, options: Options,
        reading: ParallelCatalogReader.Options
    ) throws -> ConversionResult<[String]> {
        let files = LprojTableFiles(directory: directory, table: table)
        var sourceLanguage: String?
        let (frame, sinks) = try ParallelCatalogReader.read(
            path: path, options: reading, head: { sourceLanguage = $0.sourceLanguage }
        ) { part, _ in
            LprojConversionSink(sourceLanguage: sourceLanguage, options: options, files: part == 0 ? files : nil)
        }
        var inOrder = sinks.allSatisfy(\.isSorted)
        for (before, after) in zip(sinks, sinks.dropFirst()) {
            if let last = before.lastKey, let first = after.firstKey, CatalogKeyOrder.compare(last, first) >= 0 {
                inOrder = false
            }
        }
        guard inOrder else {
            // Out of order (or the source language came after the entries): convert the catalog whole.
            files.discard()
            let catalog = try XCStringsReader.read(contentsOfFile: path, options: reading)
            let result = convert(catalog, table: table, options: options)
            return ConversionResult(output: try result.output.write(toDirectory: directory), warnings: result.warnings)
        }
        if let failure = sinks.lazy.compactMap(\.failure).first {
            files.discard()
            throw failure
        }
        for sink in sinks {
            var output = sink.output
            try files.append(&output)
        }
        if let (path, name) = files.unusable {
            files.discard()
            throw FileError(.write, path: path, reason: "'\(name)' is not a plain file name")
        }
        let written = try files.commit()
        var warnings = catalogWarnings(version: frame.version ?? "", extraFields: JSONObject(frame.extra))
        for sink in sinks { warnings += sink.duplicateKeys.map(duplicateKeyWarning) }
        for sink in sinks { warnings += sink.warnings }
        return ConversionResult(output: written, warnings: warnings)
    }
}
