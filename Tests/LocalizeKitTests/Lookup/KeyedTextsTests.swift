import Testing

@testable import LocalizeKit

@Suite("KeyedTexts, the lookup's hash map")
struct KeyedTextsTests {
    @Test("Finds every key and nothing else")
    func findsKeys() {
        var pairs: [String: String] = [:]
        for index in 0..<1_000 { pairs["Button.Key\(index)"] = "value \(index)" }
        pairs[""] = "empty"
        pairs["ä"] = "short"
        pairs["Ünïcödé.Schlüssel.mit.vielen.Zeichen"] = "long"
        let texts = KeyedTexts(pairs)
        #expect(texts.count == pairs.count)
        for (key, value) in pairs { #expect(texts[key] == value) }
        #expect(texts["Button.Key1000"] == nil)
        #expect(texts["Button.Key"] == nil)
        #expect(texts["button.key1"] == nil)
    }

    @Test("Keys that share length, head and tail (so their hashes collide) stay apart")
    func collidingKeys() {
        let pairs = [
            "Button.Aaaaa.Title": "A", "Button.Bbbbb.Title": "B", "Button.Ccccc.Title": "C",
            "Button.Ddddd.Title": "D",
        ]
        let texts = KeyedTexts(pairs)
        for (key, value) in pairs { #expect(texts[key] == value) }
        #expect(texts["Button.Eeeee.Title"] == nil)
    }

    @Test("An empty map finds nothing")
    func empty() {
        let texts = KeyedTexts([:])
        #expect(texts.count == 0)
        #expect(texts["anything"] == nil)
        #expect(texts[""] == nil)
    }
}
