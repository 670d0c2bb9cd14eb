import LocalizeKit

/// The built-in translations of the standard buttons, and the one place an app
/// configures titles: its overrides and the languages buttons are shown in.
///
/// The built-in titles are a `LocalizationBundle` over the package's
/// `Resources/<lang>.lproj/StandardButtons.strings` and `.stringsdict` files,
/// compiled into the binary (from a generated source) so that they go wherever it goes.
///
/// ```swift
/// StandardButtonsCatalog.localizations.contains("zh-Hant")   // true
/// StandardButtonsCatalog.bundle.localizedString(
///     forKey: "Button.Add", table: StandardButtonsCatalog.tableName, preferredLanguages: ["fr"])   // "Ajouter"
///
/// // At launch: the app's own titles win, key by key, over the built-in ones.
/// StandardButtonsCatalog.configure { titles in
///     titles.overrides = [ButtonTitleSource(bundle: appBundle, table: "Buttons")]
/// }
/// StandardType.delete.title()   // the app's "Delete" where it has one, else the built-in title
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

    // MARK: Configuration

    /// The resolver behind every title that names no other: `StandardType.title()`,
    /// counted titles, hints, the SwiftUI, UIKit and AppKit adapters and the menus.
    /// Reading and setting it are thread-safe; to change part of it, use ``configure(_:)``,
    /// which does it in one step.
    public static var resolver: ButtonTitleResolver {
        get { configured.withLock { $0 } }
        set { configured.withLock { $0 = newValue } }
    }

    /// Changes the shared resolver in one thread-safe step (`change` must not read
    /// ``resolver`` itself: it runs under the lock).
    ///
    /// ```swift
    /// StandardButtonsCatalog.configure { $0.overrides.append(ButtonTitleSource(catalog: appCatalog)) }
    /// ```
    public static func configure(_ change: (inout ButtonTitleResolver) -> Void) {
        configured.withLock { change(&$0) }
    }

    private static let configured = SharedValue(ButtonTitleResolver())
}
