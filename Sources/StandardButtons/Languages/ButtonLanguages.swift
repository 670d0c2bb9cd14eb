import LocalizeKit

/// Which languages button titles are shown in when a call names none.
///
/// On Apple platforms the default follows the app (``AppLocalizations/main``): an
/// English-only app shows English buttons on a German device. Elsewhere, and in
/// command-line tools (which have no app bundle), it is the system's list of
/// preferred languages.
///
/// ```swift
/// StandardButtonsCatalog.configure { $0.languages = .fixed(["de"]) }
/// StandardType.delete.title()   // "Löschen"
/// ```
public enum ButtonLanguages: Hashable, Sendable {
    /// The app's localization, negotiated against the user's languages.
    case app(AppLocalizations)
    /// The user's preferred languages as the system lists them (`SystemLanguages.preferred`).
    case system
    /// These languages, most preferred first.
    case fixed([String])

    /// The app's localization on Apple platforms when the process is an app, else the system's languages.
    public static var automatic: ButtonLanguages {
        #if canImport(ObjectiveC)
            if let app = AppLocalizations.main { return .app(app) }
        #endif
        return .system
    }

    /// The languages to look titles up in, most preferred first.
    ///
    /// - Parameters:
    ///   - environmentLocale: a locale a view runs in (SwiftUI's `\.locale`), put
    ///     before the user's languages when negotiating for an app; ignored by
    ///     `.system` and `.fixed`.
    ///   - systemLanguages: the user's preferred languages.
    public func preferredLanguages(
        environmentLocale: String? = nil, systemLanguages: [String] = SystemLanguages.preferred
    ) -> [String] {
        switch self {
        case .app(let app):
            return app.preferredLanguages(for: (environmentLocale.map { [$0] } ?? []) + systemLanguages)
        case .system:
            return systemLanguages
        case .fixed(let languages):
            return languages
        }
    }
}
