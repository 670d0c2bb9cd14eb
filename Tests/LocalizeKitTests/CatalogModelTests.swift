import LocalizeKit
import Testing

@Suite("Catalog model")
struct CatalogModelTests {
    @Test("CatalogMap keeps order and duplicates; lookup finds the first occurrence")
    func mapBasics() {
        var map = CatalogMap<Int>([("b", 1), ("a", 2), ("b", 3)])
        #expect(map.keys == ["b", "a", "b"])
        #expect(map.values == [1, 2, 3])
        #expect(map["b"] == 1)
        #expect(map.index(forKey: "a") == 1)
        #expect(map.duplicateKeys == ["b"])
        map["b"] = 10
        #expect(map.values == [10, 2, 3])
        map["c"] = 4
        #expect(map.keys == ["b", "a", "b", "c"])
        #expect(map.removeValue(forKey: "b") == 10)
        #expect(map.keys == ["a", "c"])
        map["a"] = nil
        #expect(map.keys == ["c"])
        map[valueAt: 0] += 1
        #expect(map["c"] == 5)
    }

    @Test("large maps look keys up through an index that follows every change")
    func mapIndex() {
        var map = CatalogMap<Int>((0..<200).map { ("key \($0)", $0) })
        #expect(map["key 150"] == 150)
        map.append(key: "key 150", value: -1)
        #expect(map["key 150"] == 150)
        map.remove(at: 0)
        #expect(map["key 1"] == 1)
        #expect(map.index(forKey: "key 1") == 0)
        map["new"] = 7
        #expect(map["new"] == 7)
        #expect(map.index(forKey: "new") == 200)
        map.removeValue(forKey: "key 150")
        #expect(map["key 150"] == nil)
        #expect(map["key 151"] == 151)
        map.sortByKey()
        #expect(map.keys.prefix(3) == ["key 1", "key 2", "key 3"])
        #expect(map["key 199"] == 199)
        #expect(map.index(forKey: "new") == map.count - 1)
    }

    @Test("sorting by key uses Xcode's order and keeps equal keys in their order")
    func mapSort() {
        var map: CatalogMap<Int> = ["b": 1, "A": 2, "a10": 3, "a2": 4, "b": 5]
        map.sortByKey()
        #expect(map.keys == ["A", "a2", "a10", "b", "b"])
        #expect(map.values == [2, 4, 3, 1, 5])
    }

    @Test("an empty map is equal to another only if both are present or both absent")
    func mapPresence() {
        var present = CatalogMap<Int>()
        present.isPresentWhenEmpty = true
        #expect(present != CatalogMap<Int>())
        var other = CatalogMap<Int>()
        other.isPresentWhenEmpty = true
        #expect(present == other)
        present["a"] = 1
        var absent = CatalogMap<Int>()
        absent["a"] = 1
        #expect(present == absent)
    }

    @Test("equality ignores source lines")
    func sourceLinesIgnored() {
        var first = CatalogLocalization("Hallo")
        first.sourceLine = 3
        let second = CatalogLocalization("Hallo")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        var entry = CatalogEntry(localizations: ["de": first])
        entry.sourceLine = 10
        #expect(entry == CatalogEntry(localizations: ["de": second]))
        #expect(entry.sourceLine == 10)
    }

    @Test("localizations are values: changing a copy leaves the original alone")
    func copyOnWrite() {
        var original = CatalogLocalization("%#@n@")
        original.substitutions["n"] = CatalogSubstitution(argNum: 1)
        var copy = original
        copy.substitutions["n"]?.argNum = 2
        copy.stringSet = CatalogStringSet(values: ["x"])
        #expect(original.substitutions["n"]?.argNum == 1)
        #expect(original.stringSet == nil)
        #expect(copy.substitutions["n"]?.argNum == 2)
        copy.stringSet = nil
        copy.substitutions = CatalogMap()
        #expect(copy == CatalogLocalization("%#@n@"))
    }

    @Test("variations by selector, with plural categories")
    func variations() {
        var variations = CatalogVariations(plural: ["one": CatalogLocalization("a"), "other": CatalogLocalization("b")])
        #expect(variations.selectors.keys == ["plural"])
        variations.device = ["mac": CatalogLocalization("c")]
        #expect(variations.selectors.keys == ["plural", "device"])
        variations.plural?[.few] = CatalogLocalization("d")
        #expect(variations.plural?.keys == ["one", "other", "few"])
        #expect(variations.plural?[.few]?.stringUnit?.value == "d")
        variations.plural = nil
        #expect(variations.selectors.keys == ["device"])
    }

    @Test("states keep any value, known or not")
    func states() {
        #expect(TranslationState.needsReview.rawValue == "needs_review")
        #expect(TranslationState(rawValue: "reviewed") != .translated)
        #expect(ExtractionState.extractedWithValue.rawValue == "extracted_with_value")
        let state: ExtractionState = "migrated"
        #expect(state == .migrated)
    }
}
