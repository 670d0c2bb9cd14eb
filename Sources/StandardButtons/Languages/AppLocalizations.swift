import LocalizeKit

/// The localizations an app ships, and the choice Apple platforms make from them:
/// frameworks show their texts in the app's language, not in the first of the
/// user's languages, so that an English-only app on a German device says "Delete"
/// beside its own English texts, not "Löschen".
///
/// The app's localizations are negotiated against the user's languages as
/// `Bundle.main.preferredLocalizations` does; an app that sets
/// `CFBundleAllowMixedLocalizations` in its Info.plist lets frameworks follow the
/// user's languages instead.
///
/// ```swift
/// let app = AppLocalizations(localizations: ["en", "fr"], developmentLocalization: "en")
/// app.preferredLanguages(for: ["de-DE", "fr-FR"])   // ["fr"]
/// app.preferredLanguages(for: ["de-DE"])            // ["en"]
/// AppLocalizations.main                             // the running app's, on Apple platforms
/// ```
public struct AppLocalizations: Hashable, Sendable {
    /// The app's localizations as its bundle spells them (`en`, `pt-BR`, `Base`…).
    public var localizations: [String]
    /// The localization used when none matches (`CFBundleDevelopmentRegion`).
    public var developmentLocalization: String
    /// Whether the app lets frameworks choose their own language (`CFBundleAllowMixedLocalizations`).
    public var allowsMixedLocalizations: Bool

    /// The localizations of an app.
    public init(localizations: [String], developmentLocalization: String, allowsMixedLocalizations: Bool = false) {
        self.localizations = localizations
        self.developmentLocalization = developmentLocalization
        self.allowsMixedLocalizations = allowsMixedLocalizations
    }

    /// The languages button titles are looked up in for a user's languages: the app's
    /// negotiated localizations, best first (or the user's own languages when the app
    /// allows mixed localizations). An app with no localization but `Base` runs in its
    /// development localization.
    public func preferredLanguages(for userLanguages: [String]) -> [String] {
        if allowsMixedLocalizations { return userLanguages }
        let available = localizations.filter { $0 != "Base" }
        guard !available.isEmpty else { return [developmentLocalization] }
        return LanguageNegotiator.preferredLocalizations(
            from: available, forPreferences: userLanguages, development: developmentLocalization)
    }

    /// Whether an Info.plist value means true, as Core Foundation reads Boolean keys:
    /// a Boolean, a number other than 0, or the string `true` or `YES` in any case.
    public static func isTrue(infoPlistValue value: Any?) -> Bool {
        switch value {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let text as String: text.lowercased() == "true" || text.lowercased() == "yes"
        default: false
        }
    }
}
