extension LprojToCatalog {
    /// Converts the table `table` of the `<lang>.lproj` folders in `directory`
    /// into the catalog file `path` (replaced atomically): what
    /// `LprojTree.read(directory:)`, `convert(_:table:options:)`,
    /// `TranslationStateRestorer.restore(_:from:)` (when `original` is given)
    /// and `XCStringsWriter.write(_:toFile:)` do, with the same catalog and
    /// warnings. Returns the warnings, with the path written as the output.
    ///
    /// Only the files of `table` are read. When each lists its keys in
    /// catalog order (`CatalogKeyOrder`), as `CatalogToLproj` writes them,
    /// the catalog is written as they are read, holding neither the tables nor
    /// the catalog whole; otherwise the tables are read whole first.
    ///
    /// Throws what `LprojTree.read(directory:)` throws for a folder or table file
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
        if let warnings = try convertAsRead(
            directory: directory, table: table, toFile: path, options: options, original: original)
        {
            return ConversionResult(output: path, warnings: warnings)
        }
        var files: [String: [UInt8]] = [:]
        for file in try LprojTree.tableFiles(inDirectory: directory) where file.table == table {
            files[file.relativePath] = try FileInput.readAll(path: directory + "/" + file.relativePath)
        }
        var result = convert(try LprojTree.read(files: files, root: directory), table: table, options: options)
        if let original { TranslationStateRestorer.restore(&result.output, from: original) }
        try XCStringsWriter.write(result.output, toFile: path)
        return ConversionResult(output: path, warnings: result.warnings)
    }

    /// Writes the catalog as the tables are read (`LprojTableMerge`); returns its warnings, or
    /// `nil` (having written nothing) when the tables must be read whole first.
    private static func convertAsRead(
        directory: String, table: String, toFile path: String, options: Options, original: StringCatalog?
    ) throws(FileError) -> [ConversionWarning]? {
        let parts = LprojTableMerge.parts(directory: directory, table: table, options: options, count: mergeThreads)
        guard !parts.contains(where: \.isAbandoned) else { return nil }
        // The tables are read and parsed on other threads (a share of the languages each) while this one writes.
        let merged = LprojMergeParts(parts)
        defer { merged.stop() }
        // The parts open their files on their own threads: a table that cannot be read, or whose
        // first entry is malformed, is reported by the whole conversion before the output is made.
        if merged.partGaveUpAtStart() { return nil }
        let chunkSize = 1 << 20
        let writer = CatalogJSONWriter()
        var report = TranslationStateRestorer.Report()
        // Set only when the stream ended because the merge gave up: the merging thread runs
        // ahead of this one, so a write that fails may meet a merge abandoned later in the
        // tables, and that failure must be reported, not hidden by a second conversion.
        var abandonedWhileWriting = false
        do throws(FileError) {
            try AtomicFile.write(to: path) { (emit) throws(FileError) in
                var output = JSONOutput(capacity: chunkSize + chunkSize / 4)
                var failure: FileError?
                writer.writeFrame(StringCatalog(sourceLanguage: options.sourceLanguage), into: &output) { output in
                    writer.writeMembers(level: 1, into: &output) { output, startMember in
                        while failure == nil, let (key, next) = merged.next() {
                            var entry = next
                            if let source = original?.entries[key] {
                                TranslationStateRestorer.restore(&entry, from: source, report: &report)
                            }
                            startMember(key, &output)
                            writer.writeEntry(entry, level: 2, into: &output)
                            XCStringsWriter.handOn(&output, ifAtLeast: chunkSize, to: emit, failure: &failure)
                        }
                    }
                }
                merged.stop()
                if let failure { throw failure }
                if merged.isAbandoned {
                    abandonedWhileWriting = true
                    throw FileError(.write, path: path, reason: "abandoned")
                }
                try emit(output.bytes)
            }
        } catch {
            if abandonedWhileWriting { return nil }
            throw error
        }
        return merged.warnings
    }

    /// The threads that read and parse the tables of a conversion as read, each for a share of the languages.
    static let mergeThreads = 2
}
