import Testing

@testable import LocalizeKit

@Suite("HashedKeys, a resolved table's keys gathered once")
struct HashedKeysTests {
    @Test("Each key is kept once, at its first occurrence, in order")
    func firstOccurrenceWins() {
        var keys = HashedKeys(expected: 2, seed: 42)
        // Inserted outside #expect, which cannot mutate.
        let added = [
            "b", "a", "b", "", "", "Ünïcödé.Schlüssel.mit.vielen.Zeichen", "Ünïcödé.Schlüssel.mit.vielen.Zeichen",
        ]
        .map { keys.insert($0) }
        #expect(added == [true, true, false, true, false, true, false])
        #expect(keys.keys == ["b", "a", "", "Ünïcödé.Schlüssel.mit.vielen.Zeichen"])
    }

    @Test("Keys are told apart by their bytes, as a lookup finds them: precomposed and decomposed é are two keys")
    func bytesDecide() {
        var keys = HashedKeys(expected: 2, seed: 3)
        let added = ["Caf\u{E9}", "Cafe\u{301}", "Caf\u{E9}"].map { keys.insert($0) }
        #expect(added == [true, true, false])
        #expect(keys.keys.map { Array($0.utf8) } == [Array("Caf\u{E9}".utf8), Array("Cafe\u{301}".utf8)])
    }

    @Test("It grows past the expected count; the hashes are the lookup's, so the map built finds every key")
    func growsAndBuilds() {
        var keys = HashedKeys(expected: 10, seed: 7)
        for round in 0..<2 {
            for index in 0..<5_000 {
                let inserted = keys.insert("settings.section.\(index).title")
                #expect(inserted == (round == 0))
            }
        }
        #expect(keys.keys.count == 5_000)
        for (key, hash) in zip(keys.keys, keys.hashes) { #expect(hash == KeyHash.hash(key, seed: 7)) }
        let texts = KeyedTexts(keys, texts: keys.keys.map { "text of " + $0 })
        for (index, key) in keys.keys.enumerated() {
            #expect(texts.index(of: key) == index)
            #expect(texts[key] == "text of " + key)
        }
        #expect(texts["settings.section.5000.title"] == nil)
    }
}
