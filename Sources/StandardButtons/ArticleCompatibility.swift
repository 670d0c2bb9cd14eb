/// Where the catalog differs from the `Button.StandardType` article it grew from
/// ("An easier way to create standard buttons types in SwiftUI"), so that an app
/// that followed the article finds its titles.
///
/// Title keys follow one rule here, `Button.` and the identifier capitalized, so the
/// article's `Button.OK` is `Button.Ok`, and its `Button.AddToFavorites` and
/// `Button.RemoveFromFavorites` are `Button.AddFavorite` and `Button.RemoveFavorite`.
/// Lookups accept the article's keys as aliases: ``StandardType/init(titleKey:)``,
/// ``ButtonTitleResolver/title(forKey:preferredLanguages:)``, and overrides, whose
/// catalogs may hold either spelling.
///
/// Four symbols differ on purpose: Add to Favorites is `star` (the article's
/// `star.circle`) and its removal `star.slash` (not `star.circle.fill`, which reads as
/// "is a favorite"); Paste is `doc.on.clipboard`, the symbol of the system's Paste
/// command (not `clipboard`); Deselect is `circle`, an empty selection mark (not
/// `checkmark.circle.fill`, which shows a selected item).
///
/// ```swift
/// ArticleCompatibility.keyAliases["Button.OK"]   // "Button.Ok"
/// StandardType(titleKey: "Button.OK") == .ok     // true
/// ```
public enum ArticleCompatibility {
    /// The article's title keys that differ from the catalog's: article key → catalog key.
    public static let keyAliases: [String: String] = [
        "Button.OK": "Button.Ok",
        "Button.AddToFavorites": "Button.AddFavorite",
        "Button.RemoveFromFavorites": "Button.RemoveFavorite",
    ]

    /// The article's symbols that differ from the catalog's: type identifier → article symbol.
    public static let articleSymbols: [String: String] = [
        "addFavorite": "star.circle",
        "removeFavorite": "star.circle.fill",
        "paste": "clipboard",
        "deselect": "checkmark.circle.fill",
    ]

    /// The catalog's key for a key that may be the article's.
    static func canonicalKey(for key: String) -> String {
        keyAliases[key] ?? key
    }

    /// The keys to look up for a key, the catalog's first, then the article's spellings of it.
    static func lookupKeys(for key: String) -> [String] {
        let canonical = canonicalKey(for: key)
        return [canonical] + aliasesByKey[canonical, default: []]
    }

    private static let aliasesByKey: [String: [String]] = Dictionary(
        grouping: keyAliases.keys.sorted(), by: { keyAliases[$0] ?? $0 })
}
