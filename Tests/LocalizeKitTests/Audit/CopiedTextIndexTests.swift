import Testing

@testable import LocalizeKit

@Suite("Audit: the index of source texts behind copied-from-other-key")
struct CopiedTextIndexTests {
    /// Audits entries in order: each key with its source text and its translations.
    private static func matches(
        _ entries: [(key: String, source: String, translations: [String])], everyHashCollides: Bool
    ) -> [String] {
        var index = CopiedTextIndex(everyHashCollides: everyHashCollides)
        var found: [String] = []
        for entry in entries {
            index.begin(key: entry.key)
            index.addSource(entry.source)
            for (slot, translation) in entry.translations.enumerated() {
                index.offer(translation, slot: slot + 1, line: 1)
            }
            index.end(kept: false)
            for match in index.takeFound() {
                found.append("\(index.key(match.entry)) = \(index.key(match.otherEntry)): \(match.text)")
            }
        }
        return found
    }

    private static let entries: [(key: String, source: String, translations: [String])] = [
        ("first", "Open the file", ["Datei öffnen", "Save the file"]),
        ("second", "Save the file", ["Datei sichern", "Open the file"]),
        ("third", "Close the window", ["Fenster schließen", "Open the files"]),
        ("fourth", "Close the windows", ["Close the window", "Fenster schließen"]),
    ]

    @Test("A translation matches another key's source before or after it, by its bytes")
    func matchesEqualTexts() {
        let expected = [
            "second = first: Open the file",
            "first = second: Save the file",
            "fourth = third: Close the window",
        ]
        #expect(Self.matches(Self.entries, everyHashCollides: false) == expected)
    }

    @Test("Texts that only share a hash never match: with every hash the same, the same findings")
    func hashesAloneNeverMatch() {
        let expected = [
            "second = first: Open the file",
            "first = second: Save the file",
            "fourth = third: Close the window",
        ]
        #expect(Self.matches(Self.entries, everyHashCollides: true) == expected)
    }

    @Test("A translation equal to its own source, or an empty one, is no copy; the first key with a source is named")
    func ownSourceAndFirstKey() {
        let entries: [(key: String, source: String, translations: [String])] = [
            ("a", "Done", ["Fertig"]),
            ("b", "Done", ["Done", ""]),
            ("c", "Later", ["Done"]),
        ]
        for collide in [false, true] {
            #expect(Self.matches(entries, everyHashCollides: collide) == ["c = a: Done"])
        }
    }

    @Test("Keys and texts beyond ASCII and longer than a word of the hash are kept whole")
    func longAndNonASCIITexts() {
        let long = String(repeating: "Ein sehr langer Satz mit Ümlauten, ", count: 4)
        let entries: [(key: String, source: String, translations: [String])] = [
            ("einstellungen.allgemein.überschrift", long, ["Long"]),
            ("einstellungen.allgemein.untertitel", long + ".", [long]),
        ]
        #expect(
            Self.matches(entries, everyHashCollides: true) == [
                "einstellungen.allgemein.untertitel = einstellungen.allgemein.überschrift: \(long)"
            ])
    }
}
