import Testing

@testable import LocalizeKit

/// The shortcuts of key ordering (lowercase letters compared as bytes, sorted key lists
/// remembered by the writer) against the collation they stand in for, on the same keys.
@Suite("CatalogKeyOrder shortcuts")
struct KeyOrderShortcutTests {
    /// Keys of lowercase letters alone, as plural, device and language maps hold them, with prefixes.
    static let lowercaseKeys = [
        "", "a", "b", "z", "zero", "one", "two", "few", "many", "other", "iphone", "ipad", "ipod", "mac",
        "applewatch", "appletv", "applevision", "de", "en", "fr", "fil", "zh", "oneb", "on", "o", "aa", "ab",
        "ba", "zz", "abc", "abcd", "abd",
    ]

    /// The sign of a comparison.
    static func sign(_ value: Int) -> Int { value < 0 ? -1 : value > 0 ? 1 : 0 }

    static func collatedSign(_ left: String, _ right: String) -> Int {
        var left = left
        var right = right
        return left.withUTF8 { left in right.withUTF8 { right in sign(CatalogKeyOrder.collatedCompare(left, right)) } }
    }

    @Test("lowercase letters compare as the collator orders them", arguments: lowercaseKeys)
    func lowercaseShortcut(left: String) {
        for right in Self.lowercaseKeys {
            let order = Self.sign(CatalogKeyOrder.compare(left, right))
            #expect(order == Self.collatedSign(left, right), "\(left) \(right)")
        }
    }

    @Test("keys with other characters still collate", arguments: [("a", "B"), ("a2", "a10"), ("e", "é"), ("x", "X")])
    func otherKeysCollate(first: String, second: String) {
        #expect(CatalogKeyOrder.compare(first, second) < 0)
        #expect(Self.collatedSign(first, second) < 0)
    }

    @Test("a remembered list tells what CatalogKeyOrder.isSorted tells, however often it is asked")
    func rememberedLists() {
        let memo = SortedKeyLists()
        let lists: [[String]] = [
            ["de", "en", "fr", "pt-BR", "pt-PT", "zh-Hans"], ["one", "other"], ["few", "many", "one", "other"],
            ["other", "one"], ["en", "de"], ["a2", "a10"], ["a10", "a2"], ["x"], [],
        ]
        for _ in 0..<3 {
            for list in lists {
                #expect(memo.isSorted(list) == CatalogKeyOrder.isSorted(list), "\(list)")
            }
        }
        // More sorted lists than are kept, then the first again.
        for count in 2..<(SortedKeyLists.capacity + 4) {
            let list = (0..<count).map { "k\($0 + 10)" }
            #expect(memo.isSorted(list))
        }
        #expect(memo.isSorted(lists[0]))
        #expect(!memo.isSorted(lists[3]))
    }

    @Test("lists are the same only when their keys have the same bytes, not merely equal strings")
    func sameBytes() {
        let composed = "\u{E9}t\u{E9}"
        let decomposed = "e\u{301}te\u{301}"
        #expect(composed == decomposed)
        #expect(!SortedKeyLists.holdSameBytes([composed, "z"], [decomposed, "z"]))
        let copied = String(decoding: Array(composed.utf8), as: UTF8.self)
        #expect(SortedKeyLists.holdSameBytes([composed, "z"], [copied, "z"]))
        let long = String(repeating: "settings.", count: 4)
        #expect(SortedKeyLists.holdSameBytes([long], [String(decoding: Array(long.utf8), as: UTF8.self)]))
        #expect(!SortedKeyLists.holdSameBytes(["a"], ["a", "b"]))
    }
}
