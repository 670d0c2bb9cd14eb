/// Reads String Catalogs (`.xcstrings`) into `StringCatalog`s, losslessly.
///
/// Every field is kept: known ones in typed properties, unknown ones (at any
/// level) in `extraFields`, duplicate keys in order. Entries and
/// localizations remember the line their key starts on. Malformed JSON, and
/// JSON that is not a catalog (a known field of the wrong type, a string
/// unit without `value`), throw `ParseError` with a line and column.
///
/// ```swift
/// let catalog = try XCStringsReader.read(contentsOfFile: "Localizable.xcstrings")
/// for (key, entry) in catalog.entries where entry.localizations["de"] == nil {
///     print("line \(entry.sourceLine ?? 0): \(key) has no German")
/// }
/// ```
public enum XCStringsReader {
    /// Reads a catalog from its bytes; `file` names it in errors.
    public static func read(_ bytes: [UInt8], file: String? = nil) throws(ParseError) -> StringCatalog {
        var failure: ParseError?
        let catalog = bytes.withUnsafeBufferPointer { buffer -> StringCatalog? in
            var scanner = JSONScanner(borrowing: buffer)
            do throws(ParseError) {
                return try read(&scanner)
            } catch {
                failure = error
                return nil
            }
        }
        if let catalog { return catalog }
        let error = failure ?? ParseError("unexpected end of input", at: SourceLocation(line: 1, column: 1))
        throw file.map { error.inFile($0) } ?? error
    }

    /// Reads a catalog file in pieces, so that memory holds the catalog but
    /// not the file's text. A large file is read in parts on up to `threads`
    /// threads (by default one per processor): the entries of `strings` are
    /// split where one ends and the next begins, and the parts joined in order,
    /// so that the catalog, its lines and any error are those of a read on one
    /// thread. Throws `FileError` when the file cannot be read and `ParseError`
    /// (naming the file) when it is malformed.
    public static func read(contentsOfFile path: String, threads: Int? = nil) throws -> StringCatalog {
        try read(contentsOfFile: path, options: ParallelCatalogReader.Options(threads: threads))
    }

    /// Reads a catalog file divided between threads as `options` say.
    static func read(contentsOfFile path: String, options: ParallelCatalogReader.Options) throws -> StringCatalog {
        let (frame, parts) = try ParallelCatalogReader.read(path: path, options: options) { _, _ in
            CatalogEntryCollector()
        }
        var keys: [String] = []
        var entries: [CatalogEntry] = []
        if parts.count == 1, let only = parts.first {
            swap(&keys, &only.keys)
            swap(&entries, &only.entries)
        } else {
            let count = parts.reduce(0) { $0 + $1.keys.count }
            keys.reserveCapacity(count)
            entries.reserveCapacity(count)
            for part in parts {
                keys += part.keys
                entries += part.entries
                part.keys = []
                part.entries = []
            }
        }
        return frame.catalog(entries: CatalogMap(keys: keys, values: entries, isPresentWhenEmpty: true))
    }

    /// Reads a whole catalog on one scanner.
    static func read(_ scanner: inout JSONScanner) throws(ParseError) -> StringCatalog {
        var reader = CatalogJSONReader()
        let collector = CatalogEntryCollector()
        let frame = try reader.readDocument(&scanner, into: collector)
        return frame.catalog(
            entries: CatalogMap(keys: collector.keys, values: collector.entries, isPresentWhenEmpty: true))
    }

    /// Reads a catalog file in pieces and hands each entry to `body` as soon as
    /// it is read, instead of keeping it: memory holds one entry at a time, and
    /// the catalog returned has no entries. `body` also gets the source language
    /// when the file gave it before `strings` (as Xcode writes it). Throws like
    /// `read(contentsOfFile:)`.
    static func stream(
        contentsOfFile path: String, entries body: @escaping (String, CatalogEntry, String?) -> Void
    ) throws -> StringCatalog {
        let input = try FileInput(path: path)
        var scanner = JSONScanner(input: input)
        do {
            var reader = CatalogJSONReader()
            let forwarder = CatalogEntryForwarder(body)
            let frame = try reader.readDocument(&scanner, into: forwarder) {
                forwarder.sourceLanguage = $0.sourceLanguage
            }
            return frame.catalog(entries: CatalogMap(keys: [], values: [], isPresentWhenEmpty: true))
        } catch {
            if let inputError = scanner.inputError { throw inputError }
            throw error.inFile(path)
        }
    }
}
