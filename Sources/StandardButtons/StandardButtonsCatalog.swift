import LocalizeKit

/// The built-in translations of the standard buttons: a `LocalizationBundle`
/// over the package's `Resources/<lang>.lproj/StandardButtons.strings` and
/// `.stringsdict` files, embedded in the binary at build time so that they go
/// wherever the binary goes.
///
/// ```swift
/// StandardButtonsCatalog.localizations.count   // 42
/// StandardButtonsCatalog.bundle.localizedString(
///     forKey: "Button.Add", table: StandardButtonsCatalog.tableName, preferredLanguages: ["fr"])   // "Ajouter"
/// ```
public enum StandardButtonsCatalog {
    /// The table holding the titles.
    public static let tableName = "StandardButtons"

    /// The bundle of built-in translations (development localization `en`).
    public static let bundle: LocalizationBundle = {
        var files: [String: [UInt8]] = [:]
        for (path, text) in EmbeddedResources.files { files[path] = Array(text.utf8) }
        return LocalizationBundle(
            files: files, developmentLocalization: "en", preferredLanguages: SystemLanguages.preferred,
            options: .init(defaultTable: tableName))
    }()

    /// The localizations the catalog ships, as folder names (`en-GB`, `zh-Hant`).
    public static var localizations: [String] { bundle.localizations }

    /// The embedded resource files by path (`de.lproj/StandardButtons.strings`), for export.
    public static var resourceFiles: [String: String] { EmbeddedResources.files }
}
