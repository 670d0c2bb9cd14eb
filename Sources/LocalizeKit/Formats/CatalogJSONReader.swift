/// The top level of a catalog as read so far: its known fields, the fields it
/// does not know, and whether the next member is the first.
struct CatalogFrame: Sendable {
    /// Where the catalog's `{` is, for the errors about missing fields.
    var start = SourceLocation(line: 1, column: 1)
    var sourceLanguage: String?
    var version: String?
    /// Whether `strings` was met.
    var hasStrings = false
    var extra: [JSONObject.Member] = []
    /// Whether the next top-level member is the object's first (no comma before it).
    var isFirstMember = true
    /// The absolute offsets just after the `{` that opens `strings` and the `}` that closes it.
    var stringsStart = -1
    var stringsEnd = -1

    /// Fails unless the catalog has its three fields, naming the first one missing.
    func check() throws(ParseError) {
        guard sourceLanguage != nil else { throw ParseError("the catalog has no 'sourceLanguage'", at: start) }
        guard hasStrings else { throw ParseError("the catalog has no 'strings'", at: start) }
        guard version != nil else { throw ParseError("the catalog has no 'version'", at: start) }
    }

    /// The catalog with these fields and `entries` (after `check()`).
    func catalog(entries: CatalogMap<CatalogEntry>) -> StringCatalog {
        StringCatalog(
            sourceLanguage: sourceLanguage ?? "", version: version ?? "", entries: entries,
            extraFields: JSONObject(extra))
    }
}

/// How one run of entries is read: where it starts, and the keys at which
/// other runs start (`ParallelCatalogReader`).
struct CatalogEntryRun {
    /// Whether the first key is the first member of `strings` (no comma before it).
    var startsObject = true
    /// The absolute offset the sink's bytes begin at.
    var bytesStart = 0
    /// The absolute offsets of the keys where later runs start, increasing: the run ends at
    /// the first one it meets exactly.
    var boundaries: ArraySlice<Int> = []
    /// Checked before each entry; when it returns true the run stops.
    var isCancelled: () -> Bool = { false }
}

/// How a run of entries ended.
enum CatalogEntryRunEnd: Equatable {
    /// At the `}` that closes `strings`, consumed.
    case closedStrings
    /// At the key of the boundary at this index of `CatalogEntryRun.boundaries`, whose line is given.
    case reachedBoundary(index: Int, line: Int)
    /// Told to stop.
    case cancelled
}

/// The reading of a catalog's JSON into the model, for one scanner: the top
/// level into a `CatalogFrame`, the entries of `strings` into a sink.
///
/// It remembers how many localizations the last map at each nesting level
/// held, so that the next one is allocated at that size (maps of languages and
/// of plural categories tend to repeat their size).
struct CatalogJSONReader {
    private var sizeHints = [Int](repeating: 0, count: 8)
    private var mapDepth = 0
    /// The keys of the last map of localizations (languages, plural categories…), of the last
    /// variations (`plural`, `device`) and of the last substitutions, at each nesting level
    /// of maps (grown as deeper ones are met, up to the scanner's depth limit).
    private var mapKeys = [RepeatedKeys](repeating: RepeatedKeys(), count: 4)
    private var selectorKeys = [RepeatedKeys](repeating: RepeatedKeys(), count: 4)
    private var substitutionKeys = [RepeatedKeys](repeating: RepeatedKeys(), count: 4)

    /// Reads a whole document on this scanner: the top level into the frame
    /// returned (checked), the entries into `sink`. `head` is told the frame
    /// as it stands when `strings` begins.
    mutating func readDocument<Sink: CatalogEntrySink>(
        _ scanner: inout JSONScanner, into sink: Sink, head: (CatalogFrame) -> Void = { _ in }
    ) throws(ParseError) -> CatalogFrame {
        var frame = CatalogFrame()
        if try readHead(&scanner, into: &frame) {
            head(frame)
            var run = CatalogEntryRun()
            run.bytesStart = scanner.absolutePosition
            _ = try readEntries(&scanner, into: sink, run: run)
            try readTail(&scanner, into: &frame)
        }
        try frame.check()
        try scanner.expectEnd()
        return frame
    }

    /// Reads the catalog's `{` and its members up to the value of `strings`:
    /// returns true with the scanner after that value's `{`, or false when the
    /// catalog ended first (its `}` consumed).
    mutating func readHead(_ scanner: inout JSONScanner, into frame: inout CatalogFrame) throws(ParseError) -> Bool {
        frame.start = scanner.currentLocation()
        try scanner.beginObject(for: "the catalog")
        return try readMembers(&scanner, into: &frame, stopsAtStrings: true)
    }

    /// Reads the catalog's members after `strings`, through its `}`.
    mutating func readTail(_ scanner: inout JSONScanner, into frame: inout CatalogFrame) throws(ParseError) {
        frame.stringsEnd = scanner.absolutePosition
        _ = try readMembers(&scanner, into: &frame, stopsAtStrings: false)
    }

    private mutating func readMembers(
        _ scanner: inout JSONScanner, into frame: inout CatalogFrame, stopsAtStrings: Bool
    ) throws(ParseError) -> Bool {
        while let key = try scanner.nextName(first: &frame.isFirstMember) {
            switch key {
            case "sourceLanguage" where frame.sourceLanguage == nil:
                frame.sourceLanguage = try scanner.readString(for: "'sourceLanguage'")
            case "strings" where !frame.hasStrings && stopsAtStrings:
                frame.hasStrings = true
                try scanner.beginObject(for: "'strings'")
                frame.stringsStart = scanner.absolutePosition
                return true
            case "version" where frame.version == nil:
                frame.version = try scanner.readString(for: "'version'")
            default:
                frame.extra.append(try Self.readMember(scanner.text(of: key), &scanner))
            }
        }
        return false
    }

    /// Reads the members of `strings` from the next key (or comma) on, handing
    /// each entry to `sink`, until `}` or one of the run's boundaries.
    mutating func readEntries<Sink: CatalogEntrySink>(
        _ scanner: inout JSONScanner, into sink: Sink, run: CatalogEntryRun
    ) throws(ParseError) -> CatalogEntryRunEnd {
        let wantsBytes = sink.wantsBytes
        if wantsBytes { scanner.retainBytes(from: run.bytesStart) }
        defer { if wantsBytes { scanner.retainBytes(from: -1) } }
        var first = run.startsObject
        var next = run.boundaries.startIndex
        while let key = try scanner.nextKey(first: &first) {
            if next < run.boundaries.endIndex {
                let offset = scanner.keyOffset
                while next < run.boundaries.endIndex && run.boundaries[next] < offset { next += 1 }
                if next < run.boundaries.endIndex && run.boundaries[next] == offset {
                    sink.endRun(
                        trailing: wantsBytes ? scanner.retainedBytes(upTo: offset) : .init(start: nil, count: 0),
                        closesStrings: false)
                    return .reachedBoundary(index: next, line: scanner.keyLine)
                }
            }
            if run.isCancelled() { return .cancelled }
            let line = scanner.keyLine
            let column = scanner.keyColumn
            var entry = try readEntry(key, &scanner)
            entry.setSourcePosition(line: line, column: column)
            if wantsBytes {
                let end = scanner.absolutePosition
                sink.take(key: key, entry: entry, bytes: scanner.retainedBytes(upTo: end))
                scanner.retainBytes(from: end)
            } else {
                sink.take(key: key, entry: entry, bytes: UnsafeRawBufferPointer(start: nil, count: 0))
            }
        }
        sink.endRun(
            trailing: wantsBytes ? scanner.retainedBytes(upTo: scanner.absolutePosition) : .init(start: nil, count: 0),
            closesStrings: true)
        return .closedStrings
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
                extra.append(try Self.readMember(scanner.text(of: key), &scanner))
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
        var localizations: [CatalogLocalization] = []
        if depth < sizeHints.count { localizations.reserveCapacity(sizeHints[depth]) }
        var first = true
        Self.beginObject(at: depth, in: &mapKeys)
        while let name = try scanner.nextName(first: &first) {
            let line = scanner.keyLine
            let column = scanner.keyColumn
            let key = mapKeys[depth].key(for: name, in: scanner)
            localizations.append(try readLocalization(key, &scanner, line: line, column: column))
        }
        if depth < sizeHints.count { sizeHints[depth] = localizations.count }
        // A larger map came before: do not keep its spare room.
        Self.trimSpareRoom(&localizations)
        return CatalogMap(keys: mapKeys[depth].endObject(), values: localizations, isPresentWhenEmpty: true)
    }

    /// Begins an object whose keys are matched against the last one's at `depth`, growing the
    /// levels kept when it is deeper than any before.
    private static func beginObject(at depth: Int, in levels: inout [RepeatedKeys]) {
        if depth >= levels.count {
            levels.append(contentsOf: repeatElement(RepeatedKeys(), count: depth + 1 - levels.count))
        }
        levels[depth].beginObject()
    }

    /// Moves an array into storage of its size when it has much more room than it uses.
    private static func trimSpareRoom<Element>(_ array: inout [Element]) {
        guard array.capacity > array.count + array.count / 4 + 2 else { return }
        array = Array(unsafeUninitializedCapacity: array.count) { buffer, count in
            _ = buffer.initialize(from: array)
            count = array.count
        }
    }

    /// Reads the localization of key `name`, which starts at `line` and `column`.
    private mutating func readLocalization(
        _ name: String, _ scanner: inout JSONScanner, line: Int, column: Int
    ) throws(ParseError) -> CatalogLocalization {
        if let (state, value) = scanner.readXcodeStringUnit() {
            // The common case, a string unit alone in Xcode's layout: read in one step.
            return CatalogLocalization(
                state: Self.state(named: state, in: scanner), value: value, line: line, column: column)
        }
        var first = true
        var next: JSONName?
        var stringUnit: CatalogStringUnit?
        if try scanner.beginObject(for: "'\(name)'", startingWith: "stringUnit", first: &first, next: &next) {
            // The common case, a string unit alone: built in place, not copied through optionals.
            let unit = try Self.readStringUnit(&scanner)
            next = try scanner.nextName(first: &first)
            if next == nil { return CatalogLocalization(unit: unit, line: line, column: column) }
            stringUnit = unit
        }
        var stringSet: CatalogStringSet?
        var variations: CatalogVariations?
        var substitutions: CatalogMap<CatalogSubstitution>?
        var extra: [JSONObject.Member] = []
        while let key = next {
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
                extra.append(try Self.readMember(scanner.text(of: key), &scanner))
            }
            next = try scanner.nextName(first: &first)
        }
        var localization =
            stringSet == nil && variations == nil && substitutions == nil && extra.isEmpty
            ? CatalogLocalization(unit: stringUnit.take())
            : CatalogLocalization(
                stringUnit: stringUnit, stringSet: stringSet, variations: variations ?? CatalogVariations(),
                substitutions: substitutions ?? CatalogMap(), extraFields: JSONObject(extra))
        localization.setSourcePosition(line: line, column: column)
        return localization
    }

    private static func readStringUnit(_ scanner: inout JSONScanner) throws(ParseError) -> CatalogStringUnit {
        let (line, column) = (scanner.keyLine, scanner.keyColumn)
        var first = true
        var next: JSONName?
        if try scanner.beginObject(for: "'stringUnit'", startingWith: "state", first: &first, next: &next) {
            // Xcode's order, `state` then `value` and nothing else: no optionals to unwrap.
            let state = try readState(&scanner)
            next = try scanner.nextName(first: &first)
            if let key = next, "value" ~= key {
                let value = try scanner.readString(for: "'value'")
                next = try scanner.nextName(first: &first)
                if next == nil { return CatalogStringUnit(state: state, value: value) }
                return try readStringUnit(
                    &scanner, from: next, first: &first, state: state, value: value, at: line, column)
            }
            return try readStringUnit(&scanner, from: next, first: &first, state: state, value: nil, at: line, column)
        }
        return try readStringUnit(&scanner, from: next, first: &first, state: nil, value: nil, at: line, column)
    }

    /// Reads the rest of a string unit from the member named `next` on, given what was read before it.
    private static func readStringUnit(
        _ scanner: inout JSONScanner, from next: JSONName?, first: inout Bool, state: TranslationState?,
        value: String?, at line: Int, _ column: Int
    ) throws(ParseError) -> CatalogStringUnit {
        var next = next
        var state = state
        var value = value
        var extra: [JSONObject.Member] = []
        while let key = next {
            switch key {
            case "state" where state == nil: state = try readState(&scanner)
            case "value" where value == nil: value = try scanner.readString(for: "'value'")
            default: extra.append(try readMember(scanner.text(of: key), &scanner))
            }
            next = try scanner.nextName(first: &first)
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
                extra.append(try readMember(scanner.text(of: key), &scanner))
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
        var maps: [CatalogMap<CatalogLocalization>] = []
        var first = true
        let depth = mapDepth
        Self.beginObject(at: depth, in: &selectorKeys)
        while let name = try scanner.nextName(first: &first) {
            let key = selectorKeys[depth].key(for: name, in: scanner)
            let map = try readLocalizationMap("'\(key)'", &scanner)
            if maps.isEmpty { maps.reserveCapacity(1) }
            maps.append(map)
        }
        return CatalogVariations(
            selectors: CatalogMap(keys: selectorKeys[depth].endObject(), values: maps, isPresentWhenEmpty: true))
    }

    private mutating func readSubstitutions(_ scanner: inout JSONScanner) throws(ParseError)
        -> CatalogMap<CatalogSubstitution>
    {
        try scanner.beginObject(for: "'substitutions'")
        var substitutions: [CatalogSubstitution] = []
        var first = true
        let depth = mapDepth
        Self.beginObject(at: depth, in: &substitutionKeys)
        while let next = try scanner.nextName(first: &first) {
            let name = substitutionKeys[depth].key(for: next, in: scanner)
            let substitution = try readSubstitution(name, &scanner)
            if substitutions.isEmpty { substitutions.reserveCapacity(1) }
            substitutions.append(substitution)
        }
        return CatalogMap(keys: substitutionKeys[depth].endObject(), values: substitutions, isPresentWhenEmpty: true)
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
                extra.append(try Self.readMember(scanner.text(of: key), &scanner))
            }
        }
        if !extra.isEmpty { substitution.extraFields = JSONObject(extra) }
        return substitution
    }

    /// Reads a `state`; the usual ones are not made anew for every string.
    private static func readState(_ scanner: inout JSONScanner) throws(ParseError) -> TranslationState {
        state(named: try scanner.readName(for: "'state'"), in: scanner)
    }

    /// The state named `name`, read by `scanner`.
    @inline(__always)
    private static func state(named name: JSONName, in scanner: borrowing JSONScanner) -> TranslationState {
        switch name {
        case "translated": return .translated
        case "new": return .new
        case "needs_review": return .needsReview
        case "stale": return .stale
        default: return TranslationState(rawValue: scanner.text(of: name))
        }
    }

    /// Reads the value of a field the model does not know, as JSON.
    private static func readMember(_ key: String, _ scanner: inout JSONScanner) throws(ParseError)
        -> JSONObject.Member
    {
        let (line, column) = (scanner.keyLine, scanner.keyColumn)
        return JSONObject.Member(key: key, value: try scanner.readValue(), line: line, column: column)
    }
}
