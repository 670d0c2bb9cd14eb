#if canImport(FoundationEssentials)
    // Linux: FoundationEssentials has no preferred languages (and full Foundation
    // would bring its own ICU): the POSIX environment is read instead.
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
#elseif canImport(Darwin)
    import Foundation
#endif

/// The user's preferred languages as the system states them.
///
/// On Apple platforms: `Locale.preferredLanguages`. Elsewhere: the POSIX
/// environment, `LANGUAGE` (a colon-separated list) first, then `LC_ALL`,
/// `LC_MESSAGES` and `LANG`; `C` and `POSIX` mean English.
///
/// ```swift
/// // LANGUAGE=de_CH:fr  →  ["de-CH", "fr"]
/// SystemLanguages.preferred
/// ```
public enum SystemLanguages {
    /// The preferred languages, most preferred first; never empty.
    public static var preferred: [String] {
        #if !canImport(FoundationEssentials) && canImport(Darwin)
            let languages = Locale.preferredLanguages
            return languages.isEmpty ? ["en"] : languages
        #else
            return fromEnvironment { name in getenv(name).map { String(cString: $0) } }
        #endif
    }

    /// The preferred languages read from POSIX locale variables through `lookup`.
    public static func fromEnvironment(_ lookup: (String) -> String?) -> [String] {
        var result: [String] = []
        func add(_ value: String) {
            // "de_DE.UTF-8@euro" → "de-DE"
            let name = value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? value
            let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
            guard !base.isEmpty else { return }
            let tag = (base == "C" || base == "POSIX") ? "en" : base
            guard let id = try? LocaleIdentifier(parsing: tag), !result.contains(id.bcp47) else { return }
            result.append(id.bcp47)
        }
        if let list = lookup("LANGUAGE"), !list.isEmpty {
            for item in list.split(separator: ":") { add(String(item)) }
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = lookup(variable), !value.isEmpty {
                add(value)
                break
            }
        }
        return result.isEmpty ? ["en"] : result
    }
}
