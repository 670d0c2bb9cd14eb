#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Audits the entries of one input (a String Catalog, or the tables of an
/// `.lproj` folder tree) one at a time, with every rule that looks at an
/// entry, and reports missing translations and completeness once all
/// entries are in.
///
/// A value that one thread at a time owns. It keeps
/// its scratch buffers between entries, so that auditing a string unit
/// allocates nothing unless something is found.
struct EntryAuditor {
    /// A locale met in the input.
    struct Slot {
        let locale: AuditLocale
        /// Whether the configuration audits it (the source always is).
        let isIncluded: Bool
        /// Whether it writes the source language (`en-GB` for `en`).
        var isSourceLanguage = false
        /// Whether it writes the script of the source language (Latin for Latin, …).
        var writesSourceScript = true
    }

    /// How far a localization is translated.
    enum Status {
        case absent
        case started
        case translated
    }

    /// Counts of the string units of one localization.
    private struct Tally {
        var units = 0
        var newUnits = 0
        var reviewUnits = 0
        var reviewLine = 0
        /// Whether some string is identical to its source.
        var hasIdentical = false
    }

    let configuration: AuditConfiguration
    let rules: AuditRuleSet
    private let textRules: TextRules
    private(set) var sink: FindingSink
    /// The file entries are in unless told otherwise.
    let defaultFile: String
    private(set) var slots: [Slot] = []
    private var slotByName: [String: Int] = [:]
    /// The slot of the source language.
    let sourceSlot: Int
    /// Whether a locale seen for the first time is checked with `unknown-locale` here.
    var reportsUnknownLocales = true
    /// Whether entry keys are checked for repeats here (a reader of tables reports them itself).
    var checksRepeatedKeys = true
    /// The file of each slot's localization for the entry being audited (`.lproj` tables); nil: the entry's file.
    var localizationFiles: [String?] = []
    private(set) var records: [EntryRecord] = []

    /// The slot of the localization that came after each slot's in the last entry that had it,
    /// at `slot + 1` (at 0: the slot of an entry's first localization), or -1: the guess for the
    /// next localization's slot. It stays right past a language that some entries lack, where
    /// the slot at the same position in the previous entry would be wrong for the rest of it.
    private var slotAfter: [Int] = [-1, -1]
    private var currentSlots: [Int] = []
    private var seenEpoch: [Int] = []
    private var epoch = 0
    private var entryKeys = Set<String>()
    private var entryFile: String
    private var reference = PlaceholderRules.Reference()
    private var uses: [FormatScanner.Use] = []
    private var tokens: [(substitution: Int, tokenIndex: Int32, argument: Int32, type: FormatArgumentType)] = []
    private var compareScratch: [(index: Int32, type: FormatArgumentType)] = []
    private var path: AuditPath.Components = []
    /// Text findings of the entry being audited that wait until all its languages are seen.
    private var pending = TextRules.Pending()
    /// Of the entry's translations into other languages, by whether the locale writes the
    /// script of the source text: how many were compared, how many kept the source.
    private var comparedTargets = (sameScript: 0, otherScript: 0)
    private var identicalTargets = (sameScript: 0, otherScript: 0)
    /// Whether the source language is written in Latin script (or its script is unknown).
    private let sourceIsLatin: Bool
    private let placeholdersActive: Bool
    private let pluralActive: Bool
    private let copiesActive: Bool
    /// Whether the plural variation being audited has an explicit `zero` form.
    private var pluralHasZero = false
    /// Where the findings of the entry being audited start in `sink.findings`.
    private var entryStart = 0
    /// The translations and source texts compared for `copied-from-other-key`.
    private var copies = CopiedTextIndex()
    /// Whether this auditor audits a part of a catalog after its first (`absorb(_:)`): it
    /// cannot know the entries before its own, so it records what the whole file's auditor
    /// needs to finish its entries' audit, and checks nothing that compares entries across parts.
    let isLaterPart: Bool
    /// Of a later part: the texts for `copies`, and each entry as the whole file's auditor needs it.
    private var copyLog = CopiedTextLog()
    private var partEntries: [PartEntry] = []
    /// The entry's source text with substitutions, ready to compose (when `hasSourceComposer`), and
    /// the texts composed so far, by the names a translation chose.
    private var sourceComposer = ComposedText()
    private var hasSourceComposer = false
    private var composedSources: [(choices: [String], text: String)] = []
    /// The translation being composed, its choice of variants and its composed bytes (reused).
    private var composer = ComposedText()
    private var choice: [Int] = []
    private var composedBytes: [UInt8] = []

    /// An auditor of one input, or of a part of a catalog after its first when `laterPart` (to be
    /// absorbed by the auditor of the parts before it).
    init(file: String, sourceLanguage: String, configuration: AuditConfiguration, laterPart: Bool = false) {
        self.configuration = configuration
        isLaterPart = laterPart
        rules = AuditRuleSet(configuration.rules)
        textRules = TextRules(configuration: configuration)
        sink = FindingSink(file: file, rules: rules)
        defaultFile = file
        entryFile = file
        placeholdersActive = rules.containsAny(
            .placeholderMismatch, .invalidFormatSpecifier, .substitutionError, .pluralFormWithoutNumber,
            .substitutionArgumentConflict)
        pluralActive = rules.containsAny(
            .missingPluralCategory, .unusedPluralCategory, .missingOtherCategory, .pluralFormWithoutNumber)
        copiesActive = rules.contains(.copiedFromOtherKey)
        sourceSlot = 0
        let source = AuditLocale.named(sourceLanguage)
        sourceLocale = source
        sourceIsLatin = source.script == "Latn" || source.script == nil
        slots.append(Slot(locale: source, isIncluded: true, isSourceLanguage: true))
        slotByName[sourceLanguage] = 0
        seenEpoch.append(0)
        localizationFiles.append(nil)
    }

    /// The source locale (the locale of `sourceSlot`).
    ///
    /// `unowned(unsafe)`: `slots` holds it (and `AuditLocale.named` keeps every locale it made),
    /// and the rules are handed it for every text: read from a strong reference (or from
    /// `slots`), it would be retained and released each time.
    unowned(unsafe) let sourceLocale: AuditLocale

    /// The slot of a locale name, made on first sight.
    @discardableResult
    mutating func slot(named name: String, line: Int = 0) -> Int {
        if let known = slotByName[name] { return known }
        let locale = AuditLocale.named(name)
        let included = configuration.includesLocale(name)
        slots.append(
            Slot(
                locale: locale, isIncluded: included, isSourceLanguage: locale.isSameLanguage(as: sourceLocale),
                writesSourceScript: writesSourceScript(locale)))
        slotByName[name] = slots.count - 1
        seenEpoch.append(0)
        slotAfter.append(-1)
        localizationFiles.append(nil)
        if reportsUnknownLocales && included && !locale.isBase {
            StructureRules.checkLocale(locale, line: line, into: &sink)
        }
        return slots.count - 1
    }

    /// The slot of the localization at `position`, which comes after one of slot `previous`
    /// (-1: the entry's first): guessed from the slot that came after that one before.
    @inline(__always)
    private mutating func slot(
        named name: String, after previous: Int, at position: Int,
        in buffer: UnsafeBufferPointer<CatalogLocalization>,
        line: Int
    ) -> Int {
        let guess = slotAfter[previous + 1]
        if guess >= 0 && slots[guess].locale.name == name { return guess }
        let found = slot(named: name, line: buffer[position].sourceLine ?? line)
        slotAfter[previous + 1] = found
        return found
    }

    // MARK: Entries

    /// Audits one entry. `file` and `line` override where it is (tables); by default
    /// the input's file and the entry's `sourceLine`.
    mutating func audit(key: String, entry: CatalogEntry, file: String? = nil, line explicitLine: Int? = nil) {
        epoch += 1
        entryFile = file ?? defaultFile
        sink.file = entryFile
        entryStart = sink.findings.count
        hasSourceComposer = false
        if copiesActive && !isLaterPart { copies.begin(key: key) }
        let line = explicitLine ?? entry.sourceLine ?? 0
        if checksRepeatedKeys && rules.contains(.duplicateKey) && !entryKeys.insert(key).inserted {
            sink.add(
                .duplicateKey, line: line, key: key, locale: nil,
                "the key appears twice in 'strings'; JSON readers keep only one of them")
        }
        if !entry.extraFields.isEmpty {
            StructureRules.checkExtraFields(
                entry.extraFields, level: .entry, fallbackLine: line, key: key, locale: nil, into: &sink)
        }
        let stale = entry.extractionState == .stale
        if stale {
            sink.add(.staleEntry, line: line, key: key, locale: nil, "stale: the key is no longer in the source code")
        }
        let names = entry.localizations.keys
        let localizations = entry.localizations.values
        currentSlots.removeAll(keepingCapacity: true)
        var sourcePosition: Int?
        localizations.withUnsafeBufferPointer { buffer in
            var previous = -1
            for position in buffer.indices {
                let slot = slot(named: names[position], after: previous, at: position, in: buffer, line: line)
                previous = slot
                if seenEpoch[slot] == epoch {
                    currentSlots.append(-1)
                    if rules.contains(.duplicateKey) {
                        let message =
                            "the localization '\(names[position])' appears twice; JSON readers keep only one of them"
                        sink.add(
                            .duplicateKey, line: buffer[position].sourceLine ?? line, key: key, locale: nil,
                            message)
                    }
                    continue
                }
                seenEpoch[slot] = epoch
                currentSlots.append(slot)
                if slot == sourceSlot { sourcePosition = position }
            }
        }
        var source: CatalogLocalization?
        if let sourcePosition { source = localizations[sourcePosition] }
        buildReference(key: key, source: source, line: line)
        let sourceText = source.flatMap(Self.mainText) ?? key
        let translatable = !stale && entry.shouldTranslate != false
        var needsTranslation = translatable && hasWords(sourceText)
        if translatable && !needsTranslation, let source { needsTranslation = substitutionsHaveWords(source) }
        var record = EntryRecord(key: key, file: entryFile, line: line, needsTranslation: needsTranslation)
        if explicitLine == nil, let column = entry.sourceColumn {
            record.column = UInt16(clamping: column)
        } else if explicitLine != nil, let column = source?.sourceColumn {
            // An entry of tables: its line is the source table's, where its key starts at this column.
            record.column = UInt16(clamping: column)
        }
        comparedTargets = (0, 0)
        identicalTargets = (0, 0)
        pending.reset()
        if let source, !stale {
            _ = withUnsafePointer(to: source) { pointer in
                audit(
                    pointer, slot: sourceSlot, source: source, sourceText: sourceText, key: key, line: line,
                    isSource: true)
            }
        }
        localizations.withUnsafeBufferPointer { buffer in
            for position in currentSlots.indices {
                let slot = currentSlots[position]
                guard slot > 0, slots[slot].isIncluded, !stale else { continue }
                if entry.shouldTranslate == false {
                    let localization = buffer[position]
                    if Self.hasContent(localization) {
                        sink.file = localizationFiles[slot] ?? entryFile
                        sink.add(
                            .shouldNotTranslate, line: localization.sourceLine ?? line, key: key,
                            locale: slots[slot].locale.name,
                            "translated although the entry is marked shouldTranslate: false")
                        sink.file = entryFile
                    }
                    continue
                }
                // Read through the buffer: a localization is not copied to be audited (passed by
                // value, it would be, its fields retained and released). The base address is not
                // nil: `position` is one of the buffer's indices.
                switch audit(
                    buffer.baseAddress.unsafelyUnwrapped + position, slot: slot, source: source,
                    sourceText: sourceText, key: key, line: line, isSource: false)
                {
                case .translated: record.translated.insert(slot)
                case .started: record.started.insert(slot)
                case .absent: break
                }
            }
        }
        if needsTranslation { records.append(record) }
        // A text most translators into the same script kept as it is is a name or a term,
        // not an oversight.
        if !pending.punctuation.isEmpty { sink.findings.append(contentsOf: pending.confirmedPunctuation()) }
        var reported: [String] = []
        for candidate in pending.untranslated where !reported.contains(candidate.locale.name) {
            let same = writesSourceScript(candidate.locale)
            let identical = same ? identicalTargets.sameScript : identicalTargets.otherScript
            let compared = same ? comparedTargets.sameScript : comparedTargets.otherScript
            // Latin text left in a locale of another script is kept only if it is one word or a name.
            if identical >= 2 && identical * 2 >= compared && (candidate.mayBeKept || !candidate.otherScript) {
                continue
            }
            reported.append(candidate.locale.name)
            sink.findings.append(candidate.finding)
        }
        if explicitLine == nil { resolveColumns(in: entry) } else { resolveTableColumns(in: entry) }
        if copiesActive {
            if source == nil { addCopySource(key) }
            let kept =
                (identicalTargets.sameScript >= 2 && identicalTargets.sameScript * 2 >= comparedTargets.sameScript)
                || (identicalTargets.otherScript >= 2
                    && identicalTargets.otherScript * 2 >= comparedTargets.otherScript)
            if isLaterPart {
                copyLog.end(kept: kept)
            } else {
                copies.end(kept: kept)
                reportCopies()
            }
        }
        if isLaterPart {
            partEntries.append(
                PartEntry(
                    key: key, line: line, column: line > 0 ? Self.column(of: line, in: entry) ?? 0 : 0,
                    findingsEnd: sink.findings.count))
        }
    }

    /// Hands a source text of the entry to `copies`, or records it for later (`isLaterPart`).
    private mutating func addCopySource(_ text: String) {
        if isLaterPart { copyLog.addSource(text) } else { copies.addSource(text) }
    }

    /// Gives the entry's findings the column of the key on their line.
    private mutating func resolveColumns(in entry: CatalogEntry) {
        guard entryStart < sink.findings.count else { return }
        for index in entryStart..<sink.findings.count
        where sink.findings[index].column == 0 && sink.findings[index].line > 0 {
            sink.findings[index].column = Self.column(of: sink.findings[index].line, in: entry) ?? 0
        }
    }

    /// Gives the findings of an entry read from tables (each language from a file of its own)
    /// the column of the key in its language's file (the source language's when that
    /// language has no entry there), where the finding is on that key's line.
    private mutating func resolveTableColumns(in entry: CatalogEntry) {
        guard entryStart < sink.findings.count else { return }
        let source = entry.localizations[slots[sourceSlot].locale.name]
        for index in entryStart..<sink.findings.count
        where sink.findings[index].column == 0 && sink.findings[index].line > 0 {
            let line = sink.findings[index].line
            let own = sink.findings[index].locale.flatMap { entry.localizations[$0] }
            for localization in [own, source] {
                if let localization, localization.sourceLine == line, let column = localization.sourceColumn {
                    sink.findings[index].column = column
                    break
                }
            }
        }
    }

    /// The column of the key on `line` in an entry: its own, a localization's, a variation's.
    private static func column(of line: Int, in entry: CatalogEntry) -> Int? {
        if entry.sourceLine == line { return entry.sourceColumn }
        // The localizations' own lines first, reading two fields of each, then their variations.
        let found = entry.localizations.values.withUnsafeBufferPointer { buffer -> Int? in
            for index in buffer.indices where buffer[index].sourceLine == line { return buffer[index].sourceColumn }
            return nil
        }
        if let found { return found }
        return entry.localizations.values.withUnsafeBufferPointer { buffer -> Int? in
            for index in buffer.indices where buffer[index].hasDetails {
                if let column = column(of: line, inside: buffer[index]) { return column }
            }
            return nil
        }
    }

    /// The column of a key on `line` among a localization's variations and substitutions.
    private static func column(of line: Int, inside node: CatalogLocalization) -> Int? {
        func search(_ variations: CatalogVariations) -> Int? {
            let selectors = variations.selectors.values
            for selector in selectors.indices {
                let found = selectors[selector].values.withUnsafeBufferPointer { buffer -> Int? in
                    for index in buffer.indices {
                        if buffer[index].sourceLine == line { return buffer[index].sourceColumn }
                        if buffer[index].hasDetails, let column = column(of: line, inside: buffer[index]) {
                            return column
                        }
                    }
                    return nil
                }
                if let found { return found }
            }
            return nil
        }
        if let column = search(node.variations) { return column }
        let substitutions = node.substitutions.values
        for index in substitutions.indices {
            if let column = search(substitutions[index].variations) { return column }
        }
        return nil
    }

    /// Reports the translations `copies` found equal to another key's source text, when they
    /// are likely copies: several words, a name, or a list of names most translators kept.
    private mutating func reportCopies() {
        for match in copies.takeFound() {
            let text = match.text
            guard !textRules.allowedUntranslated.contains(text) else { continue }
            let words = TextRules.wordCount(text)
            guard words >= 1, words >= 2 || match.kept || match.otherKept || TextRules.hasNameLikeWord(text) else {
                continue
            }
            let locale = slots[match.slot].locale
            let otherKey = copies.key(match.otherEntry)
            sink.findings.append(
                AuditFinding(
                    rule: .copiedFromOtherKey, file: localizationFiles[match.slot] ?? entryFile,
                    line: match.line, key: copies.key(match.entry), locale: locale.name,
                    message:
                        "equals the source text of \(TextRules.quoted(otherKey)), not its own: \(TextRules.quoted(text))"
                ))
        }
    }

    /// Whether a locale writes the script of the source language (Latin for Latin, …).
    private func writesSourceScript(_ locale: AuditLocale) -> Bool {
        let script = locale.script ?? "Latn"
        return sourceIsLatin ? script == "Latn" : script == sourceLocale.script
    }

    /// How a part of a localization is audited.
    private struct WalkContext {
        /// The source localization: no text rules, no states.
        var isSource: Bool
        /// Inside a substitution: its strings are fragments, whose placeholders are
        /// checked with the string that uses them, and whose texts are checked composed.
        var inSubstitution = false
        /// The slot of the localization.
        var slot = 0
        /// The source's substitutions, for composing the source text of a string that uses some.
        var sourceSubstitutions: CatalogMap<CatalogSubstitution>?
    }

    /// Audits one localization of an entry (read where it is, in the entry's storage, which
    /// the caller keeps alive); returns how far it is translated.
    private mutating func audit(
        _ localization: UnsafePointer<CatalogLocalization>, slot: Int, source: CatalogLocalization?,
        sourceText: String, key: String, line: Int, isSource: Bool
    ) -> Status {
        // Not retained for the walk: `slots` holds it (and `AuditLocale.named` keeps it).
        unowned(unsafe) let locale = slots[slot].locale
        if let file = localizationFiles[slot] { sink.file = file }
        defer { if localizationFiles[slot] != nil { sink.file = entryFile } }
        let nodeLine = localization.pointee.sourceLine ?? line
        var tally = Tally()
        let context = WalkContext(isSource: isSource, slot: slot)
        if !localization.pointee.hasDetails, let unit = localization.pointee.stringUnit {
            auditUnit(
                unit, counterpart: sourceText, locale: locale, key: key, line: nodeLine, category: nil,
                substitutions: nil, context: context, tally: &tally)
        } else {
            walk(
                localization.pointee, sourceNode: source, fallback: sourceText, locale: locale, key: key,
                line: nodeLine, category: nil, substitutions: nil, context: context, tally: &tally)
        }
        if !isSource && tally.reviewUnits > 0 {
            sink.add(
                .needsReview, line: tally.reviewLine, key: key, locale: locale.name,
                tally.units == 1
                    ? "needs review" : "\(tally.reviewUnits) of \(tally.units) strings need review")
        }
        // The slot's facts, computed once: `isSourceLanguage` is `isSameLanguage(as: sourceLocale)`.
        if !isSource && tally.units > tally.newUnits && !slots[slot].isSourceLanguage {
            if slots[slot].writesSourceScript {
                comparedTargets.sameScript += 1
                if tally.hasIdentical { identicalTargets.sameScript += 1 }
            } else {
                comparedTargets.otherScript += 1
                if tally.hasIdentical { identicalTargets.otherScript += 1 }
            }
        }
        if tally.units == 0 { return .absent }
        return tally.newUnits == 0 ? .translated : .started
    }

    /// Walks a localization or variation: its variations, its string unit and its substitutions.
    private mutating func walk(
        _ node: CatalogLocalization, sourceNode: CatalogLocalization?, fallback: String?, locale: AuditLocale,
        key: String, line: Int, category: PluralCategory?, substitutions inherited: CatalogMap<CatalogSubstitution>?,
        context inherit: WalkContext, tally: inout Tally
    ) {
        let nodeLine = node.sourceLine ?? line
        let owned = node.hasDetails && !node.substitutions.isEmpty ? node.substitutions : nil
        let substitutions = owned ?? inherited
        var context = inherit
        if owned != nil, let sourceNode, sourceNode.hasDetails, !sourceNode.substitutions.isEmpty {
            context.sourceSubstitutions = sourceNode.substitutions
        }
        if node.hasDetails {
            if !node.extraFields.isEmpty {
                StructureRules.checkExtraFields(
                    node.extraFields, level: .localization, fallbackLine: nodeLine, key: key, locale: locale.name,
                    into: &sink)
            }
            let selectors = node.variations.selectors
            if !selectors.isEmpty {
                walkVariations(
                    selectors, sourceSelectors: sourceNode.flatMap { $0.hasDetails ? $0.variations.selectors : nil },
                    sourceNode: sourceNode, fallback: fallback, locale: locale, key: key, line: nodeLine,
                    category: category, substitutions: substitutions, context: context, tally: &tally)
            } else if let set = node.stringSet {
                tally.units += 1
                if Self.isNew(set.state) {
                    tally.newUnits += 1
                } else if Self.needsReview(set.state) {
                    tally.reviewUnits += 1
                    if tally.reviewLine == 0 { tally.reviewLine = nodeLine }
                }
                if !set.extraFields.isEmpty {
                    StructureRules.checkExtraFields(
                        set.extraFields, level: .stringSet, fallbackLine: nodeLine, key: key, locale: locale.name,
                        into: &sink)
                }
            }
        }
        if node.variations.isEmpty, let unit = node.stringUnit {
            auditUnit(
                unit, counterpart: sourceNode.flatMap(Self.mainText) ?? fallback, locale: locale, key: key,
                line: nodeLine, category: category, substitutions: substitutions, context: context, tally: &tally)
        }
        if let owned {
            walkSubstitutions(
                owned, of: node, sourceSubstitutions: sourceNode.flatMap { $0.hasDetails ? $0.substitutions : nil },
                locale: locale, key: key, line: nodeLine, context: context, tally: &tally)
        }
    }

    private mutating func walkVariations(
        _ selectors: CatalogMap<CatalogMap<CatalogLocalization>>,
        sourceSelectors: CatalogMap<CatalogMap<CatalogLocalization>>?, sourceNode: CatalogLocalization?,
        fallback: String?, locale: AuditLocale, key: String, line: Int, category: PluralCategory?,
        substitutions: CatalogMap<CatalogSubstitution>?, context: WalkContext, tally: inout Tally,
        isDecimal: Bool? = nil
    ) {
        StructureRules.checkMap(
            selectors, what: "the selector", line: { _ in line }, key: key, locale: locale.name, into: &sink)
        for selectorPosition in selectors.indices {
            let selector = selectors.keys[selectorPosition]
            let map = selectors.values[selectorPosition]
            let isPlural = selector == "plural"
            // A variation Xcode prepared but nobody translated yet ('new') is only missing.
            let checksCategories = isPlural && pluralActive && (context.isSource || !Self.isAllNew(map))
            if !checksCategories {
                // Plural maps have their repeats found with their categories.
                StructureRules.checkMap(
                    map, what: "the \(selector) variation", line: { map[$0].value.sourceLine ?? line }, key: key,
                    locale: locale.name, into: &sink)
            }
            let outerHasZero = pluralHasZero
            if isPlural { pluralHasZero = Self.position(of: "zero", in: map) != nil }
            defer { pluralHasZero = outerHasZero }
            var sourceMap: CatalogMap<CatalogLocalization>?
            if let sourceSelectors, let found = Self.position(of: selector, in: sourceSelectors) {
                sourceMap = sourceSelectors.values[found]
            }
            for position in map.indices {
                let name = map.keys[position]
                var sourcePosition: Int?
                if let sourceMap {
                    sourcePosition =
                        Self.position(of: name, in: sourceMap) ?? Self.position(of: "other", in: sourceMap)
                        ?? (sourceMap.isEmpty ? nil : 0)
                }
                let childCategory = isPlural ? PluralCategory(rawValue: name) ?? category : category
                path.append((selector, name))
                if !map.values[position].hasDetails, let unit = map.values[position].stringUnit {
                    // The usual leaf: a string, compared with the source's matching string.
                    let counterpart: String?
                    if let sourceMap {
                        counterpart = sourcePosition.flatMap { Self.mainText(sourceMap.values[$0]) } ?? fallback
                    } else {
                        counterpart = sourceNode.flatMap(Self.mainText) ?? fallback
                    }
                    auditUnit(
                        unit, counterpart: counterpart, locale: locale, key: key,
                        line: map.values[position].sourceLine ?? line, category: childCategory,
                        substitutions: substitutions, context: context, tally: &tally)
                } else {
                    let sourceChild: CatalogLocalization?
                    if let sourceMap {
                        sourceChild = sourcePosition.map { sourceMap.values[$0] }
                    } else {
                        sourceChild = sourceNode
                    }
                    walk(
                        map.values[position], sourceNode: sourceChild, fallback: fallback, locale: locale,
                        key: key, line: line, category: childCategory, substitutions: substitutions,
                        context: context, tally: &tally)
                }
                path.removeLast()
            }
            if checksCategories {
                let components = path
                PluralCategoryRules.check(
                    keys: map.keys, locale: locale, isDecimal: isDecimal ?? reference.isDecimal,
                    line: line, key: key, lineOf: { map.values[$0].sourceLine ?? line },
                    path: { AuditPath.describe(components) }, into: &sink)
            }
        }
    }

    /// Audits one string unit: its state, its text against the source's, its placeholders.
    private mutating func auditUnit(
        _ unit: CatalogStringUnit, counterpart: String?, locale: AuditLocale, key: String, line: Int,
        category: PluralCategory?, substitutions: CatalogMap<CatalogSubstitution>?, context: WalkContext,
        tally: inout Tally
    ) {
        tally.units += 1
        if !unit.extraFields.isEmpty {
            StructureRules.checkExtraFields(
                unit.extraFields, level: .stringUnit, fallbackLine: line, key: key, locale: locale.name, into: &sink)
        }
        if context.isSource {
            if copiesActive && !context.inSubstitution { addCopySource(unit.value) }
            if textRules.isActive && !context.inSubstitution {
                textRules.checkSource(unit.value, line: line, key: key, locale: locale, into: &sink, since: entryStart)
            }
            return
        }
        if Self.isNew(unit.state) {
            tally.newUnits += 1
            return
        }
        // One root cause, one finding: an empty translation is only that.
        if unit.value.isEmpty, let counterpart, !counterpart.isEmpty {
            if textRules.isActive {
                textRules.check(
                    translation: unit.value, source: counterpart, locale: locale, slot: context.slot,
                    sourceLocale: sourceLocale, line: line, key: key, path: path, into: &sink, pending: &pending,
                    since: entryStart)
            }
            return
        }
        let isUnderReview = Self.needsReview(unit.state)
        if isUnderReview {
            tally.reviewUnits += 1
            if tally.reviewLine == 0 { tally.reviewLine = line }
        }
        // One root cause, one finding: a string marked for review is reported as that, not again
        // by the text rules (untranslated, punctuation…) for what the review will change; its
        // placeholders are still checked below.
        if let counterpart, !context.inSubstitution, !isUnderReview {
            var identical: Bool
            if !textRules.isActive {
                identical = unit.value == counterpart
            } else if let substitutions, Self.refersToSubstitution(unit.value) {
                identical = checkComposed(
                    unit.value, substitutions: substitutions, source: counterpart,
                    sourceSubstitutions: context.sourceSubstitutions, locale: locale, slot: context.slot, key: key,
                    line: line)
            } else {
                identical = textRules.check(
                    translation: unit.value, source: counterpart, locale: locale, slot: context.slot,
                    sourceLocale: sourceLocale, line: line, key: key, path: path, into: &sink, pending: &pending,
                    since: entryStart)
            }
            if identical {
                tally.hasIdentical = true
            } else if copiesActive && !slots[context.slot].isSourceLanguage {
                if isLaterPart {
                    copyLog.offer(unit.value, slot: context.slot, line: line)
                } else {
                    copies.offer(unit.value, slot: context.slot, line: line)
                }
            }
        }
        if placeholdersActive && !context.inSubstitution {
            checkPlaceholders(
                unit.value, substitutions: substitutions, category: category, line: line, locale: locale, key: key,
                collecting: false)
        }
    }

    /// The text rules on each way a string with substitutions shows (its substitutions'
    /// variants put in), against the source shown the same way; returns whether every
    /// composed text is identical to its source.
    private mutating func checkComposed(
        _ text: String, substitutions: CatalogMap<CatalogSubstitution>, source: String,
        sourceSubstitutions: CatalogMap<CatalogSubstitution>?, locale: AuditLocale, slot: Int, key: String,
        line: Int
    ) -> Bool {
        composer.read(text, substitutions: substitutions)
        guard composer.isComposable else {
            return textRules.check(
                translation: text, source: source, locale: locale, slot: slot, sourceLocale: sourceLocale,
                line: line, key: key, path: path, into: &sink, pending: &pending, since: entryStart)
        }
        // The source is composed once per entry, and each of its texts once (by the names chosen).
        if !hasSourceComposer || sourceComposer.text != source {
            sourceComposer.read(source, substitutions: sourceSubstitutions ?? substitutions)
            hasSourceComposer = true
            composedSources.removeAll(keepingCapacity: true)
        }
        var identical = true
        var combinations = 0
        // The reused buffer, taken out while the rules add findings (and put back below).
        var bytes: [UInt8] = []
        swap(&bytes, &composedBytes)
        composer.firstChoice(into: &choice)
        repeat {
            let composedSource: String
            if let known = composedSources.first(where: { composer.choiceHasNames(choice, $0.choices) }) {
                composedSource = known.text
            } else {
                sourceComposer.compose(following: composer, choice: choice, into: &bytes)
                composedSource = String(decoding: bytes, as: UTF8.self)
                composedSources.append((composer.chosenNames(choice), composedSource))
            }
            composer.compose(choosing: choice, into: &bytes)
            let same = bytes.withUnsafeBufferPointer { composed in
                textRules.check(
                    composed: composed, source: composedSource, locale: locale, slot: slot, sourceLocale: sourceLocale,
                    line: line, key: key, path: path, into: &sink, pending: &pending, since: entryStart)
            }
            if !same { identical = false }
            combinations += 1
        } while combinations < Self.combinationLimit && composer.advance(&choice)
        swap(&bytes, &composedBytes)
        return identical
    }

    /// The most composed texts checked for one string.
    private static let combinationLimit = 32

    /// Whether a text holds a `%#@` token.
    private static func refersToSubstitution(_ text: String) -> Bool {
        text.withUTF8Buffer { bytes in
            guard containsPercent(bytes), bytes.count >= 4 else { return false }
            for index in 0..<(bytes.count - 2)
            where bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "@") {
                return true
            }
            return false
        }
    }

    /// Checks a localization's substitutions: their `argNum` and `formatSpecifier`, whether
    /// anything uses them, their plural variations and the texts of their variants.
    private mutating func walkSubstitutions(
        _ substitutions: CatalogMap<CatalogSubstitution>, of owner: CatalogLocalization,
        sourceSubstitutions: CatalogMap<CatalogSubstitution>?, locale: AuditLocale, key: String, line: Int,
        context: WalkContext, tally: inout Tally
    ) {
        StructureRules.checkMap(
            substitutions, what: "the substitution", line: { _ in line }, key: key, locale: locale.name, into: &sink)
        var inner = context
        inner.inSubstitution = true
        for position in substitutions.indices {
            let name = substitutions.keys[position]
            let substitution = substitutions.values[position]
            let lineHere = Self.firstLine(of: substitution.variations) ?? line
            if !substitution.extraFields.isEmpty {
                StructureRules.checkExtraFields(
                    substitution.extraFields, level: .substitution, fallbackLine: lineHere, key: key,
                    locale: locale.name, into: &sink)
            }
            let sourceSubstitution =
                sourceSubstitutions?[name]
                ?? sourceSubstitutions?.first { $0.value.argNum != nil && $0.value.argNum == substitution.argNum }?
                .value
            var type: FormatArgumentType?
            if sink.wants(.substitutionError) {
                type = checkSubstitution(
                    name, substitution, source: context.isSource ? nil : sourceSubstitution,
                    isUsed: Self.refers(to: name, in: owner), locale: locale, key: key, line: lineHere)
            } else if let specifier = substitution.formatSpecifier {
                type = PlaceholderRules.substitutionType(specifier)
            }
            let sourceSelectors = sourceSubstitution?.variations.selectors
            path.append(("substitution", name))
            walkVariations(
                substitution.variations.selectors, sourceSelectors: sourceSelectors, sourceNode: nil,
                fallback: sourceSubstitution.flatMap { Self.mainText(of: $0.variations) }, locale: locale, key: key,
                line: lineHere, category: nil, substitutions: nil, context: inner, tally: &tally,
                isDecimal: type == .double)
            path.removeLast()
        }
    }

    /// Checks one substitution's fields; returns the type of its number when known.
    private mutating func checkSubstitution(
        _ name: String, _ substitution: CatalogSubstitution, source: CatalogSubstitution?, isUsed: Bool,
        locale: AuditLocale, key: String, line: Int
    ) -> FormatArgumentType? {
        func report(_ message: String) {
            sink.add(.substitutionError, line: line, key: key, locale: locale.name, "substitution '\(name)' " + message)
        }
        if !isUsed { report("is not used: no %#@\(name)@ refers to it") }
        var type: FormatArgumentType?
        if let specifier = substitution.formatSpecifier {
            type = PlaceholderRules.substitutionType(specifier)
            if let type {
                if !PlaceholderRules.isNumber(type) {
                    report("has formatSpecifier '\(specifier)', which is no number to choose a plural form by")
                }
            } else {
                report("has formatSpecifier '\(specifier)', which is not a format specifier")
            }
        }
        if substitution.variations.isEmpty { report("has no variations") }
        if let argNum = substitution.argNum {
            let largest = reference.largestIndex
            if argNum < 1 {
                report("has argNum \(argNum); arguments are numbered from 1")
            } else if let sourceArgNum = source?.argNum, sourceArgNum != argNum {
                report("has argNum \(argNum) where the source's has \(sourceArgNum)")
            } else if largest > 0 && argNum > largest {
                report("has argNum \(argNum) but the source has only \(largest) argument\(largest == 1 ? "" : "s")")
            } else if let expected = reference.type(of: Int32(clamping: argNum))
                ?? reference.keyType(of: Int32(clamping: argNum)), expected != .variable,
                !PlaceholderRules.isNumber(expected)
            {
                report(
                    "has argNum \(argNum), which is \(PlaceholderRules.spelling(expected)) in the source, not a number")
            }
        }
        return type
    }

    // MARK: Placeholders

    /// Builds the reference the entry's translations are compared with: the source value's
    /// arguments, or the key's when there is no source value.
    private mutating func buildReference(key: String, source: CatalogLocalization?, line: Int) {
        reference.reset()
        guard placeholdersActive || pluralActive else { return }
        var keyIsFormat = false
        if Self.containsPercent(key) {
            uses.removeAll(keepingCapacity: true)
            let result = key.withUTF8Buffer { FormatScanner.scan($0, context: .plain, into: &uses) }
            if !result.hasInvalid && result.hasPlausibleUse && !uses.contains(where: { $0.type == .variable }) {
                keyIsFormat = true
                _ = reference.merge(uses[...])
                swap(&reference.arguments, &reference.keyArguments)
            }
        }
        if let source, Self.hasContent(source) {
            let sourceLine = source.sourceLine ?? line
            collectReference(source, category: nil, substitutions: nil, line: sourceLine, key: key)
            if keyIsFormat && placeholdersActive { checkDivergence(key: key, line: sourceLine) }
        } else if keyIsFormat {
            reference.isKey = true
            reference.isFormat = true
            reference.arguments = reference.keyArguments
        }
        var hasDouble = false
        var hasInteger = false
        for argument in reference.arguments {
            if argument.type == .double { hasDouble = true }
            if PlaceholderRules.isNumber(argument.type) && argument.type != .double { hasInteger = true }
        }
        reference.isDecimal = hasDouble && !hasInteger
    }

    /// Reports, once on the source locale, how the source value's arguments differ from the
    /// key's: a note when it leaves some out (translations follow the source), an error when
    /// it has an argument the code does not pass or reads one as another type.
    private mutating func checkDivergence(key: String, line: Int) {
        guard sink.wants(.placeholderMismatch) else { return }
        var problems: [String] = []
        var severity = AuditSeverity.note
        for argument in reference.arguments {
            if let passed = reference.keyType(of: argument.index) {
                if !PlaceholderRules.compatible(passed, argument.type) {
                    severity = .error
                    problems.append(
                        "reads argument \(argument.index) as \(PlaceholderRules.spelling(argument.type)) where the key"
                            + " passes \(PlaceholderRules.spelling(passed))")
                }
            } else {
                severity = .error
                problems.append(
                    "has \(PlaceholderRules.spelling(argument.type)) (argument \(argument.index)), which the key"
                        + " does not pass")
            }
        }
        var left: [String] = []
        for argument in reference.keyArguments where reference.type(of: argument.index) == nil {
            left.append("\(PlaceholderRules.spelling(argument.type)) (argument \(argument.index))")
        }
        if !left.isEmpty {
            problems.append(
                "leaves out the key's \(left.joined(separator: ", ")); translations are compared with the source value")
        }
        guard !problems.isEmpty else { return }
        sink.add(
            .placeholderMismatch, severity: severity, line: line, key: key, locale: sourceLocale.name,
            "the source value " + problems.joined(separator: "; "))
    }

    /// Adds the arguments of every way the source can render to the reference.
    private mutating func collectReference(
        _ node: CatalogLocalization, category: PluralCategory?,
        substitutions inherited: CatalogMap<CatalogSubstitution>?,
        line: Int, key: String
    ) {
        let nodeLine = node.sourceLine ?? line
        let substitutions = node.hasDetails && !node.substitutions.isEmpty ? node.substitutions : inherited
        if node.hasDetails && !node.variations.isEmpty {
            for (selector, map) in node.variations.selectors {
                for (name, child) in map {
                    path.append((selector, name))
                    collectReference(
                        child,
                        category: selector == "plural" ? PluralCategory(rawValue: name) ?? category : category,
                        substitutions: substitutions, line: nodeLine, key: key)
                    path.removeLast()
                }
            }
        } else if let unit = node.stringUnit {
            checkPlaceholders(
                unit.value, substitutions: substitutions, category: category, line: nodeLine, locale: sourceLocale,
                key: key, collecting: true)
        }
    }

    /// Checks the placeholders of a string with every variant of the substitutions it uses,
    /// collecting them into the reference (the source) or comparing them with it.
    private mutating func checkPlaceholders(
        _ text: String, substitutions: CatalogMap<CatalogSubstitution>?, category: PluralCategory?, line: Int,
        locale: AuditLocale, key: String, collecting: Bool
    ) {
        // Emptied only when it holds something: `removeAll` costs a call even on an empty array.
        if !uses.isEmpty { uses.removeAll(keepingCapacity: true) }
        guard Self.containsPercent(text) else {
            if collecting || reference.arguments.isEmpty { return }
            compare(uses[...], category: category, isComplete: true, line: line, locale: locale, key: key, path: path)
            return
        }
        if !tokens.isEmpty { tokens.removeAll(keepingCapacity: true) }
        var unresolved: [String] = []
        var conflicts: [String] = []
        var result = FormatScanner.Result()
        text.withUTF8Buffer { bytes in
            result = FormatScanner.scan(bytes, context: .plain, into: &uses)
            for position in uses.indices
            where uses[position].type == .variable && !uses[position].isSubstitutionArgument {
                let use = uses[position]
                let name = UnsafeBufferPointer(rebasing: bytes[Int(use.nameStart)..<Int(use.nameEnd)])
                guard let found = substitutions?.keys.firstIndex(where: { $0.utf8.elementsEqual(name) }),
                    let substitution = substitutions?.values[found]
                else {
                    unresolved.append(String(decoding: name, as: UTF8.self))
                    uses[position].index = 0
                    continue
                }
                let argument = substitution.argNum.map { Int32(clamping: $0) } ?? use.index
                if let argNum = substitution.argNum, argNum != Int(use.index),
                    sink.wants(.substitutionArgumentConflict),
                    let conflict = SubstitutionArgument.argNumConflict(
                        argNum: argNum,
                        specifier: String(decoding: bytes[Int(use.start)..<Int(use.end)], as: UTF8.self),
                        specifierIndex: Int(use.index))
                {
                    conflicts.append(
                        "substitution '\(substitutions?.keys[found] ?? "")' has argNum \(substitution.argNum ?? 0), which "
                            + conflict + "; a .stringsdict (btnloc convert) reads the position")
                }
                let type = substitution.formatSpecifier.flatMap(PlaceholderRules.substitutionType) ?? .variable
                tokens.append((found, use.index, argument, type))
                uses[position].index = argument
                uses[position].type = type
                uses[position].isToken = true
            }
        }
        let readsAsFormat = reference.isFormat || result.hasPlausibleUse
        // A source text whose '%' reads as text ("5% off") adds no argument.
        if !readsAsFormat && (collecting || reference.arguments.isEmpty) { return }
        if collecting && result.hasPlausibleUse { reference.isFormat = true }
        if result.hasInvalid && readsAsFormat && sink.wants(.invalidFormatSpecifier) {
            let message = PlaceholderRules.invalidMessage(text) + pathText()
            sink.add(.invalidFormatSpecifier, line: line, key: key, locale: locale.name, message)
        }
        if result.mixesNumbering && sink.wants(.invalidFormatSpecifier) {
            let message = "mixes numbered (%1$@) and unnumbered (%@) specifiers" + pathText()
            sink.add(.invalidFormatSpecifier, line: line, key: key, locale: locale.name, message)
        }
        for conflict in conflicts
        where !sink.hasFinding(.substitutionArgumentConflict, locale: locale.name, since: entryStart) {
            let message = conflict + pathText()
            sink.add(.substitutionArgumentConflict, line: line, key: key, locale: locale.name, message)
        }
        for name in unresolved {
            let message = "%#@\(name)@ has no substitution of that name" + pathText()
            sink.add(.substitutionError, line: line, key: key, locale: locale.name, message)
        }
        let isComplete = unresolved.isEmpty
        guard let substitutions, !tokens.isEmpty else {
            finish(
                uses[...], category: category, isComplete: isComplete, line: line, locale: locale, key: key,
                collecting: collecting, path: path)
            return
        }
        let topCount = uses.count
        let outerHasZero = pluralHasZero
        defer { pluralHasZero = outerHasZero }
        for tokenPosition in tokens.indices {
            let token = tokens[tokenPosition]
            let name = substitutions.keys[token.substitution]
            var leafPath = path
            leafPath.append(("substitution", name))
            var leaves = 0
            let variations = substitutions.values[token.substitution].variations
            pluralHasZero =
                Self.position(of: "plural", in: variations.selectors).map {
                    Self.position(of: "zero", in: variations.selectors.values[$0]) != nil
                } ?? false
            Self.forEachLeaf(
                of: substitutions.values[token.substitution].variations, category: nil, line: line,
                path: &leafPath
            ) { value, leafCategory, leafLine, components in
                leaves += 1
                uses.removeSubrange(topCount...)
                for other in tokens.indices where other != tokenPosition {
                    let otherToken = tokens[other]
                    if let text = Self.representative(substitutions.values[otherToken.substitution]) {
                        scan(text, token: otherToken)
                    }
                }
                let start = uses.count
                scan(value, token: token)
                if let leafCategory, !uses[start...].contains(where: { $0.index == token.argument }) {
                    if collecting {
                        if leafCategory == .other { reference.sourceOtherOmitsNumber = true }
                    } else {
                        checkFormWithoutNumber(
                            leafCategory, type: token.type, locale: locale, key: key, line: leafLine, path: components)
                    }
                }
                finish(
                    uses[...], category: leafCategory ?? category, isComplete: isComplete, line: leafLine,
                    locale: locale, key: key, collecting: collecting, path: components)
            }
            if leaves == 0 {
                uses.removeSubrange(topCount...)
                finish(
                    uses[...], category: category, isComplete: isComplete, line: line, locale: locale, key: key,
                    collecting: collecting, path: leafPath)
            }
        }
    }

    /// Scans a substitution variant, where `%arg` and unnumbered specifiers stand for the token's argument.
    private mutating func scan(
        _ text: String, token: (substitution: Int, tokenIndex: Int32, argument: Int32, type: FormatArgumentType)
    ) {
        let context = FormatScanner.Context(
            argument: (token.argument, token.type), firstImplicitIndex: token.argument)
        _ = text.withUTF8Buffer { FormatScanner.scan($0, context: context, into: &uses) }
    }

    /// Merges or compares one rendering.
    private mutating func finish(
        _ slice: ArraySlice<FormatScanner.Use>, category: PluralCategory?, isComplete: Bool, line: Int,
        locale: AuditLocale, key: String, collecting: Bool, path components: AuditPath.Components
    ) {
        if collecting {
            if category == .other,
                !slice.contains(where: { PlaceholderRules.isNumber($0.type) && $0.type != .double })
            {
                reference.sourceOtherOmitsNumber = true
            }
            if let conflict = reference.merge(slice) {
                let message = conflict + AuditPath.describe(components)
                sink.add(.placeholderMismatch, line: line, key: key, locale: locale.name, message)
            }
        } else {
            compare(
                slice, category: category, isComplete: isComplete, line: line, locale: locale, key: key,
                path: components)
        }
    }

    private mutating func compare(
        _ slice: ArraySlice<FormatScanner.Use>, category: PluralCategory?, isComplete: Bool, line: Int,
        locale: AuditLocale, key: String, path components: AuditPath.Components
    ) {
        var omitted: FormatArgumentType?
        if let problem = PlaceholderRules.compare(
            slice, with: reference, category: category, onlyOther: locale.hasOnlyOtherCategory, isComplete: isComplete,
            scratch: &compareScratch, omitted: &omitted)
        {
            let message = problem + AuditPath.describe(components)
            sink.add(.placeholderMismatch, line: line, key: key, locale: locale.name, message)
        }
        if let omitted, let category, isComplete {
            checkFormWithoutNumber(category, type: omitted, locale: locale, key: key, line: line, path: components)
        }
    }

    /// `plural-form-without-number`: a form of `category` that leaves out its number, where the
    /// category covers more than one integer in the locale (once per key and locale).
    private mutating func checkFormWithoutNumber(
        _ category: PluralCategory, type: FormatArgumentType, locale: AuditLocale, key: String, line: Int,
        path components: AuditPath.Components
    ) {
        guard category != .other, PlaceholderRules.isNumber(type), type != .double, !reference.isDecimal,
            !reference.sourceOtherOmitsNumber,
            sink.wants(.pluralFormWithoutNumber), locale.coversSeveralIntegers(category, hasZeroForm: pluralHasZero),
            !sink.hasFinding(.pluralFormWithoutNumber, locale: locale.name, since: entryStart)
        else { return }
        let numbers = locale.examples(of: category).map { " (\($0))" } ?? ""
        sink.add(
            .pluralFormWithoutNumber, line: line, key: key, locale: locale.name,
            "the '\(category.rawValue)' form leaves out its number, but '\(category.rawValue)'"
                + " in '\(locale.name)' is shown for several numbers\(numbers)" + AuditPath.describe(components))
    }

    /// Calls `body` with every string of a variations tree that is not `new`, with its plural
    /// category, line and path (`path` grows and shrinks on the way).
    private static func forEachLeaf(
        of variations: CatalogVariations, category: PluralCategory?, line: Int, path: inout AuditPath.Components,
        _ body: (String, PluralCategory?, Int, AuditPath.Components) -> Void
    ) {
        let selectors = variations.selectors
        for selectorPosition in selectors.indices {
            let selector = selectors.keys[selectorPosition]
            let map = selectors.values[selectorPosition]
            for position in map.indices {
                let name = map.keys[position]
                let childCategory = selector == "plural" ? PluralCategory(rawValue: name) ?? category : category
                let childLine = map.values[position].sourceLine ?? line
                path.append((selector, name))
                if map.values[position].hasDetails && !map.values[position].variations.isEmpty {
                    forEachLeaf(
                        of: map.values[position].variations, category: childCategory, line: childLine,
                        path: &path, body)
                } else if let unit = map.values[position].stringUnit, !isNew(unit.state) {
                    body(unit.value, childCategory, childLine, path)
                }
                path.removeLast()
            }
        }
    }

    /// Whether some string of a localization (its own, its variations', its substitutions')
    /// refers to a substitution: holds `%#@name@` or `%N$#@name@`.
    private static func refers(to name: String, in owner: CatalogLocalization) -> Bool {
        func holds(_ text: String) -> Bool {
            name.withUTF8Buffer { needle in
                text.withUTF8Buffer { bytes in
                    guard !needle.isEmpty, bytes.count >= needle.count + 3 else { return false }
                    // `#@` + name + `@`
                    for start in 2...(bytes.count - needle.count - 1)
                    where bytes[start - 2] == UInt8(ascii: "#") && bytes[start - 1] == UInt8(ascii: "@")
                        && bytes[start + needle.count] == UInt8(ascii: "@")
                    {
                        var matches = true
                        for offset in 0..<needle.count where bytes[start + offset] != needle[offset] {
                            matches = false
                            break
                        }
                        if matches { return true }
                    }
                    return false
                }
            }
        }
        func visit(_ node: CatalogLocalization) -> Bool {
            if let value = node.stringUnit?.value, holds(value) { return true }
            guard node.hasDetails else { return false }
            for (_, map) in node.variations.selectors {
                for (_, child) in map where visit(child) { return true }
            }
            for (other, substitution) in node.substitutions where other != name {
                for (_, map) in substitution.variations.selectors {
                    for (_, child) in map where visit(child) { return true }
                }
            }
            return false
        }
        return visit(owner)
    }

    // MARK: Parts

    /// An entry of a later part, as `absorb(_:)` needs it.
    struct PartEntry {
        let key: String
        /// The line and column of the key (what a `duplicate-key` finding about it would say).
        let line: Int
        let column: Int
        /// Where the entry's findings end in the part's findings.
        let findingsEnd: Int
    }

    /// Takes in the audits of the later parts of the same catalog (`isLaterPart`), in file
    /// order, so that this auditor holds what one auditor of the whole file would hold
    /// (`absorb(_:laterSources:)` of each).
    mutating func absorb(_ parts: [EntryAuditor]) {
        // The source texts of every later part: with those `copies` holds, the only texts a
        // translation of theirs can be a copy of.
        let laterSources = copiesActive ? CopiedTextLog.sourceTable(parts.map(\.copyLog)) : HashTable()
        for part in parts { absorb(part, laterSources: laterSources) }
    }

    /// Takes in the audit of the next part of the same catalog (`part.isLaterPart`), so that
    /// this auditor holds what one auditor of both parts, one after the other, would hold:
    /// the part's locales join these (numbered after them), its entries' findings follow these
    /// in order, with what only the whole file shows: a key repeated from an earlier part, and
    /// translations equal to another entry's source text (`copies` takes the part's texts
    /// now, entry by entry). A locale this auditor knew is not reported again as unknown.
    /// `laterSources`: the source texts' hashes of every later part (this one and those after
    /// it among them; those before it are in `copies` already).
    private mutating func absorb(_ part: EntryAuditor, laterSources: HashTable) {
        precondition(part.isLaterPart, "only a later part's audit can be absorbed")
        let knownSlots = slots.count
        let reports = reportsUnknownLocales
        reportsUnknownLocales = false
        let slotMap = part.slots.map { slot(named: $0.locale.name) }
        reportsUnknownLocales = reports
        // Locales this auditor knew before: the part's `unknown-locale` findings about them are repeats.
        let knownBefore = Set(
            part.slots.indices.lazy.filter { slotMap[$0] < knownSlots }.map { part.slots[$0].locale.name })
        let checksKeys = checksRepeatedKeys && rules.contains(.duplicateKey)
        // Which of the part's keys it had seen itself: none, unless it reported a repeat.
        let partRepeatsKeys = part.sink.findings.contains { $0.rule == .duplicateKey }
        var keysOfPart = Set<String>()
        var findingsStart = 0
        for (number, entry) in part.partEntries.enumerated() {
            // The part reported a key it had itself seen; one seen only in an earlier part is reported here.
            let firstInPart = !partRepeatsKeys || keysOfPart.insert(entry.key).inserted
            if checksKeys && firstInPart && !entryKeys.insert(entry.key).inserted {
                sink.add(
                    .duplicateKey, line: entry.line, key: entry.key, locale: nil,
                    "the key appears twice in 'strings'; JSON readers keep only one of them")
                if entry.line > 0 { sink.findings[sink.findings.count - 1].column = entry.column }
            }
            for index in findingsStart..<entry.findingsEnd {
                let finding = part.sink.findings[index]
                if finding.rule == .unknownLocale, finding.key == nil, let locale = finding.locale,
                    knownBefore.contains(locale)
                {
                    continue
                }
                sink.findings.append(finding)
            }
            findingsStart = entry.findingsEnd
            if copiesActive {
                copies.begin(key: entry.key)
                let kept = part.copyLog.replay(
                    entry: number, into: &copies, slotMap: slotMap, laterSources: laterSources)
                copies.end(kept: kept)
                reportCopies()
            }
        }
        // The part met the locales in the order these were met (the usual case): its slots are these.
        if slotMap.indices.allSatisfy({ slotMap[$0] == $0 }) {
            records.append(contentsOf: part.records)
        } else {
            records.reserveCapacity(records.count + part.records.count)
            for record in part.records { records.append(record.withSlots(slotMap)) }
        }
    }

    // MARK: Completion

    /// Reports the missing translations and the summaries, and hands every finding
    /// (with `extra` ones found around the entries) to `diagnostics`, by file and line.
    mutating func finish(into diagnostics: inout AuditDiagnostics, adding extra: [AuditFinding] = []) {
        // What only the entries needed goes first, so that the findings and the report reuse its memory.
        copies = CopiedTextIndex()
        entryKeys = []
        sink.findings.append(contentsOf: extra)
        diagnostics.addLocales(slots.lazy.map(\.locale.name))
        let inheritance = slots.indices.map(inheritance(of:))
        for slot in slots.indices where slot != sourceSlot && slots[slot].isIncluded && !slots[slot].locale.isBase {
            let locale = slots[slot].locale
            let (inheritsSource, ancestors) = inheritance[slot]
            var translated = 0
            // By index, so that a record is read in place: a copy would retain and release its strings,
            // once per record and locale.
            for index in records.indices {
                if inheritsSource || records[index].translated.contains(slot)
                    || ancestors.contains(where: { records[index].translated.contains($0) })
                {
                    translated += 1
                    continue
                }
                guard sink.wants(.missingTranslation) else { continue }
                let record = records[index]
                let message = record.started.contains(slot) ? "not translated yet: still 'new'" : "no translation"
                sink.findings.append(
                    AuditFinding(
                        rule: .missingTranslation, file: record.file, line: Int(record.line),
                        column: Int(record.column), key: record.key, locale: locale.name, message: message))
            }
            diagnostics.addSummary(AuditLocaleSummary(locale: locale.name, keys: records.count, translated: translated))
        }
        // Positions are sorted, not findings: no second copy of every finding at the end of a large audit.
        let findings = sink.findings
        sink.findings = []
        let order = findings.indices.sorted { left, right in
            if findings[left].file != findings[right].file { return findings[left].file < findings[right].file }
            if findings[left].line != findings[right].line { return findings[left].line < findings[right].line }
            return left < right
        }
        diagnostics.reserveFindings(findings.count)
        diagnostics.add(contentsOf: order.lazy.map { findings[$0] })
    }

    /// Whether a slot falls back to the source (`en-GB` to `en`), and the slots of its CLDR ancestors.
    private func inheritance(of slot: Int) -> (inheritsSource: Bool, ancestors: [Int]) {
        guard let identifier = slots[slot].locale.identifier else { return (false, []) }
        let sourceName = sourceLocale.identifier?.bcp47
        var ancestors: [Int] = []
        for ancestor in LocaleParentChain.chain(for: identifier).dropFirst() {
            if ancestor.bcp47 == sourceName { return (true, ancestors) }
            if let found = slots.indices.first(where: {
                $0 != slot && slots[$0].locale.identifier?.bcp47 == ancestor.bcp47
            }) {
                ancestors.append(found)
            }
        }
        return (false, ancestors)
    }

    // MARK: Helpers

    private func pathText() -> String {
        AuditPath.describe(path)
    }

    /// The text a localization shows by default: its string, or its `other` (or first) variation's.
    static func mainText(_ node: CatalogLocalization) -> String? {
        if node.hasDetails && !node.variations.isEmpty, let text = mainText(of: node.variations) {
            return text
        }
        if let value = node.stringUnit?.value { return value }
        return node.stringSet?.values.first
    }

    /// The string a substitution shows for most numbers: its `other` variant, or its first.
    private static func representative(_ substitution: CatalogSubstitution) -> String? {
        mainText(of: substitution.variations)
    }

    /// The text of the `other` (or first) variation.
    static func mainText(of variations: CatalogVariations) -> String? {
        let selectors = variations.selectors
        for preferred in ["plural", "device"] {
            if let map = selectors[preferred], let child = map["other"] ?? map.first?.value {
                return mainText(child)
            }
        }
        return selectors.first?.value.first.flatMap { mainText($0.value) }
    }

    private static func firstLine(of variations: CatalogVariations) -> Int? {
        for (_, map) in variations.selectors {
            for (_, child) in map {
                if let line = child.sourceLine { return line }
            }
        }
        return nil
    }

    /// Whether a localization holds any text or variation.
    static func hasContent(_ localization: CatalogLocalization) -> Bool {
        localization.stringUnit != nil || localization.stringSet != nil || !localization.variations.isEmpty
    }

    /// Whether the texts of a localization's substitutions have words (`%#@files@` has none itself).
    private mutating func substitutionsHaveWords(_ localization: CatalogLocalization) -> Bool {
        guard localization.hasDetails else { return false }
        for (_, substitution) in localization.substitutions {
            if let text = Self.representative(substitution), hasWords(text) { return true }
        }
        return false
    }

    /// Whether a text has letters outside its format specifiers, so that it is something to translate.
    private mutating func hasWords(_ text: String) -> Bool {
        text.withUTF8Buffer { bytes in
            guard Self.containsPercent(bytes) else { return Self.containsLetter(bytes, 0..<bytes.count) }
            uses.removeAll(keepingCapacity: true)
            _ = FormatScanner.scan(bytes, context: .plain, into: &uses)
            var position = 0
            for use in uses where !use.isAmount {
                if Int(use.start) > position && Self.containsLetter(bytes, position..<Int(use.start)) { return true }
                position = max(position, Int(use.end))
            }
            return Self.containsLetter(bytes, position..<bytes.count)
        }
    }

    private static func containsLetter(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte.isASCIILetter { return true }
                index += 1
                continue
            }
            guard let (scalar, length) = AuditText.decode(bytes, at: index) else { return true }
            if let value = Unicode.Scalar(scalar), value.properties.isAlphabetic { return true }
            index += length
        }
        return false
    }

    @inline(__always)
    static func containsPercent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil
    }

    /// The position of a key in a small map, by a plain scan.
    @inline(__always)
    private static func position<Value>(of key: String, in map: CatalogMap<Value>) -> Int? {
        for index in map.keys.indices where map.keys[index] == key { return index }
        return nil
    }

    /// Whether every string of a variation map is still `new`.
    private static func isAllNew(_ map: CatalogMap<CatalogLocalization>) -> Bool {
        for index in map.indices {
            guard let unit = map.values[index].stringUnit, isNew(unit.state) else { return false }
        }
        return !map.isEmpty
    }

    /// Whether a state is `new` (compared by length first: states are short ASCII strings).
    @inline(__always)
    static func isNew(_ state: TranslationState) -> Bool {
        state.rawValue.utf8.count == 3 && state == .new
    }

    /// Whether a state is `needs_review`.
    @inline(__always)
    static func needsReview(_ state: TranslationState) -> Bool {
        state.rawValue.utf8.count == 12 && state == .needsReview
    }

    static func containsPercent(_ text: String) -> Bool {
        text.withUTF8Buffer { containsPercent($0) }
    }
}

extension EntryAuditor {
    /// Checks the top-level fields of a catalog that the reader kept aside (repeated `strings`, …).
    mutating func checkCatalogFields(_ extra: JSONObject) {
        sink.file = defaultFile
        StructureRules.checkExtraFields(extra, level: .catalog, fallbackLine: 1, key: nil, locale: nil, into: &sink)
    }
}
