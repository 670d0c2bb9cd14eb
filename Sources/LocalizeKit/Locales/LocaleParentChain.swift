/// The chain of parents a localization falls back through on Apple platforms.
///
/// Apple's bundles do not follow CLDR's parents alone: Apple has its own
/// (`en-AU` → `en-GB`, `en-NZ` → `en-AU`, `en-IN` → `en-GB`, `zh-HK` →
/// `zh-Hant` → `zh-TW`), then CLDR's (`en-GB` → `en-001`, `es-MX` → `es-419`,
/// `pt-AO` → `pt-PT`, `nb` → `no`, `sr-Latn` → root), then truncation
/// (`de-CH` → `de`). The chain starts from the locale Apple's negotiation
/// compares (`zh-HK` is read as `zh-Hant-HK`) and is the one
/// `LanguageNegotiator`, `LocalizationBundle` and `RegionalFallback` use.
///
/// ```swift
/// LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "en-NZ")).map(\.bcp47)
/// // ["en-NZ", "en-AU", "en-GB", "en-001", "en"]
/// LocaleParentChain.chain(for: try LocaleIdentifier(parsing: "zh-HK")).map(\.bcp47)
/// // ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW"]
/// ```
///
/// Source: `ualoc_getParent` and `LocaleIDInfo::calcParentChain` in
/// `icu/icu4c/source/common/ualoc.cpp` of Apple's open-source ICU
/// (github.com/apple-oss-distributions/ICU, tag ICU-76142.2); the tables are in
/// `LocaleParentTable`.
public enum LocaleParentChain {
    /// The most entries Apple's chain holds (`kMaxParentChainLength` less its terminator).
    static let maximumLength = 9

    /// The locale followed by its parents, most specific first; the root locale
    /// is not included. After the locale itself comes its normalized form when
    /// that differs (`zh-HK` → `zh-Hant-HK`), then that form's parents; no entry
    /// appears twice.
    public static func chain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var result = [locale]
        let base = locale.withoutExtensions
        for step in walk(from: LocaleNormalization.normalized(base)) where !result.contains(step) {
            result.append(step)
        }
        return result
    }

    /// The parent of a locale, or `nil` when its parent is the root locale:
    /// the locale without its extensions or last variant if it has them, else
    /// Apple's or CLDR's parent, else the locale without its region (or, lacking
    /// one, its script).
    public static func parent(of locale: LocaleIdentifier) -> LocaleIdentifier? {
        if locale.extensions != nil { return locale.withoutExtensions }
        if !locale.variants.isEmpty {
            return LocaleIdentifier(
                language: locale.language, script: locale.script, region: locale.region,
                variants: Array(locale.variants.dropLast()))
        }
        if let parent = LocaleParentTable.parent(of: locale.icuIdentifier) {
            return parent == LocaleParentTable.root ? nil : LocaleNormalization.parsed(parent)
        }
        if locale.region != nil { return LocaleIdentifier(language: locale.language, script: locale.script) }
        if locale.script != nil { return locale.languageOnly }
        return nil
    }

    /// A locale and its parents, as Apple's negotiation walks them (no normalization);
    /// at most `maximumLength` entries, stopping at a repeat.
    static func walk(from start: LocaleIdentifier) -> [LocaleIdentifier] {
        var result = [start]
        var current = start
        while result.count < maximumLength, let next = parent(of: current), !result.contains(next) {
            result.append(next)
            current = next
        }
        return result
    }
}
