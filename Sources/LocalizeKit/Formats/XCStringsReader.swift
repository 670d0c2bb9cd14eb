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
    /// not the file's text. Throws `FileError` when the file cannot be read
    /// and `ParseError` (naming the file) when it is malformed.
    public static func read(contentsOfFile path: String) throws -> StringCatalog {
        let input = try FileInput(path: path)
        var scanner = JSONScanner(input: input)
        do {
            return try read(&scanner)
        } catch {
            if let inputError = scanner.inputError { throw inputError }
            throw error.inFile(path)
        }
    }

    static func read(_ scanner: inout JSONScanner) throws(ParseError) -> StringCatalog {
        var reader = Reader()
        let catalog = try reader.readCatalog(&scanner)
        try scanner.expectEnd()
        return catalog
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
            var reader = Reader()
            reader.entrySink = body
            let catalog = try reader.readCatalog(&scanner)
            try scanner.expectEnd()
            return catalog
        } catch {
            if let inputError = scanner.inputError { throw inputError }
            throw error.inFile(path)
        }
    }
}

/// The state of one read: how many localizations the last map at each
/// nesting level held, so that the next one is allocated at that size (maps
/// of languages and of plural categories tend to repeat their size).
private struct Reader {
    var sizeHints = [Int](repeating: 0, count: 8)
    var mapDepth = 0
    /// When set, entries go here instead of into the catalog (`XCStringsReader.stream`).
    var entrySink: ((String, CatalogEntry, String?) -> Void)?
    /// The source language, once read.
    var sourceLanguage: String?

    mutating func readCatalog(_ scanner: inout JSONScanner) throws(ParseError) -> StringCatalog {
        let start = scanner.currentLocation()
        try scanner.beginObject(for: "the catalog")
        var sourceLanguage: String?
        var version: String?
        var entries: CatalogMap<CatalogEntry>?
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "sourceLanguage" where sourceLanguage == nil:
                sourceLanguage = try scanner.readString(for: "'sourceLanguage'")
                self.sourceLanguage = sourceLanguage
            case "strings" where entries == nil:
                entries = try readEntries(&scanner)
            case "version" where version == nil:
                version = try scanner.readString(for: "'version'")
            default:
                extra.append(try Self.readMember(key.string, &scanner))
            }
        }
        guard let sourceLanguage else { throw ParseError("the catalog has no 'sourceLanguage'", at: start) }
        guard let entries else { throw ParseError("the catalog has no 'strings'", at: start) }
        guard let version else { throw ParseError("the catalog has no 'version'", at: start) }
        return StringCatalog(
            sourceLanguage: sourceLanguage, version: version, entries: entries, extraFields: JSONObject(extra))
    }

    private mutating func readEntries(_ scanner: inout JSONScanner) throws(ParseError) -> CatalogMap<CatalogEntry> {
        try scanner.beginObject(for: "'strings'")
        var keys: [String] = []
        var entries: [CatalogEntry] = []
        var first = true
        while let key = try scanner.nextKey(first: &first) {
            let line = scanner.keyLine
            let column = scanner.keyColumn
            var entry = try readEntry(key, &scanner)
            entry.setSourcePosition(line: line, column: column)
            if let entrySink {
                entrySink(key, entry, sourceLanguage)
            } else {
                keys.append(key)
                entries.append(entry)
            }
        }
        return CatalogMap(keys: keys, values: entries, isPresentWhenEmpty: true)
    }

    private mutating func readEntry(_ name: String, _ scanner: inout JSONScanner) throws(ParseError) -> CatalogEntry {
        try scanner.beginObject(for: "the entry '\(name)'")
        var entry = CatalogEntry()
        var seen: UInt8 = 0
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "comment" where seen & 1 == 0:
                seen |= 1
                entry.comment = try scanner.readString(for: "'comment'")
            case "extractionState" where seen & 2 == 0:
                seen |= 2
                entry.extractionState = ExtractionState(rawValue: try scanner.readString(for: "'extractionState'"))
            case "isCommentAutoGenerated" where seen & 4 == 0:
                seen |= 4
                entry.isCommentAutoGenerated = try scanner.readBool(for: "'isCommentAutoGenerated'")
            case "localizations" where seen & 8 == 0:
                seen |= 8
                entry.localizations = try readLocalizationMap("'localizations'", &scanner)
            case "shouldTranslate" where seen & 16 == 0:
                seen |= 16
                entry.shouldTranslate = try scanner.readBool(for: "'shouldTranslate'")
            default:
                extra.append(try Self.readMember(key.string, &scanner))
            }
        }
        if !extra.isEmpty { entry.extraFields = JSONObject(extra) }
        return entry
    }

    /// Reads an object of localizations (by language, plural category, device…).
    private mutating func readLocalizationMap(_ what: @autoclosure () -> String, _ scanner: inout JSONScanner)
        throws(ParseError) -> CatalogMap<CatalogLocalization>
    {
        try scanner.beginObject(for: what())
        let depth = mapDepth
        mapDepth += 1
        defer { mapDepth -= 1 }
        var keys: [String] = []
        var localizations: [CatalogLocalization] = []
        if depth < sizeHints.count {
            keys.reserveCapacity(sizeHints[depth])
            localizations.reserveCapacity(sizeHints[depth])
        }
        var first = true
        while let key = try scanner.nextKey(first: &first) {
            let line = scanner.keyLine
            let column = scanner.keyColumn
            var localization = try readLocalization(key, &scanner)
            localization.setSourcePosition(line: line, column: column)
            keys.append(key)
            localizations.append(localization)
        }
        if depth < sizeHints.count { sizeHints[depth] = keys.count }
        // A larger map came before: do not keep its spare room.
        Self.trimSpareRoom(&keys)
        Self.trimSpareRoom(&localizations)
        return CatalogMap(keys: keys, values: localizations, isPresentWhenEmpty: true)
    }

    /// Moves an array into storage of its size when it has much more room than it uses.
    private static func trimSpareRoom<Element>(_ array: inout [Element]) {
        guard array.capacity > array.count + array.count / 4 + 2 else { return }
        array = Array(unsafeUninitializedCapacity: array.count) { buffer, count in
            _ = buffer.initialize(from: array)
            count = array.count
        }
    }

    private mutating func readLocalization(_ name: String, _ scanner: inout JSONScanner) throws(ParseError)
        -> CatalogLocalization
    {
        try scanner.beginObject(for: "'\(name)'")
        var stringUnit: CatalogStringUnit?
        var stringSet: CatalogStringSet?
        var variations: CatalogVariations?
        var substitutions: CatalogMap<CatalogSubstitution>?
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "stringUnit" where stringUnit == nil:
                stringUnit = try Self.readStringUnit(&scanner)
            case "stringSet" where stringSet == nil:
                stringSet = try Self.readStringSet(&scanner)
            case "variations" where variations == nil:
                variations = try readVariations(&scanner)
            case "substitutions" where substitutions == nil:
                substitutions = try readSubstitutions(&scanner)
            default:
                extra.append(try Self.readMember(key.string, &scanner))
            }
        }
        if stringSet == nil && variations == nil && substitutions == nil && extra.isEmpty {
            var localization = CatalogLocalization()
            localization.stringUnit = stringUnit
            return localization
        }
        return CatalogLocalization(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations ?? CatalogVariations(),
            substitutions: substitutions ?? CatalogMap(), extraFields: JSONObject(extra))
    }

    private static func readStringUnit(_ scanner: inout JSONScanner) throws(ParseError) -> CatalogStringUnit {
        let (line, column) = (scanner.keyLine, scanner.keyColumn)
        try scanner.beginObject(for: "'stringUnit'")
        var state: TranslationState?
        var value: String?
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "state" where state == nil: state = try readState(&scanner)
            case "value" where value == nil: value = try scanner.readString(for: "'value'")
            default: extra.append(try readMember(key.string, &scanner))
            }
        }
        guard let state, let value else {
            let missing = state == nil ? "state" : "value"
            throw ParseError("'stringUnit' has no '\(missing)'", at: SourceLocation(line: line, column: column))
        }
        return CatalogStringUnit(state: state, value: value, extraFields: JSONObject(extra))
    }

    private static func readStringSet(_ scanner: inout JSONScanner) throws(ParseError) -> CatalogStringSet {
        let (line, column) = (scanner.keyLine, scanner.keyColumn)
        try scanner.beginObject(for: "'stringSet'")
        var state: TranslationState?
        var values: [String]?
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "state" where state == nil:
                state = try readState(&scanner)
            case "values" where values == nil:
                try scanner.beginArray(for: "'values'")
                var strings: [String] = []
                var firstElement = true
                while try scanner.nextElement(first: &firstElement) {
                    strings.append(try scanner.readString(for: "an element of 'values'"))
                }
                values = strings
            default:
                extra.append(try readMember(key.string, &scanner))
            }
        }
        guard let state, let values else {
            let missing = state == nil ? "state" : "values"
            throw ParseError("'stringSet' has no '\(missing)'", at: SourceLocation(line: line, column: column))
        }
        return CatalogStringSet(
            state: state, values: values, extraFields: JSONObject(extra))
    }

    private mutating func readVariations(_ scanner: inout JSONScanner) throws(ParseError) -> CatalogVariations {
        try scanner.beginObject(for: "'variations'")
        var selectors = CatalogMap<CatalogMap<CatalogLocalization>>()
        selectors.isPresentWhenEmpty = true
        var first = true
        while let key = try scanner.nextKey(first: &first) {
            selectors.append(key: key, value: try readLocalizationMap("'\(key)'", &scanner))
        }
        return CatalogVariations(selectors: selectors)
    }

    private mutating func readSubstitutions(_ scanner: inout JSONScanner) throws(ParseError)
        -> CatalogMap<CatalogSubstitution>
    {
        try scanner.beginObject(for: "'substitutions'")
        var substitutions = CatalogMap<CatalogSubstitution>()
        substitutions.isPresentWhenEmpty = true
        var first = true
        while let name = try scanner.nextKey(first: &first) {
            substitutions.append(key: name, value: try readSubstitution(name, &scanner))
        }
        return substitutions
    }

    private mutating func readSubstitution(_ name: String, _ scanner: inout JSONScanner) throws(ParseError)
        -> CatalogSubstitution
    {
        try scanner.beginObject(for: "the substitution '\(name)'")
        var substitution = CatalogSubstitution()
        var seen: UInt8 = 0
        var extra: [JSONObject.Member] = []
        var first = true
        while let key = try scanner.nextName(first: &first) {
            switch key {
            case "argNum" where seen & 1 == 0:
                seen |= 1
                substitution.argNum = try scanner.readInteger(for: "'argNum'")
            case "formatSpecifier" where seen & 2 == 0:
                seen |= 2
                substitution.formatSpecifier = try scanner.readString(for: "'formatSpecifier'")
            case "variations" where seen & 4 == 0:
                seen |= 4
                substitution.variations = try readVariations(&scanner)
            default:
                extra.append(try Self.readMember(key.string, &scanner))
            }
        }
        if !extra.isEmpty { substitution.extraFields = JSONObject(extra) }
        return substitution
    }

    /// Reads the value of a field the model does not know, as JSON.
    /// Reads a `state`; the usual ones are not made anew for every string.
    private static func readState(_ scanner: inout JSONScanner) throws(ParseError) -> TranslationState {
        let name = try scanner.readName(for: "'state'")
        switch name {
        case "translated": return .translated
        case "new": return .new
        case "needs_review": return .needsReview
        case "stale": return .stale
        default: return TranslationState(rawValue: name.string)
        }
    }

    private static func readMember(_ key: String, _ scanner: inout JSONScanner) throws(ParseError)
        -> JSONObject.Member
    {
        let (line, column) = (scanner.keyLine, scanner.keyColumn)
        return JSONObject.Member(key: key, value: try scanner.readValue(), line: line, column: column)
    }
}
