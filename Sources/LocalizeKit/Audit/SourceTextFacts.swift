/// What the text rules read from a source text, read once per entry rather than once for
/// each of its languages: its first pass's traits, its line feeds, its final punctuation and
/// the scalars at either end.
///
/// ```swift
/// let facts = "Delete…".withUTF8Buffer { SourceTextFacts($0) }
/// facts.ending   // .ellipsis
/// ```
struct SourceTextFacts {
    let traits: CharacterRules.Traits
    /// How many line feeds the text holds.
    let lineFeeds: Int
    /// Its final punctuation as a source text has it (never Greek), and where it is.
    let ending: AuditText.FinalPunctuation
    let endingRange: Range<Int>
    /// The first and last scalars, nil for an empty text (or bytes that are no UTF-8).
    let first: UInt32?
    let last: UInt32?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        traits = CharacterRules.traits(bytes)
        lineFeeds = traits.contains(.lineFeed) ? AuditText.lineFeedCount(bytes) : 0
        (ending, endingRange) = AuditText.finalPunctuation(bytes, greek: false)
        first = AuditText.firstScalar(bytes)?.scalar
        last = AuditText.lastScalar(bytes, before: bytes.count)?.scalar
    }

    /// The facts of the source texts of one entry, each text read once.
    struct Cache {
        /// At most this many texts are kept (an entry has a few: its plural forms, composed texts).
        static let capacity = 16
        private var texts: [String] = []
        private var known: [SourceTextFacts] = []

        /// The facts of `text`, whose bytes are `bytes`: read now unless an earlier call read them.
        @inline(__always)
        mutating func facts(of text: String, bytes: UnsafeBufferPointer<UInt8>) -> SourceTextFacts {
            for index in texts.indices where texts[index] == text { return known[index] }
            let found = SourceTextFacts(bytes)
            if texts.count < Self.capacity {
                texts.append(text)
                known.append(found)
            }
            return found
        }

        /// Forgets every text, keeping the room.
        mutating func removeAll() {
            guard !texts.isEmpty else { return }
            texts.removeAll(keepingCapacity: true)
            known.removeAll(keepingCapacity: true)
        }
    }
}
