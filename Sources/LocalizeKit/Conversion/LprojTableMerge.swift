/// Converts one table of a folder of `<lang>.lproj` folders into catalog
/// entries as the files are read (`LprojToCatalog.convert(directory:…)`):
/// every language's `.strings` and `.stringsdict` file is read one entry at a
/// time, side by side, and each key's entry is made once every file has given
/// its value for it, so that the catalog is never held whole: what stays in
/// memory is the tables' bytes (about as much as the tables on disk) and one
/// entry.
///
/// This needs every file to list its keys in the order the catalog does
/// (`CatalogKeyOrder`, as `CatalogToLproj` writes them), each once. When a
/// file does not, or cannot be read or parsed, the merge stops (`isAbandoned`)
/// and the caller converts the tables whole, which gives the same catalog and
/// warnings, or the error.
struct LprojTableMerge {
    /// One language's files: a class, so that reading its next entries does not copy its parsers.
    private final class Language {
        let folder: String
        let language: String
        let isSource: Bool
        var strings: StringsFileParser?
        var dictionary: StringsDictReader.EntryStream?
        var nextString: StringsTable.Entry?
        var nextDictionaryEntry: StringsDictTable.Entry?
        /// The warnings of the `.strings` entries, then of the `.stringsdict` ones, in file order.
        var stringsWarnings: [ConversionWarning] = []
        var dictionaryWarnings: [ConversionWarning] = []

        init(folder: String, language: String, isSource: Bool) {
            self.folder = folder
            self.language = language
            self.isSource = isSource
        }
    }

    private let options: LprojToCatalog.Options
    private var languages: [Language] = []
    private var lastKey: String?
    /// The warnings about the folders, before any entry's.
    private var folderWarnings: [ConversionWarning] = []
    /// Whether a file came out of order, repeated a key, or could not be read or parsed.
    private(set) var isAbandoned = false

    /// Opens the files of table `table` under `directory`; `isAbandoned` when one cannot be read.
    init(directory: String, table: String, options: LprojToCatalog.Options) {
        self.options = options
        let files: [LprojTree.TableFile]
        do throws(FileError) {
            files = try LprojTree.tableFiles(inDirectory: directory).filter { $0.table == table }
        } catch {
            isAbandoned = true
            return
        }
        let folders = LprojToCatalog.folders(
            Set(files.map(\.localization)).sorted(), table: table, sourceLanguage: options.sourceLanguage,
            warnings: &folderWarnings)
        do throws(ParseError) {
            for (folder, language) in folders {
                let opened = Language(
                    folder: folder, language: language, isSource: language == options.sourceLanguage)
                for file in files where file.localization == folder {
                    guard let bytes = try? FileInput.readAll(path: directory + "/" + file.relativePath) else {
                        isAbandoned = true
                        return
                    }
                    let text = try SourceText.unicode(bytes, file: directory + "/" + file.relativePath)
                    switch file.kind {
                    case .strings:
                        var parser = StringsFileParser(text: text)
                        opened.nextString = try parser.nextEntry()
                        opened.strings = parser
                    case .stringsDict:
                        var entries = try StringsDictReader.EntryStream(text, locatesEntries: false)
                        opened.nextDictionaryEntry = try entries.next()
                        opened.dictionary = entries
                    }
                }
                languages.append(opened)
            }
        } catch {
            isAbandoned = true
        }
    }

    /// The warnings met so far, in the order converting the tables whole gives them.
    var warnings: [ConversionWarning] {
        folderWarnings + languages.flatMap { $0.stringsWarnings + $0.dictionaryWarnings }
    }

    /// The next key in catalog order and its entry; `nil` at the end, or when the merge is abandoned.
    mutating func next() -> (key: String, entry: CatalogEntry)? {
        guard !isAbandoned else { return nil }
        while true {
            guard let key = firstKey() else { return nil }
            // Every file's next key follows the one just taken: so each lists its keys in order, once.
            if let lastKey, CatalogKeyOrder.compare(lastKey, key) >= 0 {
                isAbandoned = true
                return nil
            }
            lastKey = key
            do throws(ParseError) {
                if let entry = try entry(forKey: key) { return (key, entry) }
            } catch {
                isAbandoned = true
                return nil
            }
        }
    }

    /// The first of the keys the files give next.
    private func firstKey() -> String? {
        var first: String?
        // Keys found to come after `first`: `first` only moves earlier, so they stay after it.
        // Files usually go in step, so few distinct keys are met and few need collating.
        var later: [String] = []
        func consider(_ key: String?) {
            guard let key else { return }
            if let current = first {
                if key == current || later.contains(key) { return }
                if CatalogKeyOrder.compare(key, current) > 0 {
                    later.append(key)
                    return
                }
                later.append(current)
            }
            first = key
        }
        for language in languages {
            consider(language.nextString?.key)
            consider(language.nextDictionaryEntry?.key)
        }
        return first
    }

    /// The entry of `key`, taking each file's definition of it: what `LprojToCatalog.convert(_:table:options:)` makes.
    private func entry(forKey key: String) throws(ParseError) -> CatalogEntry? {
        var entry: CatalogEntry?
        var sourceComment: String?
        for language in languages {
            var string: StringsTable.Entry?
            if language.nextString?.key == key {
                string = language.nextString
                language.nextString = try language.strings?.nextEntry()
            }
            var dictionaryEntry: StringsDictTable.Entry?
            if language.nextDictionaryEntry?.key == key {
                dictionaryEntry = language.nextDictionaryEntry
                language.nextDictionaryEntry = try language.dictionary?.next()
            }
            let name = language.language
            let isSource = language.isSource
            if let string {
                if isSource {
                    if let comment = string.comment { sourceComment = comment }
                } else if let comment = string.comment, comment != sourceComment {
                    language.stringsWarnings.append(
                        ConversionWarning(
                            field: "comment", consequence: "of a language other than the source is not kept",
                            key: key, language: name))
                }
                if dictionaryEntry == nil {
                    touch(&entry, comment: sourceComment)
                    entry?.localizations[name] = CatalogLocalization(string.value)
                } else if isSource {
                    touch(&entry, comment: sourceComment)
                }
            }
            if let dictionaryEntry,
                let localization = LprojToCatalog.localization(
                    of: dictionaryEntry, language: name, warnings: &language.dictionaryWarnings)
            {
                touch(&entry, comment: sourceComment)
                entry?.localizations[name] = localization
            }
        }
        return entry
    }

    /// Makes the entry when it does not exist yet.
    private func touch(_ entry: inout CatalogEntry?, comment: String?) {
        if entry == nil { entry = CatalogEntry(comment: comment, extractionState: options.extractionState) }
    }
}
