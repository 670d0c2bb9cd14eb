import LocalizeKit
import StandardButtons

extension MenuResolver {
    /// A resolver taking titles from the built-in catalog, for the user's preferred
    /// languages (most preferred first; by default the system's), with the platforms'
    /// language fallback.
    ///
    /// ```swift
    /// MenuResolver(preferredLanguages: ["ja"]).title(.standard(.copy))   // "コピー"
    /// ```
    public init(preferredLanguages: [String] = SystemLanguages.preferred, cache: AsyncCache = .shared) {
        self.init(cache: cache) { type, count in
            if let count {
                type.title(count: count, preferredLanguages: preferredLanguages)
            } else {
                type.title(preferredLanguages: preferredLanguages)
            }
        }
    }
}
