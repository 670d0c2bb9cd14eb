/// One language's translation of an entry, or one variation of it: a string
/// unit, a string set, variations (plural, device, nested), substitutions,
/// and any fields this model does not know.
///
/// It remembers the line its key starts on in the file it was read from;
/// the line takes no part in equality.
///
/// ```swift
/// var german = CatalogLocalization("Abbrechen")
/// german.stringUnit?.state = .needsReview
/// german.variations.plural?[.one]    // nil: no plural variations
/// ```
public struct CatalogLocalization: Hashable, Sendable {
    // `Optional<…>` spelled out, not `…?`: a `var` of type `T?` starts as nil, so that every
    // init would first store nil and then assign the value, and the optimizer copies an assigned
    // string unit and destroys the original (a retain and a release per localization read).
    // Spelled out, each init below stores its value once.

    // swift-format-ignore: UseShorthandTypeNames
    /// The translated string, when this localization is a single string.
    public var stringUnit: Optional<CatalogStringUnit>
    // swift-format-ignore: UseShorthandTypeNames
    /// Everything else, rarely present, kept out of line to keep the common case small.
    private var details: Optional<Details>
    private var storedPosition = SourcePosition()

    /// Creates a localization.
    public init(
        stringUnit: CatalogStringUnit? = nil, stringSet: CatalogStringSet? = nil,
        variations: CatalogVariations = CatalogVariations(),
        substitutions: CatalogMap<CatalogSubstitution> = CatalogMap(), extraFields: JSONObject = JSONObject()
    ) {
        self.stringUnit = stringUnit
        if stringSet != nil || variations.selectors.isWritten || substitutions.isWritten || !extraFields.isEmpty {
            details = Details(
                stringSet: stringSet, variations: variations, substitutions: substitutions, extraFields: extraFields)
        } else {
            details = nil
        }
    }

    /// Creates a localization of a string unit alone (or nothing), taking it over.
    init(unit: consuming CatalogStringUnit?) {
        stringUnit = unit
        details = nil
    }

    /// Creates a localization of a string unit alone whose key was read at `line` and `column`,
    /// taking the unit over (the reader's hot path).
    @inline(__always)
    init(unit: consuming CatalogStringUnit, line: Int, column: Int) {
        stringUnit = consume unit
        details = nil
        storedPosition.set(line: line, column: column)
    }

    /// Creates a localization of a string unit alone, with no fields this model does not know,
    /// whose key was read at `line` and `column` (the reader's shortcut for Xcode's layout): the
    /// unit is made in place, not copied in.
    @inline(__always)
    init(state: TranslationState, value: String, line: Int, column: Int) {
        stringUnit = CatalogStringUnit(state: state, value: value)
        details = nil
        storedPosition.set(line: line, column: column)
    }

    /// Creates a localization holding one string.
    public init(_ value: String, state: TranslationState = .translated) {
        self.stringUnit = CatalogStringUnit(state: state, value: value)
        details = nil
    }

    /// The translated strings, when this localization is a list (App Shortcuts phrases).
    public var stringSet: CatalogStringSet? {
        get { details?.stringSet }
        set { modifyDetails { $0.stringSet = newValue } }
    }

    /// The variations: by plural category, by device, nested.
    public var variations: CatalogVariations {
        get { details?.variations ?? CatalogVariations() }
        set { modifyDetails { $0.variations = newValue } }
    }

    /// The substitutions (`%#@name@`), by name.
    public var substitutions: CatalogMap<CatalogSubstitution> {
        get { details?.substitutions ?? CatalogMap() }
        set { modifyDetails { $0.substitutions = newValue } }
    }

    /// Fields this model does not know, kept as read. A repeated known field
    /// is kept here too: its first occurrence fills the typed property.
    public var extraFields: JSONObject {
        get { details?.extraFields ?? JSONObject() }
        set { modifyDetails { $0.extraFields = newValue } }
    }

    /// Whether anything besides the string unit is present (writers take a shortcut when not).
    var hasDetails: Bool { details != nil }

    /// The 1-based line of this localization's key in the file it was read from, if it was read.
    public var sourceLine: Int? {
        get { storedPosition.line }
        set { storedPosition.line = newValue }
    }

    /// The 1-based column its key starts at on `sourceLine`, if it was read.
    public var sourceColumn: Int? {
        get { storedPosition.column }
        set { storedPosition.column = newValue }
    }

    /// Sets the line and the column its key starts at, in one store (the reader's hot path).
    @inline(__always)
    mutating func setSourcePosition(line: Int, column: Int) {
        storedPosition.set(line: line, column: column)
    }

    /// Localizations are equal when their contents are; `sourceLine` and `sourceColumn` are ignored.
    public static func == (lhs: CatalogLocalization, rhs: CatalogLocalization) -> Bool {
        guard lhs.stringUnit == rhs.stringUnit else { return false }
        switch (lhs.details, rhs.details) {
        case (nil, nil): return true
        case (let left?, let right?): return left === right || left.hasSameContents(as: right)
        case (let some?, nil), (nil, let some?): return some.isEmpty
        }
    }

    /// Hashes the contents.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stringUnit)
        let details = details ?? Details()
        hasher.combine(details.stringSet)
        hasher.combine(details.variations)
        hasher.combine(details.substitutions)
        hasher.combine(details.extraFields)
    }

    private mutating func modifyDetails(_ body: (Details) -> Void) {
        if !isKnownUniquelyReferenced(&details) {
            details = details.map { $0.copy() } ?? Details()
        }
        if let details {
            body(details)
            if details.isEmpty { self.details = nil }
        }
    }

    /// The rarely present parts of a localization, shared between copies
    /// until one of them changes (copy on write).
    ///
    /// `@unchecked Sendable`: an instance is changed only through
    /// `modifyDetails`, after `isKnownUniquelyReferenced` showed that no other
    /// value, and so no other thread, can see it.
    private final class Details: @unchecked Sendable {
        var stringSet: CatalogStringSet?
        var variations: CatalogVariations
        var substitutions: CatalogMap<CatalogSubstitution>
        var extraFields: JSONObject

        init(
            stringSet: CatalogStringSet? = nil, variations: CatalogVariations = CatalogVariations(),
            substitutions: CatalogMap<CatalogSubstitution> = CatalogMap(), extraFields: JSONObject = JSONObject()
        ) {
            self.stringSet = stringSet
            self.variations = variations
            self.substitutions = substitutions
            self.extraFields = extraFields
        }

        func copy() -> Details {
            Details(
                stringSet: stringSet, variations: variations, substitutions: substitutions, extraFields: extraFields)
        }

        /// Whether this holds nothing that a writer would write.
        var isEmpty: Bool {
            stringSet == nil && !variations.selectors.isWritten && !substitutions.isWritten && extraFields.isEmpty
        }

        func hasSameContents(as other: Details) -> Bool {
            stringSet == other.stringSet && variations == other.variations && substitutions == other.substitutions
                && extraFields == other.extraFields
        }
    }
}
