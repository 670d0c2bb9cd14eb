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
        let warnings = try convert(
            directory: directory, table: table, options: options, restoringStatesFrom: original
        ) { (produce) throws(FileError) in
            try AtomicFile.write(to: path, produce)
        }
        return ConversionResult(output: path, warnings: warnings)
    }

    /// Converts the table `table` of the `<lang>.lproj` folders in `directory` as
    /// `convert(directory:table:toFile:options:restoringStatesFrom:)` does, handing
    /// the catalog's bytes to `destination` instead of a file; returns the warnings.
    ///
    /// `destination` runs the function it is given, which emits the bytes in pieces, and
    /// must keep them only if that function returns: when it throws, what it emitted
    /// is dropped (the conversion may give up half-way, when the tables turn out not
    /// to be in catalog order, and start again). `AtomicFile.write(to:_:)` is such a
    /// function; so is one that gathers the bytes and uses them once it returns.
    ///
    /// ```swift
    /// var catalog: [UInt8] = []
    /// let warnings = try LprojToCatalog.convert(directory: "Resources", table: "Localizable") {
    ///     (produce) throws(FileError) in
    ///     var bytes: [UInt8] = []
    ///     try produce { (piece) throws(FileError) in bytes.append(contentsOf: piece) }
    ///     catalog = bytes
    /// }
    /// ```
    public static func convert(
        directory: String, table: String, options: Options = Options(),
        restoringStatesFrom original: StringCatalog? = nil,
        writingWith destination: (
            _ produce: (_ emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
        ) throws(FileError) -> Void
    ) throws -> [ConversionWarning] {
        if let warnings = try convertAsRead(
            directory: directory, table: table, options: options, original: original, writingWith: destination)
        {
            return warnings
        }
        var files: [String: [UInt8]] = [:]
        for file in try LprojTree.tableFiles(inDirectory: directory) where file.table == table {
            files[file.relativePath] = try FileInput.readAll(path: directory + "/" + file.relativePath)
        }
        var result = convert(try LprojTree.read(files: files, root: directory), table: table, options: options)
        if let original { TranslationStateRestorer.restore(&result.output, from: original) }
        try destination { (emit) throws(FileError) in try XCStringsWriter.write(result.output, to: emit) }
        return result.warnings
    }

    /// Writes the catalog as the tables are read (`LprojTableMerge`); returns its warnings, or
    /// `nil` (having written nothing) when the tables must be read whole first.
    private static func convertAsRead(
        directory: String, table: String, options: Options, original: StringCatalog?,
        writingWith destination: (
            _ produce: (_ emit: (UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
        ) throws(FileError) -> Void
    ) throws(FileError) -> [ConversionWarning]? {
        let parts = LprojTableMerge.parts(
            directory: directory, table: table, options: options, original: original, count: mergeThreads)
        guard !parts.contains(where: \.isAbandoned) else { return nil }
        // The tables are read and parsed, and their localizations written as JSON, on other
        // threads (a share of the languages each) while this one puts the entries together.
        let merged = LprojMergeParts(parts)
        defer { merged.stop() }
        // The parts open their files on their own threads: a table that cannot be read, or whose
        // first entry is malformed, is reported by the whole conversion before the output is made.
        if merged.partGaveUpAtStart() { return nil }
        // Set only when the stream ended because the merge gave up: the merging thread runs
        // ahead of this one, so a write that fails may meet a merge abandoned later in the
        // tables, and that failure must be reported, not hidden by a second conversion.
        var abandonedWhileWriting = false
        do throws(FileError) {
            try destination { (emit) throws(FileError) in
                var failure: FileError?
                write(merged, options: options, original: original) { bytes in
                    do throws(FileError) {
                        try emit(bytes)
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                }
                merged.stop()
                if let failure { throw failure }
                if merged.isAbandoned {
                    abandonedWhileWriting = true
                    throw FileError(.write, path: directory, reason: "abandoned")
                }
            }
        } catch {
            if abandonedWhileWriting { return nil }
            throw error
        }
        return merged.warnings
    }

    /// Writes the catalog of the entries `merged` gives, handing it to `sink` in pieces of about
    /// `chunkSize` bytes: each entry has the `extractionState` of `options`, or, with `original`,
    /// the entry fields of the original's entry of its key (`TranslationStateRestorer`; the parts
    /// restored the localizations' states). It stops early when `sink` asks (returns `false`)
    /// or the merge ends early: the caller checks `merged.isAbandoned` after `merged.stop()`.
    static func write(
        _ merged: LprojMergeParts, options: Options, original: StringCatalog?, chunkSize: Int = 1 << 20,
        to sink: (UnsafeRawBufferPointer) -> Bool
    ) {
        let writer = CatalogJSONWriter()
        var report = TranslationStateRestorer.Report()
        var output = JSONOutput(capacity: chunkSize + chunkSize / 4)
        var isStopped = false
        writer.writeFrame(StringCatalog(sourceLanguage: options.sourceLanguage), into: &output) { output in
            writer.writeMembers(level: 1, into: &output) { output, startMember in
                var hasEntry = true
                while hasEntry, !isStopped {
                    hasEntry = merged.next { key, comment, localizations in
                        var entry = CatalogEntry(comment: comment, extractionState: options.extractionState)
                        // The entry's own fields: it has no localizations (the parts restored theirs).
                        if let source = original?.entries[key] {
                            TranslationStateRestorer.restore(&entry, from: source, report: &report)
                        }
                        startMember(key, &output)
                        writer.writeEntry(entry, level: 2, into: &output, renderedLocalizations: localizations)
                        if output.count >= chunkSize {
                            isStopped = !sink(output.bytes)
                            output.clear()
                        }
                    }
                }
            }
        }
        if !isStopped { _ = sink(output.bytes) }
    }

    /// The threads that read and parse the tables of a conversion as read, each for a share of the languages.
    static let mergeThreads = 2
}
