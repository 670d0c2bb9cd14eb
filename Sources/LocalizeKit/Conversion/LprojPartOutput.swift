/// The bytes of each language's `.strings` and `.stringsdict` file that one
/// part of a streamed conversion (`CatalogToLproj.convert(contentsOfFile:…)`)
/// wrote, kept until they can be appended to the files in order.
///
/// `.strings` entries are written as `StringsFileWriter` writes them, the
/// part's first one without the blank line before it; `.stringsdict` entries
/// as members of the file's root dictionary (`StringsDictWriter.appendEntry`).
struct LprojPartOutput: CatalogToLproj.Destination {
    /// One language's bytes.
    struct Files {
        var strings: [UInt8] = []
        var stringsCount = 0
        var dictionary: [UInt8] = []
        var dictionaryCount = 0
    }

    /// The languages in the order met, and their files.
    private(set) var languages: [String] = []
    private(set) var files: [Files] = []
    private var positions: [String: Int] = [:]
    /// How many bytes are kept in all.
    private(set) var byteCount = 0

    mutating func add(_ entry: StringsTable.Entry, language: String) {
        let position = self.position(of: language)
        let before = files[position].strings.count
        StringsFileWriter.appendEntry(entry, isFirst: files[position].stringsCount == 0, to: &files[position].strings)
        files[position].stringsCount += 1
        byteCount += files[position].strings.count - before
    }

    mutating func add(_ entry: StringsDictTable.Entry, language: String) {
        let position = self.position(of: language)
        let before = files[position].dictionary.count
        StringsDictWriter.appendEntry(entry, to: &files[position].dictionary)
        files[position].dictionaryCount += 1
        byteCount += files[position].dictionary.count - before
    }

    private mutating func position(of language: String) -> Int {
        if let known = positions[language] { return known }
        positions[language] = languages.count
        languages.append(language)
        files.append(Files())
        return languages.count - 1
    }

    /// Forgets the bytes (after they were handed on), keeping the languages and storage.
    mutating func clear() {
        for position in files.indices {
            files[position].strings.removeAll(keepingCapacity: true)
            files[position].stringsCount = 0
            files[position].dictionary.removeAll(keepingCapacity: true)
            files[position].dictionaryCount = 0
        }
        byteCount = 0
    }
}

/// The files of one table of a streamed conversion, staged until all are
/// written (`FileStaging`): each part's bytes are appended in order, a
/// `.stringsdict` file gets its header before its first entry and its end
/// after its last.
final class LprojTableFiles {
    private let directory: String
    private let table: String
    private let staging: FileStaging
    private var strings: [String: (file: StagedFile, count: Int)] = [:]
    private var dictionaries: [String: (file: StagedFile, count: Int)] = [:]
    /// The first file that cannot be written because its language or the table is not a plain
    /// file name (`LprojTree.isPlainName`), with that name: no file is staged for it.
    private(set) var unusable: (path: String, name: String)?

    init(directory: String, table: String) {
        self.directory = directory
        self.table = table
        staging = FileStaging(near: directory)
    }

    /// Appends a part's bytes to the files of its languages, and clears them.
    func append(_ part: inout LprojPartOutput) throws(FileError) {
        defer { part.clear() }
        for (language, files) in zip(part.languages, part.files) where files.stringsCount + files.dictionaryCount > 0 {
            guard LprojTree.isPlainName(language), LprojTree.isPlainName(table) else {
                if unusable == nil {
                    unusable = (
                        directory + "/" + language + ".lproj/" + table,
                        LprojTree.isPlainName(language) ? table : language
                    )
                }
                continue
            }
            if files.stringsCount > 0 {
                if let (file, count) = strings[language] {
                    try file.write([0x0A])
                    try file.write(files.strings)
                    strings[language] = (file, count + files.stringsCount)
                } else {
                    let file = try stage(language, ".strings")
                    try file.write(files.strings)
                    strings[language] = (file, files.stringsCount)
                }
            }
            if files.dictionaryCount > 0 {
                if let (file, count) = dictionaries[language] {
                    try file.write(files.dictionary)
                    dictionaries[language] = (file, count + files.dictionaryCount)
                } else {
                    let file = try stage(language, ".stringsdict")
                    try file.write(Array(StringsDictWriter.documentStart.utf8))
                    try file.write(files.dictionary)
                    dictionaries[language] = (file, files.dictionaryCount)
                }
            }
        }
    }

    private func stage(_ language: String, _ suffix: String) throws(FileError) -> StagedFile {
        try staging.makeFile(for: directory + "/" + language + ".lproj/" + table + suffix)
    }

    /// Ends the `.stringsdict` files and moves every file into place; returns the paths, sorted.
    func commit() throws(FileError) -> [String] {
        for (file, _) in dictionaries.values {
            try file.write(Array(PropertyListXMLWriter.dictionaryFooter.utf8))
        }
        return try staging.commit()
    }

    /// Removes every staged file.
    func discard() {
        staging.discard()
    }
}
