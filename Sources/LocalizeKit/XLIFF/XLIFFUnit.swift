/// One `<trans-unit>`: an id, the source text, the target text and its state, and a note.
///
/// For String Catalogs the id is the key, or, for a variation, the key, `|==|` and the
/// variation's path (`%lld files|==|plural.one`, `Title|==|device.mac`,
/// `Found %#@count@|==|substitutions.count.plural.other`); `XLIFFUnitID` splits it.
///
/// ```swift
/// let unit = XLIFFUnit(id: "Cancel", source: "Cancel", target: "Abbrechen", state: "translated",
///                      note: "Button title")
/// ```
public struct XLIFFUnit: Hashable, Sendable {
    /// `id`.
    public var id: String
    /// The text of `<source>`.
    public var source: String
    /// The text of `<target>`, or `nil` when there is no `<target>`.
    public var target: String?
    /// The target's `state` attribute (`translated`, `new`, `needs-review-translation`, …), as written.
    public var state: String?
    /// The text of `<note>` (several notes joined by line breaks); `nil` when there is none.
    public var note: String?
    /// `false` when the unit says `translate="no"`.
    public var isTranslatable: Bool
    /// Where the `<trans-unit>` element starts in the document it was read from; not part of equality.
    public var sourceLocation: SourceLocation? {
        get { storedLocation }
        set { storedLocation = newValue }
    }
    private var storedLocation: SourceLocation?

    /// Creates a unit.
    public init(
        id: String, source: String, target: String? = nil, state: String? = nil, note: String? = nil,
        isTranslatable: Bool = true
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.isTranslatable = isTranslatable
    }

    /// Units are equal when their contents are; `sourceLocation` is ignored.
    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.target == rhs.target && lhs.state == rhs.state
            && lhs.note == rhs.note && lhs.isTranslatable == rhs.isTranslatable
    }

    /// Hashes the contents.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
        hasher.combine(target)
        hasher.combine(state)
        hasher.combine(note)
        hasher.combine(isTranslatable)
    }
}
