import LocalizeKit
import StandardButtons

extension MenuResolver {
    /// A resolver taking titles through `StandardButtonsCatalog.resolver` (the app's
    /// overrides, then the built-in catalog) for the preferred languages, most preferred
    /// first; by default the ones that resolver chooses (on Apple platforms, the app's
    /// localization), with the platforms' language fallback.
    ///
    /// ```swift
    /// MenuResolver(preferredLanguages: ["ja"]).title(.standard(.copy))   // "コピー"
    /// MenuResolver().title(.standard(.copy))                            // in the app's language
    /// ```
    ///
    /// Titles that name the app ("About %@", "Quit %@") get `appName`, by default
    /// `StandardButtonsCatalog.resolver`'s (`AppName.current` unless the app sets one).
    public init(preferredLanguages: [String]? = nil, appName: String? = nil, cache: AsyncCache = .shared) {
        self.init(
            cache: cache,
            keys: { key in StandardButtonsCatalog.resolver.title(forKey: key, preferredLanguages: preferredLanguages) }
        ) { type, count in
            if let count {
                type.title(count: count, preferredLanguages: preferredLanguages)
            } else if let appName {
                type.title(appName: appName, preferredLanguages: preferredLanguages)
            } else {
                type.title(preferredLanguages: preferredLanguages)
            }
        }
    }
}
