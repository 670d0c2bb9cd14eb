import Testing

@testable import StandardButtons

/// The `Button.StandardType` article's keys and symbols (seeds/002): an app that
/// followed it finds its titles.
@Suite("The article's keys and symbols")
struct ArticleCompatibilityTests {
    /// Every title key the article writes.
    static let articleKeys = [
        "Button.Add", "Button.AddFavorite", "Button.AddToFavorites", "Button.Call", "Button.Cancel", "Button.Copy",
        "Button.Deselect", "Button.Edit", "Button.Email", "Button.Delete", "Button.Done", "Button.OK", "Button.Paste",
        "Button.RemoveFavorite", "Button.RemoveFromFavorites", "Button.Select", "Button.Share",
    ]

    @Test("Each of the article's keys finds a built-in type and its title", arguments: articleKeys)
    func keys(key: String) throws {
        let type = try #require(StandardType(titleKey: key), "\(key)")
        let resolver = ButtonTitleResolver(languages: .fixed(["de"]))
        #expect(resolver.title(forKey: key) == type.title(preferredLanguages: ["de"]))
        #expect(resolver.lookup(key).origin == .catalog)
    }

    @Test("The keys that differ, and what they stand for")
    func aliases() {
        #expect(StandardType(titleKey: "Button.OK") == .ok)
        #expect(StandardType(titleKey: "Button.AddToFavorites") == .addFavorite)
        #expect(StandardType(titleKey: "Button.RemoveFromFavorites") == .removeFavorite)
        for (alias, key) in ArticleCompatibility.keyAliases {
            #expect(StandardType.allCases.contains { $0.titleKey == key }, "\(alias) → \(key)")
            #expect(!StandardType.allCases.contains { $0.titleKey == alias }, "\(alias) is a key itself")
        }
    }

    @Test("The symbols that differ are the four documented ones")
    func symbols() throws {
        // The article's symbol of each of its types (seeds/002).
        let article = [
            "add": "plus", "addFavorite": "star.circle", "cancel": "xmark", "call": "phone", "copy": "doc.on.doc",
            "delete": "trash", "deselect": "checkmark.circle.fill", "done": "checkmark", "edit": "pencil",
            "email": "envelope", "ok": "checkmark", "paste": "clipboard", "removeFavorite": "star.circle.fill",
            "select": "checkmark.circle", "share": "square.and.arrow.up",
        ]
        var differing: [String: String] = [:]
        for (identifier, symbol) in article {
            let type = try #require(StandardType(identifier: identifier))
            if type.symbolName != symbol { differing[identifier] = symbol }
        }
        #expect(differing == ArticleCompatibility.articleSymbols)
    }
}
