@_spi(StandardButtons) import LocalizeKit

/// A table of button titles: a `LocalizationBundle` and the table in it that holds
/// them. The built-in catalog is one; an app's overrides are others, consulted key
/// by key before it (see ``ButtonTitleResolver``).
///
/// ```swift
/// // The app's own .lproj folders or String Catalog, table Localizable:
/// let app = try ButtonTitleSource(bundle: LocalizationBundle(directory: resources))
/// // Titles written in code, language → key → title:
/// let inCode = ButtonTitleSource(titles: ["de": ["Button.Delete": "Entfernen"]])
/// ```
public struct ButtonTitleSource: Sendable {
    /// The bundle the titles are looked up in.
    public let bundle: LocalizationBundle
    /// The table holding the titles.
    public let table: String

    /// The titles of `table` in `bundle` (by default the bundle's default table, `Localizable`).
    public init(bundle: LocalizationBundle, table: String? = nil) {
        self.bundle = bundle
        self.table = table ?? bundle.options.defaultTable
    }

    /// Titles given in code: localization → key → text; counted titles as
    /// localization → key → plural forms, selected with the count as `%lld`.
    ///
    /// ```swift
    /// ButtonTitleSource(
    ///     titles: ["en": ["Button.Delete": "Remove"], "de": ["Button.Delete": "Entfernen"]],
    ///     countedTitles: ["de": ["Button.Delete.Count": [.one: "%lld Objekt entfernen", .other: "%lld Objekte entfernen"]]])
    /// ```
    public init(
        titles: [String: [String: String]], countedTitles: [String: [String: [PluralCategory: String]]] = [:],
        developmentLocalization: String = "en"
    ) {
        var values = titles.mapValues { $0.mapValues { LocalizedValue.text($0) } }
        for (localization, keys) in countedTitles {
            for (key, forms) in keys { values[localization, default: [:]][key] = Self.countedValue(forms) }
        }
        self.init(values: values, developmentLocalization: developmentLocalization)
    }

    /// A counted title's plural forms as a lookup value: `%#@items@`, the count as `%lld`.
    static func countedValue(_ forms: [PluralCategory: String]) -> LocalizedValue {
        .plural(PluralFormat(format: "%#@items@", variables: ["items": PluralVariable(valueType: "lld", forms: forms)]))
    }

    /// Values given in code, plural rules included: localization → key → value.
    public init(values: [String: [String: LocalizedValue]], developmentLocalization: String = "en") {
        let table = "Titles"
        self.init(
            bundle: LocalizationBundle(
                tables: values.mapValues { [table: LocalizationTable($0)] },
                developmentLocalization: developmentLocalization),
            table: table)
    }

    /// The titles of a String Catalog (an app's `Localizable.xcstrings`), with its
    /// source language as development localization.
    public init(catalog: StringCatalog, table: String = "Localizable") {
        let bytes = XCStringsWriter.write(catalog)
        self.init(
            bundle: LocalizationBundle(
                files: [table + ".xcstrings": bytes], developmentLocalization: catalog.sourceLanguage,
                options: .init(defaultTable: table)),
            table: table)
    }

    /// The built-in titles (``StandardButtonsCatalog/bundle``, table `StandardButtons`).
    public static var builtIn: ButtonTitleSource {
        ButtonTitleSource(bundle: StandardButtonsCatalog.bundle, table: StandardButtonsCatalog.tableName)
    }

    /// The localizations the source has, as it spells them.
    public var localizations: [String] { bundle.localizations }

    /// A text a source has for a key: the key it was found under, the text and the localization.
    struct Found {
        let key: String
        let value: String
        let localization: String
    }

    /// The text of a key for the preferences, when the source has the key in some
    /// localization (a malformed table counts as lacking it): `bundle.lookup`'s
    /// `.found` answer, without building its explanation.
    func found(_ key: String, preferredLanguages: [String]) -> Found? {
        guard
            let (text, localization) = bundle.foundText(
                forKey: key, table: table, preferredLanguages: preferredLanguages)
        else { return nil }
        return Found(key: key, value: text, localization: localization)
    }
}
