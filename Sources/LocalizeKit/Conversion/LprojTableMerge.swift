/// Converts one table of a folder of `<lang>.lproj` folders into catalog
/// entries as the files are read (`LprojToCatalog.convert(directory:…)`):
/// every language's `.strings` and `.stringsdict` file is read one entry at a
/// time, side by side, and each key's entry is made once every file has given
/// its value for it, so that the catalog is never held whole: what stays in
/// memory is the tables' bytes (about as much as the tables on disk) and one
/// entry. An entry's localizations are written as JSON at once, as the
/// catalog has them (`CatalogJSONWriter.writeLocalizationMember`), so that the
/// thread that runs the merge does that work, not the one writing the catalog.
///
/// This needs every file to list its keys in the order the catalog does
/// (`CatalogKeyOrder`, as `CatalogToLproj` writes them), each once. When a
/// file does not, or cannot be read or parsed, the merge stops (`isAbandoned`)
/// and the caller converts the tables whole, which gives the same catalog and
/// warnings, or the error.
struct LprojTableMerge {
    /// The key and comment that the `.strings` file of a language read just before gave, and the
    /// key its `.stringsdict` file gave: those the next language's files likely give too.
    private struct LikelyTexts {
        var key: String?
        var comment: String?
        var dictionaryKey: String?
    }

    /// One language's files. A struct held in `languages` and changed in place there (its
    /// methods `mutating`, each element reached by index, never copied out): as a class, every use
    /// of one of its `var`s paid a dynamic exclusivity check, several per language and key.
    private struct Language {
        let folder: String
        let language: String
        /// `language` as its members written apart start (made once, not for each member).
        let renderedLanguage: CatalogJSONWriter.RenderedLanguage
        /// Its place among the table's folders (`LprojToCatalog.folders`): its warnings' place among theirs.
        let rank: Int
        let isSource: Bool
        /// Whether only the comments of its `.strings` file are read (the source language in a later part).
        let givesCommentsOnly: Bool
        var strings: StringsFileParser?
        var dictionary: StringsDictReader.EntryStream?
        /// The text of each file, which the ranges of its values index (`StringsFileParser.RawValue`,
        /// `StringsDictPluralForms`): held apart, so that writing a value does not copy a parser.
        var stringsBytes: [UInt8] = []
        var dictionaryBytes: [UInt8] = []
        /// Its next `.strings` entry, read in place (`StringsFileParser.readNextRawEntry(into:)`),
        /// when `hasNextString`. Not held as an optional entry: taking and replacing one went
        /// through Swift's generic value witnesses (a copy and a destroy by metadata), once per
        /// language and key.
        var nextString = StringsFileParser.RawEntry()
        var hasNextString = false
        /// The key of its next dictionary entry, and that entry: none when it is a plural alone read
        /// as ranges of the file's bytes, which `nextPlural` holds then.
        var nextDictionaryKey: String?
        var nextDictionaryEntry: StringsDictTable.Entry?
        var nextPlural = StringsDictPluralForms()
        /// Whether a plural alone is read as ranges (`StringsDictReader.EntryStream.next(pluralAloneInto:)`),
        /// not as an entry: when no states are restored (those take the entry).
        let readsPluralsAsRanges: Bool
        /// The warnings of the `.strings` entries, then of the `.stringsdict` ones, in file order.
        var stringsWarnings: [ConversionWarning] = []
        var dictionaryWarnings: [ConversionWarning] = []
        /// Its localization of the entry being made, until it is written: a `.strings` value
        /// (`value`), the forms of a `.stringsdict` plural (`pluralForms`,
        /// `LprojToCatalog.pluralOnlyForms`), a format with one plural variable (`substitution`,
        /// `LprojToCatalog.substitutionOnly`), or what another `.stringsdict` entry gives (`localization`).
        var value: StringsFileParser.RawValue?
        var pluralForms: [PluralCategory: String]?
        var pluralRanges: StringsDictPluralForms?
        var substitution: (format: String, variable: StringsDictVariable, argNum: Int)?
        var localization: CatalogLocalization?
        /// The merge's `mark` when its next string, or dictionary entry, was found to have the first key.
        var stringMark = -1
        var dictionaryMark = -1

        init(
            folder: String, language: String, rank: Int, isSource: Bool, givesCommentsOnly: Bool,
            readsPluralsAsRanges: Bool
        ) {
            self.folder = folder
            self.language = language
            self.renderedLanguage = CatalogJSONWriter.RenderedLanguage(language)
            self.rank = rank
            self.isSource = isSource
            self.givesCommentsOnly = givesCommentsOnly
            self.readsPluralsAsRanges = readsPluralsAsRanges
        }

        /// Sets `stringMark` and `dictionaryMark` to what `mark` gives for the key of its next
        /// string and dictionary entry (`firstKey()`: the new mark when the key is the first so
        /// far), unless it gives nil. A mutating method, reached in place, so that the keys are
        /// lent to `mark`: read from the merge's array of languages, each was copied (a retain and
        /// a release a key).
        mutating func markKeys(_ mark: (String) -> Int?) {
            if hasNextString, let marked = mark(nextString.key) { stringMark = marked }
            if let key = nextDictionaryKey, let marked = mark(key) { dictionaryMark = marked }
        }

        /// Reads its next `.strings` entry (`nextString`, `hasNextString`); a key or comment with the
        /// bytes of the one in `likely` is that string, and `likely` takes those the entry has
        /// (`StringsFileParser.readNextRawEntry(into:likelyKey:likelyComment:)`).
        mutating func readNextString(likely: inout LikelyTexts) throws(ParseError) {
            hasNextString =
                try strings?.readNextRawEntry(into: &nextString, likelyKey: likely.key, likelyComment: likely.comment)
                ?? false
            guard hasNextString else { return }
            likely.key = nextString.key
            if let comment = nextString.comment { likely.comment = comment }
        }

        /// Reads its next dictionary entry (`nextDictionaryKey`, and `nextDictionaryEntry` or `nextPlural`);
        /// without states to restore, a key with the bytes of `likely.dictionaryKey` is that string, and
        /// `likely` takes the key read.
        mutating func readNextDictionaryEntry(likely: inout LikelyTexts) throws(ParseError) {
            if readsPluralsAsRanges {
                let likelyKey = likely.dictionaryKey
                if let (key, entry) = try dictionary?.next(pluralAloneInto: &nextPlural, likelyKey: likelyKey) {
                    nextDictionaryKey = key
                    nextDictionaryEntry = entry
                    likely.dictionaryKey = key
                } else {
                    nextDictionaryKey = nil
                }
            } else {
                nextDictionaryEntry = try dictionary?.next()
                nextDictionaryKey = nextDictionaryEntry?.key
            }
        }

        /// Takes its definitions of `key` (those `firstKey()` marked with `mark`), reading the entries
        /// after them: keeps its localization of the entry (or, for the source language or one read
        /// for comments, sets `sourceComment`), notes the warnings, and gives `likely` its next
        /// keys and comment. Returns whether it made the entry.
        mutating func take(
            _ key: String, mark: Int, sourceComment: inout String?, likely: inout LikelyTexts
        ) throws(ParseError) -> Bool {
            var isMade = false
            // Marked by `firstKey()`: its next string, or dictionary entry, has `key` (it compared them).
            let hasDictionaryEntry = dictionaryMark == mark
            if stringMark == mark {
                // Its comment and value are used where they are, then the next string is read in their
                // place: moving the entry out (and destroying it) cost more.
                if givesCommentsOnly || isSource {
                    if let comment = nextString.comment { sourceComment = comment }
                } else if let comment = nextString.comment, comment != sourceComment {
                    stringsWarnings.append(
                        ConversionWarning(
                            field: "comment", consequence: "of a language other than the source is not kept",
                            key: key, language: language))
                }
                if givesCommentsOnly {
                    try readNextString(likely: &likely)
                    return false
                } else if !hasDictionaryEntry {
                    isMade = true
                    value = nextString.value
                } else if isSource {
                    isMade = true
                }
                try readNextString(likely: &likely)
            }
            guard hasDictionaryEntry else { return isMade }
            if let dictionaryEntry = nextDictionaryEntry.take() {
                try readNextDictionaryEntry(likely: &likely)
                // A plural alone, or one plural variable in a text, is written from the entry (not
                // from a catalog model), unless states are restored (from a model).
                if readsPluralsAsRanges, let forms = LprojToCatalog.pluralOnlyForms(of: dictionaryEntry) {
                    isMade = true
                    pluralForms = forms
                } else if readsPluralsAsRanges, let substitution = LprojToCatalog.substitutionOnly(of: dictionaryEntry)
                {
                    isMade = true
                    self.substitution = substitution
                } else if let localization = LprojToCatalog.localization(
                    of: dictionaryEntry, language: language, warnings: &dictionaryWarnings)
                {
                    isMade = true
                    self.localization = localization
                }
            } else {
                // A plural alone, read as ranges: written from the file's bytes.
                isMade = true
                pluralRanges = nextPlural
                try readNextDictionaryEntry(likely: &likely)
            }
            return isMade
        }

        /// Writes the localization it holds (if any) with `writer`, with the state of `original`
        /// (`TranslationStateRestorer`), and forgets it.
        mutating func writeLocalization(
            with writer: CatalogJSONWriter, original: CatalogLocalization?,
            report: inout TranslationStateRestorer.Report, into output: inout JSONOutput
        ) {
            if let value = value.take() {
                writeStringUnit(value, with: writer, original: original, report: &report, into: &output)
            } else if let forms = pluralForms.take() {
                writer.writePluralMember(language: renderedLanguage, forms: forms, into: &output)
            } else if let forms = pluralRanges.take() {
                writePlural(forms, with: writer, into: &output)
            } else if let (format, variable, argNum) = substitution.take() {
                let forms = variable.forms.mapValues { form in
                    SubstitutionArgument.catalogForm(form, valueType: variable.valueType, argNum: argNum)
                }
                writer.writeSubstitutionMember(
                    language: renderedLanguage, format: format, name: variable.name, argNum: argNum,
                    formatSpecifier: variable.valueType, forms: forms, into: &output)
            } else if var localization = localization.take() {
                if let original {
                    TranslationStateRestorer.restore(&localization, from: original, report: &report)
                }
                writer.writeLocalizationMember(language: renderedLanguage, localization, into: &output)
            }
        }

        /// Writes a `.strings` value taken from `value`. Not `mutating`, as the writing of a
        /// plural's ranges: its fields are borrowed, where a mutating method retained and released
        /// each it passed on (the language's rendered name, the file's bytes).
        private func writeStringUnit(
            _ value: StringsFileParser.RawValue, with writer: CatalogJSONWriter, original: CatalogLocalization?,
            report: inout TranslationStateRestorer.Report, into output: inout JSONOutput
        ) {
            var state = TranslationState.translated
            if let unit = original?.stringUnit {
                state = TranslationStateRestorer.state(
                    of: value.string(in: stringsBytes), state: state, from: unit, report: &report)
            }
            value.withBytes(in: stringsBytes) { bytes in
                writer.writeStringUnitMember(language: renderedLanguage, state: state, value: bytes, into: &output)
            }
        }

        /// Writes the forms of a plural alone taken from `pluralRanges`.
        private func writePlural(
            _ forms: StringsDictPluralForms, with writer: CatalogJSONWriter, into output: inout JSONOutput
        ) {
            dictionaryBytes.withUnsafeBufferPointer { bytes in
                writer.writePluralMember(language: renderedLanguage, forms: forms, in: bytes, into: &output)
            }
        }
    }

    private let options: LprojToCatalog.Options
    /// The catalog whose states the localizations take (`TranslationStateRestorer`), if any.
    private let original: StringCatalog?
    /// Writes the localizations: each merge its own (it remembers sorted key lists; a `var`, as
    /// `init(directory:table:options:original:)` assigns `self` whole).
    private var writer = CatalogJSONWriter()
    /// The languages in the order they are read: the source language first, for its comments.
    private var languages: [Language] = []
    /// The positions in `languages` of those that give localizations, in catalog order of their names.
    private var catalogOrder: [Int] = []
    private var lastKey: String?
    /// Grows each time `firstKey()` meets a new first key: a language whose `stringMark` or
    /// `dictionaryMark` equals it gives the first key next, without comparing the keys again.
    private var mark = 0
    /// The warnings about the folders, before any entry's (in the first part only).
    private var folderWarnings: [ConversionWarning] = []
    /// Whether a file came out of order, repeated a key, or could not be read or parsed.
    private(set) var isAbandoned = false
    /// The languages to read and the table's files, until the first `next(into:)` opens them: so the
    /// files are read and validated on the thread that runs the merge, each part's beside the others'.
    private var unopened:
        (
            languages: [(folder: String, language: String, rank: Int, commentsOnly: Bool)],
            files: [LprojTree.TableFile], directory: String
        )?

    /// A merge of the files of table `table` under `directory`, opened by the first `next(into:)`;
    /// with `original`, the localizations take their states from it (`TranslationStateRestorer`).
    init(directory: String, table: String, options: LprojToCatalog.Options, original: StringCatalog? = nil) {
        self = Self.parts(directory: directory, table: table, options: options, original: original, count: 1)[0]
    }

    /// A merge of some of the languages, not opened yet.
    private init(options: LprojToCatalog.Options, original: StringCatalog?) {
        self.options = options
        self.original = original
    }

    /// The merge split by language into up to `count` parts (at least one), to be run side by side:
    /// each part has a run of the languages in catalog order (`CatalogKeyOrder` of their names),
    /// and a part without the source language has its `.strings` file too, read only for its
    /// comments. Each part gives an entry for each key one of its languages has a value for (the
    /// source language's part, an entry for each of its keys), with its localizations in catalog
    /// order: so a key's localizations from every part, appended in part order, are in catalog
    /// order, and its comment is the same in every part. The first part has the folders' warnings;
    /// every language's warnings are listed, by language in the whole merge's order, by
    /// `languageWarnings`. A part opens its files at its first `next(into:)`, and is abandoned then when
    /// one cannot be read or its first entry parsed; when the folder cannot be listed, the only
    /// part returned is abandoned at once.
    static func parts(
        directory: String, table: String, options: LprojToCatalog.Options, original: StringCatalog? = nil, count: Int
    ) -> [LprojTableMerge] {
        var first = LprojTableMerge(options: options, original: original)
        let files: [LprojTree.TableFile]
        do throws(FileError) {
            files = try LprojTree.tableFiles(inDirectory: directory).filter { $0.table == table }
        } catch {
            first.isAbandoned = true
            return [first]
        }
        let folders = LprojToCatalog.folders(
            Set(files.map(\.localization)).sorted(), table: table, sourceLanguage: options.sourceLanguage,
            warnings: &first.folderWarnings)
        let source = folders.firstIndex { $0.language == options.sourceLanguage }
        // A part needs a few languages to be worth its thread (each part without the source reads its comments).
        let partCount = max(1, min(count, (folders.count - (source == nil ? 0 : 1)) / 2))
        let catalogOrder = CatalogKeyOrder.sortedIndices(folders.map(\.language))
        var parts: [LprojTableMerge] = []
        for part in 0..<partCount {
            var merge = part == 0 ? first : LprojTableMerge(options: options, original: original)
            let run = catalogOrder[(folders.count * part / partCount)..<(folders.count * (part + 1) / partCount)]
            // Read in the whole merge's order (the source language first), written in catalog order.
            var read: [(rank: Int, commentsOnly: Bool)] = []
            if let source { read.append((source, !run.contains(source))) }
            for rank in run.sorted() where rank != source { read.append((rank, false)) }
            merge.catalogOrder = run.compactMap { rank in read.firstIndex { $0.rank == rank } }
            merge.unopened = (
                read.map { (folders[$0.rank].folder, folders[$0.rank].language, $0.rank, $0.commentsOnly) },
                files, directory
            )
            parts.append(merge)
        }
        return parts
    }

    /// Opens the files of `languages`: of one read only for comments, its `.strings` file alone.
    private mutating func open(
        _ languages: [(folder: String, language: String, rank: Int, commentsOnly: Bool)],
        of files: [LprojTree.TableFile], in directory: String
    ) {
        do throws(ParseError) {
            var likely = LikelyTexts()
            for (folder, language, rank, commentsOnly) in languages {
                var opened = Language(
                    folder: folder, language: language, rank: rank, isSource: language == options.sourceLanguage,
                    givesCommentsOnly: commentsOnly, readsPluralsAsRanges: original == nil)
                for file in files where file.localization == folder && (!commentsOnly || file.kind == .strings) {
                    guard let bytes = try? FileInput.readAll(path: directory + "/" + file.relativePath) else {
                        isAbandoned = true
                        return
                    }
                    let text = try SourceText.unicode(bytes, file: directory + "/" + file.relativePath)
                    switch file.kind {
                    case .strings:
                        opened.strings = StringsFileParser(text: text, locatesEntries: false)
                        opened.stringsBytes = text.bytes
                        try opened.readNextString(likely: &likely)
                    case .stringsDict:
                        opened.dictionary = try StringsDictReader.EntryStream(
                            text, locatesEntries: false, keepsKeyOrder: false)
                        opened.dictionaryBytes = text.bytes
                        try opened.readNextDictionaryEntry(likely: &likely)
                    }
                }
                self.languages.append(opened)
            }
        } catch {
            isAbandoned = true
        }
    }

    /// The warnings met so far, in the order converting the tables whole gives them.
    var warnings: [ConversionWarning] { Self.warnings(of: [self]) }

    /// The warnings of the parts of one merge (`parts`), in the order the whole merge gives them:
    /// the folders', then each language's, in the order of the table's languages.
    static func warnings(of parts: [LprojTableMerge]) -> [ConversionWarning] {
        let languages = parts.flatMap(\.languageWarnings).sorted { $0.rank < $1.rank }
        return parts.flatMap(\.folderWarnings) + languages.flatMap(\.warnings)
    }

    /// Each language's warnings met so far, with its place among the table's languages.
    private var languageWarnings: [(rank: Int, warnings: [ConversionWarning])] {
        languages.map { ($0.rank, $0.stringsWarnings + $0.dictionaryWarnings) }
    }

    /// The next key in catalog order and its entry's comment, its localizations written to
    /// `output` (each by `CatalogJSONWriter.writeLocalizationMember`, in catalog order); `nil` at
    /// the end, or when the merge is abandoned.
    mutating func next(into output: inout JSONOutput) -> (key: String, comment: String?)? {
        if let (languages, files, directory) = unopened.take() { open(languages, of: files, in: directory) }
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
                var comment: String?
                if try entry(forKey: key, comment: &comment, into: &output) { return (key, comment) }
            } catch {
                isAbandoned = true
                return nil
            }
        }
    }

    /// The first of the keys the files give next; each language whose next string or dictionary
    /// entry has it gets the final `mark` as its `stringMark` or `dictionaryMark`.
    private mutating func firstKey() -> String? {
        var first: String?
        var mark = self.mark
        // Keys found to come after `first`: `first` only moves earlier, so they stay after it.
        // Files usually go in step, so few distinct keys are met and few need collating.
        var later: [String] = []
        /// Whether `key` is the first key met so far (a new one takes a new mark).
        func consider(_ key: String) -> Bool {
            if let current = first {
                // Mostly the very value of one found later (the files share the strings of the keys
                // they list alike, `LikelyTexts`): later at once, without comparing it with `current`.
                if later.contains(where: { key.isSameValue(as: $0) }) { return false }
                if key == current { return true }
                if later.contains(key) { return false }
                if CatalogKeyOrder.compare(key, current) > 0 {
                    later.append(key)
                    return false
                }
                later.append(current)
            }
            first = key
            mark += 1
            return true
        }
        for index in languages.indices {
            languages[index].markKeys { consider($0) ? mark : nil }
        }
        self.mark = mark
        return first
    }

    /// The entry of `key`, taking each file's definition of it: what `LprojToCatalog.convert(_:table:options:)`
    /// makes, its localizations written to `output` and its comment set in `comment`; returns whether
    /// there is an entry.
    private mutating func entry(
        forKey key: String, comment: inout String?, into output: inout JSONOutput
    ) throws(ParseError) -> Bool {
        // Whether some language made the entry (a flag beside a plain value, not an optional
        // entry: testing and changing an optional struct copies it).
        var isMade = false
        var sourceComment: String?
        // The next key and comment a `.strings` file gave: the files list the same keys, so the next
        // one's are likely the same strings (reused, not made again, and then compared at once).
        var likely = LikelyTexts()
        for index in languages.indices {
            if try languages[index].take(key, mark: mark, sourceComment: &sourceComment, likely: &likely) {
                isMade = true
            }
        }
        guard isMade else { return false }
        write(localizationsOf: key, into: &output)
        // The comment is the source language's, whichever language made the entry: the source
        // language is read first, so its comment is known before any other language's value.
        comment = sourceComment
        return true
    }

    /// Writes the localizations the languages hold for `key`, in catalog order, each with the
    /// state the original catalog gives it (if any), and forgets them.
    private mutating func write(localizationsOf key: String, into output: inout JSONOutput) {
        let originals = original?.entries[key]?.localizations
        var report = TranslationStateRestorer.Report()
        for position in catalogOrder {
            languages[position].writeLocalization(
                with: writer, original: originals?[languages[position].language], report: &report, into: &output)
        }
    }
}
