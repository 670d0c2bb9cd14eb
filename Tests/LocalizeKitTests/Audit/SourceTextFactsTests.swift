import Testing

@testable import LocalizeKit

@Suite("Audit: what the text rules read from a source text, once per entry")
struct SourceTextFactsTests {
    private static func facts(_ text: String) -> SourceTextFacts {
        text.withUTF8Buffer { SourceTextFacts($0) }
    }

    @Test("Line feeds, final punctuation and the scalars at either end")
    func facts() {
        let lines = Self.facts(" Line one\nline two\n…")
        #expect(lines.lineFeeds == 2)
        #expect(lines.traits.contains(.lineFeed) && lines.traits.contains(.nonASCII))
        #expect(lines.ending == .ellipsis)
        #expect(lines.first == 0x20 && lines.last == 0x2026)
        let question = Self.facts("Delete the file? ")
        #expect(question.lineFeeds == 0 && !question.traits.contains(.lineFeed))
        #expect(question.ending == .question && question.endingRange == 15..<16)
        let empty = Self.facts("")
        #expect(empty.first == nil && empty.last == nil && empty.ending == .none && empty.lineFeeds == 0)
    }

    @Test("The cache gives each text its own facts, also past its capacity")
    func cache() {
        var cache = SourceTextFacts.Cache()
        let texts = (0...SourceTextFacts.Cache.capacity + 3).map {
            $0.isMultiple(of: 2) ? "Text \($0)." : "Text\n\($0)"
        }
        for _ in 0..<2 {
            for text in texts {
                let facts = text.withUTF8Buffer { cache.facts(of: text, bytes: $0) }
                #expect(facts.lineFeeds == (text.contains("\n") ? 1 : 0), "\(text)")
                #expect(facts.ending == (text.hasSuffix(".") ? .period : .none), "\(text)")
            }
        }
        cache.removeAll()
        let after = "Other!".withUTF8Buffer { cache.facts(of: "Other!", bytes: $0) }
        #expect(after.ending == .exclamation)
    }
}
