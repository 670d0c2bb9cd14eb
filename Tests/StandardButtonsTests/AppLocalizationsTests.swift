import Testing

@testable import StandardButtons

@Suite("Languages of the titles")
struct AppLocalizationsTests {
    @Test("An English-only app on a German device shows English buttons")
    func englishOnlyApp() {
        let app = AppLocalizations(localizations: ["en"], developmentLocalization: "en")
        let languages = app.preferredLanguages(for: ["de-DE", "fr-FR"])
        #expect(languages == ["en"])
        #expect(StandardType.delete.title(preferredLanguages: languages) == "Delete")
    }

    @Test(
        "An app's titles follow its negotiated localization",
        arguments: [
            (["en", "de", "fr"], ["de-AT", "en"], ["de"]),
            (["en", "de", "fr"], ["ja", "fr-CA"], ["fr"]),
            (["en", "en-GB", "de"], ["en-AU"], ["en-GB", "en"]),
            (["Base", "en", "pt"], ["pt-PT"], ["pt"]),
            (["en", "zh-Hant"], ["zh-TW"], ["zh-Hant"]),
            (["Base"], ["de"], ["en"]),
            ([], ["de"], ["en"]),
        ])
    func negotiated(localizations: [String], user: [String], expected: [String]) {
        let app = AppLocalizations(localizations: localizations, developmentLocalization: "en")
        #expect(app.preferredLanguages(for: user) == expected)
    }

    @Test("An app that allows mixed localizations lets the buttons follow the user")
    func mixedLocalizations() {
        let app = AppLocalizations(localizations: ["en"], developmentLocalization: "en", allowsMixedLocalizations: true)
        #expect(app.preferredLanguages(for: ["de-DE", "fr"]) == ["de-DE", "fr"])
    }

    @Test("Info.plist Booleans read as Core Foundation reads them")
    func infoPlistBooleans() {
        #expect(AppLocalizations.isTrue(infoPlistValue: true))
        #expect(AppLocalizations.isTrue(infoPlistValue: 1))
        #expect(AppLocalizations.isTrue(infoPlistValue: "YES"))
        #expect(AppLocalizations.isTrue(infoPlistValue: "true"))
        #expect(!AppLocalizations.isTrue(infoPlistValue: false))
        #expect(!AppLocalizations.isTrue(infoPlistValue: 0))
        #expect(!AppLocalizations.isTrue(infoPlistValue: "no"))
        #expect(!AppLocalizations.isTrue(infoPlistValue: nil))
    }

    @Test("The language policies: the app's (with a view's locale first), the system's, fixed ones")
    func policies() {
        let app = ButtonLanguages.app(AppLocalizations(localizations: ["en", "ja"], developmentLocalization: "en"))
        #expect(app.preferredLanguages(systemLanguages: ["de"]) == ["en"])
        #expect(app.preferredLanguages(systemLanguages: ["de", "ja"]) == ["ja"])
        #expect(app.preferredLanguages(environmentLocale: "ja-JP", systemLanguages: ["de"]) == ["ja"])
        #expect(app.preferredLanguages(environmentLocale: "fr-FR", systemLanguages: ["de"]) == ["en"])
        #expect(ButtonLanguages.system.preferredLanguages(environmentLocale: "ja", systemLanguages: ["de"]) == ["de"])
        #expect(ButtonLanguages.fixed(["fr"]).preferredLanguages(systemLanguages: ["de"]) == ["fr"])
    }
}
