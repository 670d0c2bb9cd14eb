import LocalizeKit

extension StandardType {
    /// The title: the app's override where it has one, else the built-in title, in
    /// `preferredLanguages` (by default the languages ``StandardButtonsCatalog/resolver`` chooses).
    ///
    /// ```swift
    /// StandardType.cancel.title(preferredLanguages: ["ja"])   // "キャンセル"
    /// ```
    public func title(preferredLanguages: [String]? = nil) -> String {
        StandardButtonsCatalog.resolver.title(for: self, preferredLanguages: preferredLanguages)
    }

    /// The counted title ("Delete 3 Items") with the plural form the language needs
    /// for `count`; types without a counted title give their plain title.
    ///
    /// ```swift
    /// StandardType.delete.title(count: 5, preferredLanguages: ["ru"])   // "Удалить 5 объектов"
    /// ```
    public func title(count: Int, preferredLanguages: [String]? = nil) -> String {
        StandardButtonsCatalog.resolver.title(for: self, count: count, preferredLanguages: preferredLanguages)
    }

    /// The accessibility hint ("Shows more actions."), for types whose title is
    /// ambiguous out of context; `nil` for the others, and where no table has the hint.
    ///
    /// ```swift
    /// StandardType.add.accessibilityHint()    // nil
    /// ```
    public func accessibilityHint(preferredLanguages: [String]? = nil) -> String? {
        StandardButtonsCatalog.resolver.accessibilityHint(for: self, preferredLanguages: preferredLanguages)
    }

    /// The help text ("Copies the selection to the clipboard."): one sentence saying
    /// what the command does, which the adapters show as a tooltip (SwiftUI's `help(_:)`,
    /// AppKit's `toolTip`, UIKit's tool-tip interaction); `nil` where no table has it.
    ///
    /// ```swift
    /// StandardType.copy.helpText(preferredLanguages: ["en"])   // "Copies the selection to the clipboard."
    /// ```
    public func helpText(preferredLanguages: [String]? = nil) -> String? {
        StandardButtonsCatalog.resolver.helpText(for: self, preferredLanguages: preferredLanguages)
    }

    /// The title with `appName` for the app-name placeholder of titles such as "Quit %@"
    /// (other titles are as ``title(preferredLanguages:)`` gives them).
    ///
    /// ```swift
    /// StandardType.quit.title(appName: "Notes", preferredLanguages: ["de"])   // "Notes beenden"
    /// ```
    public func title(appName: String, preferredLanguages: [String]? = nil) -> String {
        var resolver = StandardButtonsCatalog.resolver
        resolver.appName = appName
        return resolver.title(for: self, preferredLanguages: preferredLanguages)
    }

    /// How the built-in title was resolved, for diagnostics: the chain searched and
    /// where the title was found (overrides aside; see ``ButtonTitleResolver/lookup(_:preferredLanguages:)``).
    public func titleLookup(preferredLanguages: [String]) throws -> LocalizationLookup {
        try StandardButtonsCatalog.bundle.lookup(
            titleKey, table: StandardButtonsCatalog.tableName, preferredLanguages: preferredLanguages)
    }
}
