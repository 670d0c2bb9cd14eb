// Apple platforms (the Objective-C runtime): the running app's localizations from its main bundle.
#if canImport(ObjectiveC)
    import Foundation

    extension AppLocalizations {
        /// The running app's localizations, from `Bundle.main`; `nil` when the process
        /// is no app (a command-line tool, a test runner: no bundle identifier).
        public static var main: AppLocalizations? {
            let bundle = Bundle.main
            guard bundle.bundleIdentifier != nil else { return nil }
            return AppLocalizations(
                localizations: bundle.localizations,
                developmentLocalization: bundle.developmentLocalization ?? "en",
                allowsMixedLocalizations: isTrue(
                    infoPlistValue: bundle.object(forInfoDictionaryKey: "CFBundleAllowMixedLocalizations")))
        }
    }
#endif
