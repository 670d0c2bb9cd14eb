internal import CICU

/// CLDR's locale inheritance: the chain of parents a locale falls back through.
///
/// Unlike `uloc_getParent`, which only truncates, this follows CLDR's parent
/// locales (ICU's `%%Parent` resources) and never crosses a script boundary:
///
/// ```swift
/// LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "en-AU")).map(\.bcp47)
/// // ["en-AU", "en-001", "en"]
/// LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "zh-HK")).map(\.bcp47)
/// // ["zh-HK", "zh-Hant-HK", "zh-Hant"]
/// ```
public enum LocaleParentChain {
    /// The locale followed by its parents, most specific first; the root locale is not included.
    public static func chain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var result = [locale]
        var current = locale
        // CLDR chains are short; the bound guards against a cycle in unexpected data.
        while result.count < 8, let next = parent(of: current), !result.contains(next) {
            result.append(next)
            current = next
        }
        return result
    }

    /// The CLDR parent of a locale, or `nil` when its parent is the root locale.
    public static func parent(of locale: LocaleIdentifier) -> LocaleIdentifier? {
        if locale.extensions != nil {
            return LocaleIdentifier(
                language: locale.language, script: locale.script, region: locale.region, variants: locale.variants)
        }
        if !locale.variants.isEmpty {
            return LocaleIdentifier(
                language: locale.language, script: locale.script, region: locale.region,
                variants: Array(locale.variants.dropLast()))
        }
        switch explicitParent(of: locale) {
        case .root: return nil
        case .locale(let parent): return parent
        case .none: break
        }
        let languageScript = defaultScript(of: locale.language)
        if let region = locale.region {
            if locale.script == nil, let regionScript = locale.maximized().script, regionScript != languageScript {
                // zh-HK is written in Hant, not in zh's default Hans: go through zh-Hant-HK.
                return LocaleIdentifier(language: locale.language, script: regionScript, region: region)
            }
            return LocaleIdentifier(language: locale.language, script: locale.script)
        }
        if let script = locale.script {
            // A script other than the language's default never falls back to the bare language.
            return script == languageScript ? locale.languageOnly : nil
        }
        return nil
    }

    private enum ExplicitParent {
        case root
        case locale(LocaleIdentifier)
    }

    /// The `%%Parent` resource of the locale's own ICU data file, if it has one.
    private static func explicitParent(of locale: LocaleIdentifier) -> ExplicitParent? {
        var status = U_ZERO_ERROR
        guard let bundle = cicu_ures_openDirect(nil, locale.icuIdentifier, &status) else { return nil }
        defer { cicu_ures_close(bundle) }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        var length: Int32 = 0
        guard let chars = cicu_ures_getStringByKey(bundle, "%%Parent", &length, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        let name = String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF16.self)
        if name == "root" { return .root }
        guard let parent = try? LocaleIdentifier(parsing: name) else { return nil }
        return .locale(parent)
    }

    /// The script a bare language is written in by default (`zh` → `Hans`).
    private static func defaultScript(of language: String) -> String? {
        LocaleIdentifier(language: language).maximized().script
    }
}
